import { Tag } from 'antd';
import { dictText, useDictItems } from '@/components/dict';
import { statusColor } from './status';

export interface StatusTagProps {
  /** The dictionary of the value (FT_DICT.lotStatus …). */
  dictCode: string;
  value: unknown;
  /** The text the server already translated (`<field>_dictText`), used as is when present. */
  text?: string | null;
}

/** A status as a coloured tag: the dictionary's text, the colour of status.ts (e.g. 已放行 green, 已召回 magenta). */
export function StatusTag({ dictCode, value, text }: StatusTagProps) {
  const { data } = useDictItems(text ? undefined : dictCode);
  const shown = text || dictText(data, value);
  if (!shown) return null;
  return <Tag color={statusColor(dictCode, value)}>{shown}</Tag>;
}

import { Tag } from 'antd';
import { dictText, useDictItems } from './dict-items';

export interface DictTagProps {
  dictCode: string;
  value: unknown;
  /** Text the server already translated (`<field>_dictText`); used as is when present. */
  text?: string | null;
}

/** A value shown as its dictionary text; the raw value when the dictionary does not know it. */
export function DictTag({ dictCode, value, text }: DictTagProps) {
  const { data } = useDictItems(text ? undefined : dictCode);
  const shown = text || dictText(data, value);
  if (!shown) return null;
  return <Tag bordered={false}>{shown}</Tag>;
}

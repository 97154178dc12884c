import { Space, Tag, Tooltip } from 'antd';
import { WIDGETS } from '@foodtrace/contracts';
import { dictText, useDictItems } from './dict-items';
import { splitValues, tagsView } from './multi-value';
import { DICT_TEXT } from './texts';

export interface DictTagProps {
  dictCode: string;
  value: unknown;
  /** Text the server already translated (`<field>_dictText`); used as is when present. */
  text?: string | null;
  /**
   * How many tags a multi-value shows before folding the rest into "+N" (spec §9: dictionary lookups in
   * tables show at most 1 tag in multiple mode).
   */
  maxTags?: number;
}

/** A value shown as its dictionary text; a comma-separated value as tags; an unknown value as itself. */
export function DictTag({ dictCode, value, text, maxTags = WIDGETS.dictTagMaxInMultiple }: DictTagProps) {
  const { data } = useDictItems(text ? undefined : dictCode);
  const shown = text || dictText(data, value);
  if (!shown) return null;
  const texts = splitValues(shown);
  if (texts.length <= 1) return <Tag bordered={false}>{shown}</Tag>;
  const view = tagsView(texts, maxTags);
  return (
    // folded (a table's cell) it stays on one line; shown whole (maxTags 0: a detail) it wraps within its cell
    <Space size={4} wrap={view.folded.length === 0 && maxTags === 0}>
      {view.shown.map((t, i) => <Tag key={`${t}-${i}`} bordered={false}>{t}</Tag>)}
      {view.folded.length > 0 && (
        <Tooltip title={texts.join('、')}><Tag bordered={false}>{DICT_TEXT.more(view.folded.length)}</Tag></Tooltip>
      )}
    </Space>
  );
}

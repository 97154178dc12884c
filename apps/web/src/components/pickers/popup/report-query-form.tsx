import { useState } from 'react';
import { Button, DatePicker, Flex, Input, InputNumber } from 'antd';
import { DownOutlined, UpOutlined } from '@ant-design/icons';
import { FORMATS, type ReportQueryItem } from '@foodtrace/contracts';
import { DictSelect } from '@/components/dict';
import { PICKER_TEXT } from '../texts';
import { splitQueryItems, type QueryValue } from './report-query';

export interface ReportQueryFormProps {
  items: readonly ReportQueryItem[];
  onSearch: (values: Record<string, QueryValue>) => void;
}

function QueryField({ item, value, onChange }: { item: ReportQueryItem; value: QueryValue; onChange: (v: QueryValue) => void }) {
  const label = item.label;
  const style = { width: 180 };
  if (item.dictCode) {
    return <DictSelect dictCode={item.dictCode} style={style} aria-label={label} placeholder={PICKER_TEXT.selectPlaceholder(label)}
      value={typeof value === 'string' ? value : undefined} onChange={(v) => onChange(v ?? undefined)} />;
  }
  if (item.view === 'date' || item.view === 'datetime') {
    const format = item.view === 'date' ? FORMATS.date : FORMATS.datetime;
    if (item.mode === 'group') {
      return <DatePicker.RangePicker aria-label={label} format={format} showTime={item.view === 'datetime'} allowEmpty={[true, true]}
        onChange={(_, t) => onChange([t[0] || undefined, t[1] || undefined])} />;
    }
    return <DatePicker aria-label={label} format={format} showTime={item.view === 'datetime'} placeholder={PICKER_TEXT.selectPlaceholder(label)}
      onChange={(_, t) => onChange(typeof t === 'string' && t ? t : undefined)} />;
  }
  if (item.view === 'int' || item.view === 'decimal') {
    return <InputNumber style={style} aria-label={label} placeholder={PICKER_TEXT.inputPlaceholder(label)} precision={item.view === 'int' ? 0 : undefined}
      value={typeof value === 'number' ? value : null} onChange={(v) => onChange(v ?? undefined)} />;
  }
  return <Input style={style} allowClear aria-label={label} placeholder={PICKER_TEXT.inputPlaceholder(label)}
    value={typeof value === 'string' ? value : ''} onChange={(e) => onChange(e.target.value)} />;
}

/** The report's query items (spec §7.4 getQueryInfo) with 查询 / 重置 and the 展开 toggle for folded items. */
export function ReportQueryForm({ items, onSearch }: ReportQueryFormProps) {
  const [values, setValues] = useState<Record<string, QueryValue>>({});
  const [expanded, setExpanded] = useState(false);
  const { visible, folded } = splitQueryItems(items);
  const shown = expanded ? [...visible, ...folded] : visible;
  if (!items.length) return null;
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }}>
      {shown.map((item) => (
        <Flex key={item.field} gap={6} align="center">
          <span>{item.label}:</span>
          <QueryField item={item} value={values[item.field]} onChange={(v) => setValues((s) => ({ ...s, [item.field]: v }))} />
        </Flex>
      ))}
      <Button type="primary" onClick={() => onSearch(values)}>{PICKER_TEXT.search}</Button>
      <Button onClick={() => { setValues({}); onSearch({}); }}>{PICKER_TEXT.reset}</Button>
      {folded.length > 0 && (
        <Button type="link" onClick={() => setExpanded((e) => !e)} icon={expanded ? <UpOutlined /> : <DownOutlined />} iconPlacement="end">
          {expanded ? PICKER_TEXT.collapse : PICKER_TEXT.expand}
        </Button>
      )}
    </Flex>
  );
}

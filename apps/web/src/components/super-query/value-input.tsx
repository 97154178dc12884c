import { DatePicker, Input, InputNumber, Select } from 'antd';
import dayjs from 'dayjs';
import { FORMATS, type SuperQueryField, type SuperQueryLine } from '@foodtrace/contracts';
import { useDictItems } from '@/components/dict';
import { RefSelect } from '@/crud/ref-select';
import { SUPER_QUERY_TEXT as T } from './texts';

export interface ValueInputProps {
  field: SuperQueryField | undefined;
  line: SuperQueryLine;
  onChange: (val: SuperQueryLine['val']) => void;
}

const full = { width: '100%' } as const;
const NUMBER = /^-?\d+(\.\d+)?$/;
const single = (val: SuperQueryLine['val']) => (Array.isArray(val) ? val[0] : val);
const list = (val: SuperQueryLine['val']) => (Array.isArray(val) ? val : val ? [val] : []);

/**
 * The value widget of a line by the field's type (spec §4, JSuperQuery): text, number, date, date-time,
 * dictionary select, reference picker; 在...中 takes several values. Values are kept as the server reads them.
 */
export function ValueInput({ field, line, onChange }: ValueInputProps) {
  const multiple = line.rule === 'in';
  const label = field ? field.label : T.valuePlaceholder;
  switch (field?.type) {
    case 'dict':
      return <DictValue dictCode={field.dictCode!} line={line} onChange={onChange} label={label} />;
    case 'ref':
      return <RefSelect fieldRef={field.ref!} value={single(line.val)} onChange={(v) => onChange(v)} placeholder={T.selectPlaceholder} />;
    case 'date':
    case 'datetime': {
      const time = field.type === 'datetime';
      const format = time ? FORMATS.datetime : FORMATS.date;
      const v = single(line.val);
      return (
        <DatePicker style={full} showTime={time} format={format} aria-label={label}
          placeholder={time ? T.datetimePlaceholder : T.datePlaceholder}
          value={v && dayjs(v, format).isValid() ? dayjs(v, format) : null}
          onChange={(d) => onChange(d ? d.format(format) : undefined)} />
      );
    }
    case 'number':
      if (multiple) return <Tags line={line} onChange={(vals) => onChange(vals.filter((x) => NUMBER.test(x)))} label={label} />;
      return (
        <InputNumber<number> style={full} aria-label={label} placeholder={T.numberPlaceholder}
          value={single(line.val) ? Number(single(line.val)) : null}
          onChange={(n) => onChange(typeof n === 'number' ? String(n) : undefined)} />
      );
    default:
      if (multiple) return <Tags line={line} onChange={onChange} label={label} />;
      return <Input aria-label={label} placeholder={T.valuePlaceholder} value={single(line.val) ?? ''} allowClear
        onChange={(e) => onChange(e.target.value)} />;
  }
}

/** Free values for 在...中: typed and confirmed with Enter or a comma. */
function Tags({ line, onChange, label }: { line: SuperQueryLine; onChange: (v: string[]) => void; label: string }) {
  return (
    <Select<string[]> mode="tags" style={full} aria-label={label} placeholder={T.multiPlaceholder} value={list(line.val)}
      tokenSeparators={[',', '，']} open={false} suffixIcon={null} onChange={onChange} />
  );
}

function DictValue({ dictCode, line, onChange, label }: { dictCode: string; line: SuperQueryLine; onChange: ValueInputProps['onChange']; label: string }) {
  const { data, isLoading } = useDictItems(dictCode);
  const options = (data ?? []).map((i) => ({ value: i.value, label: i.text }));
  const common = { style: full, options, loading: isLoading, allowClear: true, placeholder: T.selectPlaceholder, 'aria-label': label,
    showSearch: { optionFilterProp: 'label' } } as const;
  return line.rule === 'in'
    ? <Select<string[]> {...common} mode="multiple" value={list(line.val)} onChange={(v) => onChange(v)} />
    : <Select<string> {...common} value={single(line.val)} onChange={(v) => onChange(v)} />;
}

import type { ReactElement } from 'react';
import { DatePicker, Input, InputNumber } from 'antd';
import { FORMATS, type FieldDef } from '@foodtrace/contracts';
import { DictSelect } from '@/components/dict';
import { NumberRange } from './number-range';
import { RefSelect } from './ref-select';
import { CRUD_TEXT } from './texts';

/** The antd control of a field; Form.Item injects value and onChange into it. */
export function formWidget(f: FieldDef, disabled = false): ReactElement {
  const full = { width: '100%' };
  if (f.dict) return <DictSelect dictCode={f.dict} placeholder={f.placeholder ?? CRUD_TEXT.selectPlaceholder(f.label)} disabled={disabled} />;
  if (f.ref) return <RefSelect fieldRef={f.ref} placeholder={f.placeholder ?? CRUD_TEXT.selectPlaceholder(f.label)} disabled={disabled} />;
  const choose = f.placeholder ?? CRUD_TEXT.selectPlaceholder(f.label);
  const type = f.placeholder ?? CRUD_TEXT.inputPlaceholder(f.label);
  switch (f.type) {
    case 'text':
      return <Input.TextArea rows={4} placeholder={type} maxLength={f.maxLength} showCount={Boolean(f.maxLength)} disabled={disabled} />;
    case 'int':
    case 'decimal':
      return <InputNumber style={full} placeholder={type} min={f.min} max={f.max}
        precision={f.type === 'int' ? 0 : undefined} disabled={disabled} />;
    case 'date':
      return <DatePicker style={full} placeholder={choose} format={FORMATS.date} disabled={disabled} />;
    case 'datetime':
      return <DatePicker style={full} placeholder={choose} format={FORMATS.datetime} showTime disabled={disabled} />;
    default:
      return <Input placeholder={type} maxLength={f.maxLength} allowClear disabled={disabled} />;
  }
}

/** The search control of a field: text for like, the form control for eq, a pair for range. */
export function searchWidget(f: FieldDef): ReactElement {
  if (f.search === 'like' && !f.ref) return <Input placeholder={CRUD_TEXT.inputPlaceholder(f.label)} allowClear />;
  if (f.search !== 'range') return formWidget({ ...f, type: f.type === 'text' ? 'string' : f.type });
  if (f.type === 'date' || f.type === 'datetime') {
    return <DatePicker.RangePicker style={{ width: '100%' }} format={FORMATS.date}
      placeholder={[CRUD_TEXT.rangeStart, CRUD_TEXT.rangeEnd]} />;
  }
  return <NumberRange precision={f.type === 'int' ? 0 : undefined} />;
}

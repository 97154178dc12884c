import { lazy, Suspense, type ComponentProps, type ReactElement } from 'react';
import { DatePicker, Input, InputNumber, Select } from 'antd';
import { FILL_RULE_TEXT, FORMATS, PROVINCES, type FieldDef } from '@foodtrace/contracts';
import { DictCheckboxGroup, DictSelect } from '@/components/dict';
import { FileUpload, ImageUpload } from '@/components/upload';
import { NumberRange } from './number-range';
import { RefSelect } from './ref-select';
import { afterToday } from '@/lib/date-values';
import { CRUD_TEXT } from './texts';

const RegionPicker = lazy(() => import('./region-picker'));
// The schedule picker brings its expression reader (cronstrue): loaded only by a form that has a schedule.
const CronInput = lazy(() => import('@/components/cron/cron-input').then((m) => ({ default: m.CronInput })));
const PROVINCE_OPTIONS = Object.entries(PROVINCES).map(([value, label]) => ({ value, label }));

/** The antd control of a field; Form.Item injects value and onChange into it. */
/**
 * `adding`: the control of a new record's form, where a number the server assigns (FieldDef.autoNumber) says it
 * may be left blank; a saved record keeps its number, and a search box looks for one.
 */
export function formWidget(f: FieldDef, disabled = false, adding = false): ReactElement {
  const full = { width: '100%' };
  if (f.dict && f.multiple) return <DictCheckboxGroup dictCode={f.dict} disabled={disabled} />;
  if (f.dict) return <DictSelect dictCode={f.dict} placeholder={f.placeholder ?? CRUD_TEXT.selectPlaceholder(f.label)} disabled={disabled} />;
  if (f.ref) return <RefSelect fieldRef={f.ref} placeholder={f.placeholder ?? CRUD_TEXT.selectPlaceholder(f.label)} disabled={disabled} showChosen fill />;
  if (f.upload) {
    const { folder, images, max = 1, accept } = f.upload;
    return images
      ? <ImageUpload biz={folder} maxCount={max} disabled={disabled} />
      : <FileUpload biz={folder} maxCount={max} accept={accept} disabled={disabled} />;
  }
  // A secret is never sent back (FieldDef.secret): a saved record's form starts it blank, which keeps it.
  if (f.secret) {
    return <Input.Password placeholder={adding ? CRUD_TEXT.inputPlaceholder(f.label) : CRUD_TEXT.secretKept} maxLength={f.maxLength}
      autoComplete="new-password" disabled={disabled} />;
  }
  const choose = f.placeholder ?? CRUD_TEXT.selectPlaceholder(f.label);
  const type = f.placeholder ?? (adding && f.autoNumber ? FILL_RULE_TEXT.blankPlaceholder : CRUD_TEXT.inputPlaceholder(f.label));
  if (f.format === 'province') {
    return <Select allowClear showSearch={{ optionFilterProp: 'label' }} options={PROVINCE_OPTIONS} placeholder={choose} disabled={disabled} />;
  }
  // Form.Item gives its child id, value and onChange; LazyCron hands them to the schedule input.
  if (f.format === 'cron') return <LazyCron disabled={disabled} />;
  if (f.area) {
    // Form.Item gives its child id, value and onChange; LazyRegion hands them to the picker.
    return <LazyRegion area={f.area} placeholder={choose} disabled={disabled} />;
  }
  switch (f.type) {
    case 'text':
      return <Input.TextArea rows={4} placeholder={type} maxLength={f.maxLength} showCount={Boolean(f.maxLength)} disabled={disabled} />;
    case 'int':
    case 'decimal':
      // No min/max on the widget: antd would silently turn a typed -50 into the minimum on blur. The field's
      // rule (the contracts schema) says what is wrong instead.
      return <InputNumber style={full} placeholder={type} precision={f.type === 'int' ? 0 : undefined} disabled={disabled} />;
    case 'date':
      return <DatePicker style={full} placeholder={choose} format={FORMATS.date} disabled={disabled} disabledDate={f.happened ? afterToday : undefined} />;
    case 'datetime':
      return <DatePicker style={full} placeholder={choose} format={FORMATS.datetime} showTime disabled={disabled} disabledDate={f.happened ? afterToday : undefined} />;
    default:
      return <Input placeholder={type} maxLength={f.maxLength} allowClear disabled={disabled} />;
  }
}

/** The search control of a field: text for like, the form control for eq, a pair for range. */
export function searchWidget(f: FieldDef): ReactElement {
  // A search box is narrow: it asks for the field by its name without the qualifier in brackets, and leaves
  // the form's entry hint ('14 位，不足补 0') to the form, where there is room for it.
  const label = searchLabel(f.label);
  if (f.search === 'like' && !f.ref) return <Input placeholder={CRUD_TEXT.inputPlaceholder(label)} allowClear />;
  // a one-line search bar: the chosen row's details stay in the picker's list
  if (f.ref) return <RefSelect fieldRef={f.ref} placeholder={CRUD_TEXT.selectPlaceholder(label)} />;
  if (f.search !== 'range') return formWidget({ ...f, label, placeholder: undefined, type: f.type === 'text' ? 'string' : f.type });
  if (f.type === 'date' || f.type === 'datetime') {
    return <DatePicker.RangePicker style={{ width: '100%' }} format={FORMATS.date}
      placeholder={[CRUD_TEXT.rangeStart, CRUD_TEXT.rangeEnd]} />;
  }
  return <NumberRange precision={f.type === 'int' ? 0 : undefined} />;
}

/**
 * A text field's label in the search bar: without its qualifier (商品条码(GTIN-14) → 商品条码), so the narrow box
 * keeps room for its hint. A number keeps its unit (保质期(天)): a range means nothing without it.
 */
export const searchFieldLabel = (f: FieldDef): string => (f.type === 'string' ? searchLabel(f.label) : f.label);

/** 商品条码(GTIN-14) → 商品条码; 保质期（天） → 保质期. */
export const searchLabel = (label: string): string => label.replace(/\s*[（(][^（()）]*[)）]$/, '') || label;

/** The area picker once loaded; a plain disabled input until then. */
function LazyRegion(props: ComponentProps<typeof RegionPicker>) {
  return (
    <Suspense fallback={<Input disabled placeholder={props.placeholder} />}>
      <RegionPicker {...props} />
    </Suspense>
  );
}

/** The schedule input once loaded; a plain disabled input until then. */
function LazyCron(props: ComponentProps<typeof CronInput>) {
  return (
    <Suspense fallback={<Input disabled />}>
      <CronInput {...props} />
    </Suspense>
  );
}

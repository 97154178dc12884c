import { useState } from 'react';
import { Radio, Select, Tag } from 'antd';
import { WIDGETS } from '@foodtrace/contracts';
import { DictSearchSelect } from '@/components/dict/dict-search-select';
import { useValueLabels } from '@/components/dict/use-value-labels';
import type { CellComponent, CellProps } from './cell-types';
import { choiceTexts, joinMulti, placeholderOf, splitMulti, useColumnOptions } from './column-options';

function ChoiceSelect({ search, ...p }: CellProps & { search: boolean }) {
  const { value, column, disabled, invalid, autoFocus, onChange, onBlur } = p;
  const options = useColumnOptions(column);
  const [typed, setTyped] = useState('');
  const multiple = Boolean(column.props?.multiple);
  // allowInput: what the user typed is offered as an option of its own (spec §3 allowInput).
  const withTyped = column.allowInput && typed && !options.some((o) => o.value === typed)
    ? [...options, { value: typed, label: typed }] : options;
  const current = multiple ? splitMulti(value) : value === undefined || value === null || value === '' ? undefined : String(value);
  return (
    <Select
      value={current} options={withTyped} mode={multiple ? 'multiple' : undefined} allowClear disabled={disabled}
      placeholder={placeholderOf(column, true)} autoFocus={autoFocus} status={invalid ? 'error' : undefined}
      maxTagCount={WIDGETS.dictTagMaxInMultiple} style={{ width: '100%' }} popupMatchSelectWidth={false}
      showSearch={search || column.allowInput ? { optionFilterProp: 'label', onSearch: column.allowInput ? setTyped : undefined } : false}
      onChange={(v: string | string[] | undefined) => onChange(Array.isArray(v) ? joinMulti(v) : v ?? '')}
      onBlur={onBlur}
      {...column.props}
    />
  );
}

function ChoiceView({ value, column }: CellProps) {
  const texts = choiceTexts(useColumnOptions(column), value);
  if (texts.length <= 1) return <span>{texts[0] ?? ''}</span>;
  // spec §9: dictionary lookups in tables show at most 1 tag in multiple mode.
  return (
    <span title={texts.join(WIDGETS.multiSelectSeparator)}>
      <Tag>{texts[0]}</Tag>
      <Tag>+{texts.length - 1}</Tag>
    </span>
  );
}

function ListMultiEditor(p: CellProps) {
  return <ChoiceSelect {...p} search column={{ ...p.column, props: { ...p.column.props, multiple: true } }} />;
}

function RadioEditor({ value, column, disabled, onChange }: CellProps) {
  const options = useColumnOptions(column);
  return (
    <Radio.Group value={value === undefined || value === null ? undefined : String(value)} disabled={disabled}
      options={options} onChange={(e) => onChange(e.target.value)} {...column.props} />
  );
}

/** props.async with a dictCode: the server searches while the user types (spec §4 Other widgets). */
export const isAsyncSearch = (c: CellProps['column']) => Boolean(c.props?.async && c.dictCode);

function AsyncSearchEditor({ value, column, disabled, onChange }: CellProps) {
  const current = value === undefined || value === null || value === '' ? undefined : String(value);
  return <DictSearchSelect dict={column.dictCode!} async value={current} disabled={disabled} placeholder={placeholderOf(column, true)} onChange={(v) => onChange(v ?? '')} />;
}

function AsyncSearchView({ value, column }: CellProps) {
  const values = splitMulti(value);
  const labels = useValueLabels(column.dictCode!, values);
  return <span>{values.map((v) => labels[v]).join(WIDGETS.multiSelectSeparator)}</span>;
}

/** select: options or a dictionary; allowSearch filters, allowInput accepts a typed value. */
export const SelectCell: CellComponent = { Editor: (p) => <ChoiceSelect {...p} search={Boolean(p.column.allowSearch)} />, View: ChoiceView };
/** sel_search: a select that is always searchable; with props.async the dictionary is searched on the server. */
export const SelectSearchCell: CellComponent = {
  Editor: (p) => (isAsyncSearch(p.column) ? <AsyncSearchEditor {...p} /> : <ChoiceSelect {...p} search />),
  View: (p) => (isAsyncSearch(p.column) ? <AsyncSearchView {...p} /> : <ChoiceView {...p} />),
};
/** list_multi: several values joined by commas (spec §9 separator). */
export const ListMultiCell: CellComponent = { Editor: ListMultiEditor, View: ChoiceView };
/** radio: one click picks. */
export const RadioCell: CellComponent = { Editor: RadioEditor, inline: true };

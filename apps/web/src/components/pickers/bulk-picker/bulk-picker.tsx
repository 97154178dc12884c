import { useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { joinValues, rememberLabels, splitValues, useValueLabels } from '@/components/dict';
import { PickerInput } from '../picker-input';
import type { Row } from '../picker-api';
import { labelsText } from '../selection';
import { PICKER_TEXT } from '../texts';
import { rowsOfValues, type BulkOption } from './bulk-options';
import { BulkPickerModal } from './bulk-picker-modal';

export interface BulkPickerProps {
  /** Chosen values, comma-joined. */
  value?: string;
  onChange?: (value: string, options: BulkOption[]) => void;
  /** The list to choose from (paged). */
  listUrl: string;
  columns: TableColumnsType<Row>;
  /** Row field stored as the value, and the one shown as its label. */
  valueKey: string;
  labelKey: string;
  /** A registered dictionary key translating stored values back to labels ('sys_position,name,code'). */
  labelDict?: string;
  search?: { field: string; label: string };
  params?: Record<string, unknown>;
  /** Several items (default) or one. */
  multiple?: boolean;
  title?: string;
  placeholder?: string;
  disabled?: boolean;
  id?: string;
}

/**
 * Choose items from any paged list (JeecgBoot's JSelectBizComponent; spec §3 Bulk picker option, §9 modal 900,
 * page sizes 5/10/20/30). The field shows the labels; the value is the comma-joined values.
 */
export function BulkPicker({
  value, onChange, listUrl, columns, valueKey, labelKey, labelDict, search, params, multiple = true,
  title = PICKER_TEXT.bulk.title, placeholder = PICKER_TEXT.bulk.placeholder, disabled, id,
}: BulkPickerProps) {
  const [open, setOpen] = useState(false);
  const [picked, setPicked] = useState<BulkOption[]>([]);
  const values = useMemo(() => splitValues(value), [value]);
  const translated = useValueLabels(labelDict ?? '', labelDict ? values : []);
  const labels = useMemo(() => {
    const known = Object.fromEntries(picked.map((o) => [o.value, o.label]));
    return Object.fromEntries(values.map((v) => [v, known[v] ?? translated[v] ?? v]));
  }, [values, picked, translated]);
  const initial = useMemo(() => rowsOfValues(values, labels, valueKey, labelKey), [values, labels, valueKey, labelKey]);

  return (
    <>
      <PickerInput
        id={id} text={labelsText(values.map((v) => labels[v]))} placeholder={placeholder} disabled={disabled} buttonLabel={title}
        onOpen={() => setOpen(true)} onClear={() => { setPicked([]); onChange?.('', []); }}
      />
      <BulkPickerModal
        open={open} title={title} listUrl={listUrl} columns={columns} valueKey={valueKey} labelKey={labelKey} search={search}
        params={params} multiple={multiple} initial={initial} onClose={() => setOpen(false)}
        onOk={(options) => {
          // The chosen labels are known now: the field shows them without a translation call.
          if (labelDict) rememberLabels(labelDict, options.map((o) => ({ value: o.value, text: o.label })));
          setPicked(options);
          onChange?.(joinValues(options.map((o) => o.value)), options);
          setOpen(false);
        }}
      />
    </>
  );
}

import { useMemo, useState } from 'react';
import { MODAL_WIDTH } from '@foodtrace/contracts';
import { joinValues, rememberLabels, splitValues, useValueLabels } from '@/components/dict';
import { PickerInput } from '../picker-input';
import { PickerModal } from '../picker-modal';
import { labelsText } from '../selection';
import { PICKER_TEXT } from '../texts';
import { usePickerSelection } from '../use-picker-selection';
import { DepartTree } from './depart-tree';

const T = PICKER_TEXT.depart;
const DEPART_DICT = 'sys_depart,depart_name,id';

export interface DepartPickerProps {
  /** Department ids, comma-joined. */
  value?: string;
  onChange?: (value: string, names: string[]) => void;
  /** Tick several departments (default) or pick one. */
  multiple?: boolean;
  disabled?: boolean;
  id?: string;
}

/** Choose departments from the organisation tree in the 500-wide dialog (JeecgBoot's JSelectDepart; spec §9). */
export function DepartPicker({ value, onChange, multiple = true, disabled, id }: DepartPickerProps) {
  const [open, setOpen] = useState(false);
  const values = useMemo(() => splitValues(value), [value]);
  const labels = useValueLabels(DEPART_DICT, values);
  const [selection, setSelection] = usePickerSelection<string>(open, () => new Map(values.map((v) => [v, labels[v]])));

  const confirm = () => {
    rememberLabels(DEPART_DICT, [...selection].map(([value, text]) => ({ value, text })));
    onChange?.(joinValues([...selection.keys()]), [...selection.values()]);
    setOpen(false);
  };

  return (
    <>
      <PickerInput id={id} text={labelsText(values.map((v) => labels[v]))} placeholder={T.placeholder} disabled={disabled}
        buttonLabel={T.title} onOpen={() => setOpen(true)} onClear={() => onChange?.('', [])} />
      <PickerModal open={open} title={T.title} width={MODAL_WIDTH.departPicker} onOk={confirm} onClose={() => setOpen(false)}>
        <DepartTree
          mode={multiple ? 'check' : 'select'} keys={[...selection.keys()]}
          onChange={(keys, titles) => setSelection(new Map(keys.map((k) => [k, titles.get(k) ?? k])))}
        />
      </PickerModal>
    </>
  );
}

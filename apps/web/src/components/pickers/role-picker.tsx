import { useMemo, useState } from 'react';
import type { TableColumnsType } from 'antd';
import { joinValues, rememberLabels, splitValues, useValueLabels } from '@/components/dict';
import { PagedPickerTable } from './paged-picker-table';
import { PickerInput } from './picker-input';
import { PickerModal } from './picker-modal';
import type { Row } from './picker-api';
import { labelsText } from './selection';
import { PICKER_TEXT } from './texts';
import { usePickerSelection } from './use-picker-selection';

const T = PICKER_TEXT.role;
const COLUMNS: TableColumnsType<Row> = [
  { title: T.roleName, dataIndex: 'roleName' },
  { title: T.roleCode, dataIndex: 'roleCode' },
];
const keyOf = (r: Row) => String(r.id);
const ROLE_DICT = 'sys_role,role_name,id';

export interface RolePickerProps {
  /** Role ids, comma-joined. */
  value?: string;
  onChange?: (value: string, roles: Array<{ id: string; roleName: string; roleCode: string }>) => void;
  multiple?: boolean;
  disabled?: boolean;
  id?: string;
}

/** Choose roles from GET /sys/role/list (spec §3 Role picker row: id, roleName, roleCode) in the 608 dialog. */
export function RolePicker({ value, onChange, multiple = true, disabled, id }: RolePickerProps) {
  const [open, setOpen] = useState(false);
  const values = useMemo(() => splitValues(value), [value]);
  const labels = useValueLabels(ROLE_DICT, values);
  const [selection, setSelection] = usePickerSelection<Row>(open, () => new Map(values.map((v) => [v, { id: v, roleName: labels[v] }])));

  const confirm = () => {
    const rows = [...selection.values()];
    rememberLabels(ROLE_DICT, rows.map((r) => ({ value: keyOf(r), text: String(r.roleName ?? '') })));
    onChange?.(joinValues(rows.map(keyOf)), rows.map((r) => ({ id: keyOf(r), roleName: String(r.roleName ?? ''), roleCode: String(r.roleCode ?? '') })));
    setOpen(false);
  };

  return (
    <>
      <PickerInput id={id} text={labelsText(values.map((v) => labels[v]))} placeholder={T.placeholder} disabled={disabled}
        buttonLabel={T.title} onOpen={() => setOpen(true)} onClear={() => onChange?.('', [])} />
      <PickerModal open={open} title={T.title} onOk={confirm} onClose={() => setOpen(false)}>
        <PagedPickerTable<Row>
          url="/sys/role/list" columns={COLUMNS} rowKey={keyOf} search={{ field: 'roleName', label: T.roleName }}
          multiple={multiple} selection={selection} onSelectionChange={setSelection}
        />
      </PickerModal>
    </>
  );
}

import type { TableColumnsType } from 'antd';
import { DictTag } from '@/components/dict';
import { BulkPicker } from './bulk-picker/bulk-picker';
import type { BulkOption } from './bulk-picker/bulk-options';
import type { Row } from './picker-api';
import { PICKER_TEXT } from './texts';

const T = PICKER_TEXT.position;
const COLUMNS: TableColumnsType<Row> = [
  { title: T.name, dataIndex: 'name' },
  { title: T.code, dataIndex: 'code' },
  { title: T.rank, dataIndex: 'rank', render: (v: unknown, r) => <DictTag dictCode="position_rank" value={v} text={r.rank_dictText ? String(r.rank_dictText) : null} /> },
];

export interface PositionPickerProps {
  /** Position codes, comma-joined (what sys_user.post stores). */
  value?: string;
  onChange?: (value: string, options: BulkOption[]) => void;
  multiple?: boolean;
  disabled?: boolean;
  id?: string;
}

/** Choose positions from GET /sys/position/list (spec §3 Position: name, code, rank_dictText). */
export function PositionPicker({ value, onChange, multiple = true, disabled, id }: PositionPickerProps) {
  return (
    <BulkPicker
      id={id} value={value} onChange={onChange} multiple={multiple} disabled={disabled} title={T.title} placeholder={T.placeholder}
      listUrl="/sys/position/list" columns={COLUMNS} valueKey="code" labelKey="name" labelDict="sys_position,name,code"
      search={{ field: 'name', label: T.name }}
    />
  );
}

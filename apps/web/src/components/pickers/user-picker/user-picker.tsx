import { useMemo, useState } from 'react';
import { WIDGETS } from '@foodtrace/contracts';
import { joinValues, rememberLabels, splitValues, useValueLabels } from '@/components/dict';
import { PickerInput } from '../picker-input';
import { labelsText } from '../selection';
import { PICKER_TEXT } from '../texts';
import { UserPickerModal } from './user-picker-modal';
import type { UserRow } from './user-query';

const T = PICKER_TEXT.user;

export interface UserPickerProps {
  /** Chosen users' `returnField` values, comma-joined. */
  value?: string;
  onChange?: (value: string, users: UserRow[]) => void;
  /** What the value stores: the account (JeecgBoot's default) or the id. */
  returnField?: 'username' | 'id';
  multiple?: boolean;
  /** Show the department tree to narrow the list to a department's members (default). */
  departTree?: boolean;
  disabled?: boolean;
  id?: string;
}

/**
 * Choose users (JeecgBoot's JSelectUserByDep; spec §3 User picker row, §9 modal 1200/1250, ellipsis 25): the
 * field shows the chosen names, the dialog lists users with the department tree and the sex / birthday filters.
 */
export function UserPicker({ value, onChange, returnField = 'username', multiple = true, departTree = true, disabled, id }: UserPickerProps) {
  const [open, setOpen] = useState(false);
  const values = useMemo(() => splitValues(value), [value]);
  const dict = `sys_user,realname,${returnField}`;
  const labels = useValueLabels(dict, values);
  // Only the key and the name of already chosen users are known until the list shows them again.
  const initial = () => new Map(values.map((v): [string, UserRow] => [v, {
    id: v, username: v, [returnField]: v, realname: labels[v], sex: null, phone: null, birthday: null, orgCodeTxt: null,
  }]));

  return (
    <>
      <PickerInput id={id} text={labelsText(values.map((v) => labels[v]))} placeholder={T.placeholder} disabled={disabled}
        ellipsis={WIDGETS.userPickerEllipsis} buttonLabel={T.title} onOpen={() => setOpen(true)} onClear={() => onChange?.('', [])} />
      <UserPickerModal
        open={open} multiple={multiple} departTree={departTree} keyField={returnField} initial={initial} onClose={() => setOpen(false)}
        onOk={(users) => {
          rememberLabels(dict, users.map((u) => ({ value: String(u[returnField]), text: u.realname ?? String(u[returnField]) })));
          onChange?.(joinValues(users.map((u) => String(u[returnField]))), users);
          setOpen(false);
        }}
      />
    </>
  );
}

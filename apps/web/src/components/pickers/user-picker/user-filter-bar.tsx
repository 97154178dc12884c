import { DatePicker, Flex, Input } from 'antd';
import { DICT, FORMATS } from '@foodtrace/contracts';
import { DictSelect } from '@/components/dict';
import { PICKER_TEXT } from '../texts';
import type { UserFilters } from './user-query';

const T = PICKER_TEXT.user;

export interface UserFilterBarProps {
  value: UserFilters;
  onChange: (next: UserFilters) => void;
}

/** Account, name, sex (dictionary sex) and birthday range filters of the user picker (spec §3). */
export function UserFilterBar({ value, onChange }: UserFilterBarProps) {
  const set = (patch: Partial<UserFilters>) => onChange({ ...value, ...patch });
  return (
    <Flex wrap gap={8} style={{ marginBottom: 12 }}>
      <Input allowClear style={{ width: 150 }} placeholder={PICKER_TEXT.inputPlaceholder(T.username)} aria-label={T.username}
        value={value.username} onChange={(e) => set({ username: e.target.value })} />
      <Input allowClear style={{ width: 150 }} placeholder={PICKER_TEXT.inputPlaceholder(T.realname)} aria-label={T.realname}
        value={value.realname} onChange={(e) => set({ realname: e.target.value })} />
      <DictSelect dictCode={DICT.sex} style={{ width: 120 }} placeholder={PICKER_TEXT.selectPlaceholder(T.sex)} aria-label={T.sex}
        value={value.sex} onChange={(sex) => set({ sex: sex ?? undefined })} />
      <DatePicker.RangePicker
        style={{ width: 260 }} format={FORMATS.date} allowEmpty={[true, true]} placeholder={[T.birthdayStart, T.birthdayEnd]}
        onChange={(_, texts) => set({ birthday: [texts[0] || undefined, texts[1] || undefined] })}
      />
    </Flex>
  );
}

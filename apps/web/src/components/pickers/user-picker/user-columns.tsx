import type { TableColumnsType } from 'antd';
import { WIDGETS } from '@foodtrace/contracts';
import { Ellipsis } from '@/components/widgets';
import { PICKER_TEXT } from '../texts';
import type { UserRow } from './user-query';

const T = PICKER_TEXT.user;
const cut = (v: unknown) => <Ellipsis value={v == null ? '' : String(v)} length={WIDGETS.userPickerEllipsis} />;

/** The user picker's columns; long names and department lists are cut at 25 (spec §9 Ellipsis: user picker 25). */
export const USER_COLUMNS: TableColumnsType<UserRow> = [
  { title: T.username, dataIndex: 'username', width: 130, render: cut },
  { title: T.realname, dataIndex: 'realname', width: 130, render: cut },
  { title: T.sex, dataIndex: 'sex_dictText', width: 70 },
  { title: T.phone, dataIndex: 'phone', width: 130 },
  { title: T.birthday, dataIndex: 'birthday', width: 110 },
  { title: T.orgCodeTxt, dataIndex: 'orgCodeTxt', render: cut },
];

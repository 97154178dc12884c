import dayjs, { type Dayjs } from 'dayjs';
import { FORMATS, type UserRecord } from '@foodtrace/contracts';

/** The user form's values: multi-selects as arrays, the birthday as a date; the wire wants comma lists. */
export interface UserFormValues {
  username?: string;
  password?: string;
  confirmpassword?: string;
  realname?: string;
  workNo?: string;
  post?: string[];
  selectedroles?: string[];
  selecteddeparts?: string[];
  userIdentity?: number;
  departIds?: string[];
  relTenantIds?: string[];
  avatar?: string;
  birthday?: Dayjs | null;
  sex?: string;
  email?: string;
  phone?: string;
  telephone?: string;
}

const list = (v: string | null | undefined) => (v ? v.split(',').filter(Boolean) : []);

export function toFormValues(u: UserRecord, roles: string[], departs: string[]): UserFormValues {
  return {
    username: u.username, realname: u.realname ?? undefined, workNo: u.workNo ?? undefined, post: list(u.post),
    selectedroles: roles, selecteddeparts: departs, userIdentity: u.userIdentity ?? 1, departIds: list(u.departIds),
    relTenantIds: list(u.relTenantIds), avatar: u.avatar ?? undefined,
    birthday: u.birthday ? dayjs(u.birthday, FORMATS.date) : null, sex: u.sex ? String(u.sex) : undefined,
    email: u.email ?? undefined, phone: u.phone ?? undefined, telephone: u.telephone ?? undefined,
  };
}

/** Form values → the add/edit body (reference/JEECG.md §1.7: comma-joined ids, as JeecgBoot's forms send). */
export function toWire(v: UserFormValues, mode: 'add' | 'edit'): Record<string, unknown> {
  const head = v.userIdentity === 2;
  const body: Record<string, unknown> = {
    realname: v.realname, workNo: v.workNo ?? '', post: (v.post ?? []).join(','),
    selectedroles: (v.selectedroles ?? []).join(','), selecteddeparts: (v.selecteddeparts ?? []).join(','),
    userIdentity: v.userIdentity ?? 1,
    departIds: head ? (v.departIds ?? []).filter((d) => v.selecteddeparts?.includes(d)).join(',') : '',
    relTenantIds: (v.relTenantIds ?? []).join(','), avatar: v.avatar ?? '',
    birthday: v.birthday ? v.birthday.format(FORMATS.date) : '', sex: v.sex ?? '',
    email: v.email ?? '', phone: v.phone ?? '', telephone: v.telephone ?? '',
  };
  if (mode === 'add') Object.assign(body, { username: v.username, password: v.password, confirmpassword: v.confirmpassword });
  return body;
}

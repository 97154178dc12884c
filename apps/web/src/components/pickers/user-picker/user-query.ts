/** A row of the user picker (spec §3 User picker row: id, username, realname, sex, phone, birthday, orgCodeTxt). */
export interface UserRow {
  id: string;
  username: string;
  realname: string | null;
  sex: number | null;
  sex_dictText?: string | null;
  phone: string | null;
  birthday: string | null;
  orgCodeTxt: string | null;
  [field: string]: unknown;
}

/** The picker's filters (spec §3: it filters by sex and birthday; plus account and name). */
export interface UserFilters {
  username?: string;
  realname?: string;
  sex?: string;
  /** Birthdays from … to (YYYY-MM-DD), either end open. */
  birthday?: [string | undefined, string | undefined];
}

/** GET /sys/user/list parameters (reference/JEECG.md §1.8 conventions: `*v*` contains, `_begin`/`_end` range). */
export function userListParams(f: UserFilters, pageNo: number, pageSize: number): Record<string, string | number> {
  const p: Record<string, string | number> = { pageNo, pageSize, column: 'username', order: 'asc' };
  if (f.username?.trim()) p.username = `*${f.username.trim()}*`;
  if (f.realname?.trim()) p.realname = `*${f.realname.trim()}*`;
  if (f.sex) p.sex = f.sex;
  if (f.birthday?.[0]) p.birthday_begin = f.birthday[0];
  if (f.birthday?.[1]) p.birthday_end = f.birthday[1];
  return p;
}

const contains = (text: string | null | undefined, part: string | undefined) =>
  !part?.trim() || (text ?? '').toLowerCase().includes(part.trim().toLowerCase());

/**
 * The same filters applied in the browser to a department's members (GET /sys/user/queryUserByDepId answers
 * them all at once, unpaged).
 */
export function matchUser(u: UserRow, f: UserFilters): boolean {
  if (!contains(u.username, f.username) || !contains(u.realname, f.realname)) return false;
  if (f.sex && String(u.sex ?? '') !== f.sex) return false;
  const [from, to] = f.birthday ?? [];
  if ((from || to) && !u.birthday) return false;
  if (from && u.birthday! < from) return false;
  if (to && u.birthday! > to) return false;
  return true;
}

/** One page of an in-memory list. */
export function pageOf<T>(rows: readonly T[], pageNo: number, pageSize: number): T[] {
  return rows.slice((pageNo - 1) * pageSize, pageNo * pageSize);
}

/**
 * 通讯录 (spec §2.3 System pages: address list): how to reach a colleague. Only what a colleague needs — name,
 * 工号, departments, positions and the work contacts — of the accounts that can sign in (frozen ones are gone
 * from it); never roles, status, identity or anything about signing in.
 */
export interface AddressEntry {
  id: string;
  realname: string | null;
  username: string;
  avatar: string | null;
  workNo: string | null;
  /** Names of the user's departments, comma-joined. */
  departNames: string | null;
  /** Names of the user's positions (职务), comma-joined. */
  postNames: string | null;
  phone: string | null;
  telephone: string | null;
  email: string | null;
}

export const ADDRESS_LIST_TEXT = {
  title: '通讯录',
  allDeparts: '全部人员',
  keyword: '搜索姓名、账号、工号或手机号',
  columns: { realname: '姓名', workNo: '工号', departNames: '部门', postNames: '职务', phone: '手机', telephone: '座机', email: '邮箱' },
  departHint: (name: string) => `${name}（含下级部门）`,
} as const;

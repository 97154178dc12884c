import type { DepartIdNode, UserRecord } from '@foodtrace/contracts';
import { getAction, postAction, putAction } from '@/lib/http';

/** `assignable`: whether the signed-in user may hand the role out (it holds nothing they lack). */
export interface RoleOption { id: string; roleName: string; roleCode: string; assignable?: boolean }
export interface TenantOption { id: number; name: string; status: number }
export interface PositionOption { code: string; name: string }

/** The user calls of spec §7.2 and the picker feeds the user form needs. */
export const userApi = {
  queryById: (id: string) => getAction<UserRecord>('/sys/user/queryById', { id }),
  add: (data: Record<string, unknown>) => postAction<UserRecord>('/sys/user/add', data),
  edit: (data: Record<string, unknown>) => putAction<UserRecord>('/sys/user/edit', data),
  roles: (userid: string) => getAction<string[]>('/sys/user/queryUserRole', { userid }),
  departs: (userId: string) => getAction<Array<{ key: string; title: string }>>('/sys/user/userDepartList', { userId }),
  frozen: (ids: string[], status: 1 | 2) => putAction<null>(`/sys/user/frozenBatch?ids=${encodeURIComponent(ids.join(','))}&status=${status}`),
  changePassword: (username: string, password: string, confirmpassword: string) =>
    putAction<null>('/sys/user/changePassword', { username, password, confirmpassword }),
  checkOnly: (params: Record<string, string>) => getAction<boolean>('/sys/user/checkOnlyUser', params),
  allRoles: () => getAction<RoleOption[]>('/sys/role/queryall'),
  departTree: () => getAction<DepartIdNode[]>('/sys/sysDepart/queryIdTree'),
  tenants: () => getAction<TenantOption[]>('/sys/tenant/queryList'),
  positions: () => getAction<{ records: PositionOption[] }>('/sys/position/list', { pageSize: 1000, column: 'code', order: 'asc' }),
};

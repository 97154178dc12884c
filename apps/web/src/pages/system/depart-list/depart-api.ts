import type { DepartRecord, DepartRoleRecord, DepartTreeNode, PageResult, PermissionTreeAnswer, UserRecord } from '@foodtrace/contracts';
import { deleteAction, getAction, postAction, putAction } from '@/lib/http';

/** The department, cap and department-role calls of spec §7.2 (Department, Department-role, Permission). */
export const departApi = {
  tree: () => getAction<DepartTreeNode[]>('/sys/sysDepart/queryTreeList'),
  search: (keyWord: string) => getAction<DepartTreeNode[]>('/sys/sysDepart/searchBy', { keyWord }),
  add: (data: Record<string, unknown>) => postAction<DepartRecord>('/sys/sysDepart/add', data),
  edit: (data: Record<string, unknown>) => putAction<null>('/sys/sysDepart/edit', data),
  remove: (id: string) => deleteAction<null>('/sys/sysDepart/delete', { id }),
  permissionTree: () => getAction<PermissionTreeAnswer>('/sys/permission/queryTreeList'),
  caps: (departId: string) => getAction<string[]>('/sys/permission/queryDepartPermission', { departId }),
  saveCaps: (departId: string, ids: string[], last: string[]) =>
    postAction<null>('/sys/permission/saveDepartPermission', { departId, permissionIds: ids.join(','), lastpermissionIds: last.join(',') }),
  roles: (deptId: string, pageNo: number) => getAction<PageResult<DepartRoleRecord>>('/sys/sysDepartRole/list', { deptId, pageNo, pageSize: 10 }),
  allRoles: (departId: string) => getAction<DepartRoleRecord[]>('/sys/sysDepartRole/getDeptRoleList', { departId }),
  addRole: (data: Record<string, unknown>) => postAction<DepartRoleRecord>('/sys/sysDepartRole/add', data),
  editRole: (data: Record<string, unknown>) => putAction<null>('/sys/sysDepartRole/edit', data),
  removeRole: (id: string) => deleteAction<null>('/sys/sysDepartRole/delete', { id }),
  roleTree: (departId: string) => getAction<PermissionTreeAnswer>('/sys/sysDepartPermission/queryTreeListForDeptRole', { departId }),
  roleGrants: (roleId: string) => getAction<string[]>('/sys/sysDepartPermission/queryDeptRolePermission', { roleId }),
  saveRoleGrants: (roleId: string, ids: string[], last: string[]) =>
    postAction<null>('/sys/sysDepartPermission/saveDeptRolePermission', { roleId, permissionIds: ids.join(','), lastpermissionIds: last.join(',') }),
  users: (id: string) => getAction<UserRecord[]>('/sys/user/queryUserByDepId', { id }),
  userRoles: (userId: string, departId: string) => getAction<Array<{ droleId: string }>>('/sys/sysDepartRole/getDeptRoleByUserId', { userId, departId }),
  setUserRoles: (userId: string, departId: string, roleIds: string[]) =>
    postAction<null>('/sys/sysDepartRole/deptRoleUserAdd', { userId, departId, newRoleId: roleIds.join(',') }),
};

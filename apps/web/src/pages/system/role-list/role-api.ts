import type { PermissionTreeAnswer, RoleDataRuleAnswer } from '@foodtrace/contracts';
import { getAction, postAction } from '@/lib/http';

/** The role authorisation calls of spec §7.2 (Role, Permission). */
export const roleApi = {
  tree: () => getAction<PermissionTreeAnswer>('/sys/role/queryTreeList'),
  granted: (roleId: string) => getAction<string[]>('/sys/permission/queryRolePermission', { roleId }),
  saveGrants: (roleId: string, ids: string[], last: string[]) =>
    postAction<null>('/sys/permission/saveRolePermission', { roleId, permissionIds: ids.join(','), lastpermissionIds: last.join(',') }),
  dataRules: (permissionId: string, roleId: string) =>
    getAction<RoleDataRuleAnswer>(`/sys/role/datarule/${encodeURIComponent(permissionId)}/${encodeURIComponent(roleId)}`),
  saveDataRules: (permissionId: string, roleId: string, dataRuleIds: string[]) =>
    postAction<null>('/sys/role/datarule', { permissionId, roleId, dataRuleIds: dataRuleIds.join(',') }),
};

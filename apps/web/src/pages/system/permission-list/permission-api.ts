import type { DataRuleRecord, PermissionRecord } from '@foodtrace/contracts';
import { deleteAction, getAction, postAction, putAction } from '@/lib/http';

export interface RuleColumn { field: string; label: string; type: string }

/** The menu and data-rule calls of spec §7.2 (all under /sys/permission/). */
export const permissionApi = {
  list: () => getAction<PermissionRecord[]>('/sys/permission/list'),
  add: (data: Record<string, unknown>) => postAction<{ id: string }>('/sys/permission/add', data),
  edit: (data: Record<string, unknown>) => putAction<null>('/sys/permission/edit', data),
  remove: (id: string) => deleteAction<null>('/sys/permission/delete', { id }),
  rules: (permissionId: string) => getAction<DataRuleRecord[]>('/sys/permission/getPermRuleListByPermId', { permissionId }),
  ruleColumns: (permissionId: string) => getAction<RuleColumn[]>('/sys/permission/queryRuleColumns', { permissionId }),
  addRule: (data: Record<string, unknown>) => postAction<{ id: string }>('/sys/permission/addPermissionRule', data),
  editRule: (data: Record<string, unknown>) => putAction<null>('/sys/permission/editPermissionRule', data),
  removeRule: (id: string) => deleteAction<null>('/sys/permission/deletePermissionRule', { id }),
};

/**
 * Permission codes of the system-administration routes that are not generic resource codes. Each exists as a
 * button row (server menu seeds), so the administrator role holds it and the permission tree can grant it.
 * Roles and tenants use their resources' codes (`system:role:list` …, `system:tenant:list` …).
 */
export const SYS_PERMS = {
  user: {
    list: 'system:user:list',
    queryById: 'system:user:queryById',
    add: 'system:user:add',
    edit: 'system:user:edit',
    delete: 'system:user:delete',
    deleteBatch: 'system:user:deleteBatch',
    frozen: 'system:user:frozen',
    changePassword: 'system:user:changePassword',
    exportXls: 'system:user:exportXls',
    importExcel: 'system:user:importExcel',
  },
  role: {
    /** The authorisation drawer: menu tree and data-rule selection of a role. */
    authorize: 'system:role:authorize',
  },
  permission: {
    list: 'system:permission:list',
    add: 'system:permission:add',
    edit: 'system:permission:edit',
    delete: 'system:permission:delete',
    /** Data rules of a menu. */
    rule: 'system:permission:rule',
  },
  depart: {
    list: 'system:depart:list',
    queryById: 'system:depart:queryById',
    add: 'system:depart:add',
    edit: 'system:depart:edit',
    delete: 'system:depart:delete',
    deleteBatch: 'system:depart:deleteBatch',
    /** The department's permission cap. */
    authorize: 'system:depart:authorize',
  },
  departRole: {
    list: 'system:departRole:list',
    add: 'system:departRole:add',
    edit: 'system:departRole:edit',
    delete: 'system:departRole:delete',
    deleteBatch: 'system:departRole:deleteBatch',
    authorize: 'system:departRole:authorize',
    /** Which members of the department hold which department roles. */
    assign: 'system:departRole:assign',
  },
  addressList: {
    list: 'system:addressList:list',
  },
  /** Reading the data log of a resource also needs that resource's own list code. */
  dataLog: {
    list: 'system:dataLog:list',
    exportXls: 'system:dataLog:exportXls',
  },
  online: {
    list: 'system:online:list',
    /** Ends another user's session (强退): their next call finds it gone and goes back to the sign-in page. */
    forceLogout: 'system:online:forceLogout',
  },
} as const;

/** Button names for the permission tree, by code. */
export const SYS_PERM_LABELS: Record<string, string> = {
  [SYS_PERMS.user.list]: '用户查询', [SYS_PERMS.user.queryById]: '用户查看', [SYS_PERMS.user.add]: '用户添加',
  [SYS_PERMS.user.edit]: '用户编辑', [SYS_PERMS.user.delete]: '用户删除', [SYS_PERMS.user.deleteBatch]: '用户批量删除',
  [SYS_PERMS.user.frozen]: '冻结/解冻用户', [SYS_PERMS.user.changePassword]: '重置用户密码',
  [SYS_PERMS.user.exportXls]: '用户导出', [SYS_PERMS.user.importExcel]: '用户导入',
  [SYS_PERMS.role.authorize]: '角色授权',
  [SYS_PERMS.permission.list]: '菜单查询', [SYS_PERMS.permission.add]: '菜单添加', [SYS_PERMS.permission.edit]: '菜单编辑',
  [SYS_PERMS.permission.delete]: '菜单删除', [SYS_PERMS.permission.rule]: '数据规则配置',
  [SYS_PERMS.depart.list]: '部门查询', [SYS_PERMS.depart.queryById]: '部门查看', [SYS_PERMS.depart.add]: '部门添加',
  [SYS_PERMS.depart.edit]: '部门编辑', [SYS_PERMS.depart.delete]: '部门删除', [SYS_PERMS.depart.deleteBatch]: '部门批量删除',
  [SYS_PERMS.depart.authorize]: '部门权限',
  [SYS_PERMS.departRole.list]: '部门角色查询', [SYS_PERMS.departRole.add]: '部门角色添加',
  [SYS_PERMS.departRole.edit]: '部门角色编辑', [SYS_PERMS.departRole.delete]: '部门角色删除',
  [SYS_PERMS.departRole.deleteBatch]: '部门角色批量删除', [SYS_PERMS.departRole.authorize]: '部门角色授权',
  [SYS_PERMS.departRole.assign]: '部门角色分配',
  [SYS_PERMS.addressList.list]: '通讯录查询', [SYS_PERMS.dataLog.list]: '数据日志查询', [SYS_PERMS.dataLog.exportXls]: '数据日志导出', [SYS_PERMS.online.list]: '在线用户查询', [SYS_PERMS.online.forceLogout]: '强制退出',
};

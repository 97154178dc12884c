import type { Generated } from 'kysely';

/** Kysely's view of the system tables (camelCase; CamelCasePlugin maps to snake_case columns). */
interface Audit {
  createBy: string | null;
  createTime: number | null;
  updateBy: string | null;
  updateTime: number | null;
}

export interface SysUser extends Audit {
  id: string;
  username: string;
  realname: string | null;
  password: string;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  email: string | null;
  phone: string | null;
  orgCode: string | null;
  status: number;
  delFlag: number;
  workNo: string | null;
  post: string | null;
  telephone: string | null;
  userIdentity: number | null;
  departIds: string | null;
  relTenantIds: string | null;
  loginFailCount: number;
  lockUntil: number | null;
  lastLoginTime: number | null;
  lastLoginIp: string | null;
}

export interface SysSession {
  id: string;
  tokenHash: string;
  userId: string;
  tenantId: number;
  createdAt: number;
  expiresAt: number;
  lastSeenAt: number;
  ip: string | null;
  userAgent: string | null;
  revokedAt: number | null;
}

export interface SysRole extends Audit {
  id: string;
  roleName: string;
  roleCode: string;
  description: string | null;
  /** Added by 0101-sysadmin-role-soft-delete: roles are a generic resource, deleted softly. */
  delFlag: Generated<number>;
}

export interface SysUserRole { id: string; userId: string; roleId: string }

export interface SysPermission extends Audit {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  /** 0 top menu, 1 sub menu, 2 button permission */
  menuType: number;
  perms: string | null;
  /** strategy: '1' hide when not granted, '2' disable */
  permsType: string | null;
  sortNo: number;
  alwaysShow: number;
  icon: string | null;
  isRoute: number;
  isLeaf: number;
  keepAlive: number;
  hidden: number;
  description: string | null;
  delFlag: number;
  ruleFlag: number;
  /** button permission status: '1' active, '0' inactive */
  status: string | null;
  internalOrExternal: number;
}

export interface SysRolePermission {
  id: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
  operateDate: number | null;
  operateIp: string | null;
}

export interface SysDepart extends Audit {
  id: string;
  parentId: string | null;
  departName: string;
  departNameEn: string | null;
  departNameAbbr: string | null;
  departOrder: number;
  description: string | null;
  orgCategory: string | null;
  orgType: string | null;
  orgCode: string;
  mobile: string | null;
  fax: string | null;
  address: string | null;
  memo: string | null;
  status: string | null;
  delFlag: number;
}

export interface SysUserDepart { id: string; userId: string; depId: string }

export interface SysDict extends Audit {
  id: string;
  dictName: string;
  dictCode: string;
  description: string | null;
  delFlag: number;
  type: number;
}

export interface SysDictItem extends Audit {
  id: string;
  dictId: string;
  itemText: string;
  itemValue: string;
  description: string | null;
  sortOrder: number;
  status: number;
}

export interface SysLog {
  id: string;
  logType: number;
  logContent: string | null;
  operateType: number | null;
  userid: string | null;
  username: string | null;
  ip: string | null;
  method: string | null;
  requestUrl: string | null;
  requestType: string | null;
  requestParam: string | null;
  costTime: number | null;
  createBy: string | null;
  createTime: number;
}

export interface SysDataLog {
  id: string;
  dataTable: string;
  dataId: string;
  dataContent: string;
  dataVersion: number;
  createBy: string | null;
  createTime: number;
}

export interface SysPosition extends Audit {
  id: string;
  code: string;
  name: string;
  rank: string | null;
  companyId: string | null;
  sysOrgCode: string | null;
  delFlag: number;
  /** Positions are tenant-scoped (0102-sysadmin-tenant-scope); 0 = no tenant. */
  tenantId: Generated<number>;
}

/** 多租户 (reference/JEECG.md §2 sys_tenant); ids are small integers, the `tenant-id` header carries one. */
export interface SysTenant extends Audit {
  id: number;
  name: string;
  beginDate: number | null;
  endDate: number | null;
  /** 1 normal, 0 frozen */
  status: number;
  delFlag: number;
}

/** A structured data rule of a menu (no raw SQL, DESIGN.md §5 rule 2); applied by platform/scope. */
export interface SysPermissionDataRule extends Audit {
  id: string;
  permissionId: string;
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  /** '1' active, '0' inactive */
  status: string;
}

/** What a department may hand on to its department roles (the cap). */
export interface SysDepartPermission {
  id: string;
  departId: string;
  permissionId: string;
  dataRuleIds: string | null;
}

export interface SysDepartRole extends Audit {
  id: string;
  departId: string;
  roleName: string;
  roleCode: string;
  description: string | null;
}

export interface SysDepartRolePermission {
  id: string;
  departId: string;
  roleId: string;
  permissionId: string;
  dataRuleIds: string | null;
  operateDate: number | null;
  operateIp: string | null;
}

export interface SysDepartRoleUser { id: string; userId: string; droleId: string }

export interface DB {
  sysUser: SysUser;
  sysSession: SysSession;
  sysRole: SysRole;
  sysUserRole: SysUserRole;
  sysPermission: SysPermission;
  sysRolePermission: SysRolePermission;
  sysDepart: SysDepart;
  sysUserDepart: SysUserDepart;
  sysDict: SysDict;
  sysDictItem: SysDictItem;
  sysLog: SysLog;
  sysDataLog: SysDataLog;
  sysPosition: SysPosition;
  sysTenant: SysTenant;
  sysPermissionDataRule: SysPermissionDataRule;
  sysDepartPermission: SysDepartPermission;
  sysDepartRole: SysDepartRole;
  sysDepartRolePermission: SysDepartRolePermission;
  sysDepartRoleUser: SysDepartRoleUser;
  kyselyMeta?: { id: Generated<number> };
}

import { roleResource, SYS_PERM_LABELS, SYS_PERMS, sysLogResource, tenantResource } from '@foodtrace/contracts';
import type { ButtonSeed, MenuSeed } from '../system/seed/menus.ts';
import { SEED_IDS } from '../system/seed/seed-ids.ts';

const SYSTEM_MENU = SEED_IDS.systemMenu;

/** Every code a screen's routes check becomes a button row, so the admin role holds it and roles can be granted it. */
const buttons = (codes: Record<string, string>): ButtonSeed[] =>
  Object.values(codes).map((code) => ({ code, name: SYS_PERM_LABELS[code] ?? code }));

export const SYSADMIN_MENUS: MenuSeed[] = [
  { id: '3f915b2769fc80648e92d04e84ca059d', parentId: SYSTEM_MENU, name: '用户管理', url: '/isystem/user', component: 'system/UserList', componentName: 'UserList', icon: 'user', sortNo: 1, buttons: buttons(SYS_PERMS.user) },
  { id: '5c2a0000000000000000000000000003', parentId: SYSTEM_MENU, name: '通讯录', url: '/isystem/addressList', component: 'system/AddressList', componentName: 'AddressList', icon: 'idcard', sortNo: 1.5, keepAlive: true, buttons: buttons(SYS_PERMS.addressList) },
  { id: '190c2b43bec6a5f7a4194a85db67d96a', parentId: SYSTEM_MENU, name: '角色管理', url: '/isystem/role', component: 'system/RoleList', componentName: 'RoleList', icon: 'team', sortNo: 2, resource: roleResource, buttons: buttons(SYS_PERMS.role) },
  { id: '54dd5457a3190740005c1bfec55b1c34', parentId: SYSTEM_MENU, name: '菜单管理', url: '/isystem/permission', component: 'system/PermissionList', componentName: 'PermissionList', icon: 'bars', sortNo: 3, buttons: buttons(SYS_PERMS.permission) },
  { id: '45c966826eeff4c99b8f8ebfe74511fc', parentId: SYSTEM_MENU, name: '部门管理', url: '/isystem/depart', component: 'system/DepartList', componentName: 'DepartList', icon: 'apartment', sortNo: 4, buttons: [...buttons(SYS_PERMS.depart), ...buttons(SYS_PERMS.departRole)] },
  { id: '5c2a0000000000000000000000000002', parentId: SYSTEM_MENU, name: '在线用户', url: '/isystem/online', component: 'system/OnlineUserList', componentName: 'OnlineUserList', icon: 'desktop', sortNo: 12, keepAlive: true, buttons: buttons(SYS_PERMS.online) },
  { id: '5c2a0000000000000000000000000001', parentId: SYSTEM_MENU, name: '日志管理', url: '/isystem/log', component: 'system/LogList', componentName: 'LogList', icon: 'file-search', sortNo: 11, keepAlive: true, resource: sysLogResource },
  { id: '5c2a0000000000000000000000000004', parentId: SYSTEM_MENU, name: '数据日志', url: '/isystem/dataLog', component: 'system/DataLogList', componentName: 'DataLogList', icon: 'audit', sortNo: 11.5, keepAlive: true, buttons: buttons(SYS_PERMS.dataLog) },
  { id: '1280350452934307841', parentId: SYSTEM_MENU, name: '租户管理', url: '/isystem/tenant', component: 'system/TenantList', componentName: 'TenantList', icon: 'cluster', sortNo: 8, resource: tenantResource },
];

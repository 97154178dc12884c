import { roleResource } from '@foodtrace/contracts';
import type { AppModule } from '../module.ts';
import { SYSADMIN_DICTS } from './dicts.ts';
import { SYSADMIN_MENUS } from './menus.ts';
import * as m0100 from './migrations/0100-sysadmin-tables.ts';
import * as m0101 from './migrations/0101-sysadmin-role-soft-delete.ts';
import * as m0102 from './migrations/0102-sysadmin-tenant-scope.ts';
import * as m0103 from './migrations/0103-sysadmin-data-log-time.ts';
import { roleHooks } from './roles/role.hooks.ts';
import { registerSysadminRoutes } from './routes.ts';

/** System administration with server-side authorisation: users, roles, menus, data rules, departments, tenants. */
export const sysadminModule: AppModule = {
  name: 'sysadmin',
  migrations: {
    '0100-sysadmin-tables': m0100,
    '0101-sysadmin-role-soft-delete': m0101,
    '0102-sysadmin-tenant-scope': m0102,
    '0103-sysadmin-data-log-time': m0103,
  },
  menus: SYSADMIN_MENUS,
  dicts: SYSADMIN_DICTS,
  resourceHooks: { [roleResource.key]: roleHooks },
  register: registerSysadminRoutes,
};

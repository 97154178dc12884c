import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context.ts';
import { registerDepartGrantRoutes } from './departs/depart-grant.routes.ts';
import { registerDepartRoleRoutes } from './departs/depart-role.routes.ts';
import { registerDepartRoutes } from './departs/depart.routes.ts';
import { registerOnlineRoutes } from './online/online.routes.ts';
import { registerDataRuleRoutes } from './permissions/data-rule.routes.ts';
import { registerPermissionRoutes } from './permissions/permission.routes.ts';
import { registerRoleRoutes } from './roles/role.routes.ts';
import { registerTenantRoutes } from './tenants/tenant.routes.ts';
import { registerUserRoutes } from './users/user.routes.ts';
import { registerAddressListRoutes } from './users/address-list.ts';

export function registerSysadminRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerUserRoutes(app, ctx);
  registerRoleRoutes(app, ctx);
  registerPermissionRoutes(app, ctx);
  registerDataRuleRoutes(app, ctx);
  registerDepartRoutes(app, ctx);
  registerDepartRoleRoutes(app, ctx);
  registerDepartGrantRoutes(app, ctx);
  registerTenantRoutes(app, ctx);
  registerOnlineRoutes(app, ctx);
  registerAddressListRoutes(app, ctx);
}

import type { ResourceDef } from '../resource.ts';
import { positionResource } from './position.ts';
import { roleResource } from './role.ts';
import { tenantResource } from './tenant.ts';
import { FOODTRACE_RESOURCES } from './foodtrace/index.ts';
import { sysLogResource } from '../sysadmin/sys-log.ts';
import { quartzJobResource } from '../sysadmin/quartz-job.ts';
import { fillRuleResource } from '../sysadmin/fill-rule.ts';
import { messageResource, messageTemplateResource } from '../sysadmin/message.ts';
import { dataSourceResource } from '../sysadmin/data-source.ts';
import { ossFileResource } from '../sysadmin/oss-file.ts';
import { gatewayRouteResource } from '../sysadmin/gateway-route.ts';

export { positionResource, roleResource, tenantResource };
export * from './foodtrace/index.ts';

/**
 * Every generic resource; the server registers routes for each, the generic API test walks each. The tenant
 * definition is not here: tenants have integer ids and their own routes (see resources/tenant.ts).
 */
export const RESOURCES: ResourceDef[] = [positionResource, roleResource, sysLogResource, quartzJobResource, fillRuleResource, messageTemplateResource, messageResource, dataSourceResource, ossFileResource, gatewayRouteResource, ...FOODTRACE_RESOURCES];

import { gatewayRouteResource } from '@foodtrace/contracts';
import type { AppModule } from '../module.ts';
import { SEED_IDS } from '../system/seed/seed-ids.ts';
import { gatewayRouteHooks } from './gateway-route.hooks.ts';
import { registerGatewayRouteRoutes } from './gateway-route.routes.ts';
import * as m0240 from './migrations/0240-gateway-route.ts';
import { RouteGate } from './route-gate.ts';
import { addRouteStep } from '../../platform/route-steps.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Which API routes are switched off (网关路由); set by the gateway module, registered before every other. */
    routeGate: RouteGate;
  }
}

const WRITES = ['add', 'edit', 'delete', 'deleteBatch'].map((a) => `${gatewayRouteResource.basePath}/${a}`);

/** 网关路由 (spec §2.3 "gateway routes") under 系统管理; see README.md. */
export const gatewayModule: AppModule = {
  name: 'gateway',
  migrations: { '0240-gateway-route': m0240 },
  menus: [{
    id: 'a2400000000000000000000000000001', parentId: SEED_IDS.systemMenu, name: '网关路由', url: '/isystem/gatewayRoute',
    component: 'system/GatewayRouteList', componentName: 'GatewayRouteList', icon: 'deployment-unit', sortNo: 9.6, keepAlive: true,
    resource: gatewayRouteResource,
  }],
  resourceHooks: { [gatewayRouteResource.key]: (_ctx, app) => gatewayRouteHooks(() => app.routeGate) },
  register(app, ctx) {
    const gate = new RouteGate(ctx.config.apiBase);
    app.decorate('routeGate', gate);
    gate.install(app);
    // A write to the table takes effect before its answer goes out: the next call already meets the new state.
    app.addHook('onRoute', (route) => {
      if (!WRITES.some((w) => route.url === `${ctx.config.apiBase}${w}`)) return;
      addRouteStep(route, 'onSend', async (_req, _reply, payload) => {
        await gate.reload(ctx.db);
        return payload;
      });
    });
    app.addHook('onReady', () => gate.reload(ctx.db));
    registerGatewayRouteRoutes(app, ctx, gate);
  },
};

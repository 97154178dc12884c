import { randomUUID } from 'node:crypto';
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

/** Bus topic: a 网关路由 was written, every instance reads the table again. */
export const GATEWAY_CHANGED_TOPIC = 'gateway:changed';

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
    // A write to the table takes effect here before its answer goes out: the next call already meets the new
    // state. The other instances (REDIS_URL) hear of it on the bus and read the table again.
    const self = randomUUID();
    app.addHook('onRoute', (route) => {
      if (!WRITES.some((w) => route.url === `${ctx.config.apiBase}${w}`)) return;
      addRouteStep(route, 'onSend', async (_req, _reply, payload) => {
        await gate.reload(ctx.db);
        await ctx.bus.publish(GATEWAY_CHANGED_TOPIC, { from: self });
        return payload;
      });
    });
    const unfollow = ctx.bus.subscribe(GATEWAY_CHANGED_TOPIC, (message) => {
      if ((message as { from?: string }).from === self) return;
      gate.reload(ctx.db).catch((err: unknown) => app.log.error({ err }, '网关路由重新读取失败'));
    });
    app.addHook('onClose', async () => unfollow());
    app.addHook('onReady', () => gate.reload(ctx.db));
    registerGatewayRouteRoutes(app, ctx, gate);
  },
};

import type { FastifyInstance } from 'fastify';
import { MONITOR_PERM_LABELS, MONITOR_PERMS } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../platform/envelope.ts';
import type { AppModule } from '../module.ts';
import { filesConfig } from '../files/files-config.ts';
import { perm } from '../sysadmin/shared/route-helpers.ts';
import { SEED_IDS } from '../system/seed/seed-ids.ts';
import { ServerStatusReader } from './server-status.ts';

/** 系统监控 (spec §2.3 monitor pages; DESIGN.md §1 modules): the running server's figures, for its keepers. */
export const monitorModule: AppModule = {
  name: 'monitor',
  menus: [{
    id: 'a0c10000000000000000000000000001', parentId: SEED_IDS.systemMenu, name: '系统监控', url: '/isystem/monitor',
    component: 'system/ServerMonitor', componentName: 'ServerMonitor', icon: 'dashboard', sortNo: 14, keepAlive: true,
    buttons: Object.values(MONITOR_PERMS).map((code) => ({ code, name: MONITOR_PERM_LABELS[code] })),
  }],
  register(app: FastifyInstance, ctx: AppContext) {
    const reader = new ServerStatusReader(ctx, filesConfig(ctx.config.dataDir).storageRoot);
    app.addHook('onClose', async () => reader.stop());
    app.get(`${ctx.config.apiBase}/sys/monitor/server`, {
      config: perm(MONITOR_PERMS.view), schema: { tags: ['系统监控'], summary: '服务器、数据库与存储的运行情况' },
    }, async () => ok(await reader.read()));
  },
};

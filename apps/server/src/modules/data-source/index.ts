import { DATA_SOURCE_DICT, DATA_SOURCE_PERM_LABELS, DATA_SOURCE_PERMS, DATA_SOURCE_TYPE, dataSourceResource } from '@foodtrace/contracts';
import type { AppModule } from '../module.ts';
import { SEED_IDS } from '../system/seed/seed-ids.ts';
import { dataSourceHooks } from './data-source.hooks.ts';
import { registerDataSourceRoutes } from './data-source.routes.ts';
import { DataSourceService } from './data-source.service.ts';
import { seedDemoSources } from './demo-sources.ts';
import * as m0220 from './migrations/0220-data-source-table.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The data sources at work (set by the data-source module; online reports read through it). */
    dataSources: DataSourceService;
  }
}

/** 数据源管理 (spec §2.3 "data sources") under 系统管理; see README.md. */
export const dataSourceModule: AppModule = {
  name: 'data-source',
  migrations: { '0220-data-source-table': m0220 },
  dicts: [{ code: DATA_SOURCE_DICT, name: '数据库类型', items: [[DATA_SOURCE_TYPE.mysql, 'MySQL / MariaDB'], [DATA_SOURCE_TYPE.postgres, 'PostgreSQL']] }],
  menus: [{
    id: 'a2200000000000000000000000000001', parentId: SEED_IDS.systemMenu, name: '数据源管理', url: '/isystem/dataSource',
    component: 'system/DataSourceList', componentName: 'DataSourceList', icon: 'database', sortNo: 9.5, keepAlive: true,
    resource: dataSourceResource, buttons: [{ code: DATA_SOURCE_PERMS.test, name: DATA_SOURCE_PERM_LABELS[DATA_SOURCE_PERMS.test] }],
  }],
  resourceHooks: { [dataSourceResource.key]: (_ctx, app) => dataSourceHooks(() => app.dataSources) },
  register(app, ctx) {
    const service = new DataSourceService(ctx);
    app.decorate('dataSources', service);
    app.addHook('onClose', () => service.close());
    registerDataSourceRoutes(app, ctx, service);
  },
  seed: (ctx) => seedDemoSources(ctx),
};

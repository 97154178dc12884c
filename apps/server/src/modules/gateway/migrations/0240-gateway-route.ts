import type { Kysely } from 'kysely';
import { auditColumns, ID } from '../../../platform/db/migrations/columns.ts';
import { newId } from '../../../platform/db/ids.ts';

/**
 * 网关路由 (reference/JEECG.md sys_gateway_route, less what only a Spring Cloud Gateway used: uri, filters,
 * retryable, strip_prefix, show_api): named groups of this server's interfaces that can be switched off. The
 * groups an operator most often needs come preset (系统预置: they can be stopped, not deleted).
 */
export const PRESET_ROUTES: Array<[routerId: string, name: string, predicates: string, remark: string]> = [
  ['foodtrace', '食品溯源后台', '/foodtrace/**', '产品、原料、加工、质检、发货、追溯码、召回等后台接口'],
  ['public-trace', '公开溯源查询', '/public/**', '消费者扫码查询、广告页和建议提交：停用后扫码页提示服务暂时不可用'],
  ['consumer-suggest', '消费者建议提交', '/public/suggest', '只停用建议提交（如遇大量垃圾建议），扫码查询照常'],
  ['excel-import', 'Excel 导入', '/**/importExcel', '所有列表的 Excel 导入'],
  ['online-report', '在线报表', '/online/**', '在线报表的查询（可能读取外部数据源）'],
  ['system', '系统管理', '/sys/**', '系统管理的接口；其中登录、菜单权限和本页面所用的接口不可停用，所以这条路由只能查看'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  await auditColumns(db.schema.createTable('sys_gateway_route')
    .addColumn('id', ID, (c) => c.primaryKey())
    .addColumn('router_id', 'varchar(50)', (c) => c.notNull())
    .addColumn('name', 'varchar(50)', (c) => c.notNull())
    .addColumn('predicates', 'text', (c) => c.notNull())
    .addColumn('status', 'varchar(2)', (c) => c.notNull())
    .addColumn('persist', 'varchar(2)', (c) => c.notNull().defaultTo('0'))
    .addColumn('remark', 'text')).execute();
  await db.schema.createIndex('idx_sys_gateway_route_router').on('sys_gateway_route').column('router_id').execute();
  const now = Date.now();
  await (db as Kysely<{ sys_gateway_route: Record<string, unknown> }>).insertInto('sys_gateway_route').values(PRESET_ROUTES.map(([routerId, name, predicates, remark]) => ({
    id: newId(), router_id: routerId, name, predicates, status: '1', persist: '1', remark, create_by: 'system', create_time: now, update_by: null, update_time: null, del_flag: 0,
  }))).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations are forward-only; restore a backup to go back.');
}

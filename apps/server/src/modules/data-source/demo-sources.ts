import { randomBytes } from 'node:crypto';
import { DATA_SOURCE_TYPE } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { dataSourceDb } from './schema.ts';

/**
 * The demo's 数据源: the dairy's ERP and its laboratory system, as a plant would register them. Their hosts
 * exist only on the plant's network, so 测试连接 says it cannot find them until the addresses are changed.
 */
const SOURCES = [
  {
    id: 'a2210000000000000000000000000001', code: 'kingdee_erp', name: '金蝶 ERP 库存库', dbType: DATA_SOURCE_TYPE.mysql,
    dbUrl: 'jdbc:mysql://erp.xianyuan.local:3306/erp_stock?useUnicode=true&characterEncoding=UTF-8', dbUsername: 'report_reader',
    remark: '库存与销售出库数据，只读账号；示例地址，部署时改为实际地址',
  },
  {
    id: 'a2210000000000000000000000000002', code: 'lab_lims', name: '化验室 LIMS', dbType: DATA_SOURCE_TYPE.postgres,
    dbUrl: 'jdbc:postgresql://lims.xianyuan.local:5432/lims', dbUsername: 'report_reader',
    remark: '原奶与成品的检验原始记录，只读账号；示例地址',
  },
];

/** On a fresh install only (no data source ever written); the passwords are random, as no one needs them. */
export async function seedDemoSources(ctx: AppContext): Promise<void> {
  const db = dataSourceDb(ctx.db);
  if (await db.selectFrom('sysDataSource').select('id').limit(1).executeTakeFirst()) return;
  const now = Date.now();
  await db.insertInto('sysDataSource').values(SOURCES.map((s) => ({
    ...s, dbPassword: ctx.secrets.seal(randomBytes(12).toString('base64url')), createBy: 'admin', createTime: now, updateBy: null, updateTime: null, delFlag: 0,
  }))).execute();
}

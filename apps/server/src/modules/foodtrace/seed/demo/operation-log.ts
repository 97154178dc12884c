import { LOG_TYPE } from '@foodtrace/contracts';
import { newId } from '../../../../platform/db/ids.ts';
import { chunks, INSERT_CHUNK } from '../../../../platform/db/in-chunks.ts';
import type { FoodtraceTables, FtKysely } from '../../schema.ts';
import type { DemoData } from './demo-data.ts';

type Row = Record<string, unknown>;

/**
 * How the demo's records were entered, as the operation log (platform/audit/audit.ts) words each write: the
 * route's action, the record it named (its number, as the log takes it from the request), and where it was sent.
 */
const ENTERED: Partial<Record<keyof FoodtraceTables, { action: string; url: string; name?: string }>> = {
  ftCrudePutin: { action: '添加原料入库', url: '/foodtrace/crudePutin/add', name: 'putinNo' },
  ftProcess: { action: '登记加工', url: '/foodtrace/process/record', name: 'processNo' },
  ftCcpCorrection: { action: '添加CCP 纠偏记录', url: '/foodtrace/ccpCorrection/add', name: 'correctionNo' },
  ftCheckout: { action: '登记质检', url: '/foodtrace/checkout/record', name: 'checkoutNo' },
  ftFinishPutin: { action: '添加成品入库', url: '/foodtrace/finishPutin/add', name: 'putinNo' },
  ftLotDisposal: { action: '添加不合格品处置', url: '/foodtrace/lotDisposal/add', name: 'disposalNo' },
  ftShipment: { action: '登记发货', url: '/foodtrace/outputwarehouse/record', name: 'shipmentNo' },
  ftCodeBatch: { action: '为已放行的成品批次批量生成追溯码', url: '/foodtrace/code/generate' },
};

/**
 * The operation log of the demo's weeks (日志管理 → 操作日志): each intake, run, inspection, shipment and batch of
 * labels written by the staff member who entered it, when they did, from the plant's office network — as the log
 * would read had they entered them through the screens. Written after the staff, whose ids it names.
 */
export async function demoOperationLog(db: FtKysely, d: DemoData, apiBase: string): Promise<void> {
  const users = new Map((await db.selectFrom('sysUser').select(['id', 'username']).execute()).map((u) => [u.username, u.id]));
  const entries: Row[] = [];
  for (const [table, how] of Object.entries(ENTERED) as Array<[keyof FoodtraceTables, NonNullable<(typeof ENTERED)[keyof FoodtraceTables]>]>) {
    for (const [i, row] of (d.tables.get(table) ?? []).entries()) {
      const username = String(row.createBy);
      const at = Number(row.createTime);
      if (!users.has(username) || at > d.now) continue;
      const named = how.name ? String(row[how.name] ?? '') : '';
      entries.push({
        id: newId(), logType: LOG_TYPE.operation, logContent: `${how.action}${named ? `「${named}」` : ''}：成功`, operateType: 2,
        userid: users.get(username), username, ip: `10.0.8.${21 + (username.length * 7) % 30}`, method: 'POST', requestUrl: `${apiBase}${how.url}`,
        requestType: 'POST', requestParam: how.name ? JSON.stringify({ [how.name]: named }) : null, costTime: 25 + ((i * 37) % 140),
        createBy: username, createTime: at,
      });
    }
  }
  for (const part of chunks(entries, INSERT_CHUNK)) await db.insertInto('sysLog').values(part as never).execute();
}

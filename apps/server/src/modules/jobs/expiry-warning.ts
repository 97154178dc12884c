import { LOT_KIND, LOT_STATUS, QTY_EPSILON } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import { announceToAll, announcementTable } from './announce.ts';
import { ftDb } from '../foodtrace/schema.ts';
import { amountText } from '../foodtrace/shared/quantity.ts';
import { dateText } from '../foodtrace/shared/wire.ts';

/** The announcement lists at most this many lots; the title says how many there are. */
const LISTED = 50;


/**
 * 临期批次提醒: lots still in stock whose 保质期至 falls within the next `days` days — raw materials as well as
 * finished goods, since an expired ingredient must not go into a run — published as one 系统通告 to everyone,
 * soonest first. Recalled and rejected lots are left out: they are on their way out already.
 */
export async function expiryWarning(ctx: AppContext, days: number): Promise<string> {
  const tz = ctx.config.timeZone;
  const now = Date.now();
  const today = dateText(now, tz)!;
  const until = dateText(now + days * 86_400_000, tz)!;
  const db = ftDb(ctx.db);
  const lots = await db.selectFrom('ftLot as l')
    .leftJoin('ftProduct as p', 'p.id', 'l.productId').leftJoin('ftCrude as c', 'c.id', 'l.crudeId')
    .select(['l.lotNo', 'l.lotKind', 'l.expiryDate', 'l.availableQty', 'l.unit', 'p.name as productName', 'c.name as crudeName'])
    .where('l.delFlag', '=', 0).where('l.availableQty', '>', QTY_EPSILON)
    .where('l.expiryDate', '>=', today).where('l.expiryDate', '<=', until)
    .where('l.status', 'not in', [LOT_STATUS.recalled, LOT_STATUS.rejected])
    .orderBy('l.expiryDate').orderBy('l.lotNo').execute();
  if (!lots.length) return `没有 ${days} 天内到期的在库批次`;

  const rows: string[][] = [];
  for (const l of lots) {
    const what = l.lotKind === LOT_KIND.raw ? `原料 ${l.crudeName ?? ''}` : l.productName ?? '';
    rows.push([l.lotNo, what, l.expiryDate ?? '', await amountText(ctx.dict, l.availableQty, l.unit)]);
  }
  const title = `临期批次提醒：${lots.length} 个在库批次将在 ${days} 天内到期`;
  const content = `<p>以下在库批次的保质期将在 ${escapeHtml(until)}（含）前届满，请优先安排使用、销售或按规定处理：</p>`
    + announcementTable(['批次号', '品名', '保质期至', '库存'], rows, LISTED, (n) => `另有 ${n} 个批次未列出，请在批次管理中按保质期查询。`);
  await announceToAll(ctx, title, content);
  return `${lots.length} 个批次将在 ${days} 天内到期，已发布系统通告`;
}

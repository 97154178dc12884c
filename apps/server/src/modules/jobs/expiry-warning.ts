import { LOT_KIND, addDays } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import { announceToAll, announcementTable } from './announce.ts';
import { expiringStock } from '../foodtrace/lots/lot-scopes.ts';
import { ftDb } from '../foodtrace/schema.ts';
import { amountText } from '../foodtrace/shared/quantity.ts';
import { dateText } from '../foodtrace/shared/wire.ts';

/** The announcement lists at most this many lots; the title says how many there are. */
const LISTED = 50;


/**
 * 临期批次提醒: lots still in stock whose 保质期至 falls within the next `days` days — raw materials as well as
 * finished goods, since an expired ingredient must not go into a run — published as one 系统通告 to everyone,
 * soonest first. The same stock as 批次库存's 临期 view (lot-scopes.ts expiringStock), over the job's own days.
 */
export async function expiryWarning(ctx: AppContext, days: number): Promise<string> {
  const today = dateText(Date.now(), ctx.config.timeZone)!;
  const until = addDays(today, days);
  const db = ftDb(ctx.db);
  const lots = await db.selectFrom('ftLot as l')
    .leftJoin('ftProduct as p', 'p.id', 'l.productId').leftJoin('ftCrude as c', 'c.id', 'l.crudeId')
    .select(['l.lotNo', 'l.lotKind', 'l.expiryDate', 'l.availableQty', 'l.unit', 'p.name as productName', 'c.name as crudeName'])
    .where('l.delFlag', '=', 0).where((eb) => expiringStock(eb, today, until, 'l'))
    .orderBy('l.expiryDate').orderBy('l.lotNo').execute();
  if (!lots.length) return `没有 ${days} 天内到期的在库批次`;

  const rows: string[][] = [];
  for (const l of lots) {
    const what = l.lotKind === LOT_KIND.raw ? `原料 ${l.crudeName ?? ''}` : l.productName ?? '';
    rows.push([l.lotNo, what, l.expiryDate ?? '', await amountText(ctx.dict, l.availableQty, l.unit)]);
  }
  const title = `临期批次提醒：${lots.length} 个在库批次将在 ${days} 天内到期`;
  const content = `<p>以下在库批次的保质期将在 ${escapeHtml(until)}（含）前届满，请优先安排使用、销售或按规定处理：</p>`
    + announcementTable(['批次号', '品名', '保质期至', '库存'], rows, LISTED, (n) => `另有 ${n} 个批次未列出，请在「批次库存」中按保质期至查询。`);
  await announceToAll(ctx, title, content);
  return `${lots.length} 个批次将在 ${days} 天内到期，已发布系统通告`;
}

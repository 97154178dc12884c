import {
  CRUDE_CATEGORY, LOT_KIND, LOT_STATUS, RECALL_DRILL, RECALL_TYPE, daysBetween, type DrillState, type RecallDrillPlan, type RecallDrillRow,
} from '@foodtrace/contracts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import { formatDay } from '../../../platform/db/time.ts';
import type { FtKysely } from '../schema.ts';
import { reachableBySeed, reachableLots } from '../trace/genealogy.ts';
import { recallTimer } from './recall-timer.ts';

/** `YYYY-MM-DD` plus whole months, the day kept where the month has it (02-29 → 02-28). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number);
  const first = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  return new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth(), Math.min(d, last))).toISOString().slice(0, 10);
}

/** Where a product's drill stands on `today`, given when it is due (null: never drilled). */
export function drillState(dueDate: string | null, today: string): DrillState {
  if (dueDate === null) return 'NEVER';
  const left = daysBetween(today, dueDate);
  return left < 0 ? 'OVERDUE' : left <= RECALL_DRILL.soonDays ? 'SOON' : 'DONE';
}

/**
 * 模拟召回演练计划 (contracts foodtrace/recall-drill.ts) over every product that has had a finished lot. A mock
 * recall drills each product whose finished lots it reached: from a finished lot, that lot's product; from a raw
 * lot, every product made from it. Mock recalls are read newest first, each walked forward once, and the walk stops
 * as soon as every product has its latest drill. The next drill starts from the product's newest released finished
 * lot, or — when the last drill started from a finished lot — from a raw lot that went into it, so the exercise
 * alternates between tracing back and tracing forward.
 */
export async function drillPlan(db: FtKysely, tz: string, now = Date.now()): Promise<RecallDrillPlan> {
  const { products, latest } = await latestDrills(db);
  const today = formatDay(now, tz);
  const rows: RecallDrillRow[] = [];
  for (const p of products) {
    const m = latest.get(p.id);
    const timer = m ? recallTimer(m, tz, now) : null;
    const dueDate = dueDateOf(m, tz);
    rows.push({
      productId: p.id, productName: p.name, typeName: p.typeName ?? null,
      last: m && timer ? {
        recallId: m.id, recallNo: m.recallNo, startedTime: timer.startedAt, seedKind: m.lotKind,
        minutes: m.closedTime === null ? null : timer.elapsedMinutes, withinTarget: m.closedTime === null ? null : !timer.overdue,
      } : null,
      dueDate, state: drillState(dueDate, today),
      nextSeed: await nextSeed(db, p.id, m?.lotKind === LOT_KIND.finished),
    });
  }
  const counts: Record<DrillState, number> = { DONE: 0, SOON: 0, OVERDUE: 0, NEVER: 0 };
  for (const r of rows) counts[r.state] += 1;
  return { rows, counts };
}

const DUE: ReadonlySet<DrillState> = new Set<DrillState>(['OVERDUE', 'NEVER']);

/** How many products are due for a drill now: overdue or never drilled (the home page's 待演练产品). */
export async function drillsDue(db: FtKysely, tz: string, now = Date.now()): Promise<number> {
  const { products, latest } = await latestDrills(db);
  const today = formatDay(now, tz);
  return products.filter((p) => DUE.has(drillState(dueDateOf(latest.get(p.id), tz), today))).length;
}

const dueDateOf = (m: { createTime: number | null } | undefined, tz: string) =>
  (m ? addMonths(formatDay(Number(m.createTime), tz), RECALL_DRILL.intervalMonths) : null);

/** The products a drill is asked of, and the latest mock recall that reached each (walked as drillPlan says). */
async function latestDrills(db: FtKysely) {
  const products = await db.selectFrom('ftProduct as p').leftJoin('ftProductType as t', 't.id', 'p.productTypeId')
    .select(['p.id', 'p.name', 't.typeName']).where('p.delFlag', '=', 0)
    .where((eb) => eb.exists(eb.selectFrom('ftLot as l').select('l.id').whereRef('l.productId', '=', 'p.id')
      .where('l.lotKind', '=', LOT_KIND.finished).where('l.delFlag', '=', 0)))
    .orderBy('p.name').execute();
  const mocks = await db.selectFrom('ftRecall as r').innerJoin('ftLot as l', 'l.id', 'r.lotId')
    .select(['r.id', 'r.recallNo', 'r.recallType', 'r.recallLevel', 'r.lotId', 'r.createTime', 'r.closedTime', 'r.learnedTime', 'l.lotKind'])
    .where('r.recallType', '=', RECALL_TYPE.mock).where('r.delFlag', '=', 0).orderBy('r.createTime', 'desc').execute();
  // the products each drill reached: the finished lots its lot went into (one query for every drill)
  const reached = await reachableBySeed(db, mocks.map((m) => m.lotId), 'forward');
  const finished = await inChunks([...new Set([...reached.values()].flat())], (ids) => db.selectFrom('ftLot').select(['id', 'productId'])
    .where('id', 'in', ids).where('lotKind', '=', LOT_KIND.finished).where('productId', 'is not', null).execute());
  const productOf = new Map(finished.map((l) => [l.id, l.productId!]));
  const wanted = new Set(products.map((p) => p.id));
  const latest = new Map<string, (typeof mocks)[number]>();
  for (const m of mocks) { // newest first
    for (const lotId of reached.get(m.lotId) ?? []) {
      const productId = productOf.get(lotId);
      if (productId && wanted.has(productId) && !latest.has(productId)) latest.set(productId, m);
    }
  }
  return { products, latest };
}

/** The product's newest released finished lot, or a raw lot that went into it (`raw`): the next drill's start. */
async function nextSeed(db: FtKysely, productId: string, raw: boolean): Promise<RecallDrillRow['nextSeed']> {
  const finished = await db.selectFrom('ftLot').select(['id', 'lotNo', 'lotKind']).where('productId', '=', productId)
    .where('lotKind', '=', LOT_KIND.finished).where('status', '=', LOT_STATUS.released).where('delFlag', '=', 0)
    .orderBy('producedTime', 'desc').orderBy('lotNo', 'desc').limit(1).executeTakeFirst();
  if (!finished || !raw) return finished ?? null;
  const behind = await reachableLots(db, [finished.id], 'backward');
  const raws = await inChunks(behind, (ids) => db.selectFrom('ftLot as l').innerJoin('ftCrude as c', 'c.id', 'l.crudeId')
    .select(['l.id', 'l.lotNo', 'l.lotKind', 'l.producedTime', 'c.category']).where('l.id', 'in', ids).where('l.lotKind', '=', LOT_KIND.raw).where('l.delFlag', '=', 0).execute());
  // a main raw material (the milk), not the cartons or the culture: that is where a supplier's fault comes in
  const main = raws.sort((a, b) => Number(b.category === CRUDE_CATEGORY.raw) - Number(a.category === CRUDE_CATEGORY.raw)
    || Number(b.producedTime ?? 0) - Number(a.producedTime ?? 0) || a.lotNo.localeCompare(b.lotNo))[0];
  return main ? { id: main.id, lotNo: main.lotNo, lotKind: main.lotKind } : finished;
}

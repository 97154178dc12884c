import {
  FT_DICT, TRANSIT_TEMP, TRANSIT_VERDICT, beyondLimits, TRANSIT_TEXT, isColdChain, judgeTransit, transitLimits, transitVerdict,
  type TransitImportAnswer, type TransitVerdict, type TransitJudgement, type TransitLimits, type TransitReading, type TransitTemperature,
} from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { newId } from '../../../platform/db/ids.ts';
import { chunks, inChunks, INSERT_CHUNK } from '../../../platform/db/in-chunks.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ftDb, type FtKysely } from '../schema.ts';
import { lockingRead } from '../shared/records.ts';
import { timeText } from '../shared/wire.ts';
import type { FileReading } from './transit-file.ts';

/**
 * The 贮存条件 a shipment's readings are judged by: its first cold-chain product's (by lot number). 冷藏 and 冷冻
 * goods never share one (its 装车温度 could not be within both).
 */
async function shipmentCondition(db: FtKysely, shipmentIds: readonly string[]): Promise<Map<string, string | null>> {
  const rows = await inChunks(shipmentIds as string[], (ids) => db.selectFrom('ftShipmentLine as sl').innerJoin('ftLot as l', 'l.id', 'sl.lotId')
    .leftJoin('ftProduct as p', 'p.id', 'l.productId')
    .select(['sl.shipmentId', 'l.lotNo', 'p.storageCondition']).where('sl.shipmentId', 'in', ids).where('sl.delFlag', '=', 0).execute());
  const out = new Map<string, string | null>();
  for (const r of rows.sort((a, b) => a.lotNo.localeCompare(b.lotNo))) {
    if (!out.get(r.shipmentId)) out.set(r.shipmentId, isColdChain(r.storageCondition) ? r.storageCondition : null);
  }
  return out;
}

async function liveReadings(db: FtKysely, shipmentIds: readonly string[]): Promise<Map<string, TransitReading[]>> {
  const rows = await inChunks(shipmentIds as string[], (ids) => db.selectFrom('ftShipmentReading').select(['shipmentId', 'probe', 'readTime', 'celsius'])
    .where('shipmentId', 'in', ids).where('delFlag', '=', 0).orderBy('shipmentId').orderBy('readTime').orderBy('probe').execute());
  const out = new Map<string, TransitReading[]>();
  for (const r of rows) {
    const list = out.get(r.shipmentId) ?? [];
    if (!list.length) out.set(r.shipmentId, list);
    list.push({ probe: r.probe, at: Number(r.readTime), celsius: Number(r.celsius) });
  }
  return out;
}

/** A shipment's 在途温度: its readings for the chart and what they show against its products' 贮存条件. */
export async function transitTemperature(ctx: AppContext, shipment: { id: string; shippedTime: number }): Promise<TransitTemperature> {
  const db = ftDb(ctx.db);
  const tz = ctx.config.timeZone;
  const { condition, limits, readings, judgement: j } = (await transitJudgements(db, [shipment], { withoutReadings: true })).get(shipment.id)!;
  const text = (ms: number) => timeText(ms, tz)!;
  const series = new Map<string, Array<[number, number]>>();
  for (const r of readings) {
    const points = series.get(r.probe);
    if (points) points.push([r.at, r.celsius]);
    else series.set(r.probe, [[r.at, r.celsius]]);
  }
  return {
    shippedTime: text(shipment.shippedTime), shippedAt: shipment.shippedTime,
    condition, conditionText: condition ? (await ctx.dict.text(FT_DICT.storageCondition, condition)) ?? condition : null, limits,
    verdict: transitVerdict(readings.length, limits, j.excursions.length),
    count: readings.length, judged: j.judged,
    firstTime: readings.length ? text(readings[0].at) : null, lastTime: readings.length ? text(readings[readings.length - 1].at) : null,
    min: j.min, max: j.max, mean: j.mean, outsideMinutes: j.outsideMinutes,
    excursions: j.excursions.map((e) => ({ ...e, from: text(e.from), to: text(e.to), fromAt: e.from, toAt: e.to })),
    gaps: j.gaps.map((g) => ({ ...g, from: text(g.from), to: text(g.to) })),
    series: [...series].map(([probe, points]) => ({ probe, points })),
  };
}

interface TransitJudged { condition: string | null; limits: TransitLimits | null; readings: TransitReading[]; judgement: TransitJudgement }

/**
 * What the readings of each shipment show, judged by its products' 贮存条件, in time order; a shipment without
 * readings is left out, unless `withoutReadings` asks for it too (its judgement then finds nothing).
 */
export async function transitJudgements(db: FtKysely, shipments: ReadonlyArray<{ id: string; shippedTime: number }>,
  { withoutReadings = false } = {}): Promise<Map<string, TransitJudged>> {
  const ids = [...new Set(shipments.map((s) => s.id))];
  if (!ids.length) return new Map();
  const [conditions, readings] = [await shipmentCondition(db, ids), await liveReadings(db, ids)];
  const out = new Map<string, TransitJudged>();
  for (const s of shipments) {
    const list = readings.get(s.id) ?? [];
    if ((!list.length && !withoutReadings) || out.has(s.id)) continue;
    const condition = conditions.get(s.id) ?? null;
    const limits = transitLimits(condition);
    out.set(s.id, { condition, limits, readings: list, judgement: judgeTransit(list, limits, s.shippedTime) });
  }
  return out;
}

/**
 * The findings of shipments whose goods travelled outside their 贮存条件 (trace report 记录核查): one per shipment,
 * with how long in all and its worst reading. Shipments without readings or without a cold-chain product say nothing.
 */
export function transitFindings(judged: ReadonlyMap<string, TransitJudged>, shipmentNo: (id: string) => string,
  dict: (code: string, value: string | null | undefined) => string, tz: string): string[] {
  const out: string[] = [];
  for (const [id, { condition, limits, judgement: j }] of judged) {
    if (!limits || !j.excursions.length) continue;
    const worst = j.excursions.reduce((w, e) => (beyondLimits(limits, e.peak) > beyondLimits(limits, w.peak) ? e : w));
    out.push(TRANSIT_TEXT.excursion(shipmentNo(id), dict(FT_DICT.storageCondition, condition), j.outsideMinutes, worst.peak, limits, timeText(j.excursions[0].from, tz)!));
  }
  return out;
}

/**
 * Keeps on the shipment what its readings show (its list's 在途温度, to show and to search by): after an import, a
 * clear, or an edit of its 发货时间 (which moves what is judged), in the caller's transaction.
 */
export async function refreshTransitState(db: FtKysely, shipment: { id: string; shippedTime: number }): Promise<TransitVerdict> {
  const judged = (await transitJudgements(db, [shipment])).get(shipment.id);
  const j = judged?.judgement;
  const transitState = transitVerdict(j ? 1 : 0, judged?.limits ?? null, j?.excursions.length ?? 0);
  await db.updateTable('ftShipment').set({ transitState, transitOutsideMinutes: j && judged?.limits ? j.outsideMinutes : null }).where('id', '=', shipment.id).execute();
  return transitState;
}

/**
 * Adds a file's readings to a shipment, in one transaction: those within 12 hours before its 发货时间 to 15 days
 * after; a reading of a probe at a time the shipment already has (the same file imported twice, or two files
 * that overlap) is not added again. `wentWarm`: these readings are the first to show the trip out of its limits.
 */
export async function importTransitReadings(ctx: AppContext, user: SessionUser, shipment: { id: string; shippedTime: number }, file: { readings: FileReading[]; skipped: number }):
  Promise<{ answer: TransitImportAnswer; wentWarm: boolean }> {
  const [from, to] = [shipment.shippedTime - TRANSIT_TEMP.beforeShippedHours * 3_600_000, shipment.shippedTime + TRANSIT_TEMP.afterShippedDays * 86_400_000];
  return ftDb(ctx.db).transaction().execute(async (trx) => {
    // two imports into one shipment at once take turns, so neither adds what the other just did
    const was = (await lockingRead(trx, trx.selectFrom('ftShipment').select('transitState').where('id', '=', shipment.id)).executeTakeFirstOrThrow()).transitState;
    const have = await trx.selectFrom('ftShipmentReading').select(['probe', 'readTime']).where('shipmentId', '=', shipment.id).where('delFlag', '=', 0).execute();
    const seen = new Set(have.map((r) => `${r.probe}|${Number(r.readTime)}`));
    const answer: TransitImportAnswer = { added: 0, duplicates: 0, skipped: file.skipped, outsideWindow: 0 };
    const now = Date.now();
    const rows = [];
    for (const r of file.readings) {
      if (r.at < from || r.at > to) { answer.outsideWindow += 1; continue; }
      const key = `${r.probe}|${r.at}`;
      if (seen.has(key)) { answer.duplicates += 1; continue; }
      seen.add(key);
      rows.push({ id: newId(), shipmentId: shipment.id, probe: r.probe, readTime: r.at, celsius: r.celsius, createBy: user.username, createTime: now, updateBy: null, updateTime: null, delFlag: 0 });
    }
    if (have.length + rows.length > TRANSIT_TEMP.maxReadings) throw new BusinessError(TRANSIT_TEXT.tooMany(TRANSIT_TEMP.maxReadings, have.length));
    for (const part of chunks(rows, INSERT_CHUNK)) await trx.insertInto('ftShipmentReading').values(part).execute();
    const state = await refreshTransitState(trx, shipment);
    answer.added = rows.length;
    return { answer, wentWarm: state === TRANSIT_VERDICT.excursion && was !== TRANSIT_VERDICT.excursion };
  });
}

/** Clears a shipment's readings (a file of another truck, say): soft-deleted, saying by whom and when. */
export async function clearTransitReadings(ctx: AppContext, user: SessionUser, shipment: { id: string; shippedTime: number }): Promise<number> {
  return ftDb(ctx.db).transaction().execute(async (trx) => {
    const result = await trx.updateTable('ftShipmentReading').set({ delFlag: 1, updateBy: user.username, updateTime: Date.now() })
      .where('shipmentId', '=', shipment.id).where('delFlag', '=', 0).executeTakeFirst();
    await refreshTransitState(trx, shipment);
    return Number(result.numUpdatedRows);
  });
}

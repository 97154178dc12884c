import {
  FT_DICT, LOT_STATUS, RECALL_REASON_MAX, TRANSIT_RESOLUTION, TRANSIT_STATE, TRANSIT_TEMP, TRIP_KIND, beyondLimits, TRANSIT_TEXT, isColdChain, judgeTransit,
  thinPoints, transitLimits, transitState, transitVerdict, tripWindow,
  type TransitImportAnswer, type TransitState, type TransitJudgement, type TransitLimits, type TransitReading, type TransitTemperature, type TripKind,
} from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { newId } from '../../../platform/db/ids.ts';
import { chunks, inChunks, INSERT_CHUNK } from '../../../platform/db/in-chunks.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ftDb, type FtKysely } from '../schema.ts';
import { lotReach } from '../lots/lot-reach.ts';
import { refreshLotStatus } from '../lots/lot.service.ts';
import { insertRecord } from '../shared/records.ts';
import { minuteText, timeText } from '../shared/wire.ts';
import type { FileReading } from './transit-file.ts';
import { keepTransitState, lockTripRecord, tripNames } from './trip-records.ts';
import { settlingReviews, type TripReview } from './trip-reviews.ts';

/** A trip a logger recorded: a shipment (`at` its 发货时间) or a raw material's delivery (`at` its 收货时间). */
export interface Trip { kind: TripKind; id: string; at: number }

/**
 * The 贮存条件 each trip's readings are judged by. A shipment: its first cold-chain product's (by lot number); 冷藏 and
 * 冷冻 goods never share one (its 装车温度 could not be within both). A delivery: its raw material's.
 */
async function tripConditions(db: FtKysely, trips: readonly Trip[]): Promise<Map<string, string | null>> {
  const ids = (kind: TripKind) => [...new Set(trips.filter((t) => t.kind === kind).map((t) => t.id))];
  const out = new Map<string, string | null>();
  const lines = await inChunks(ids(TRIP_KIND.shipment), (part) => db.selectFrom('ftShipmentLine as sl').innerJoin('ftLot as l', 'l.id', 'sl.lotId')
    .leftJoin('ftProduct as p', 'p.id', 'l.productId')
    .select(['sl.shipmentId', 'l.lotNo', 'p.storageCondition']).where('sl.shipmentId', 'in', part).where('sl.delFlag', '=', 0).execute());
  for (const r of lines.sort((a, b) => a.lotNo.localeCompare(b.lotNo))) {
    if (!out.get(r.shipmentId)) out.set(r.shipmentId, isColdChain(r.storageCondition) ? r.storageCondition : null);
  }
  const intakes = await inChunks(ids(TRIP_KIND.intake), (part) => db.selectFrom('ftCrudePutin as cp').innerJoin('ftCrude as c', 'c.id', 'cp.crudeId')
    .select(['cp.id', 'c.storageCondition']).where('cp.id', 'in', part).execute());
  for (const r of intakes) out.set(r.id, isColdChain(r.storageCondition) ? r.storageCondition : null);
  return out;
}

async function liveReadings(db: FtKysely, tripIds: readonly string[]): Promise<Map<string, TransitReading[]>> {
  const rows = await inChunks(tripIds as string[], (ids) => db.selectFrom('ftTripReading').select(['tripId', 'probe', 'readTime', 'celsius'])
    .where('tripId', 'in', ids).where('delFlag', '=', 0).orderBy('tripId').orderBy('readTime').orderBy('probe').execute());
  const out = new Map<string, TransitReading[]>();
  for (const r of rows) {
    const list = out.get(r.tripId) ?? [];
    if (!list.length) out.set(r.tripId, list);
    list.push({ probe: r.probe, at: Number(r.readTime), celsius: Number(r.celsius) });
  }
  return out;
}

/**
 * A trip's 在途温度: its readings for the chart and what they show against its goods' 贮存条件. `reach`: name where a
 * delivery's raw lot went (LotReach) — for a reader who may follow it in 追溯查询, whose forward trace shows the same.
 */
export async function transitTemperature(ctx: AppContext, trip: Trip, { reach }: { reach: boolean }): Promise<TransitTemperature> {
  const db = ftDb(ctx.db);
  const tz = ctx.config.timeZone;
  const { condition, limits, readings, judgement: j, review } = (await transitJudgements(db, [trip], { withoutReadings: true })).get(trip.id)!;
  const lot = await intakeLot(db, trip);
  const text = (ms: number) => timeText(ms, tz)!;
  const series = new Map<string, Array<[number, number]>>();
  for (const r of readings) {
    const points = series.get(r.probe);
    if (points) points.push([r.at, r.celsius]);
    else series.set(r.probe, [[r.at, r.celsius]]);
  }
  return {
    kind: trip.kind, atTime: text(trip.at), at: trip.at,
    condition, conditionText: condition ? (await ctx.dict.text(FT_DICT.storageCondition, condition)) ?? condition : null, limits,
    verdict: transitVerdict(readings.length, limits, j.excursions.length),
    count: readings.length, judged: j.judged,
    firstTime: readings.length ? text(readings[0].at) : null, lastTime: readings.length ? text(readings[readings.length - 1].at) : null,
    min: j.min, max: j.max, mean: j.mean, outsideMinutes: j.outsideMinutes,
    excursions: j.excursions.map((e) => ({ ...e, from: text(e.from), to: text(e.to), fromAt: e.from, toAt: e.to })),
    gaps: j.gaps.map((g) => ({ ...g, from: text(g.from), to: text(g.to) })),
    // a fortnight of one-minute readings would be 20,000 points a probe: more than a chart can show or a phone should fetch
    series: [...series].map(([probe, points]) => ({ probe, points: thinPoints(points, TRANSIT_TEMP.chartPoints) })),
    review: review && j.excursions.length ? {
      resolution: review.resolution, resolutionText: (await ctx.dict.text(FT_DICT.transitResolution, review.resolution)) ?? review.resolution,
      note: review.note, by: review.byName, time: text(review.at),
    } : null,
    // while it shows an excursion, what was already made of the lot is the quality department's next question
    lot: lot ? { ...lot, reach: reach && j.excursions.length ? await lotReach(db, ctx.dict, lot.id) : null } : null,
    // a decision to recall is carried out from here: what is left to recall, and why
    recall: review?.resolution === TRANSIT_RESOLUTION.recall ? {
      lots: await tripLots(db, trip, lot), reason: ((await tripFinding(db, ctx.dict, tz, trip)) ?? '').slice(0, RECALL_REASON_MAX), learnedTime: text(review.at),
    } : null,
  };
}

export interface TransitJudged { trip: Trip; condition: string | null; limits: TransitLimits | null; readings: TransitReading[]; judgement: TransitJudgement; review: TripReview | null }

/**
 * What the readings of each trip show, judged by its goods' 贮存条件 over its judged window (a shipment from its
 * loading on, a delivery until its arrival), in time order; a trip without readings is left out, unless
 * `withoutReadings` asks for it too (its judgement then finds nothing).
 */
export async function transitJudgements(db: FtKysely, trips: readonly Trip[], { withoutReadings = false } = {}): Promise<Map<string, TransitJudged>> {
  const ids = [...new Set(trips.map((t) => t.id))];
  if (!ids.length) return new Map();
  const [conditions, readings] = [await tripConditions(db, trips), await liveReadings(db, ids)];
  const reviews = await settlingReviews(db, [...readings.keys()]);
  const out = new Map<string, TransitJudged>();
  for (const trip of trips) {
    const list = readings.get(trip.id) ?? [];
    if ((!list.length && !withoutReadings) || out.has(trip.id)) continue;
    const condition = conditions.get(trip.id) ?? null;
    const limits = transitLimits(condition);
    const w = tripWindow(trip.kind, trip.at);
    out.set(trip.id, { trip, condition, limits, readings: list, judgement: judgeTransit(list, limits, w.judgedFrom, w.judgedTo), review: reviews.get(trip.id) ?? null });
  }
  return out;
}

/**
 * The findings of trips whose goods travelled outside their 贮存条件 (trace report 记录核查, a raw lot's warning at
 * 登记质检): one per trip, named by `name` (TRANSIT_TEXT.shipment / .intake), with how long in all and its worst
 * reading. Trips without readings or without cold-chain goods say nothing.
 */
export function transitFindings(judged: ReadonlyMap<string, TransitJudged>, name: (trip: Trip) => string,
  dict: (code: string, value: string | null | undefined) => string, tz: string): string[] {
  const out: string[] = [];
  for (const { trip, condition, limits, judgement: j, review } of judged.values()) {
    if (!limits || !j.excursions.length) continue;
    const worst = j.excursions.reduce((w, e) => (beyondLimits(limits, e.peak) > beyondLimits(limits, w.peak) ? e : w));
    const finding = TRANSIT_TEXT.excursion(name(trip), dict(FT_DICT.storageCondition, condition), j.outsideMinutes, worst.peak, limits, timeText(j.excursions[0].from, tz)!);
    out.push(review ? `${finding}；${TRANSIT_TEXT.reviewed({ resolutionText: dict(FT_DICT.transitResolution, review.resolution), note: review.note, by: review.byName, time: minuteText(review.at, tz)! })}` : finding);
  }
  return out;
}

/**
 * Keeps on the shipment or the intake what its readings show and whether an excursion's 评估结论 is on record (its
 * list's 在途温度, to show and to search by): after an import, a clear, a review, or an edit of its 发货时间 / 收货时间
 * (which moves what is judged), in the caller's transaction. A delivery's raw lot follows (TRANSIT_HOLD): held while
 * its excursion waits for the decision, rejected by a decision that turned it away, released again by one that
 * accepted it — `by` is who moved it.
 */
export async function refreshTransitState(db: FtKysely, trip: Trip, by: string): Promise<TransitState> {
  const judged = (await transitJudgements(db, [trip])).get(trip.id);
  const j = judged?.judgement;
  const state = transitState(transitVerdict(j ? 1 : 0, judged?.limits ?? null, j?.excursions.length ?? 0), Boolean(judged?.review));
  await keepTransitState(db, trip, { transitState: state, transitOutsideMinutes: j && judged?.limits ? j.outsideMinutes : null });
  if (trip.kind === TRIP_KIND.intake) {
    const intake = await db.selectFrom('ftCrudePutin').select('lotId').where('id', '=', trip.id).executeTakeFirst();
    if (intake?.lotId) await refreshLotStatus(db, intake.lotId, by, 'record');
  }
  return state;
}

/**
 * Judges trips again after what they are judged by changed — a 收货时间 / 发货时间, a material's or a product's
 * 贮存条件 — in the caller's transaction (refreshTransitState). Answers those now first out of their limits: the
 * quality department is told of them once the change is committed (tellQualityLater), as after an import.
 */
export async function rejudgeTrips(db: FtKysely, trips: readonly Trip[], by: string): Promise<Trip[]> {
  const warm: Trip[] = [];
  for (const trip of trips) {
    const was = await lockTripRecord(db, trip);
    if ((await refreshTransitState(db, trip, by)) === TRANSIT_STATE.excursion && was !== TRANSIT_STATE.excursion) warm.push(trip);
  }
  return warm;
}

/**
 * Adds a file's readings to a trip, in one transaction: those within its window (tripWindow: 12 hours before a
 * shipment's 发货时间 to 15 days after; 72 hours before a delivery's 收货时间 to 2 hours after); a reading of a probe
 * at a time the trip already has (the same file imported twice, or two files that overlap) is not added again.
 * `wentWarm`: these readings are the first to show the trip out of its limits.
 */
export async function importTransitReadings(ctx: AppContext, user: SessionUser, trip: Trip, file: { readings: FileReading[]; skipped: number }):
  Promise<{ answer: TransitImportAnswer; wentWarm: boolean }> {
  const { from, to } = tripWindow(trip.kind, trip.at);
  return ftDb(ctx.db).transaction().execute(async (trx) => {
    // two imports into one trip at once take turns, so neither adds what the other just did
    const was = await lockTripRecord(trx, trip);
    const have = await trx.selectFrom('ftTripReading').select(['probe', 'readTime']).where('tripId', '=', trip.id).where('delFlag', '=', 0).execute();
    const seen = new Set(have.map((r) => `${r.probe}|${Number(r.readTime)}`));
    const answer: TransitImportAnswer = { added: 0, duplicates: 0, skipped: file.skipped, outsideWindow: 0 };
    const now = Date.now();
    const rows = [];
    for (const r of file.readings) {
      if (r.at < from || r.at > to) { answer.outsideWindow += 1; continue; }
      const key = `${r.probe}|${r.at}`;
      if (seen.has(key)) { answer.duplicates += 1; continue; }
      seen.add(key);
      rows.push({ id: newId(), tripKind: trip.kind, tripId: trip.id, probe: r.probe, readTime: r.at, celsius: r.celsius, createBy: user.username, createTime: now, updateBy: null, updateTime: null, delFlag: 0 });
    }
    if (have.length + rows.length > TRANSIT_TEMP.maxReadings) throw new BusinessError(TRANSIT_TEXT.tooMany(trip.kind, TRANSIT_TEMP.maxReadings, have.length));
    for (const part of chunks(rows, INSERT_CHUNK)) await trx.insertInto('ftTripReading').values(part).execute();
    const state = await refreshTransitState(trx, trip, user.username);
    answer.added = rows.length;
    // first out of its limits, or reopened: a decision on record did not weigh these readings
    return { answer, wentWarm: state === TRANSIT_STATE.excursion && was !== TRANSIT_STATE.excursion };
  });
}

/** Clears a trip's readings (a file of another vehicle, say): soft-deleted, saying by whom and when. */
export async function clearTransitReadings(ctx: AppContext, user: SessionUser, trip: Trip): Promise<number> {
  return ftDb(ctx.db).transaction().execute(async (trx) => {
    const result = await trx.updateTable('ftTripReading').set({ delFlag: 1, updateBy: user.username, updateTime: Date.now() })
      .where('tripId', '=', trip.id).where('delFlag', '=', 0).executeTakeFirst();
    await refreshTransitState(trx, trip, user.username);
    return Number(result.numUpdatedRows);
  });
}

/** What one trip's readings show as a finding (transitFindings), named as findings name it, or null when nothing was outside. */
export async function tripFinding(db: FtKysely, dict: Pick<DictService, 'lookup'>, tz: string, trip: Trip): Promise<string | null> {
  const names = await tripNames(db, [trip]);
  const [finding] = transitFindings(await transitJudgements(db, [trip]), (t) => names.get(t.id) ?? '', await dict.lookup(), tz);
  return finding ?? null;
}

/**
 * What 登记检验 (and the lot's detail) tells of a raw lot whose delivery's logger shows it outside its material's
 * 贮存条件 on the way: the finding, or null. The intake's kept state says whether there is one to read.
 */
export async function intakeTransitWarning(db: FtKysely, dict: Pick<DictService, 'lookup'>, tz: string, lotId: string): Promise<string | null> {
  const i = await db.selectFrom('ftCrudePutin').select(['id', 'receivedTime', 'transitState']).where('lotId', '=', lotId).where('delFlag', '=', 0).executeTakeFirst();
  if (!i || (i.transitState !== TRANSIT_STATE.excursion && i.transitState !== TRANSIT_STATE.reviewed)) return null;
  return tripFinding(db, dict, tz, { kind: TRIP_KIND.intake, id: i.id, at: Number(i.receivedTime) });
}

/** The lots a trip carried that are not yet recalled: a delivery's raw lot (`lot`), a shipment's lots by number. */
async function tripLots(db: FtKysely, trip: Trip, lot: { id: string; lotNo: string; status: string } | undefined): Promise<Array<{ id: string; lotNo: string }>> {
  const lots = trip.kind === TRIP_KIND.intake ? (lot ? [lot] : [])
    : await db.selectFrom('ftShipmentLine as sl').innerJoin('ftLot as l', 'l.id', 'sl.lotId').select(['l.id', 'l.lotNo', 'l.status']).distinct()
      .where('sl.shipmentId', '=', trip.id).where('sl.delFlag', '=', 0).orderBy('l.lotNo').execute();
  return lots.filter((l) => l.status !== LOT_STATUS.recalled).map(({ id, lotNo }) => ({ id, lotNo }));
}

/** A delivery's raw lot: its id, number and status; undefined for a shipment. */
async function intakeLot(db: FtKysely, trip: Trip): Promise<{ id: string; lotNo: string; status: string } | undefined> {
  if (trip.kind !== TRIP_KIND.intake) return undefined;
  return db.selectFrom('ftCrudePutin as cp').innerJoin('ftLot as l', 'l.id', 'cp.lotId').select(['l.id', 'l.lotNo', 'l.status']).where('cp.id', '=', trip.id).executeTakeFirst();
}

/**
 * Records the quality department's 评估结论 of a trip out of its limits (the 站内消息's 去处理), settling it through
 * its latest import. A trip within its limits, or without readings, has nothing to decide. Answers what it said.
 */
export async function reviewTransit(ctx: AppContext, user: SessionUser, trip: Trip, body: { resolution: string; note: string | null }): Promise<string> {
  return ftDb(ctx.db).transaction().execute(async (trx) => {
    await lockTripRecord(trx, trip);
    const judged = (await transitJudgements(trx, [trip])).get(trip.id);
    if (!judged?.limits || !judged.judgement.excursions.length) throw new BusinessError(TRANSIT_TEXT.notOutside);
    // settled through the latest import: what this decision weighed
    const last = await trx.selectFrom('ftTripReading').select((eb) => eb.fn.max('createTime').as('last')).where('tripId', '=', trip.id).where('delFlag', '=', 0).executeTakeFirst();
    await insertRecord(trx, 'ftTripReview', { tripKind: trip.kind, tripId: trip.id, reviewedThrough: Number(last?.last ?? 0), resolution: body.resolution, note: body.note }, user);
    // a delivery's raw lot follows the decision (refreshTransitState): the one who made it is told where it now stands
    const before = await intakeLot(trx, trip);
    await refreshTransitState(trx, trip, user.username);
    const after = await intakeLot(trx, trip);
    return TRANSIT_TEXT.reviewSaved(after && after.status !== before?.status ? after : null);
  });
}

import { RELEASABLE_RESOLUTIONS, TRANSIT_HOLD, TRANSIT_STATE, type TransitHold } from '@foodtrace/contracts';
import { writerNames } from '../../../platform/audit/writer-names.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtKysely } from '../schema.ts';
import { lockingRead } from '../shared/records.ts';

/*
 * The quality department's 评估结论 of trips out of their limits, and what they mean for a raw lot's release: read
 * here, apart from the readings' judgement, so that a lot's status (lots/lot.service.ts) can follow them without
 * depending on the import that refreshes it.
 */

/** A trip's 评估结论 as kept: what, why, by whom (account and name), when (epoch ms). */
export interface TripReview { resolution: string; note: string | null; by: string; byName: string; at: number }

/**
 * The 评估结论 settling each trip with readings: its latest one made after the trip's latest import (the readings it
 * weighed), or none; a file imported later is news the decision did not weigh.
 */
export async function settlingReviews(db: FtKysely, tripIds: readonly string[]): Promise<Map<string, TripReview>> {
  if (!tripIds.length) return new Map();
  const imported = new Map((await inChunks(tripIds as string[], (ids) => db.selectFrom('ftTripReading').select((eb) => ['tripId', eb.fn.max('createTime').as('last')])
    .where('tripId', 'in', ids).where('delFlag', '=', 0).groupBy('tripId').execute())).map((r) => [r.tripId, Number(r.last)]));
  const rows = await inChunks(tripIds as string[], (ids) => db.selectFrom('ftTripReview')
    .select(['tripId', 'reviewedThrough', 'resolution', 'note', 'createBy', 'createTime'])
    .where('tripId', 'in', ids).where('delFlag', '=', 0).execute());
  const latest = new Map<string, (typeof rows)[number]>();
  for (const r of rows) {
    if (Number(r.reviewedThrough) < (imported.get(r.tripId) ?? Number.POSITIVE_INFINITY)) continue;
    const had = latest.get(r.tripId);
    if (!had || Number(r.createTime) > Number(had.createTime)) latest.set(r.tripId, r);
  }
  const names = await writerNames(db, [...latest.values()].map((r) => r.createBy));
  return new Map([...latest].map(([id, r]) => [id, {
    resolution: r.resolution, note: r.note, by: r.createBy ?? '', byName: names.get(r.createBy ?? '') ?? r.createBy ?? '', at: Number(r.createTime),
  }]));
}

/** Of a raw lot held by its delivery's excursion (TRANSIT_HOLD): why, the intake's number and the 评估结论 that turned it away. */
export interface IntakeHold { hold: TransitHold; putinNo: string; resolution: string | null }

/**
 * Whether a raw lot's delivery stops its release: an excursion without its 评估结论, or one decided 拒收 / 召回. `lock`
 * reads the intake locked, as an import and a review do, so a release and a file that reopens the trip take turns.
 */
export async function intakeTransitHold(db: FtKysely, lotId: string, { lock = false } = {}): Promise<IntakeHold | null> {
  const query = db.selectFrom('ftCrudePutin').select(['id', 'putinNo', 'transitState']).where('lotId', '=', lotId).where('delFlag', '=', 0);
  const i = await (lock ? lockingRead(db, query) : query).executeTakeFirst();
  if (i?.transitState === TRANSIT_STATE.excursion) return { hold: TRANSIT_HOLD.pending, putinNo: i.putinNo, resolution: null };
  if (i?.transitState !== TRANSIT_STATE.reviewed) return null;
  const review = (await settlingReviews(db, [i.id])).get(i.id);
  return review && !RELEASABLE_RESOLUTIONS.includes(review.resolution) ? { hold: TRANSIT_HOLD.refused, putinNo: i.putinNo, resolution: review.resolution } : null;
}

import { CERT_WARN_DAYS, INSTRUMENT_SCOPE, INSTRUMENT_STATUS, addDays, type InstrumentDue, type MonitorLapse } from '@foodtrace/contracts';
import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { ListScopeImpl } from '../../../crud/list-scopes.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FoodtraceTables, FtKysely } from '../schema.ts';
import { dateText } from './wire.ts';

/** In use, and its 检定/校准 ran out on `until` (`YYYY-MM-DD`) or before: lapsed or about to. */
function dueBy(eb: ExpressionBuilder<FoodtraceTables, 'ftInstrument'>, until: string): Expression<SqlBool> {
  return eb.and([eb('status', '=', INSTRUMENT_STATUS.inUse), eb('validUntil', '<=', until)]);
}

/** 计量器具 → 待检定 (INSTRUMENT_SCOPE.due): due within CERT_WARN_DAYS of today, or past. */
export const INSTRUMENT_LIST_SCOPES: Record<string, Record<string, ListScopeImpl>> = {
  instrument: { [INSTRUMENT_SCOPE.due]: (eb, at) => dueBy(eb, addDays(at.today, CERT_WARN_DAYS)) },
};

/**
 * The instruments due on `today` (`YYYY-MM-DD`), as 待检定 lists them, soonest first: what 资质证照提醒 announces and
 * the home page's 检定到期 counts.
 */
export function instrumentsDue(db: FtKysely, today: string, days = CERT_WARN_DAYS): Promise<InstrumentDue[]> {
  return db.selectFrom('ftInstrument').select(['name', 'instrumentNo', 'location', 'ccp', 'validUntil']).where('delFlag', '=', 0)
    .where((eb) => dueBy(eb, addDays(today, days))).orderBy('validUntil').orderBy('instrumentNo').execute();
}

/** A step of a run as the monitor check reads it: which step of its route, and when (epoch ms; null: the run's start). */
export interface MonitoredStep { stepId: string | null; stepName: string; at: number | null }

/**
 * Each run's steps whose route names a monitoring instrument that had run out on the step's day (contracts
 * MonitorLapse): what the run's record warns of and the trace report finds. Instruments deleted since count for nothing.
 */
export async function monitorLapses(db: FtKysely, runs: ReadonlyArray<{ start: number | null; steps: readonly MonitoredStep[] }>, tz: string): Promise<MonitorLapse[][]> {
  const stepIds = [...new Set(runs.flatMap((r) => r.steps.flatMap((s) => (s.stepId ? [s.stepId] : []))))];
  const monitors = new Map((await inChunks(stepIds, (part) => db.selectFrom('ftTechnologyStep as t').innerJoin('ftInstrument as i', 'i.id', 't.instrumentId')
    .select(['t.id as stepId', 'i.name', 'i.instrumentNo', 'i.lastDate', 'i.validUntil'])
    .where('t.id', 'in', part).where('i.delFlag', '=', 0).execute())).map((m) => [m.stepId, m]));
  return runs.map((run) => run.steps.flatMap((step) => {
    const m = step.stepId ? monitors.get(step.stepId) : undefined;
    const day = dateText(step.at ?? run.start, tz);
    if (!m || !day || day < m.lastDate || day <= m.validUntil) return [];
    return [{ stepName: step.stepName, instrument: m.name, instrumentNo: m.instrumentNo, validUntil: m.validUntil, day }];
  }));
}

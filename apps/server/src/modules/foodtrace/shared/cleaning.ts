import { CLEANING_RESULT, CLEANING_TEXT, LINE_SCOPE, LINE_STATUS, cleanedUntil, type CleaningGap } from '@foodtrace/contracts';
import { sql, type Expression, type ExpressionBuilder, type SqlBool } from 'kysely';
import type { ListScopeImpl } from '../../../crud/list-scopes.ts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FoodtraceTables, FtKysely } from '../schema.ts';
import { minuteText } from './wire.ts';

const HOUR = 3_600_000;

/** A run as the cleaning check reads it: its 生产线 and when it began (epoch ms). */
export interface CleanedRun { line: string | null; start: number | null }

/** The last verified cleaning of a run's line that ended by its start, as stored (times epoch ms). */
export interface LastCleaning { startTime: number; endTime: number; cleanType: string; operator: string; verifyMethod: string | null }

/**
 * How each run's line stood when it began (contracts foodtrace/cleaning.ts): for a run of a line whose register sets a
 * 清洗有效期, its gap (CleaningGap: no verified (合格) cleaning ending within those hours before the run began) or the
 * cleaning that covered it; null for a run without a line or a start, or of a line not judged.
 */
export async function lineCleanings(db: FtKysely, runs: readonly CleanedRun[], tz: string): Promise<Array<{ gap: CleaningGap | null; covered: LastCleaning | null } | null>> {
  const lines = [...new Set(runs.flatMap((r) => (r.line && r.start !== null ? [r.line] : [])))];
  if (!lines.length) return runs.map(() => null);
  // a stopped line was judged while it ran; a deleted one is not on the register any more
  const judged = new Map((await db.selectFrom('ftProductionLine').select(['name', 'cleanHours']).where('delFlag', '=', 0)
    .where('name', 'in', lines).where('cleanHours', 'is not', null).execute()).map((l) => [l.name, Number(l.cleanHours)]));
  return Promise.all(runs.map(async (run) => {
    const hours = run.line ? judged.get(run.line) : undefined;
    if (!run.line || run.start === null || hours === undefined) return null;
    const start = Number(run.start);
    // its last verified cleaning ended by the start (index del_flag, line, end_time)
    const last = await db.selectFrom('ftCleaning').select(['startTime', 'endTime', 'cleanType', 'operator', 'verifyMethod']).where('delFlag', '=', 0)
      .where('line', '=', run.line).where('endTime', '<=', start).where('result', '=', CLEANING_RESULT.pass).orderBy('endTime', 'desc').limit(1).executeTakeFirst();
    if (last && start <= cleanedUntil(Number(last.endTime), hours)) {
      return { gap: null, covered: { ...last, startTime: Number(last.startTime), endTime: Number(last.endTime) } };
    }
    return { gap: { line: run.line, hours, start: minuteText(start, tz)!, lastCleaned: last ? minuteText(Number(last.endTime), tz) : null }, covered: null };
  }));
}

/**
 * Each run's 开工前清洗 in words (the trace report's and the trace graph's): the cleaning that covered it
 * (CLEANING_TEXT.evidence, 清洗方式 as `cleanType` says it) or its warning (CLEANING_TEXT.gap); null when not judged.
 */
export async function cleaningTexts(db: FtKysely, runs: readonly CleanedRun[], tz: string, cleanType: (code: string) => string): Promise<Array<{ covered: string | null; gap: CleaningGap | null } | null>> {
  return (await lineCleanings(db, runs, tz)).map((c) => c && {
    gap: c.gap,
    covered: c.covered ? CLEANING_TEXT.evidence({
      cleanType: cleanType(c.covered.cleanType), start: minuteText(c.covered.startTime, tz)!, end: minuteText(c.covered.endTime, tz)!,
      operator: c.covered.operator, verifyMethod: c.covered.verifyMethod,
    }) : null,
  });
}

/** One run's warning (CLEANING_TEXT.gap), as its record's answer, its detail and 开工前清洗检查 say it; null: clean, or not judged. */
export async function uncleanedLine(db: FtKysely, run: { line: string | null; startTime: number | string | null }, tz: string): Promise<string | null> {
  const [judged] = await lineCleanings(db, [{ line: run.line, start: run.startTime === null ? null : Number(run.startTime) }], tz);
  return judged?.gap ? CLEANING_TEXT.gap(judged.gap) : null;
}

/**
 * Sets each line's 最近合格清洗 to the end of its last live cleaning verified 合格, in the transaction of the cleaning's
 * write, so that the register never shows a cleaning rolled back or deleted.
 */
export async function recountLines(db: FtKysely, lines: readonly unknown[]): Promise<void> {
  for (const name of new Set(lines.filter((l): l is string => typeof l === 'string' && l !== ''))) {
    const last = await db.selectFrom('ftCleaning').select((eb) => eb.fn.max<number | string>('endTime').as('end'))
      .where('line', '=', name).where('delFlag', '=', 0).where('result', '=', CLEANING_RESULT.pass).executeTakeFirst();
    await db.updateTable('ftProductionLine').set({ lastCleaned: last?.end === null || last?.end === undefined ? null : Number(last.end) })
      .where('name', '=', name).where('delFlag', '=', 0).execute();
  }
}

/** Of these lines (names), how many live runs and cleanings name each: name → counts. */
export async function recordsOfLines(db: FtKysely, names: readonly string[]): Promise<Map<string, { runs: number; cleanings: number }>> {
  const count = (table: 'ftProcess' | 'ftCleaning') => inChunks(names, (part) => db.selectFrom(table)
    .select((eb) => ['line', eb.fn.countAll<number>().as('n')]).where('line', 'in', part).where('delFlag', '=', 0).groupBy('line').execute());
  const [runs, cleanings] = await Promise.all([count('ftProcess'), count('ftCleaning')]);
  const out = new Map<string, { runs: number; cleanings: number }>();
  for (const r of runs) out.set(r.line!, { runs: Number(r.n), cleanings: 0 });
  for (const c of cleanings) out.set(c.line!, { runs: out.get(c.line!)?.runs ?? 0, cleanings: Number(c.n) });
  return out;
}

/**
 * 生产线 → 待清洗 (LINE_SCOPE.due): the lines in use that are judged and whose last verified cleaning has run out by
 * now, or that have none — those to clean before their next run (contracts cleanedUntil, in SQL).
 */
function dueForCleaning(eb: ExpressionBuilder<FoodtraceTables, 'ftProductionLine'>): Expression<SqlBool> {
  const now = Date.now();
  return eb.and([
    eb('status', '=', LINE_STATUS.active),
    eb('cleanHours', 'is not', null),
    eb.or([eb('lastCleaned', 'is', null), eb(sql<number>`${eb.ref('lastCleaned')} + ${eb.ref('cleanHours')} * ${HOUR}`, '<', now)]),
  ]);
}

export const LINE_LIST_SCOPES: Record<string, Record<string, ListScopeImpl>> = {
  productionLine: { [LINE_SCOPE.due]: (eb) => dueForCleaning(eb) },
};

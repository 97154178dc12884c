import { CLEANING_RESULT, CLEANING_TEXT, CLEANING_VALID_HOURS, type CleaningGap } from '@foodtrace/contracts';
import type { FtKysely } from '../schema.ts';
import { minuteText } from './wire.ts';

/** A run as the cleaning check reads it: its 生产线 and when it began (epoch ms). */
export interface CleanedRun { line: string | null; start: number | null }

/**
 * Each run's gap in its line's cleaning (contracts CleaningGap), or null: a run of a line with a cleaning on file whose
 * line had no verified (合格) cleaning ending within CLEANING_VALID_HOURS before the run began. A run without a line or
 * a start, or of a line never cleaned on record, is not judged (contracts foodtrace/cleaning.ts).
 */
export async function cleaningGaps(db: FtKysely, runs: readonly CleanedRun[], tz: string): Promise<Array<CleaningGap | null>> {
  const lines = [...new Set(runs.flatMap((r) => (r.line?.trim() && r.start !== null ? [r.line.trim()] : [])))];
  if (!lines.length) return runs.map(() => null);
  // a line is judged once it has a cleaning on file, verified or not
  const onFile = new Set((await db.selectFrom('ftCleaning').select('line').distinct().where('delFlag', '=', 0).where('line', 'in', lines).execute()).map((c) => c.line));
  return Promise.all(runs.map(async (run) => {
    const line = run.line?.trim();
    if (!line || run.start === null || !onFile.has(line)) return null;
    const start = Number(run.start);
    // its last verified cleaning ended by the start (index del_flag, line, end_time)
    const last = await db.selectFrom('ftCleaning').select('endTime').where('delFlag', '=', 0).where('line', '=', line)
      .where('endTime', '<=', start).where('result', '=', CLEANING_RESULT.pass).orderBy('endTime', 'desc').limit(1).executeTakeFirst();
    if (last && start - Number(last.endTime) <= CLEANING_VALID_HOURS * 3_600_000) return null;
    return { line, start: minuteText(start, tz)!, lastCleaned: last ? minuteText(Number(last.endTime), tz) : null };
  }));
}

/** One run's warning (CLEANING_TEXT.gap), as its record's answer and its detail say it; null: clean, or not judged. */
export async function uncleanedLine(db: FtKysely, run: { line: string | null; startTime: number | string | null }, tz: string): Promise<string | null> {
  const [gap] = await cleaningGaps(db, [{ line: run.line, start: run.startTime === null ? null : Number(run.startTime) }], tz);
  return gap ? CLEANING_TEXT.gap(gap) : null;
}

import { sql, type RawBuilder } from 'kysely';
import type { DbKind } from '../../../config.ts';
import { parseWireTime } from '../../../platform/db/time.ts';
import { dateText } from '../shared/wire.ts';

export const DAY_MS = 86_400_000;

/** The zone's offset from UTC at an instant (Asia/Shanghai: always +8 h). */
export function zoneOffsetMs(tz: string, at: number): number {
  const wall = parseWireTime(`${dateText(at, tz)} 00:00:00`, 'UTC')!;
  const start = parseWireTime(`${dateText(at, tz)} 00:00:00`, tz)!;
  return wall - start;
}

/** Midnight (in the zone) `daysBack` days before today's. */
export function dayStart(tz: string, now: number, daysBack = 0): number {
  return parseWireTime(`${dateText(now - daysBack * DAY_MS, tz)} 00:00:00`, tz)!;
}

/**
 * The day number of an instant column in the zone, computed in SQL so a trend is one GROUP BY: integer
 * division by a day after shifting by the zone's offset (MariaDB's `/` is decimal, hence DIV there).
 * The offset is today's; a zone with daylight saving shifts by an hour on the far side of a change.
 */
export function dayNumber(kind: DbKind, column: string, offsetMs: number): RawBuilder<number> {
  const shifted = sql`(${sql.ref(column)} + ${sql.lit(Math.trunc(offsetMs))})`;
  return kind === 'mysql' ? sql<number>`${shifted} DIV ${sql.lit(DAY_MS)}` : sql<number>`${shifted} / ${sql.lit(DAY_MS)}`;
}

/** Day number → YYYY-MM-DD. */
export function dayLabel(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10);
}

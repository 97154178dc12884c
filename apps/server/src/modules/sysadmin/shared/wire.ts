import { formatInstant } from '../../../platform/db/time.ts';

/** Audit instants of a row as wire text (DESIGN.md §4: `YYYY-MM-DD HH:mm:ss` in the configured zone). */
export function wireAudit<T extends { createTime?: number | null; updateTime?: number | null }>(row: T, tz: string) {
  return { ...row, createTime: formatInstant(row.createTime, tz), updateTime: formatInstant(row.updateTime, tz) };
}

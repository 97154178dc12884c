import { z } from 'zod';

const WIRE_RE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * A date (YYYY-MM-DD) or a time (YYYY-MM-DD HH:mm:ss) that exists: 2026-02-30 or 24:00:00 match the pattern
 * but would silently roll over into another day if parsed, so they are refused instead.
 */
export function isRealWireTime(text: string): boolean {
  const m = WIRE_RE.exec(text);
  if (!m) return false;
  const [y, mo, d, h = 0, mi = 0, s = 0] = m.slice(1).map((v) => Number(v ?? 0));
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1000 && day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** A date field's text as the wire carries it (DESIGN.md §4), checked to be a real date. */
export const wireDate = (label: string) => z.string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}的格式应为 YYYY-MM-DD`)
  .refine(isRealWireTime, `${label}不是有效的日期`);

/** A time field's text as the wire carries it, checked to be a real time. */
export const wireDateTime = (label: string) => z.string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, `${label}的格式应为 YYYY-MM-DD HH:mm:ss`)
  .refine(isRealWireTime, `${label}不是有效的时间`);

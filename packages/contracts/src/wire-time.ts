import { z } from 'zod';

const WIRE_RE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}):(\d{2}))?$/;

/**
 * Whether a wall-clock date and time exist: 2026-02-30 or 24:00 fit the patterns but Date.UTC would silently
 * roll them over into another day, so every reader of a time refuses them instead (here and the server's
 * parseWireTime).
 */
export function isRealDateTime(y: number, mo: number, d: number, h = 0, mi = 0, s = 0): boolean {
  const day = new Date(Date.UTC(y, mo - 1, d));
  return y >= 1000 && day.getUTCFullYear() === y && day.getUTCMonth() === mo - 1 && day.getUTCDate() === d && h < 24 && mi < 60 && s < 60;
}

/** A date (YYYY-MM-DD) or a time (YYYY-MM-DD HH:mm:ss) that exists. */
export function isRealWireTime(text: string): boolean {
  const m = WIRE_RE.exec(text);
  return m !== null && isRealDateTime(...(m.slice(1).map((v) => Number(v ?? 0)) as [number, number, number, number, number, number]));
}

/** A date field's text as the wire carries it (DESIGN.md §4), checked to be a real date. */
export const wireDate = (label: string) => z.string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, `${label}的格式应为 YYYY-MM-DD`)
  .refine(isRealWireTime, `${label}不是有效的日期`);

/** A time field's text as the wire carries it, checked to be a real time. */
export const wireDateTime = (label: string) => z.string()
  .regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, `${label}的格式应为 YYYY-MM-DD HH:mm:ss`)
  .refine(isRealWireTime, `${label}不是有效的时间`);

/** Whole days from `from` to `to`, both wire dates (`YYYY-MM-DD`); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The wire date `n` days after `day` (before it when negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

import { formatDay, formatInstant, parseWireTime } from '../../../platform/db/time.ts';
import { BadRequestError } from '../../../platform/errors.ts';

/** Wire time text → instant; a malformed text is the client's error (400). */
export function instantOf(text: string | null | undefined, tz: string, field: string): number | null {
  if (text === null || text === undefined || text === '') return null;
  const ms = parseWireTime(text, tz);
  if (ms === null) throw new BadRequestError(`${field}: 需要 YYYY-MM-DD HH:mm:ss 格式的时间`);
  return ms;
}

/**
 * A time field as an edit (a hook's wire `changes` over the stored row) leaves it: the new instant when the edit
 * names the field, else the stored one (a driver may hand a bigint column over as text), and whether it moved.
 */
export function editedInstant(changes: Record<string, unknown>, existing: Record<string, unknown>, field: string, tz: string): { at: number | null; changed: boolean } {
  const stored = existing[field] === null || existing[field] === undefined ? null : Number(existing[field]);
  if (changes[field] === undefined) return { at: stored, changed: false };
  const at = instantOf(changes[field] as string | null, tz, field);
  return { at, changed: at !== stored };
}

export function timeText(ms: number | null | undefined, tz: string): string | null {
  return formatInstant(ms ?? null, tz);
}

/** `YYYY-MM-DD HH:mm`: how reports and exports read a time (by the minute). */
export function minuteText(ms: number | null | undefined, tz: string): string | null {
  return formatInstant(ms ?? null, tz)?.slice(0, 16) ?? null;
}

export function dateText(ms: number | null | undefined, tz: string): string | null {
  return ms === null || ms === undefined ? null : formatDay(ms, tz);
}

import { formatInstant, parseWireTime } from '../../../platform/db/time.ts';
import { BadRequestError } from '../../../platform/errors.ts';

/** Wire time text → instant; a malformed text is the client's error (400). */
export function instantOf(text: string | null | undefined, tz: string, field: string): number | null {
  if (text === null || text === undefined || text === '') return null;
  const ms = parseWireTime(text, tz);
  if (ms === null) throw new BadRequestError(`${field}: 需要 YYYY-MM-DD HH:mm:ss 格式的时间`);
  return ms;
}

export function timeText(ms: number | null | undefined, tz: string): string | null {
  return formatInstant(ms ?? null, tz);
}

export function dateText(ms: number | null | undefined, tz: string): string | null {
  return formatInstant(ms ?? null, tz)?.slice(0, 10) ?? null;
}

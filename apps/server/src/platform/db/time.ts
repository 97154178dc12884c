/**
 * The database keeps instants (epoch milliseconds); the wire carries `YYYY-MM-DD HH:mm:ss` in the configured
 * zone (DESIGN.md §4). These two functions are the only crossing between the two.
 */
import { isRealDateTime } from '@foodtrace/contracts';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(tz: string): Intl.DateTimeFormat {
  let f = formatters.get(tz);
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    });
    formatters.set(tz, f);
  }
  return f;
}

function parts(ms: number, tz: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const p of formatter(tz).formatToParts(ms)) out[p.type] = p.value;
  return out;
}

// A zone's offset from UTC changes only on quarter hours (DST and other transitions), so it is looked up once
// per quarter hour of UTC time and the wall time is then plain arithmetic: formatToParts is slow, and every
// row of every list carries times (the public page formats one per scan).
const QUARTER_HOUR = 15 * 60_000;
const offsets = new Map<string, Map<number, number>>();

function offsetAt(ms: number, tz: string): number {
  let byQuarter = offsets.get(tz);
  if (!byQuarter) offsets.set(tz, (byQuarter = new Map()));
  const quarter = Math.floor(ms / QUARTER_HOUR);
  let offset = byQuarter.get(quarter);
  if (offset === undefined) {
    const p = parts(ms, tz);
    offset = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second) - Math.floor(ms / 1000) * 1000;
    if (byQuarter.size >= 100_000) byQuarter.clear();
    byQuarter.set(quarter, offset);
  }
  return offset;
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

export function formatInstant(ms: number | null | undefined, tz: string): string | null {
  if (ms === null || ms === undefined) return null;
  const d = new Date(ms + offsetAt(ms, tz));
  return `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** The business day of an instant in the zone, `YYYY-MM-DD`. */
export function formatDay(ms: number, tz: string): string {
  return formatInstant(ms, tz)!.slice(0, 10);
}

/** RFC 3339 with the zone's offset (`2026-11-25T15:12:57+08:00`): for standards that carry their own zone (EPCIS). */
export function isoInstant(ms: number, tz: string): string {
  return `${formatInstant(ms, tz)!.replace(' ', 'T')}${offsetText(ms, tz)}`;
}

/** The zone's offset at that instant as `+08:00`. */
export function offsetText(ms: number, tz: string): string {
  const minutes = Math.round(offsetAt(ms, tz) / 60_000);
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

const WIRE_RE = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/**
 * `YYYY-MM-DD[ HH:mm[:ss]]` read in the zone → epoch ms, or null when the text is not such a time, or names
 * one that does not exist (2026-02-30, 24:00): Date.UTC would roll it over into another day.
 */
export function parseWireTime(text: string, tz: string): number | null {
  const m = WIRE_RE.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h = '0', mi = '0', s = '0'] = m.slice(1).map((v) => v ?? '0');
  if (!isRealDateTime(+y, +mo, +d, +h, +mi, +s)) return null;
  const asUtc = Date.UTC(+y, +mo - 1, +d, +h, +mi, +s);
  // The zone's offset at that wall time: format the UTC guess in the zone and measure the difference.
  const p = parts(asUtc, tz);
  const seen = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - (seen - asUtc);
}

/**
 * The first or the last millisecond of a business day (`YYYY-MM-DD`) in the zone, or null for a day that does
 * not exist: the edges of a date range over instants, the end day included.
 */
export function dayEdge(day: string, tz: string, edge: 'begin' | 'end'): number | null {
  const ms = parseWireTime(`${day.trim()} ${edge === 'begin' ? '00:00:00' : '23:59:59'}`, tz);
  return ms === null || edge === 'begin' ? ms : ms + 999;
}

import { describe, expect, it } from 'vitest';
import { dayEdge, formatInstant, parseWireTime } from './time.ts';

const intl = new Map<string, Intl.DateTimeFormat>();

/** What the formatter must agree with: Intl's own wall time in the zone. */
function intlWallTime(ms: number, tz: string): string {
  if (!intl.has(tz)) {
    intl.set(tz, new Intl.DateTimeFormat('en-CA', {
      timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit', hourCycle: 'h23',
    }));
  }
  const p = Object.fromEntries(intl.get(tz)!.formatToParts(ms).map((x) => [x.type, x.value]));
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

describe('formatInstant', () => {
  // Zones with daylight saving (an hour, half an hour), odd offsets and a zone that changed its offset.
  const ZONES = ['Asia/Shanghai', 'UTC', 'America/New_York', 'Europe/Berlin', 'Australia/Lord_Howe', 'Pacific/Chatham', 'Asia/Kathmandu', 'America/St_Johns'];

  it('agrees with Intl around every transition and at random instants', () => {
    const start = Date.UTC(2024, 0, 1);
    const end = Date.UTC(2027, 0, 1);
    const offset = (ms: number, tz: string) => Date.parse(`${intlWallTime(ms, tz).replace(' ', 'T')}Z`) - Math.floor(ms / 1000) * 1000;
    for (const tz of ZONES) {
      // Through three years in steps of about four hours; where the offset changed, every 37 s around it.
      const step = 4 * 3_600_000 + 7 * 60_000 + 13_000;
      for (let ms = start; ms < end; ms += step) {
        expect(formatInstant(ms, tz), `${tz} ${ms}`).toBe(intlWallTime(ms, tz));
        if (offset(ms, tz) === offset(ms + step, tz)) continue;
        for (let near = ms; near < ms + step + 3_600_000; near += 37_000) expect(formatInstant(near, tz), `${tz} ${near}`).toBe(intlWallTime(near, tz));
      }
      for (let i = 0; i < 500; i++) {
        const ms = Math.floor(Date.UTC(1970, 0, 1) + Math.random() * (Date.UTC(2100, 0, 1) - Date.UTC(1970, 0, 1)));
        expect(formatInstant(ms, tz), `${tz} ${ms}`).toBe(intlWallTime(ms, tz));
      }
    }
  });

  it('is the inverse of parseWireTime for whole seconds, and keeps nulls', () => {
    const ms = Date.UTC(2026, 10, 22, 6, 30, 15);
    expect(formatInstant(ms, 'Asia/Shanghai')).toBe('2026-11-22 14:30:15');
    expect(parseWireTime('2026-11-22 14:30:15', 'Asia/Shanghai')).toBe(ms);
    expect(formatInstant(ms + 999, 'Asia/Shanghai')).toBe('2026-11-22 14:30:15');
    expect(formatInstant(null, 'Asia/Shanghai')).toBeNull();
    expect(formatInstant(undefined, 'Asia/Shanghai')).toBeNull();
  });
});

describe('isoInstant', () => {
  it('writes RFC 3339 with the zone offset, also for negative and half-hour zones', async () => {
    const { isoInstant, offsetText } = await import('./time.ts');
    const ms = Date.UTC(2026, 10, 25, 7, 12, 57);
    expect(isoInstant(ms, 'Asia/Shanghai')).toBe('2026-11-25T15:12:57+08:00');
    expect(isoInstant(ms, 'America/St_Johns')).toBe('2026-11-25T03:42:57-03:30');
    expect(offsetText(ms, 'UTC')).toBe('+00:00');
    expect(offsetText(ms, 'Asia/Kathmandu')).toBe('+05:45');
  });
});

describe('parseWireTime', () => {
  it('refuses a date or time that does not exist instead of rolling it over', () => {
    expect(parseWireTime('2028-02-29 08:00:00', 'Asia/Shanghai')).toBe(Date.UTC(2028, 1, 29, 0, 0, 0));
    expect(parseWireTime('2026-12-31', 'Asia/Shanghai')).toBe(Date.UTC(2026, 11, 30, 16, 0, 0));
    for (const text of ['2026-02-29 08:00:00', '2026-02-30', '2026-13-01', '2026-04-31 10:00:00', '2026-11-22 24:00:00', '2026-11-22 23:60:00', '2026-11-22 23:59:60']) {
      expect(parseWireTime(text, 'Asia/Shanghai'), text).toBeNull();
    }
  });
});

describe('dayEdge', () => {
  it('is the first and the last millisecond of the day in the zone, also on a day of 23 or 25 hours', () => {
    expect(dayEdge('2026-11-27', 'Asia/Shanghai', 'begin')).toBe(Date.UTC(2026, 10, 26, 16));
    expect(dayEdge('2026-11-27', 'Asia/Shanghai', 'end')).toBe(Date.UTC(2026, 10, 27, 16) - 1);
    // Berlin: the clocks go forward on 2026-03-29 (23 hours) and back on 2026-10-25 (25 hours)
    expect(dayEdge('2026-03-29', 'Europe/Berlin', 'end')! - dayEdge('2026-03-29', 'Europe/Berlin', 'begin')! + 1).toBe(23 * 3_600_000);
    expect(dayEdge('2026-10-25', 'Europe/Berlin', 'end')! - dayEdge('2026-10-25', 'Europe/Berlin', 'begin')! + 1).toBe(25 * 3_600_000);
    expect(dayEdge('2026-02-30', 'Asia/Shanghai', 'begin')).toBeNull();
  });
});

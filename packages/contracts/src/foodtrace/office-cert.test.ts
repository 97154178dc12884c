import { describe, expect, it } from 'vitest';
import { daysBetween } from '../wire-time.ts';
import { CERT_TEXT, certState } from './office-cert.ts';

describe('资质证照 validity', () => {
  it('counts whole days between dates, across months and years', () => {
    expect(daysBetween('2026-11-29', '2026-11-29')).toBe(0);
    expect(daysBetween('2026-11-29', '2026-12-29')).toBe(30);
    expect(daysBetween('2026-12-31', '2027-01-01')).toBe(1);
    expect(daysBetween('2027-03-01', '2027-02-28')).toBe(-1);
  });

  it('reads 有效期至 as the last valid day, 临期 within the warning days, and no date as 长期有效', () => {
    const today = '2026-11-29';
    expect(certState(null, today)).toEqual({ state: 'PERMANENT', daysLeft: null });
    expect(certState('', today)).toEqual({ state: 'PERMANENT', daysLeft: null });
    expect(certState('2026-11-29', today)).toEqual({ state: 'EXPIRING', daysLeft: 0 });
    expect(certState('2026-11-28', today)).toEqual({ state: 'EXPIRED', daysLeft: -1 });
    expect(certState('2026-12-29', today)).toEqual({ state: 'EXPIRING', daysLeft: 30 });
    expect(certState('2026-12-30', today)).toEqual({ state: 'VALID', daysLeft: 31 });
    expect(certState('2026-12-09', today, 7)).toEqual({ state: 'VALID', daysLeft: 10 });
    expect(CERT_TEXT.daysLeft(0)).toBe('今天到期');
    expect(CERT_TEXT.daysLeft(18)).toBe('剩 18 天');
  });
});

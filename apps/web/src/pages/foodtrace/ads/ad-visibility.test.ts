import { describe, expect, it } from 'vitest';
import { adVisible } from './ad-visibility';

describe('ad visibility', () => {
  it('shows a published ad within its dates only', () => {
    expect(adVisible({ status: 'PUBLISHED' }, '2026-11-22')).toBe(true);
    expect(adVisible({ status: 'PUBLISHED', startDate: '2026-11-23' }, '2026-11-22')).toBe(false);
    expect(adVisible({ status: 'PUBLISHED', endDate: '2026-11-21' }, '2026-11-22')).toBe(false);
    expect(adVisible({ status: 'PUBLISHED', startDate: '2026-11-22', endDate: '2026-11-22' }, '2026-11-22')).toBe(true);
    expect(adVisible({ status: 'DRAFT' }, '2026-11-22')).toBe(false);
  });
});

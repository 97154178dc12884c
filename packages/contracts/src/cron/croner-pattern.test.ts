import { describe, expect, it } from 'vitest';
import { toCronerPlan } from './croner-pattern.ts';

describe('toCronerPlan', () => {
  it('opens Quartz steps with a numeric start into ranges croner accepts', () => {
    expect(toCronerPlan('0/5 3/10 8/4 1/3 2/5 ? 2026/2').pattern).toBe('0-59/5 3-59/10 8-23/4 1-31/3 2-12/5 ? 2026-9999/2');
    expect(toCronerPlan('0 0 0 ? * 2/3 *').pattern).toBe('0 0 0 ? * 2-7/3 *');
    expect(toCronerPlan('*/5 * * * * ? *').pattern).toBe('*/5 * * * * ? *');
  });

  it('passes the other tokens through and adds a missing year', () => {
    expect(toCronerPlan('0 15 10 ? * 6L 2026')).toEqual({ pattern: '0 15 10 ? * 6L 2026', beforeMonthEnd: null });
    expect(toCronerPlan('0 0 12 * * ?').pattern).toBe('0 0 12 * * ? *');
  });

  it('hands L-n back to the caller', () => {
    expect(toCronerPlan('0 0 12 L-3 * ? *')).toEqual({ pattern: '0 0 12 * * ? *', beforeMonthEnd: 3 });
  });
});

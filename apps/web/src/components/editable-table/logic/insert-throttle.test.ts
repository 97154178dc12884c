import { describe, expect, it } from 'vitest';
import { TIMING } from '@foodtrace/contracts';
import { createInsertThrottle } from './insert-throttle';

describe('row insertion throttle (spec §4, §8: 1500 ms)', () => {
  it('refuses the same action again within 1500 ms and allows it after', () => {
    let now = 10_000;
    const throttle = createInsertThrottle(TIMING.rowInsertThrottleMs, () => now);
    expect(throttle.tryRun('add')).toBe(true);
    now += 1499;
    expect(throttle.tryRun('add')).toBe(false);
    now += 1;
    expect(throttle.tryRun('add')).toBe(true);
  });

  it('keeps a clock per action', () => {
    const now = 0;
    const throttle = createInsertThrottle(1500, () => now);
    expect(throttle.tryRun('add')).toBe(true);
    expect(throttle.tryRun('insert')).toBe(true);
    expect(throttle.tryRun('insert')).toBe(false);
  });
});

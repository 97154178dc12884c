import { describe, expect, it } from 'vitest';
import { isColdChain, outsideColdChain } from './cold-chain.ts';

describe('冷链 limits', () => {
  it('holds 冷藏 within 2–6 ℃ and 冷冻 at or below -18 ℃, both ends included', () => {
    expect([1.9, 2, 6, 6.1].map((t) => outsideColdChain('CHILLED', t))).toEqual([true, false, false, true]);
    expect([-25, -18, -17.9].map((t) => outsideColdChain('FROZEN', t))).toEqual([false, false, true]);
  });

  it('keeps no temperature for 常温, 阴凉干燥 or no condition', () => {
    expect(['AMBIENT', 'COOL', null, undefined].map((c) => [isColdChain(c), outsideColdChain(c, 40)])).toEqual([[false, false], [false, false], [false, false], [false, false]]);
    expect(isColdChain('CHILLED')).toBe(true);
  });
});

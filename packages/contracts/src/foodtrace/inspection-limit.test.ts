import { describe, expect, it } from 'vitest';
import { limitVerdict, readFigure } from './inspection-limit.ts';

describe('inspection limits', () => {
  it('reads figures as reports write them', () => {
    expect(readFigure('3.2')).toBe(3.2);
    expect(readFigure('1.2×10⁴')).toBe(12_000);
    expect(readFigure('1.2x10^4 CFU/g')).toBe(12_000);
    expect(readFigure('5×10⁻²')).toBeCloseTo(0.05);
    expect(readFigure('2e3')).toBe(2000);
    expect(readFigure('合格')).toBeNull();
  });

  it('judges lower and upper limits, strict or not', () => {
    expect(limitVerdict('≥2.8', '3.2')).toBe(true);
    expect(limitVerdict('≥2.8', '2.1')).toBe(false);
    expect(limitVerdict('>=2.8', '2.8')).toBe(true);
    expect(limitVerdict('>2.8', '2.8')).toBe(false);
    expect(limitVerdict('≤0.05', '0.03')).toBe(true);
    expect(limitVerdict('≤ 1×10⁵', '2.3×10⁵')).toBe(false);
    expect(limitVerdict('<4', '4')).toBe(false);
  });

  it('judges ranges', () => {
    expect(limitVerdict('2.8~3.5', '3.0')).toBe(true);
    expect(limitVerdict('2.8-3.5', '3.6')).toBe(false);
    expect(limitVerdict('72～75', '71.5')).toBe(false);
  });

  it('reads 未检出 against 不得检出 and upper limits', () => {
    expect(limitVerdict('不得检出', '未检出')).toBe(true);
    expect(limitVerdict('不得检出', 'ND')).toBe(true);
    expect(limitVerdict('不得检出', '0.2')).toBe(false);
    expect(limitVerdict('≤0.5', '未检出')).toBe(true);
    expect(limitVerdict('≥2.8', '未检出')).toBe(false);
    expect(limitVerdict('不得检出', '检出 (β-内酰胺类)')).toBe(false);
  });

  it('reads a result below what the method counts (<10)', () => {
    expect(limitVerdict('≤10', '<10')).toBe(true);
    expect(limitVerdict('≤5', '<1')).toBe(true);
    expect(limitVerdict('≤5', '<10')).toBeNull();
    expect(limitVerdict('≥2.8', '<1')).toBe(false);
  });

  it('gives no verdict on what it cannot read (sensory items, empty fields)', () => {
    expect(limitVerdict('具有乳固有的香味', '正常')).toBeNull();
    expect(limitVerdict('≥2.8', '')).toBeNull();
    expect(limitVerdict(null, '3')).toBeNull();
    expect(limitVerdict('≥2.8', '约三克')).toBeNull();
  });
});

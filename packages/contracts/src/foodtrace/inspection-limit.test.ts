import { describe, expect, it } from 'vitest';
import { limitVerdict, readFigure } from './inspection-limit.ts';

describe('inspection limits', () => {
  it.each([
    ['3.2', 3.2], ['1.2×10⁴', 12_000], ['1.2x10^4 CFU/g', 12_000], ['2e3', 2000], ['合格', null],
  ] as const)('reads the figure %s as a report writes it', (text, value) => {
    expect(readFigure(text)).toBe(value);
  });

  it('reads a negative power of ten', () => {
    expect(readFigure('5×10⁻²')).toBeCloseTo(0.05);
  });

  // [limit, measured, verdict]: true meets the limit, false fails it, null cannot be read (the inspector decides)
  it.each([
    // lower and upper limits, strict or not
    ['≥2.8', '3.2', true], ['≥2.8', '2.1', false], ['>=2.8', '2.8', true], ['>2.8', '2.8', false],
    ['≤0.05', '0.03', true], ['≤ 1×10⁵', '2.3×10⁵', false], ['<4', '4', false],
    // ranges
    ['2.8~3.5', '3.0', true], ['2.8-3.5', '3.6', false], ['72～75', '71.5', false],
    // 未检出 against 不得检出 and upper limits; a detection fails 不得检出
    ['不得检出', '未检出', true], ['不得检出', 'ND', true], ['不得检出', '0.2', false], ['≤0.5', '未检出', true],
    ['≥2.8', '未检出', false], ['不得检出', '检出 (β-内酰胺类)', false],
    // below what the method counts
    ['≤10', '<10', true], ['≤5', '<1', true], ['≤5', '<10', null], ['≥2.8', '<1', false],
    // what cannot be read: sensory items, empty fields, words
    ['具有乳固有的香味', '正常', null], ['≥2.8', '', null], [null, '3', null], ['≥2.8', '约三克', null],
  ] as const)('judges %s against %s as %s', (limit, measured, verdict) => {
    expect(limitVerdict(limit, measured)).toBe(verdict);
  });
});

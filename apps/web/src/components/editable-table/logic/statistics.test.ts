import { describe, expect, it } from 'vitest';
import { groupedSum, computeStatistic, statisticsKinds } from './statistics';

describe('statistics row (spec §5)', () => {
  it('sums integers exactly', () => {
    expect(computeStatistic([1, 2, '3', 4], 'sum')).toBe(10);
  });

  it('sums decimal quantities at their own precision', () => {
    expect(computeStatistic([0.1, 0.2], 'sum')).toBe(0.3);
    expect(computeStatistic(['12.5', 7.25, 1], 'sum')).toBe(20.75);
  });

  it('averages to 2 decimals', () => {
    expect(computeStatistic([1, 2, 2], 'average')).toBe(1.67);
    expect(computeStatistic([4.6, 32.5], 'average')).toBe(18.55);
  });

  it('ignores empty and non-numeric cells; nothing numeric gives null', () => {
    expect(computeStatistic([1, '', null, undefined, 'abc', true, 2], 'sum')).toBe(3);
    expect(computeStatistic(['', null], 'average')).toBeNull();
  });

  it('reads one kind or several', () => {
    expect(statisticsKinds('sum')).toEqual(['sum']);
    expect(statisticsKinds(['sum', 'average'])).toEqual(['sum', 'average']);
    expect(statisticsKinds(undefined)).toEqual([]);
  });
});

describe('sums per unit', () => {
  it('adds amounts of one unit and never amounts of different units', () => {
    expect(groupedSum([1000, 100, '1000'], ['千克', '千克', '箱'])).toBe('1100 千克 + 1000 箱');
    expect(groupedSum([0.1, 0.2], ['千克', '千克'])).toBe('0.3 千克');
    expect(groupedSum([5, ''], [undefined, '瓶'])).toBe('5');
    expect(groupedSum(['', null], ['千克', '千克'])).toBeNull();
  });
});

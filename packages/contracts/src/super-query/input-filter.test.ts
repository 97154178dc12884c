import { describe, expect, it } from 'vitest';
import { unwrapFilterValue, wrapFilterValue, type InputFilterMode } from './input-filter.ts';

describe('input filter (spec §4)', () => {
  it.each<[InputFilterMode, string]>([['like', '*奶粉*'], ['ne', '!奶粉'], ['ge', '>= 奶粉'], ['le', '<= 奶粉'], ['eq', '奶粉']])(
    'wraps by mode %s', (mode, wrapped) => {
      expect(wrapFilterValue('奶粉', mode)).toBe(wrapped);
      expect(unwrapFilterValue(wrapped, mode)).toBe('奶粉');
    });

  it('trims only when asked', () => {
    expect(wrapFilterValue(' 奶粉 ', 'like')).toBe('* 奶粉 *');
    expect(wrapFilterValue(' 奶粉 ', 'like', { trim: true })).toBe('*奶粉*');
    expect(wrapFilterValue('   ', 'ne', { trim: true })).toBe('');
  });

  it('gives no filter for an empty text', () => {
    expect(wrapFilterValue('', 'like')).toBe('');
    expect(wrapFilterValue(undefined, 'ge')).toBe('');
  });

  it("reads JeecgBoot's spelling without the space back too", () => {
    expect(unwrapFilterValue('>=5', 'ge')).toBe('5');
    expect(unwrapFilterValue('<=5', 'le')).toBe('5');
    expect(unwrapFilterValue('plain', 'like')).toBe('plain');
  });
});

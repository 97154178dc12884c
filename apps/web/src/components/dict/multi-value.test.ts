import { describe, expect, it } from 'vitest';
import { joinValues, splitValues, tagsView } from './multi-value';

describe('multi-value fields (spec §9: separator default a comma, at most 1 tag in multiple mode)', () => {
  it('splits a stored value, trimming and dropping empties; arrays pass through', () => {
    expect(splitValues('1, 3,,5')).toEqual(['1', '3', '5']);
    expect(splitValues('')).toEqual([]);
    expect(splitValues(null)).toEqual([]);
    expect(splitValues(['a', '', 2])).toEqual(['a', '2']);
    expect(splitValues('a|b', '|')).toEqual(['a', 'b']);
  });
  it('joins a selection; no selection is the empty string', () => {
    expect(joinValues(['1', '3'])).toBe('1,3');
    expect(joinValues([])).toBe('');
    expect(joinValues(['a', 'b'], ';')).toBe('a;b');
  });
  it('shows one tag and folds the rest', () => {
    expect(tagsView(['甲', '乙', '丙'])).toEqual({ shown: ['甲'], folded: ['乙', '丙'] });
    expect(tagsView(['甲'])).toEqual({ shown: ['甲'], folded: [] });
    expect(tagsView(['甲', '乙'], 0)).toEqual({ shown: ['甲', '乙'], folded: [] });
  });
});

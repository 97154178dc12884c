import { describe, expect, it } from 'vitest';
import { nextCategoryCode, nextSegment } from './category-code.ts';

describe('category code fill rule (JeecgBoot CategoryCodeRule)', () => {
  it('counts A01 … A99 then B01 … and refuses past Z99', () => {
    expect(nextSegment(null)).toBe('A01');
    expect(nextSegment('A09')).toBe('A10');
    expect(nextSegment('A99')).toBe('B01');
    expect(() => nextSegment('Z99')).toThrow('已达上限');
  });

  it('appends one segment to the parent code after the largest sibling, deleted ones included', () => {
    expect(nextCategoryCode('', [])).toBe('A01');
    expect(nextCategoryCode('', ['A01', 'B01', 'B01A01'])).toBe('B02');
    expect(nextCategoryCode('B01', ['B01A01', 'B01A03', 'B01A02'])).toBe('B01A04');
    expect(nextCategoryCode('B01A01', [])).toBe('B01A01A01');
    // A hand-made code that does not follow the rule is not counted.
    expect(nextCategoryCode('B01', ['B01-X', 'B01A01'])).toBe('B01A02');
  });
});

import { describe, expect, it } from 'vitest';
import { orgCodeRange } from './org-code.ts';

describe('orgCodeRange (a department and those under it as a key range)', () => {
  it('runs from the department code up to the next one, so sub-departments are in and the next sibling is out', () => {
    expect(orgCodeRange('A01A02')).toEqual({ from: 'A01A02', to: 'A01A03' });
    expect(orgCodeRange('A01A09')).toEqual({ from: 'A01A09', to: 'A01A0A' });
    expect(orgCodeRange('A01Z')).toEqual({ from: 'A01Z', to: 'A02' });
    expect(orgCodeRange('ZZ')).toEqual({ from: 'ZZ', to: null });
  });

  it('holds exactly the codes a prefix match holds, over every short code of digits and capitals', () => {
    const chars = '019AYZ';
    const codes = [''];
    for (let len = 1; len <= 3; len++) for (const c of codes.filter((x) => x.length === len - 1)) for (const ch of chars) codes.push(c + ch);
    const sorted = codes.filter(Boolean).sort(); // byte order, digits before capitals
    for (const prefix of sorted) {
      const range = orgCodeRange(prefix)!;
      const inRange = sorted.filter((c) => c >= range.from && (range.to === null || c < range.to));
      expect(inRange).toEqual(sorted.filter((c) => c.startsWith(prefix)));
    }
  });

  it('leaves any other value to a LIKE', () => {
    expect(orgCodeRange('a01')).toBeNull();
    expect(orgCodeRange('A0%')).toBeNull();
    expect(orgCodeRange('')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { nextOrgCode, nextSegment } from '../src/modules/sysadmin/departs/org-code.ts';

describe('org-code fill rule (A01, A01A01, A01A02, A02 …)', () => {
  it('counts a segment from A01 to A99, then on to B01, up to Z99', () => {
    expect(nextSegment(null)).toBe('A01');
    expect(nextSegment('A01')).toBe('A02');
    expect(nextSegment('A09')).toBe('A10');
    expect(nextSegment('A99')).toBe('B01');
    expect(nextSegment('Y99')).toBe('Z01');
    expect(() => nextSegment('Z99')).toThrow('同一上级下的部门数量已达上限');
    expect(() => nextSegment('a1')).toThrow();
  });

  it('gives the next code among the used ones under the same parent', () => {
    expect(nextOrgCode('', [])).toBe('A01');
    expect(nextOrgCode('', ['A01', 'A01A01', 'A01A02'])).toBe('A02');
    expect(nextOrgCode('A01', ['A01'])).toBe('A01A01');
    expect(nextOrgCode('A01', ['A01', 'A01A01', 'A01A02', 'A02', 'A02A07'])).toBe('A01A03');
    expect(nextOrgCode('A01A01', ['A01', 'A01A01', 'A01A01A05'])).toBe('A01A01A06');
  });

  it('never reuses a code, even after a gap or a deleted sibling', () => {
    expect(nextOrgCode('', ['A01', 'A03'])).toBe('A04');
    expect(nextOrgCode('A01', ['A01', 'A01A99'])).toBe('A01B01');
  });

  it('ignores codes that are not its fill rule', () => {
    expect(nextOrgCode('', ['XYZ1', 'HQ', 'A02'])).toBe('A03');
  });
});

import { describe, expect, it } from 'vitest';
import { deriveLotStatus } from './lot-status.ts';

describe('lot status from inspections', () => {
  it('releases a pending lot on a pass and rejects it on a failure', () => {
    expect(deriveLotStatus('PENDING_QC', [], false)).toBe('PENDING_QC');
    expect(deriveLotStatus('PENDING_QC', ['PASS'], false)).toBe('RELEASED');
    expect(deriveLotStatus('PENDING_QC', ['FAIL'], false)).toBe('REJECTED');
  });

  it('holds a released lot that fails later, releases it on a re-test, rejects it on a second failure', () => {
    expect(deriveLotStatus('PENDING_QC', ['PASS', 'FAIL'], false)).toBe('HOLD');
    expect(deriveLotStatus('PENDING_QC', ['PASS', 'FAIL', 'PASS'], false)).toBe('RELEASED');
    expect(deriveLotStatus('RELEASED', ['FAIL', 'FAIL'], false)).toBe('REJECTED');
  });

  it('keeps a rejected lot rejected and lets a recall override everything', () => {
    expect(deriveLotStatus('PENDING_QC', ['FAIL', 'PASS'], false)).toBe('REJECTED');
    expect(deriveLotStatus('RELEASED', ['PASS'], true)).toBe('RECALLED');
  });
});

describe('lot status with its delivery\'s transit excursion', () => {
  it('holds a released raw lot while the 评估结论 is awaited, and leaves an unreleased one as it is', () => {
    expect(deriveLotStatus('RELEASED', [], false, 'PENDING')).toBe('HOLD');
    expect(deriveLotStatus('PENDING_QC', ['PASS'], false, 'PENDING')).toBe('HOLD');
    expect(deriveLotStatus('PENDING_QC', [], false, 'PENDING')).toBe('PENDING_QC');
    expect(deriveLotStatus('PENDING_QC', ['FAIL'], false, 'PENDING')).toBe('REJECTED');
    expect(deriveLotStatus('RELEASED', [], false, null)).toBe('RELEASED');
  });

  it('rejects it once the decision turned the delivery away, whatever its inspections said; a recall still outranks it', () => {
    expect(deriveLotStatus('RELEASED', [], false, 'REFUSED')).toBe('REJECTED');
    expect(deriveLotStatus('PENDING_QC', [], false, 'REFUSED')).toBe('REJECTED');
    expect(deriveLotStatus('PENDING_QC', ['PASS'], false, 'REFUSED')).toBe('REJECTED');
    expect(deriveLotStatus('RELEASED', [], true, 'REFUSED')).toBe('RECALLED');
  });
});

describe('lot status under a 质量暂扣 in force', () => {
  it('holds what would be released, leaves what is not judged or failed as it is, and yields to a recall', () => {
    expect(deriveLotStatus('RELEASED', [], false, null, true)).toBe('HOLD');
    expect(deriveLotStatus('PENDING_QC', ['PASS'], false, null, true)).toBe('HOLD');
    expect(deriveLotStatus('PENDING_QC', [], false, null, true)).toBe('PENDING_QC');
    expect(deriveLotStatus('PENDING_QC', ['FAIL'], false, null, true)).toBe('REJECTED');
    expect(deriveLotStatus('RELEASED', ['FAIL', 'PASS'], false, null, true)).toBe('HOLD');
    expect(deriveLotStatus('RELEASED', [], true, null, true)).toBe('RECALLED');
    // released again once no hold is in force
    expect(deriveLotStatus('RELEASED', ['FAIL', 'PASS'], false, null, false)).toBe('RELEASED');
  });
});

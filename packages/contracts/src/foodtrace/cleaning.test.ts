import { describe, expect, it } from 'vitest';
import { CLEANING_TEXT, cleanedUntil, lineCleanState } from './cleaning.ts';

const HOUR = 3_600_000;

describe('a line\'s cleaning window (清洗消毒, 生产线)', () => {
  it('keeps a line clean up to and including the window\'s last millisecond', () => {
    const end = Date.UTC(2026, 3, 1, 7);
    expect(cleanedUntil(end, 24)).toBe(end + 24 * HOUR);
    expect(lineCleanState({ cleanHours: 24, lastCleaned: end }, end + 24 * HOUR)).toEqual({ kind: 'clean', until: end + 24 * HOUR });
    expect(lineCleanState({ cleanHours: 24, lastCleaned: end }, end + 24 * HOUR + 1)).toEqual({ kind: 'due', since: end + 24 * HOUR });
  });

  it('does not judge a line without a window, and says so of one never cleaned', () => {
    expect(lineCleanState({ cleanHours: null, lastCleaned: 1 }, 2)).toEqual({ kind: 'unjudged' });
    expect(lineCleanState({ cleanHours: 24, lastCleaned: null }, 2)).toEqual({ kind: 'never' });
  });

  it('writes the cleaning that covered a run, the end\'s day left out when it is the same', () => {
    const c = { cleanType: 'CIP 清洗（碱—酸）', operator: '杨秀英', verifyMethod: 'pH 试纸检测末次冲洗水无碱酸残留' };
    expect(CLEANING_TEXT.evidence({ ...c, start: '2026-12-03 11:50', end: '2026-12-03 13:00' }))
      .toBe('CIP 清洗（碱—酸） 2026-12-03 11:50—13:00，清洗人 杨秀英，pH 试纸检测末次冲洗水无碱酸残留：合格');
    expect(CLEANING_TEXT.evidence({ ...c, verifyMethod: null, start: '2026-12-03 23:30', end: '2026-12-04 00:40' }))
      .toBe('CIP 清洗（碱—酸） 2026-12-03 23:30—2026-12-04 00:40，清洗人 杨秀英，验证合格');
  });

  it('says how many records hold a line, of either kind or both', () => {
    expect(CLEANING_TEXT.lineInUse(3, 0)).toBe('已有 3 条加工记录使用此生产线');
    expect(CLEANING_TEXT.lineInUse(0, 2)).toBe('已有 2 条清洗消毒记录使用此生产线');
    expect(CLEANING_TEXT.lineInUse(1, 1)).toBe('已有 1 条加工记录和 1 条清洗消毒记录使用此生产线');
  });
});

import { describe, expect, it } from 'vitest';
import { FT_DICT } from '@foodtrace/contracts';
import { canRecall, isColouredDict, isUsableLot, statusColor } from './status';

describe('status tags', () => {
  it('colours lot statuses by what may happen next', () => {
    expect(statusColor(FT_DICT.lotStatus, 'RELEASED')).toBe('green');
    expect(statusColor(FT_DICT.lotStatus, 'PENDING_QC')).toBe('gold');
    expect(statusColor(FT_DICT.lotStatus, 'HOLD')).toBe('orange');
    expect(statusColor(FT_DICT.lotStatus, 'REJECTED')).toBe('red');
    expect(statusColor(FT_DICT.lotStatus, 'RECALLED')).toBe('magenta');
  });

  it('colours codes, inspections, steps, runs and scans', () => {
    expect(statusColor(FT_DICT.codeStatus, 'VOID')).toBe('default');
    expect(statusColor(FT_DICT.inspectionResult, 'FAIL')).toBe('red');
    expect(statusColor(FT_DICT.stepResult, 'DEVIATION')).toBe('red');
    expect(statusColor(FT_DICT.processStatus, 'PLANNED')).toBe('blue');
    expect(statusColor(FT_DICT.scanResult, 'UNKNOWN')).toBe('red');
  });

  it('colours what consumers see by whether it is live', () => {
    expect(statusColor(FT_DICT.publishStatus, 'PUBLISHED')).toBe('green');
    expect(statusColor(FT_DICT.publishStatus, 'DRAFT')).toBe('gold');
    expect(statusColor(FT_DICT.validStatus, '1')).toBe('green');
    expect(statusColor(FT_DICT.validStatus, '0')).toBe('default');
  });

  it('falls back to the default colour', () => {
    expect(statusColor(FT_DICT.lotStatus, 'SOMETHING')).toBe('default');
    expect(statusColor('sex', '1')).toBe('default');
    expect(statusColor(FT_DICT.lotStatus, null)).toBe('default');
    expect(isColouredDict(FT_DICT.unit)).toBe(false);
    expect(isColouredDict(FT_DICT.lotStatus)).toBe(true);
  });

  it('lets only released lots be used and any lot not yet recalled be recalled', () => {
    expect(isUsableLot('RELEASED')).toBe(true);
    expect(isUsableLot('PENDING_QC')).toBe(false);
    expect(canRecall('RELEASED')).toBe(true);
    expect(canRecall('RECALLED')).toBe(false);
    expect(canRecall(undefined)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { defaultCronState, formatCron } from '@foodtrace/contracts';
import { startSession } from './picker-session';

describe('picker session', () => {
  it('opens an existing expression in its modes', () => {
    const s = startSession('0 0 8 ? * 2#3 *', 2026);
    expect(s.notice).toBeNull();
    expect(s.state.day).toMatchObject({ mode: 'nthWeekday', nthWeekday: 2, nth: 3 });
    expect(s.state.hour).toMatchObject({ mode: 'specific', values: [8] });
  });

  it('opens the defaults without an expression (step 5 from 3 behind the step radio)', () => {
    const s = startSession('  ', 2026);
    expect(s).toEqual({ state: defaultCronState(2026), notice: null });
    expect(s.state.minute).toMatchObject({ start: 3, step: 5 });
  });

  it('opens the defaults with a notice for an expression it cannot read', () => {
    const s = startSession('0 0 0 1 * 2 *', 2026);
    expect(formatCron(s.state)).toBe('0 0 0 * * ? *');
    expect(s.notice).toBe('无法识别原有表达式（日与星期不能同时指定，其中一个必须为 ?），已按默认值打开');
  });
});

import { describe, expect, it } from 'vitest';
import { greetingFor } from './greeting';

describe('greetingFor (spec §2.7)', () => {
  it.each([
    [0, '早上好'], [8, '早上好'],
    [9, '上午好'], [11, '上午好'],
    [12, '中午好'], [13, '中午好'],
    [14, '下午好'], [19, '下午好'],
    [20, '晚上好'], [23, '晚上好'],
  ])('%i o’clock → %s', (hour, text) => {
    expect(greetingFor(hour)).toBe(text);
  });
});

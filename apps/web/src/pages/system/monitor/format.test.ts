import { describe, expect, it } from 'vitest';
import { formatUptime } from './format';

describe('系统监控 figures', () => {
  it('reads an uptime in days, hours and minutes', () => {
    expect(formatUptime(59)).toBe('0 分');
    expect(formatUptime(3 * 3600 + 120)).toBe('3 小时 2 分');
    expect(formatUptime(86_400 + 2 * 3600 + 180)).toBe('1 天 2 小时 3 分');
    expect(formatUptime(86_400 + 60)).toBe('1 天 0 小时 1 分');
  });
});

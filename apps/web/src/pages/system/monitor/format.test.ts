import { describe, expect, it } from 'vitest';
import { formatBytes, formatUptime } from './format';

describe('系统监控 figures', () => {
  it('reads sizes in the largest whole unit', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0 GB');
    expect(formatBytes(null)).toBe('未知');
  });

  it('reads an uptime in days, hours and minutes', () => {
    expect(formatUptime(59)).toBe('0 分');
    expect(formatUptime(3 * 3600 + 120)).toBe('3 小时 2 分');
    expect(formatUptime(86_400 + 2 * 3600 + 180)).toBe('1 天 2 小时 3 分');
    expect(formatUptime(86_400 + 60)).toBe('1 天 0 小时 1 分');
  });
});

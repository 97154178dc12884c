import { describe, expect, it } from 'vitest';
import { formatBytes } from './format-bytes';

describe('formatBytes', () => {
  it('reads sizes in the largest whole unit', () => {
    expect(formatBytes(0)).toBe('0\u00a0B');
    expect(formatBytes(512)).toBe('512\u00a0B');
    expect(formatBytes(1536)).toBe('1.5\u00a0KB');
    expect(formatBytes(3.5 * 1024 * 1024)).toBe('3.5\u00a0MB');
    expect(formatBytes(5 * 1024 ** 3)).toBe('5.0\u00a0GB');
    expect(formatBytes(null)).toBe('未知');
  });
});

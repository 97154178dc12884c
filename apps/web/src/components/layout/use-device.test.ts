import { describe, expect, it } from 'vitest';
import { deviceFor } from './use-device';

describe('deviceFor (spec §2.4, §9 breakpoints)', () => {
  it('splits at 768 and 1088', () => {
    expect(deviceFor(375)).toBe('mobile');
    expect(deviceFor(767)).toBe('mobile');
    expect(deviceFor(768)).toBe('tablet');
    expect(deviceFor(1087)).toBe('tablet');
    expect(deviceFor(1088)).toBe('desktop');
  });
});

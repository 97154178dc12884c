import { describe, expect, it } from 'vitest';
import { paramsKey } from './report-cache.ts';

describe('report cache key (spec §7.4: report answers cached 30 s per group)', () => {
  it('keys parameters independent of their order and of the cache-buster _t', () => {
    expect(paramsKey({ b: '2', a: '1', _t: '123' })).toBe(paramsKey({ a: '1', b: '2', _t: '456' }));
    expect(paramsKey({ a: '1' })).not.toBe(paramsKey({ a: '2' }));
  });
});

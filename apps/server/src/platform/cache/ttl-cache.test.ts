import { describe, expect, it } from 'vitest';
import { TtlCache } from './ttl-cache.ts';

describe('TtlCache', () => {
  it('answers from the cache within the TTL and loads again after it', async () => {
    let now = 0;
    let loads = 0;
    const cache = new TtlCache<number>(30_000, 10, () => now);
    const load = async () => ++loads;
    expect(await cache.get('a', load)).toBe(1);
    now = 29_999;
    expect(await cache.get('a', load)).toBe(1);
    now = 30_000;
    expect(await cache.get('a', load)).toBe(2);
  });

  it('does not keep a failed load and drops the oldest entries past its bound', async () => {
    const cache = new TtlCache<number>(1000, 2);
    await expect(cache.get('x', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await cache.get('x', async () => 7)).toBe(7);
    await cache.get('y', async () => 8);
    await cache.get('z', async () => 9);
    expect(await cache.get('x', async () => 70)).toBe(70);
  });
});

import { describe, expect, it } from 'vitest';
import { SESSION } from '@foodtrace/contracts';
import { createStorage } from './storage';

function memoryStorage(): Storage {
  const map = new Map<string, string>();
  return {
    get length() { return map.size; },
    clear: () => map.clear(),
    getItem: (k) => map.get(k) ?? null,
    key: (i) => [...map.keys()][i] ?? null,
    removeItem: (k) => { map.delete(k); },
    setItem: (k, v) => { map.set(k, String(v)); },
  };
}

describe('expiring storage', () => {
  it('keeps a value for the default 7 days (spec §4 Login)', () => {
    let now = 1_000;
    const backend = memoryStorage();
    const s = createStorage(() => backend, () => now);
    s.set('Access-Token', 'abc');
    now += SESSION.storageTtlMs - 1;
    expect(s.get('Access-Token')).toBe('abc');
    now += 1;
    expect(s.get('Access-Token')).toBeNull();
    expect(backend.getItem('Access-Token')).toBeNull();
  });

  it('honours a custom ttl and null meaning never', () => {
    let now = 0;
    const backend = memoryStorage();
    const s = createStorage(() => backend, () => now);
    s.set('a', { x: 1 }, 10);
    s.set('b', [1, 2], null);
    now = 10_000_000_000;
    expect(s.get('a')).toBeNull();
    expect(s.get('b')).toEqual([1, 2]);
  });

  it('reads corrupt or foreign entries as absent', () => {
    const backend = memoryStorage();
    backend.setItem('x', 'not json');
    backend.setItem('y', JSON.stringify({ other: 1 }));
    backend.setItem('z', JSON.stringify({ value: 1, expire: 'soon' }));
    const s = createStorage(() => backend);
    expect(s.get('x')).toBeNull();
    expect(s.get('y')).toBeNull();
    expect(s.get('z')).toBeNull();
  });

  it('removes one or many keys', () => {
    const backend = memoryStorage();
    const s = createStorage(() => backend);
    s.set('a', 1);
    s.set('b', 2);
    s.set('c', 3);
    s.remove('a');
    s.removeMany(['b', 'c']);
    expect([s.get('a'), s.get('b'), s.get('c')]).toEqual([null, null, null]);
  });

  it('survives a storage that throws (private mode, quota)', () => {
    const broken = { getItem() { throw new Error('denied'); }, setItem() { throw new Error('quota'); }, removeItem() { throw new Error('denied'); } } as unknown as Storage;
    const s = createStorage(() => broken);
    expect(() => s.set('a', 1)).not.toThrow();
    expect(s.get('a')).toBeNull();
    expect(() => s.remove('a')).not.toThrow();
  });

  it('works without a backend at all', () => {
    const s = createStorage(() => undefined);
    s.set('a', 1);
    expect(s.get('a')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { createStorage } from '@/lib/storage';
import { readSavedQueries, removeSaved, savedQueryKey, upsertSaved, writeSavedQueries, type SavedQuery } from './saved-queries';

const memory = () => {
  const map = new Map<string, string>();
  const backend = { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k) } as unknown as Storage;
  return { store: createStorage(() => backend), map };
};
const q = (title: string, val = 'x'): SavedQuery => ({ title, matchType: 'or', records: [{ field: 'name', rule: 'like', val }] });

describe('saved queries', () => {
  it('are kept under a fixed prefix plus the save code (spec §3), without expiry', () => {
    const { store, map } = memory();
    expect(savedQueryKey('position')).toBe('JSuperQuerySaved_position');
    writeSavedQueries(savedQueryKey('/demo/query-cron'), [q('a')], store);
    expect(JSON.parse(map.get('JSuperQuerySaved_/demo/query-cron')!)).toEqual({ value: [q('a')], expire: null });
    expect(readSavedQueries('JSuperQuerySaved_/demo/query-cron', store)).toEqual([q('a')]);
  });

  it('overwrite in place by title, append otherwise, remove by title', () => {
    const list = [q('a'), q('b')];
    expect(upsertSaved(list, q('a', 'new'))).toEqual([q('a', 'new'), q('b')]);
    expect(upsertSaved(list, q('c'))).toEqual([q('a'), q('b'), q('c')]);
    expect(removeSaved(list, 'a')).toEqual([q('b')]);
  });

  it('read stored data defensively: unknown rules dropped, old saves without matchType are AND', () => {
    const { store } = memory();
    store.set('k', [
      { title: 'old', records: [{ field: 'name', rule: 'eq', val: 3 }, { field: 'x', rule: 'drop table' }] },
      { title: 7 }, 'junk', null,
    ], null);
    expect(readSavedQueries('k', store)).toEqual([{ title: 'old', matchType: 'and', records: [{ field: 'name', rule: 'eq', val: '3' }] }]);
    store.set('k2', { not: 'a list' }, null);
    expect(readSavedQueries('k2', store)).toEqual([]);
  });
});

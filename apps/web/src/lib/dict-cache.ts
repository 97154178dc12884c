import { SESSION, type DictItem } from '@foodtrace/contracts';
import { storage } from './storage';
import { STORAGE_KEYS } from './storage-keys';

export type DictCache = Record<string, DictItem[]>;

/** The local dictionary cache (spec §7.2: "cached locally for 7 days"; filled by login and 清理缓存). */
export function readDictCache(): DictCache | null {
  return storage.get<DictCache>(STORAGE_KEYS.dictCache);
}

export function writeDictCache(all: DictCache): void {
  storage.set(STORAGE_KEYS.dictCache, all, SESSION.dictCacheTtlMs);
}

export function clearDictCache(): void {
  storage.remove(STORAGE_KEYS.dictCache);
}

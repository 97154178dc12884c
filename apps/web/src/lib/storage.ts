import { SESSION } from '@foodtrace/contracts';

/**
 * Local storage with an expiry per entry (spec §4 Login: token, user info and dictionaries live 7 days).
 * Each value is stored as `{ value, expire }` where `expire` is an epoch millisecond or null (never).
 * An expired or unreadable entry reads as absent and is removed.
 */
export interface ExpiringStorage {
  get<T>(key: string): T | null;
  /** `ttlMs` defaults to SESSION.storageTtlMs; pass null to keep the entry until it is removed. */
  set<T>(key: string, value: T, ttlMs?: number | null): void;
  remove(key: string): void;
  removeMany(keys: readonly string[]): void;
}

interface Entry<T> {
  value: T;
  expire: number | null;
}

export function createStorage(backend: () => Storage | undefined, now: () => number = Date.now): ExpiringStorage {
  return {
    get<T>(key: string): T | null {
      const raw = safe(() => backend()?.getItem(key)) ?? null;
      if (raw === null) return null;
      const entry = parse<T>(raw);
      if (!entry || (entry.expire !== null && entry.expire <= now())) {
        safe(() => backend()?.removeItem(key));
        return null;
      }
      return entry.value;
    },
    set<T>(key: string, value: T, ttlMs: number | null = SESSION.storageTtlMs): void {
      const entry: Entry<T> = { value, expire: ttlMs === null ? null : now() + ttlMs };
      // A full or disabled storage (private mode) must not break the screen; the value lives in memory stores.
      safe(() => backend()?.setItem(key, JSON.stringify(entry)));
    },
    remove(key: string): void {
      safe(() => backend()?.removeItem(key));
    },
    removeMany(keys: readonly string[]): void {
      for (const key of keys) safe(() => backend()?.removeItem(key));
    },
  };
}

function parse<T>(raw: string): Entry<T> | null {
  try {
    const data = JSON.parse(raw) as unknown;
    if (data && typeof data === 'object' && 'value' in data && 'expire' in data) {
      const expire = (data as { expire: unknown }).expire;
      if (expire === null || typeof expire === 'number') return data as Entry<T>;
    }
    return null;
  } catch {
    return null;
  }
}

function safe<T>(fn: () => T): T | undefined {
  try {
    return fn();
  } catch {
    return undefined;
  }
}

/** The application's storage: window.localStorage, resolved lazily so tests and non-browser imports work. */
export const storage: ExpiringStorage = createStorage(() =>
  typeof window === 'undefined' ? undefined : window.localStorage,
);

import { storage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';
import type { Direction, TraceBy } from './trace-query';

/**
 * The traces a user ran last, newest first, so that an investigation (a complaint, a recall drill) can go back
 * to a lot or a code in one click. Kept in the browser for the session: logout clears it (SESSION_KEYS).
 */
export interface RecentTrace {
  by: TraceBy;
  value: string;
  direction: Direction;
  /** What the user knows it by: a lot picked by its id is named by its lot number. */
  label: string;
  /** Epoch milliseconds. */
  at: number;
}

export const RECENT_MAX = 8;

/** The list with `entry` first: the same thing traced again moves up (with its latest direction), the oldest fall off. */
export function withRecent(list: readonly RecentTrace[], entry: RecentTrace, max = RECENT_MAX): RecentTrace[] {
  return [entry, ...list.filter((r) => !(r.by === entry.by && r.value === entry.value))].slice(0, max);
}

export function readRecentTraces(): RecentTrace[] {
  const list = storage.get<RecentTrace[]>(STORAGE_KEYS.traceRecent);
  return Array.isArray(list) ? list.filter((r) => r && typeof r.value === 'string' && typeof r.label === 'string') : [];
}

export function saveRecentTraces(list: readonly RecentTrace[]): void {
  if (list.length) storage.set(STORAGE_KEYS.traceRecent, list);
  else storage.remove(STORAGE_KEYS.traceRecent);
}

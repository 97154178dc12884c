import { SUPER_QUERY_MATCH_LABELS, SUPER_QUERY_RULE_LABELS, type SuperQueryLine, type SuperQueryMatchType } from '@foodtrace/contracts';
import { storage, type ExpiringStorage } from '@/lib/storage';

/**
 * Saved queries live in local storage under a fixed prefix plus the save code or the route (spec §3 Saved
 * queries); the prefix is JeecgBoot's, so queries saved by its client are found too. A saved query is
 * {title, matchType, records} (spec §3).
 */
export const SAVED_QUERY_PREFIX = 'JSuperQuerySaved_';

export interface SavedQuery {
  title: string;
  matchType: SuperQueryMatchType;
  records: SuperQueryLine[];
}

export const savedQueryKey = (saveCode: string) => `${SAVED_QUERY_PREFIX}${saveCode}`;

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;

/** A stored line is data a user (or another client) wrote: only its known parts are taken. */
function lineOf(v: unknown): SuperQueryLine | null {
  if (!isRecord(v) || typeof v.rule !== 'string' || !(v.rule in SUPER_QUERY_RULE_LABELS)) return null;
  const line: SuperQueryLine = { rule: v.rule as SuperQueryLine['rule'] };
  if (typeof v.field === 'string') line.field = v.field;
  if (typeof v.val === 'string' || typeof v.val === 'number') line.val = String(v.val);
  if (Array.isArray(v.val)) line.val = v.val.map(String);
  if (typeof v.type === 'string') line.type = v.type as SuperQueryLine['type'];
  if (typeof v.dictCode === 'string') line.dictCode = v.dictCode;
  return line;
}

function savedOf(v: unknown): SavedQuery | null {
  if (!isRecord(v) || typeof v.title !== 'string' || !Array.isArray(v.records)) return null;
  // JeecgBoot's older saves have no matchType: they were AND queries.
  const matchType = typeof v.matchType === 'string' && v.matchType in SUPER_QUERY_MATCH_LABELS ? v.matchType as SuperQueryMatchType : 'and';
  return { title: v.title, matchType, records: v.records.map(lineOf).filter((l): l is SuperQueryLine => l !== null) };
}

export function readSavedQueries(key: string, store: ExpiringStorage = storage): SavedQuery[] {
  const raw = store.get<unknown>(key);
  return Array.isArray(raw) ? raw.map(savedOf).filter((q): q is SavedQuery => q !== null) : [];
}

/** Kept until the user deletes them (no expiry), like JeecgBoot's $ls.set without a time. */
export function writeSavedQueries(key: string, list: readonly SavedQuery[], store: ExpiringStorage = storage): void {
  store.set(key, list, null);
}

export const findSaved = (list: readonly SavedQuery[], title: string) => list.find((q) => q.title === title);

/** Replaces the query of the same title in place (the overwrite of spec §4) or appends a new one. */
export function upsertSaved(list: readonly SavedQuery[], item: SavedQuery): SavedQuery[] {
  return findSaved(list, item.title) ? list.map((q) => (q.title === item.title ? item : q)) : [...list, item];
}

export function removeSaved(list: readonly SavedQuery[], title: string): SavedQuery[] {
  return list.filter((q) => q.title !== title);
}

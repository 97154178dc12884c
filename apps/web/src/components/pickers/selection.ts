import type { Key } from 'react';

/**
 * A picker's selection across pages: the chosen rows by key, in the order they were chosen. antd reports the
 * selected keys of every page plus the rows it can see; rows chosen on other pages are kept from before.
 */
export function mergeSelection<T>(previous: ReadonlyMap<string, T>, keys: readonly Key[], visible: readonly T[], keyOf: (row: T) => string): Map<string, T> {
  const wanted = new Set(keys.map(String));
  const next = new Map<string, T>();
  for (const [k, row] of previous) if (wanted.has(k)) next.set(k, row);
  for (const row of visible) {
    const k = keyOf(row);
    if (wanted.has(k) && !next.has(k)) next.set(k, row);
  }
  return next;
}

/** Single mode keeps only the last choice. */
export function singleSelection<T>(row: T, keyOf: (row: T) => string): Map<string, T> {
  return new Map([[keyOf(row), row]]);
}

/** The text a picker input shows for its value: the labels joined with commas. */
export function labelsText(labels: readonly string[]): string {
  return labels.filter(Boolean).join(',');
}

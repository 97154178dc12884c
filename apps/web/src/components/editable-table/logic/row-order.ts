/**
 * Row operations of spec §4 "Editable table" on the ordered id list: move up or down (not above the first
 * row or below the last), drag to reorder, insert below; and the drag-sort order number (spec §3: numbered
 * from 1). Each returns a new list; renumbering touches only the rows whose position changed.
 */
export function canMoveUp(index: number): boolean {
  return index > 0;
}

export function canMoveDown(index: number, count: number): boolean {
  return index >= 0 && index < count - 1;
}

/** Moves the item at `from` to `to`; out-of-range positions leave the list as it is. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return list.slice();
  const next = list.slice();
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item);
  return next;
}

export function moveUp<T>(list: readonly T[], index: number): T[] {
  return canMoveUp(index) ? moveItem(list, index, index - 1) : list.slice();
}

export function moveDown<T>(list: readonly T[], index: number): T[] {
  return canMoveDown(index, list.length) ? moveItem(list, index, index + 1) : list.slice();
}

/** Inserts items after `index` (-1 or beyond the end appends). */
export function insertAfter<T>(list: readonly T[], index: number, items: readonly T[]): T[] {
  const at = index < 0 || index >= list.length ? list.length : index + 1;
  return [...list.slice(0, at), ...items, ...list.slice(at)];
}

/** The positions whose order number must change after an operation between `from` and `to` (inclusive). */
export function renumberRange(from: number, to: number, count: number): [number, number] {
  const lo = Math.max(0, Math.min(from, to));
  const hi = Math.min(count - 1, Math.max(from, to));
  return [lo, hi];
}

/**
 * The order numbers (1-based) of the ids in [from, to] whose stored number differs; the caller writes only
 * these, so a move between neighbours rewrites two rows, not ten thousand.
 */
export function orderNumberChanges(
  ids: readonly string[], current: (id: string) => unknown, from = 0, to = ids.length - 1,
): Array<[id: string, orderNum: number]> {
  const changes: Array<[string, number]> = [];
  if (ids.length === 0) return changes;
  const [lo, hi] = renumberRange(from, to, ids.length);
  for (let i = lo; i <= hi; i++) {
    if (current(ids[i]) !== i + 1) changes.push([ids[i], i + 1]);
  }
  return changes;
}

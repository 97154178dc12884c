import type { DisabledRowsRule, TableRow } from '../types';

/** spec §4: a row matching any disabledRows entry ({field: value} or {field: [values]}) is disabled. */
export function isRowDisabled(row: TableRow, rule: DisabledRowsRule | undefined): boolean {
  if (!rule) return false;
  for (const [field, expected] of Object.entries(rule)) {
    const actual = row[field];
    if (Array.isArray(expected) ? expected.includes(actual) : actual === expected) return true;
  }
  return false;
}

/** spec §4: select-all picks only enabled rows. */
export function selectableIds(ids: readonly string[], isDisabled: (id: string) => boolean): string[] {
  return ids.filter((id) => !isDisabled(id));
}

export interface HeaderCheckState {
  checked: boolean;
  indeterminate: boolean;
  disabled: boolean;
}

/** spec §4: the header checkbox is indeterminate when some but not all (enabled) rows are selected. */
export function headerCheckState(selectedCount: number, selectableCount: number): HeaderCheckState {
  if (selectableCount === 0) return { checked: false, indeterminate: false, disabled: true };
  const all = selectedCount >= selectableCount;
  return { checked: all && selectedCount > 0, indeterminate: selectedCount > 0 && !all, disabled: false };
}

/** Header click: select every enabled row, or clear when all of them already are. */
export function toggleAll(selected: ReadonlySet<string>, selectable: readonly string[]): Set<string> {
  const allSelected = selectable.length > 0 && selectable.every((id) => selected.has(id));
  return allSelected ? new Set() : new Set(selectable);
}

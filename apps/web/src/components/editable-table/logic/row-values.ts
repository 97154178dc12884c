import type { EditableColumn, TableRow } from '../types';

let sequence = 0;

/** spec §3: new rows get a generated temporary id; it tells the server the row is to be created. */
export const NEW_ROW_PREFIX = 'new_';

export function newRowId(): string {
  sequence += 1;
  return `${NEW_ROW_PREFIX}${Date.now().toString(36)}${sequence.toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

export function isNewRowId(id: string): boolean {
  return id.startsWith(NEW_ROW_PREFIX);
}

/** checkbox customValue (spec §3): [checked value, unchecked value], default [true, false]. */
export function checkboxValues(column: EditableColumn): [unknown, unknown] {
  return column.customValue ?? [true, false];
}

/** Loose so that a checked value of 1 matches '1' coming back from the server. */
export function isChecked(value: unknown, column: EditableColumn): boolean {
  const [on] = checkboxValues(column);
  return value === on || (value !== null && value !== undefined && String(value) === String(on));
}

/** A new row: the given values, then each column's default (a checkbox's per defaultChecked). */
export function createRow(columns: readonly EditableColumn[], values: Partial<TableRow> = {}): TableRow {
  const row: TableRow = { id: typeof values.id === 'string' && values.id ? values.id : newRowId() };
  for (const c of columns) {
    if (c.type === 'slot' && c.defaultValue === undefined) continue;
    if (c.type === 'checkbox') row[c.key] = checkboxValues(c)[c.defaultChecked ? 0 : 1];
    else if (c.defaultValue !== undefined) row[c.key] = typeof c.defaultValue === 'function' ? (c.defaultValue as () => unknown)() : c.defaultValue;
  }
  for (const [k, v] of Object.entries(values)) if (k !== 'id' && v !== undefined) row[k] = v;
  return row;
}

/**
 * The ids of what removeRows was given: an id, a row, or a list of them. Anything else is a programming
 * error and throws (spec §8: row removal called with a wrong argument type throws an error).
 */
export function rowIdsOf(arg: unknown): string[] {
  const one = (x: unknown): string => {
    if (typeof x === 'string' && x) return x;
    if (x && typeof x === 'object' && typeof (x as { id?: unknown }).id === 'string') return (x as { id: string }).id;
    throw new TypeError(`removeRows 需要行 id、行对象或它们的数组，收到的是 ${x === null ? 'null' : typeof x}`);
  };
  return Array.isArray(arg) ? arg.map(one) : [one(arg)];
}

import type { EditableColumn, ValidateTrigger } from '../types';
import { countValues, firstFailure, isUniqueRule } from '../logic/rules';
import type { TableStore } from './table-store';

export interface CellFailure {
  /** Row position (0-based) — what a table-level validation rejects with (spec §5). */
  index: number;
  rowId: string;
  key: string;
  message: string;
}

export const hasUniqueRule = (c: EditableColumn) => Boolean(c.validateRules?.some(isUniqueRule));

/**
 * Runs the column rules of spec §5 against the store and writes each cell's first failure as its error.
 * An asynchronous rule's late answer is dropped when the cell was validated again meanwhile.
 */
export class CellValidator {
  private readonly seq = new Map<string, number>();

  constructor(private readonly store: TableStore, private readonly column: (key: string) => EditableColumn | undefined) {}

  validate(id: string, key: string, trigger: ValidateTrigger): Promise<string | null> {
    const column = this.column(key);
    const row = this.store.getData(id);
    if (!row || !column?.validateRules?.length) {
      this.store.setError(id, key, null);
      return Promise.resolve(null);
    }
    const value = row[key];
    const same = hasUniqueRule(column) ? this.countSame(key, value) : 0;
    const cell = `${id}\u0000${key}`;
    const token = (this.seq.get(cell) ?? 0) + 1;
    this.seq.set(cell, token);
    const apply = (message: string | null) => {
      if (this.seq.get(cell) === token) {
        this.seq.delete(cell);
        this.store.setError(id, key, message);
      }
      return message;
    };
    const result = firstFailure(column.validateRules, { value, row, column, trigger }, same);
    return result instanceof Promise ? result.then(apply) : Promise.resolve(apply(result));
  }

  /** After a change in a unique column, the other rows flagged in it may have become valid (or not). */
  recheckColumn(key: string, exceptId: string): void {
    for (const id of this.store.rowsWithErrorIn(key)) if (id !== exceptId) void this.validate(id, key, 'change');
  }

  /**
   * Validates every row (spec §5 table-level validation): all failing cells get their error; the first
   * failure in row order is returned, or null when the table is valid. Only asynchronous rules are awaited.
   */
  async validateAll(columns: readonly EditableColumn[]): Promise<CellFailure | null> {
    const ruled = columns.filter((c) => c.validateRules?.length);
    const counts = new Map(ruled.filter(hasUniqueRule).map((c) => [c.key, countValues(this.store.columnValues(c.key))]));
    const ids = this.store.getIds().slice();
    let first: CellFailure | null = null;
    for (let index = 0; index < ids.length; index++) {
      const row = this.store.getData(ids[index]);
      if (!row) continue;
      for (const column of ruled) {
        const value = row[column.key];
        const same = counts.get(column.key)?.get(String(value)) ?? 0;
        const result = firstFailure(column.validateRules, { value, row, column, trigger: 'getValues' }, same);
        const message = result instanceof Promise ? await result : result;
        this.store.setError(row.id, column.key, message);
        if (message && !first) first = { index, rowId: row.id, key: column.key, message };
      }
    }
    return first;
  }

  private countSame(key: string, value: unknown): number {
    const text = String(value);
    let n = 0;
    for (const v of this.store.columnValues(key)) if (v !== null && v !== undefined && String(v) === text) n += 1;
    return n;
  }
}

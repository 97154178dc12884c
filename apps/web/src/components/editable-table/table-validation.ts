import type { RefObject } from 'react';
import type { TableRow } from './types';

/** The marker a table-level validation failure carries (spec §5). */
export const VALIDATE_FAILED = 'editable-table:validate-failed';

/**
 * spec §5: a table-level validation failure rejects with an error marker carrying the index and, within a
 * tab, the tab key — so a form with several tables can switch to the tab and row that needs attention.
 */
export class TableValidationError extends Error {
  readonly marker = VALIDATE_FAILED;

  constructor(
    /** Position (0-based) of the first row that failed. */
    readonly index: number,
    /** The column of its first failing cell. */
    readonly key: string,
    message: string,
    /** The tab the table sits in, when it was given one. */
    readonly tabKey?: string,
  ) {
    super(message);
    this.name = 'TableValidationError';
  }
}

export function isTableValidationError(e: unknown): e is TableValidationError {
  return e instanceof TableValidationError || (typeof e === 'object' && e !== null && (e as { marker?: unknown }).marker === VALIDATE_FAILED);
}

export interface ValuesSource {
  getValuesPromise(validate?: boolean): Promise<TableRow[]>;
}

/**
 * Validates several tables (one per tab) in order and resolves with their values, or rejects with the first
 * failure, whose tabKey names the tab to open.
 */
export async function validateTables(tables: ReadonlyArray<RefObject<ValuesSource | null>>): Promise<TableRow[][]> {
  const values: TableRow[][] = [];
  for (const ref of tables) values.push(ref.current ? await ref.current.getValuesPromise(true) : []);
  return values;
}

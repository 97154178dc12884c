import { isTableValidationError, type EditableTableHandle, type TableRow } from '@/components/editable-table';
import { feedback } from '@/lib/feedback';

/**
 * The rows of an editable table, each checked by its column rules; null when one is not valid, after warning of the
 * first (`said`: its number from 1 and the rule's message, as the page words it). A table not mounted has no rows.
 */
export async function validRows(table: EditableTableHandle | null, said: (row: number, message: string) => string): Promise<TableRow[] | null> {
  try {
    return (await table?.getValuesPromise(true)) ?? [];
  } catch (e) {
    if (!isTableValidationError(e)) throw e;
    feedback.message.warning(said(e.index + 1, e.message));
    return null;
  }
}

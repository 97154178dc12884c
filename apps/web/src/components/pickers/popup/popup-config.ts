import { PAGING } from '@foodtrace/contracts';
import { PICKER_TEXT } from '../texts';

/** 'a,b' → ['a', 'b'] (the popup's field lists). */
export function splitFields(text: string | undefined): string[] {
  return (text ?? '').split(',').map((s) => s.trim()).filter(Boolean);
}

/**
 * spec §4 Other: a popup needs a report code, an original-field list and a target-field list, and the two
 * lists must be as long as each other. Returns the error text, or null when the configuration is sound.
 */
export function popupConfigError(code: string | undefined, orgFields: string | undefined, destFields: string | undefined): string | null {
  if (!code?.trim() || !splitFields(orgFields).length || !splitFields(destFields).length) return PICKER_TEXT.popupConfigMissing;
  if (splitFields(orgFields).length !== splitFields(destFields).length) return PICKER_TEXT.popupConfigMismatch;
  return null;
}

/** spec §4 Other: in single mode exactly one row; in any mode at least one ("请选择一条记录"). */
export function popupSelectionError(multi: boolean, count: number): string | null {
  return count === 0 || (!multi && count > 1) ? PICKER_TEXT.selectOneRecord : null;
}

/** spec §4 Other: a report row's key is its values concatenated, cut to 50 characters (§9 row key at most 50). */
export function rowKeyOf(record: Record<string, unknown>): string {
  return Object.values(record).map((v) => (v === null || v === undefined ? '' : String(v))).join('').slice(0, PAGING.rowKeyMaxLength);
}

/**
 * Keys for a page of rows. Two rows whose first 50 characters agree would share a key and be selected
 * together; the later ones get their position appended so each stays a row of its own.
 */
export function rowKeysOf(records: ReadonlyArray<Record<string, unknown>>): string[] {
  const seen = new Set<string>();
  return records.map((r, i) => {
    let key = rowKeyOf(r);
    if (seen.has(key)) key = `${key}#${i}`;
    seen.add(key);
    return key;
  });
}

/**
 * What the chosen rows write into the form: each target field gets its original field's values, joined with
 * commas over the rows (JeecgBoot's JPopup callback). A missing value counts as ''.
 */
export function destValues(rows: ReadonlyArray<Record<string, unknown>>, orgFields: string, destFields: string): Record<string, string> {
  const org = splitFields(orgFields);
  const dest = splitFields(destFields);
  return Object.fromEntries(dest.map((d, i) => [d, rows.map((r) => (r[org[i]] == null ? '' : String(r[org[i]]))).join(',')]));
}

import { INSPECTION_RESULT, limitVerdict } from '@foodtrace/contracts';
import type { TableRow } from '@/components/editable-table';
import type { InspectionItem } from '../common/api-types';
import { CHECKOUT_TEXT } from './texts';

const text = (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim());

/** The item rows as the record route takes them (docs/foodtrace-api.md §2.3); empty rows are left out. */
export function inspectionItems(rows: readonly TableRow[]): InspectionItem[] {
  return rows.filter((r) => text(r.itemName)).map((r) => ({
    itemName: text(r.itemName)!, standardLimit: text(r.standardLimit), unit: text(r.unit), measuredValue: text(r.measuredValue),
    passed: r.passed === true || r.passed === 1 || r.passed === '1',
  }));
}

/** 合格 or 不合格 from the row's limit and measured value; null when they cannot be read (the inspector decides). */
export function itemVerdict(row: TableRow): boolean | null {
  return limitVerdict(text(row.standardLimit), text(row.measuredValue));
}

/** A conclusion of 合格 with a failed item is a contradiction the server refuses; say which items before sending. */
export function conclusionConflict(result: unknown, items: readonly InspectionItem[]): string | null {
  if (result !== INSPECTION_RESULT.pass) return null;
  const failed = items.filter((i) => !i.passed).map((i) => i.itemName);
  return failed.length ? CHECKOUT_TEXT.passWithFailedItem(failed.join('、')) : null;
}

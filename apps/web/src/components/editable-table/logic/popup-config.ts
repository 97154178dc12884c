import { PAGING } from '@foodtrace/contracts';
import type { EditableColumn } from '../types';
import { TABLE_TEXT } from '../texts';

export interface PopupMapping {
  /** [report field, row field] pairs. */
  pairs: Array<[string, string]>;
  /** The report field shown in this cell. */
  field: string;
}

const split = (s: string | undefined) => (s ?? '').split(',').map((x) => x.trim()).filter(Boolean);

/**
 * spec §4 Other: the popup needs a code, an original-field list and a target-field list, of equal length;
 * otherwise "popup参数未正确配置!" / "popup参数未正确配置,原始值和目标值数量不一致!".
 */
export function popupMapping(column: EditableColumn): PopupMapping | { error: string } {
  const org = split(column.orgFields);
  const dest = split(column.destFields);
  if (!column.popupCode || org.length === 0 || dest.length === 0) return { error: TABLE_TEXT.popupNotConfigured };
  if (org.length !== dest.length) return { error: TABLE_TEXT.popupCountMismatch };
  const pairs = org.map((o, i) => [o, dest[i]] as [string, string]);
  const field = column.field ?? pairs.find(([, d]) => d === column.key)?.[0] ?? org[0];
  return { pairs, field };
}

/** The row values a chosen record gives: each target field gets its original field's value. */
export function popupValues(record: Record<string, unknown>, pairs: ReadonlyArray<[string, string]>): Record<string, unknown> {
  return Object.fromEntries(pairs.map(([org, dest]) => [dest, record[org] ?? '']));
}

/** spec §4 Other: a report row's key is its values concatenated, cut to 50 characters. */
export function popupRowKey(record: Record<string, unknown>): string {
  return Object.values(record).map((v) => (v === null || v === undefined ? '' : String(v))).join('').slice(0, PAGING.rowKeyMaxLength);
}

import type { Row } from '../picker-api';

/** A chosen item of the bulk picker (spec §3 Bulk picker option: label, value). */
export interface BulkOption { label: string; value: string }

export function toBulkOption(row: Row, valueKey: string, labelKey: string): BulkOption {
  const value = String(row[valueKey] ?? '');
  return { value, label: String(row[labelKey] ?? value) };
}

/** Rows standing for already chosen values (only value and label are known), so a reopened picker shows them. */
export function rowsOfValues(values: readonly string[], labels: Record<string, string>, valueKey: string, labelKey: string): Map<string, Row> {
  return new Map(values.map((v) => [v, { [valueKey]: v, [labelKey]: labels[v] ?? v }]));
}

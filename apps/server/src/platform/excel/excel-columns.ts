import { DEPARTMENT_FIELD, SUMMARY_COUNT, SYSTEM_FIELD_LABELS, summaryColumns, summaryLabel, type FieldDef, type ResourceDef } from '@foodtrace/contracts';

/**
 * The columns of a resource's workbook: its declared fields under their Chinese labels (dictionary and
 * reference fields as their texts), then who created the row, its department where it has one (by name), and
 * when. Import reads the same layout back;
 * columns the form does not edit (form: false, the creator, the time) are exported only.
 */
export interface ExcelColumn {
  key: string;
  label: string;
  field?: FieldDef;
  importable: boolean;
  /** Column width in characters. */
  width: number;
  /** Written as its `<key>_dictText` (a department's name), as a dictionary or reference field is. */
  named?: boolean;
}

const SYSTEM: ExcelColumn[] = [
  { key: 'createBy', label: SYSTEM_FIELD_LABELS.createBy, importable: false, width: 14 },
  { key: 'createTime', label: SYSTEM_FIELD_LABELS.createTime, importable: false, width: 20 },
];

function widthOf(f: FieldDef): number {
  if (f.type === 'datetime') return 20;
  if (f.type === 'date') return 12;
  if (f.type === 'int' || f.type === 'decimal') return 12;
  return Math.min(40, Math.max(12, f.label.length * 2 + 4, Math.ceil((f.maxLength ?? 20) / 4)));
}

/** The columns of a summary's workbook (ResourceDef.summary): its groups' fields by their texts, the count, the totals. */
export function summaryExcelColumns(def: ResourceDef): ExcelColumn[] {
  return summaryColumns(def.summary!).map((key) => {
    const label = summaryLabel(def, key);
    if (key === SUMMARY_COUNT) return { key, label, importable: false, width: 10 };
    const field = def.fields[key];
    return { key, label, field, importable: false, width: widthOf({ ...field, label }) };
  });
}

export function excelColumns(def: ResourceDef): ExcelColumn[] {
  // A secret (FieldDef.secret) is never read back, so it is neither exported nor imported.
  const own = Object.entries(def.fields).filter(([, f]) => !f.secret).map(([key, f]): ExcelColumn => ({
    key, label: f.label, field: f, importable: f.form !== false, width: widthOf(f),
  }));
  const department: ExcelColumn[] = def.departmentOwned
    ? [{ key: DEPARTMENT_FIELD, label: SYSTEM_FIELD_LABELS[DEPARTMENT_FIELD], importable: false, width: 14, named: true }] : [];
  return [...own, SYSTEM[0], ...department, SYSTEM[1]];
}

/** A wire record → the cells of one row: texts for dictionary and reference fields, numbers as numbers. */
export function exportCells(columns: ExcelColumn[], record: Record<string, unknown>): Array<string | number | null> {
  return columns.map((c) => {
    const value = record[c.key];
    if (c.named || c.field?.dict || c.field?.ref) {
      const text = record[`${c.key}_dictText`];
      return text === null || text === undefined || text === '' ? (value as string | null) ?? null : String(text);
    }
    if (value === null || value === undefined) return null;
    if (typeof value === 'number') return value;
    return String(value);
  });
}

/** Header cell text → column: by label or by key, ignoring spaces, a required marker (*) and letter case. */
export function headerMap(columns: ExcelColumn[], headers: unknown[]): Map<number, ExcelColumn> {
  const norm = (s: string) => s.replace(/[\s*＊]/g, '').toLowerCase();
  const byName = new Map<string, ExcelColumn>();
  for (const c of columns) {
    byName.set(norm(c.label), c);
    byName.set(norm(c.key), c);
  }
  const map = new Map<number, ExcelColumn>();
  headers.forEach((h, i) => {
    const c = typeof h === 'string' || typeof h === 'number' ? byName.get(norm(String(h))) : undefined;
    if (c && ![...map.values()].includes(c)) map.set(i, c);
  });
  return map;
}

import type { DictItem, FieldDef } from '@foodtrace/contracts';

/**
 * Cells as the readers hand them (exceljs or SheetJS) → the values a form would send. Dates in a workbook have
 * no zone: both readers give them as a Date whose UTC fields are the wall time shown in the cell.
 */
export type Cell = string | number | boolean | Date | null;

const pad = (n: number) => String(n).padStart(2, '0');

export function wallDate(d: Date): string {
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

export function wallDateTime(d: Date): string {
  return `${wallDate(d)} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`;
}

/** An exceljs cell value (rich text, formula, hyperlink, error …) reduced to a plain cell. */
export function plainCell(v: unknown): Cell {
  if (v === null || v === undefined) return null;
  if (typeof v === 'string') return v.trim() === '' ? null : v.trim();
  if (typeof v === 'number') return Number.isFinite(v) ? v : null;
  if (typeof v === 'boolean' || v instanceof Date) return v;
  if (typeof v === 'object') {
    const o = v as Record<string, unknown>;
    if (Array.isArray(o.richText)) return plainCell((o.richText as Array<{ text?: string }>).map((r) => r.text ?? '').join(''));
    if ('result' in o) return plainCell(o.result);
    if ('text' in o) return plainCell(o.text);
    if ('error' in o) return null;
  }
  return plainCell(String(v));
}

/** A cell written back into the failure workbook: dates as the text they showed. */
export function displayCell(v: Cell): string | number | boolean | null {
  if (v instanceof Date) return v.getUTCHours() || v.getUTCMinutes() || v.getUTCSeconds() ? wallDateTime(v) : wallDate(v);
  return v;
}

/**
 * A date or time typed as text the way people type them in a sheet — `2026/11/26 10:15`, `2026.11.26`,
 * `2026-3-5 8:00`, `2026年11月26日` — in the form the schema takes (`2026-11-26 10:15:00`). A date without a
 * time is the start of that day; text that is no date is left as it is, for the schema to name the format.
 */
export function typedTime(text: string, withTime: boolean): string {
  const m = /^\s*(\d{4})[-/.年](\d{1,2})[-/.月](\d{1,2})日?(?:[ T]+(\d{1,2}):(\d{2})(?::(\d{2}))?)?\s*$/.exec(text);
  if (!m) return text;
  const [, y, mo, d, h, mi, sec] = m;
  const date = `${y}-${mo.padStart(2, '0')}-${d.padStart(2, '0')}`;
  if (!withTime) return h === undefined ? date : text;
  return `${date} ${(h ?? '0').padStart(2, '0')}:${mi ?? '00'}:${(sec ?? '00').padStart(2, '0')}`;
}

/** The form value of one cell for a plain (non-dictionary, non-reference) field; zod validates it afterwards. */
export function fieldValue(f: FieldDef, cell: Cell): unknown {
  if (cell === null) return null;
  switch (f.type) {
    case 'int':
    case 'decimal':
      return typeof cell === 'string' ? cell.replace(/,/g, '') : cell instanceof Date ? wallDate(cell) : cell;
    case 'date':
      return cell instanceof Date ? wallDate(cell) : typedTime(String(cell), false);
    case 'datetime':
      return cell instanceof Date ? wallDateTime(cell) : typedTime(String(cell), true);
    default:
      // A number in a text column keeps its digits (a code typed as 0012 into a number cell is 12: that is
      // what the cell holds).
      return cell instanceof Date ? String(displayCell(cell)) : String(cell);
  }
}

/**
 * A dictionary cell → its value(s): the text of an item (as exported) or the value itself; several values
 * separated by commas. Answers the value text, or an error message naming the unknown text.
 */
export function dictValue(f: FieldDef, items: DictItem[], cell: Cell): { value: string | null } | { error: string } {
  if (cell === null) return { value: null };
  const parts = String(cell instanceof Date ? displayCell(cell) : cell).split(/[,，]/).map((s) => s.trim()).filter(Boolean);
  const values: string[] = [];
  for (const p of parts) {
    const item = items.find((i) => i.text === p) ?? items.find((i) => i.value === p);
    if (!item) return { error: `${f.label}“${p}”不是可选的值（可选：${items.map((i) => i.text).join('、')}）` };
    values.push(item.value);
  }
  return { value: values.length ? values.join(',') : null };
}

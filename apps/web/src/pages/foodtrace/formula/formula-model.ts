import { FORMULA_DEFAULT_TOLERANCE, FORMULA_MAX_LINES, FORMULA_TEXT, materialKey, type FormulaLine, type ProductFormula } from '@foodtrace/contracts';
import type { TableRow } from '@/components/editable-table';
import type { FormulaSaveBody } from '../common/foodtrace-api';
import { FORMULA_UI_TEXT as T } from './texts';

/** A line's material is a raw material (原料, resource crude) or another product (半成品, resource product). */
export type MaterialKind = 'crude' | 'product';
export const MATERIAL_KINDS: readonly MaterialKind[] = ['crude', 'product'];

/** What a line shows of its material: name, unit code and 原料类别 (null for a product). */
export interface Material { id: string; name: string; unit: string; category: string | null }

const text = (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim());
const num = (v: unknown) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));
export const kindOf = (v: unknown): MaterialKind | null => (v === 'crude' || v === 'product' ? v : null);

/** The material a saved line names, under its kind. */
export function lineMaterial(line: FormulaLine): { kind: MaterialKind; material: Material } {
  const kind: MaterialKind = line.crudeId ? 'crude' : 'product';
  const id = (line.crudeId ?? line.componentId) ?? '';
  return { kind, material: { id, name: line.name ?? '', unit: line.unit ?? '', category: line.category ?? null } };
}

/** The fields a row keeps of its material (cleared with `null`, when the row's kind changes). */
export function materialValues(m: Material | null): Record<string, unknown> {
  return { materialId: m?.id ?? '', name: m?.name ?? '', unit: m?.unit ?? '', category: m?.category ?? null };
}

/** Saved lines → table rows in the formula's order (ids kept, so the server updates rather than recreates them). */
export function formulaRows(formula: ProductFormula | undefined): TableRow[] {
  return (formula?.lines ?? []).map((line, i) => {
    const { kind, material } = lineMaterial(line);
    return {
      id: line.id ?? `new_line_${i}`, lineId: line.id, kind, ...materialValues(material),
      quantity: line.quantity, tolerancePct: line.tolerancePct, remark: line.remark ?? '',
    };
  });
}

/** A row nobody filled (a 新增 left as it came): not a line, rather than an error. */
const untouched = (r: TableRow) => !text(r.materialId) && num(r.quantity) === null && !text(r.remark);

/**
 * saveFormula's body from the standard batch and the rows in table order, or the first reason not to send it:
 * a batch when there are lines, one material a row, each material once, a quantity above 0, a tolerance within
 * 0–100 and at most FORMULA_MAX_LINES lines. No line at all clears the formula (batchQty null).
 */
export function toSavedFormula(productId: string, batchQty: number | null | undefined, rows: readonly TableRow[]): { body: FormulaSaveBody } | { error: string } {
  const filled = rows.map((r, i) => ({ r, row: i + 1 })).filter(({ r }) => !untouched(r));
  if (!filled.length) return { body: { productId, batchQty: null, lines: [] } };
  if (filled.length > FORMULA_MAX_LINES) return { error: T.tooManyLines(FORMULA_MAX_LINES) };
  if (batchQty === null || batchQty === undefined) return { error: FORMULA_TEXT.batchRequired };
  if (!(batchQty > 0)) return { error: T.batchPositive };
  const seen = new Set<string>();
  const lines: FormulaSaveBody['lines'] = [];
  for (const { r, row } of filled) {
    const kind = kindOf(r.kind);
    const id = text(r.materialId);
    if (!kind || !id) return { error: T.invalidRow(row, FORMULA_TEXT.oneMaterial) };
    if (kind === 'product' && id === productId) return { error: T.invalidRow(row, FORMULA_TEXT.selfComponent) };
    const name = text(r.name) ?? id;
    const key = materialKey(kind === 'crude' ? { crudeId: id } : { componentId: id });
    if (seen.has(key)) return { error: FORMULA_TEXT.duplicate(name) };
    seen.add(key);
    const quantity = num(r.quantity);
    if (quantity === null || quantity <= 0) return { error: T.quantityPositive(name) };
    const tolerancePct = num(r.tolerancePct) ?? FORMULA_DEFAULT_TOLERANCE;
    if (tolerancePct < 0 || tolerancePct > 100) return { error: T.toleranceRange(name) };
    lines.push({
      ...(text(r.lineId) ? { id: text(r.lineId) } : {}),
      crudeId: kind === 'crude' ? id : null, componentId: kind === 'product' ? id : null, quantity, tolerancePct, remark: text(r.remark),
    });
  }
  return { body: { productId, batchQty, lines } };
}

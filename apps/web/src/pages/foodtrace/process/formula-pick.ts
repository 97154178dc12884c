import type { FormulaPickLot } from '@foodtrace/contracts';
import type { TableRow } from '@/components/editable-table';

/** What the run makes, all output lots added up (in the product's unit): the quantity 按配方投料 asks lots for. */
export function outputTotal(outputs: readonly TableRow[]): number {
  const sum = outputs.reduce((s, r) => s + (Number.isFinite(Number(r.outQuantity)) ? Number(r.outQuantity) : 0), 0);
  return Math.round(sum * 10_000) / 10_000;
}

/** Lots proposed by formulaPick → rows of 投入批次 (INPUT_COLUMNS), as the lot picker would have filled them. */
export function pickRows(lots: readonly FormulaPickLot[]): TableRow[] {
  return lots.map((l, i) => ({
    id: `new_pick_${i}_${l.lotId}`, lotNo: l.lotNo, lotId: l.lotId, itemName: l.itemName, available: l.available, quantity: l.quantity,
    unitText: l.unitText, unit: l.unit,
  }));
}

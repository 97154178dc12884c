import type { TableRow } from '@/components/editable-table';
import { SHIPMENT_TEXT } from './texts';

/**
 * The lines of POST /foodtrace/outputwarehouse/record (docs/foodtrace-api.md §2.4): 1–200, each lot once,
 * or the first reason they cannot be sent. Over-quantity is the server's to refuse (it knows what is left).
 */
export function shipmentLines(rows: readonly TableRow[]): { lines: Array<{ lotId: string; quantity: number }> } | { error: string } {
  const unpicked = rows.findIndex((r) => !r.lotId && r.quantity !== undefined && r.quantity !== '');
  if (unpicked >= 0) return { error: SHIPMENT_TEXT.lotMissing(unpicked + 1) };
  const filled = rows.filter((r) => r.lotId);
  if (!filled.length) return { error: SHIPMENT_TEXT.needLines };
  if (filled.length > 200) return { error: SHIPMENT_TEXT.tooManyLines };
  const seen = new Set<string>();
  for (const r of filled) {
    if (seen.has(String(r.lotId))) return { error: SHIPMENT_TEXT.duplicateLine(String(r.lotNo ?? r.lotId)) };
    seen.add(String(r.lotId));
  }
  return { lines: filled.map((r) => ({ lotId: String(r.lotId), quantity: Number(r.quantity) })) };
}

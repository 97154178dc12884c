import ExcelJS from 'exceljs';
import { LOT_KIND } from '@foodtrace/contracts';
import type { FtKysely } from '../schema.ts';
import { minuteText } from '../shared/wire.ts';
import { eventId } from './epcis-ids.ts';
import { lotHistory, type LotRef } from './lot-history.ts';
import type { TraceQuery } from './trace-seeds.ts';

type Dict = (code: string, value: string | null | undefined) => string;

/** One row of the sortable spreadsheet: a key data element set of one critical tracking event for one lot. */
export interface FsmaRow {
  eventId: string; cte: string; date: string; tlc: string; lotNo: string; product: string; gtin: string; quantity: number | null; unit: string;
  location: string; previousSource: string; nextRecipient: string; tlcSource: string; docType: string; docNo: string;
}

const COLUMNS: Array<[keyof FsmaRow, string, number]> = [
  ['eventId', 'Event ID (事件编号)', 40], ['cte', 'Critical Tracking Event (关键追踪事件)', 26], ['date', 'Event Date (日期)', 18],
  ['tlc', 'Traceability Lot Code (追溯批号)', 22], ['lotNo', 'Internal Lot No. (本企业批号)', 18], ['product', 'Product Description (产品描述)', 24],
  ['gtin', 'GTIN', 16], ['quantity', 'Quantity (数量)', 12], ['unit', 'Unit of Measure (单位)', 12], ['location', 'Location (发生地点)', 28],
  ['previousSource', 'Immediate Previous Source (上一来源)', 26], ['nextRecipient', 'Immediate Subsequent Recipient (下一接收方)', 30],
  ['tlcSource', 'TLC Source (批号来源)', 26], ['docType', 'Reference Document Type (单据类型)', 20], ['docNo', 'Reference Document Number (单据号)', 22],
];

/**
 * FDA FSMA 204's electronic sortable spreadsheet (21 CFR 1.1455(c)(3)(ii), TRACEABILITY.md §1.6) of a lot's
 * whole history: receiving, transformation and shipping, one row per event and lot — a transformation gives one
 * row per input and one per output sharing its Event ID. The traceability lot code of a received lot is the
 * supplier's lot number (the code the supplier assigned); a lot we made carries our own lot number, with our
 * site as its source.
 */
export async function fsmaRows(db: FtKysely, q: TraceQuery, tz: string, dict: Dict): Promise<{ rows: FsmaRow[]; lotNo: string }> {
  const h = await lotHistory(db, q);
  const r = h.records;
  const site = h.site ? [h.site.name, h.site.regionName].filter(Boolean).join('，') : '';
  // From the lot itself, not from the intakes in this trace: a raw lot that only a run of this trace shares (a
  // second milk lot, the sugar) is the same lot with the same code and source, whichever way the trace started.
  const tlcOf = (lotId: string) => {
    const lot = h.refs.get(lotId);
    return lot?.lotKind === LOT_KIND.raw && lot.supplierLotNo ? lot.supplierLotNo : lot?.lotNo ?? lotId;
  };
  const sourceOf = (lotId: string) => {
    const lot = h.refs.get(lotId);
    return lot?.lotKind === LOT_KIND.raw && lot.supplierName ? lot.supplierName : site;
  };
  const lotCols = (lot: LotRef | undefined, lotId: string, quantity: number | null, unit: string | null) => ({
    tlc: tlcOf(lotId), lotNo: lot?.lotNo ?? '', product: lot?.itemName ?? '', gtin: lot?.gtin ?? '',
    quantity: quantity === null ? null : Number(quantity), unit: dict('ft_unit', unit ?? lot?.unit), tlcSource: sourceOf(lotId),
  });
  const when = (ms: number | null) => minuteText(ms, tz) ?? '';
  const rows: FsmaRow[] = [];

  for (const i of r.intakes) {
    if (!i.lotId) continue;
    rows.push({
      eventId: eventId('intake', i.id), cte: 'Receiving (收货)', date: when(i.receivedTime), ...lotCols(h.refs.get(i.lotId), i.lotId, i.quantity, i.unit),
      location: site, previousSource: i.supplierName ?? '', nextRecipient: '', docType: dict('ft_doc_type', i.docType), docNo: i.docNo ?? i.putinNo,
    });
  }
  for (const p of r.processes) {
    const outputs = [...h.refs.values()].filter((l) => l.processId === p.id);
    const at = when(p.endTime ?? p.startTime ?? outputs[0]?.producedTime ?? null);
    const shared = { eventId: eventId('process', p.id), date: at, location: site, previousSource: '', nextRecipient: '', docType: '生产加工单', docNo: p.processNo };
    for (const input of r.inputs.filter((x) => x.processId === p.id)) {
      rows.push({ ...shared, cte: 'Transformation – input (加工投入)', ...lotCols(h.refs.get(input.lotId), input.lotId, input.quantity, input.unit) });
    }
    for (const out of outputs) rows.push({ ...shared, cte: 'Transformation – output (加工产出)', ...lotCols(out, out.id, out.quantity, out.unit) });
  }
  for (const s of r.shipmentLines) {
    rows.push({
      eventId: eventId('shipment', s.shipmentId), cte: 'Shipping (发货)', date: when(s.shippedTime), ...lotCols(h.refs.get(s.lotId), s.lotId, s.quantity, s.unit),
      location: site, previousSource: '', nextRecipient: [s.customerName, s.regionName].filter(Boolean).join('，'), docType: '出库单', docNo: s.docNo ?? s.shipmentNo,
    });
  }
  rows.sort((a, b) => a.date.localeCompare(b.date) || a.eventId.localeCompare(b.eventId) || a.cte.localeCompare(b.cte));
  return { rows, lotNo: h.seedLotNo };
}

/** The rows as one sheet with a filter on every column (the "sortable" of the rule) and a frozen header. */
export async function fsmaWorkbook(rows: FsmaRow[]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const ws = book.addWorksheet('FSMA 204');
  ws.columns = COLUMNS.map(([key, header, width]) => ({ key, header, width }));
  ws.getRow(1).font = { bold: true };
  ws.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of rows) ws.addRow(row);
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: Math.max(1, rows.length + 1), column: COLUMNS.length } };
  return Buffer.from(await book.xlsx.writeBuffer());
}

import { CODE_LEVEL, INSPECTION_RESULT, INSPECTION_STAGE, LOT_DISPOSAL_METHOD, TRIP_KIND } from '@foodtrace/contracts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import { isoInstant, offsetText } from '../../../platform/db/time.ts';
import type { FtKysely } from '../schema.ts';
import { transitJudgements, type Trip } from '../transit/transit-temperature.ts';
import { BIZ_TRANSACTION_TYPE, epcisIds, eventId, quantityOf } from './epcis-ids.ts';
import { lotHistory, type LotRef, type OwnSite } from './lot-history.ts';
import type { TraceRecords } from './trace-records.ts';
import type { TraceQuery } from './trace-seeds.ts';

const CONTEXT = 'https://ref.gs1.org/standards/epcis/2.0.0/epcis-context.jsonld';

type EpcisEvent = Record<string, unknown> & { eventTime: string };

/**
 * A lot's whole history as a GS1 EPCIS 2.0 JSON-LD document (DOMAIN.md §4, TRACEABILITY.md §1): every
 * ancestor and descendant lot of the starting point, with their receipts (supplier, supplier's lot number,
 * delivery document), processing runs as TransformationEvents (inputs with quantities → outputs), inspections,
 * shipments to customers (with the codes scanned out with them as instances, 扫码出库) and recalls. Valid against
 * GS1's own JSON Schema (reference/EPCIS-JSON-Schema.json).
 * Our fields that EPCIS has no place for travel as `ft:` extensions.
 */
export async function epcisDocument(db: FtKysely, q: TraceQuery, opts: { base: string; tz: string; now?: number }) {
  const h = await lotHistory(db, q);
  const now = opts.now ?? Date.now();
  const document = {
    '@context': [CONTEXT, { ft: `${opts.base}/ft/ns/` }],
    type: 'EPCISDocument',
    schemaVersion: '2.0',
    creationDate: isoInstant(now, opts.tz),
    ...(h.site ? { sender: epcisIds(opts.base).site(h.site.id, h.site.gln).party } : {}),
    epcisBody: { eventList: buildEvents(h.records, h.refs, h.site, await shippedCodes(db, h.records), await transitJudgements(db, trips(h.records)), opts) },
  };
  return { document, lotNo: h.seedLotNo };
}

/**
 * A shipment's scanned-out codes, by lot: its cases (each with its items) and its loose item codes, each named
 * by its own identifier in the shipping event; a case's packing is its own AggregationEvent.
 */
interface ShippedLot { cases: Array<{ id: string; code: string; packedTime: number | null; items: string[] }>; loose: string[]; items: number }
type ShippedCodes = Map<string, Map<string, ShippedLot>>;

async function shippedCodes(db: FtKysely, r: TraceRecords): Promise<ShippedCodes> {
  const ids = [...new Set(r.shipmentLines.map((l) => l.shipmentId))];
  const rows = await inChunks(ids, (part) => db.selectFrom('ftTraceCode').select(['id', 'shipmentId', 'lotId', 'code', 'codeLevel', 'parentCodeId', 'packedTime'])
    .where('shipmentId', 'in', part).where('delFlag', '=', 0).orderBy('code').execute());
  const out: ShippedCodes = new Map();
  const lotOf = (shipmentId: string, lotId: string) => {
    const byLot = out.get(shipmentId) ?? new Map<string, ShippedLot>();
    out.set(shipmentId, byLot);
    const lot = byLot.get(lotId) ?? { cases: [], loose: [], items: 0 };
    byLot.set(lotId, lot);
    return lot;
  };
  const cases = new Map<string, ShippedLot['cases'][number]>();
  for (const c of rows.filter((c) => c.codeLevel === CODE_LEVEL.case)) {
    const box = { id: c.id, code: c.code, packedTime: null as number | null, items: [] as string[] };
    cases.set(c.id, box);
    lotOf(c.shipmentId!, c.lotId).cases.push(box);
  }
  for (const c of rows.filter((c) => c.codeLevel !== CODE_LEVEL.case)) {
    const lot = lotOf(c.shipmentId!, c.lotId);
    lot.items += 1;
    const box = c.parentCodeId ? cases.get(c.parentCodeId) : undefined;
    if (!box) { lot.loose.push(c.code); continue; }
    box.items.push(c.code);
    box.packedTime = Math.max(box.packedTime ?? 0, c.packedTime ?? 0) || null;
  }
  return out;
}

type TransitJudgements = Awaited<ReturnType<typeof transitJudgements>>;
const trips = (r: TraceRecords): Trip[] => [
  ...r.shipmentLines.flatMap((s) => (s.shippedTime === null ? [] : [{ kind: TRIP_KIND.shipment, id: s.shipmentId, at: s.shippedTime }])),
  ...r.intakes.flatMap((i) => (i.receivedTime === null ? [] : [{ kind: TRIP_KIND.intake, id: i.id, at: i.receivedTime }])),
];

function buildEvents(r: TraceRecords, refs: Map<string, LotRef>, site: OwnSite | null, codes: ShippedCodes, transit: TransitJudgements, opts: { base: string; tz: string }): EpcisEvent[] {
  const ids = epcisIds(opts.base);
  const here = site ? ids.site(site.id, site.gln) : null;
  const cls = (lotId: string) => {
    const l = refs.get(lotId);
    return l ? ids.lotClass(l.lotNo, l.gtin) : ids.lotClass(lotId, null);
  };
  const when = (ms: number) => ({ eventTime: isoInstant(ms, opts.tz), eventTimeZoneOffset: offsetText(ms, opts.tz) });
  const location = here ? { bizLocation: { id: here.location } } : {};
  // 冷链: a temperature read with the event (到货温度, 装车温度) as EPCIS 2.0 carries measurements, in degrees Celsius
  const reading = (celsius: number | null, at: number) => (celsius === null ? [] : [
    { sensorMetadata: { time: isoInstant(at, opts.tz) }, sensorReport: [{ type: 'Temperature', value: Number(celsius), uom: 'CEL' }] },
  ]);
  const sensors = (list: object[]) => (list.length ? { sensorElementList: list } : {});
  // 在途温度: a logger's judged readings (a truck's from the loading on, a tanker's until its arrival), as the range over their time span
  const travelled = (tripId: string) => {
    const j = transit.get(tripId)?.judgement;
    return !j || j.first === null || j.last === null ? [] : [{
      sensorMetadata: { startTime: isoInstant(j.first, opts.tz), endTime: isoInstant(j.last, opts.tz) },
      sensorReport: [{ type: 'Temperature', minValue: j.min, maxValue: j.max, meanValue: j.mean, uom: 'CEL' }],
    }];
  };
  const events: EpcisEvent[] = [];

  for (const i of r.intakes) {
    if (i.receivedTime === null || !i.lotId) continue;
    events.push({
      type: 'ObjectEvent', eventID: eventId('intake', i.id), ...when(i.receivedTime), action: 'OBSERVE', bizStep: 'receiving', disposition: 'in_progress',
      quantityList: [quantityOf(cls(i.lotId), i.quantity, i.unit)], ...location,
      ...(i.docNo ? { bizTransactionList: [{ type: BIZ_TRANSACTION_TYPE[i.docType ?? ''] ?? 'desadv', bizTransaction: ids.document(i.docType ?? 'DOC', i.docNo) }] } : {}),
      ...(i.supplierId ? { sourceList: [{ type: 'owning_party', source: ids.org(i.supplierId) }] } : {}),
      ...(here ? { destinationList: [{ type: 'owning_party', destination: here.party }] } : {}),
      'ft:intakeNo': i.putinNo, 'ft:supplierLotNo': i.supplierLotNo, ...(i.supplierName ? { 'ft:supplierName': i.supplierName } : {}),
      ...sensors([...reading(i.temperature, i.receivedTime), ...travelled(i.id)]),
    });
  }
  for (const p of r.processes) {
    const outputs = [...refs.values()].filter((l) => l.processId === p.id);
    // a run recorded without times happened when its outputs were made (as on the workbench's timeline)
    const at = p.startTime ?? p.endTime ?? outputs[0]?.producedTime ?? null;
    if (at === null || !outputs.length) continue;
    events.push({
      type: 'TransformationEvent', eventID: eventId('process', p.id), ...when(at), bizStep: 'commissioning', disposition: 'active',
      inputQuantityList: r.inputs.filter((i) => i.processId === p.id).map((i) => quantityOf(cls(i.lotId), i.quantity, i.unit)),
      outputQuantityList: outputs.map((l) => quantityOf(cls(l.id), l.quantity, l.unit)), ...location,
      bizTransactionList: [{ type: 'prodorder', bizTransaction: ids.document('process', p.processNo) }],
      // ILMD describes the outputs as one lot: only when the run made exactly one.
      ...(outputs.length === 1 ? { ilmd: { 'cbvmda:lotNumber': outputs[0].lotNo, ...(outputs[0].expiryDate ? { 'cbvmda:itemExpirationDate': outputs[0].expiryDate } : {}) } } : {}),
      'ft:processNo': p.processNo, ...(p.line ? { 'ft:line': p.line } : {}),
      'ft:criticalControlPointDeviations': r.steps.filter((s) => s.processId === p.id && s.isCcp === 1 && s.result === 'DEVIATION').length,
    });
  }
  for (const k of r.inspections) {
    if (k.inspectedTime === null) continue;
    events.push({
      type: 'ObjectEvent', eventID: eventId('inspection', k.id), ...when(k.inspectedTime), action: 'OBSERVE',
      bizStep: k.stage === INSPECTION_STAGE.sampling ? 'sampling' : 'inspecting',
      disposition: k.result === INSPECTION_RESULT.pass ? 'conformant' : 'non_conformant',
      quantityList: [{ epcClass: cls(k.lotId) }], ...location,
      bizTransactionList: [{ type: 'testres', bizTransaction: k.reportFile ? ids.file(k.reportFile) : ids.document('inspection', k.checkoutNo) }],
      'ft:inspectionNo': k.checkoutNo, 'ft:stage': k.stage, ...(k.agencyName ? { 'ft:agency': k.agencyName } : {}),
    });
  }
  const shipments = new Map<string, TraceRecords['shipmentLines']>();
  for (const s of r.shipmentLines) shipments.set(s.shipmentId, [...(shipments.get(s.shipmentId) ?? []), s]);
  for (const [id, lines] of shipments) {
    const s = lines[0];
    if (s.shippedTime === null) continue;
    // Scanned-out cases and loose items are named one by one (epcList), a case's items by its packing event;
    // the rest of each line stays a quantity of its lot.
    const scanned = codes.get(id) ?? new Map<string, ShippedLot>();
    const item = (lotId: string) => (code: string) => ids.item(code, refs.get(lotId)?.lotNo ?? lotId, refs.get(lotId)?.gtin ?? null);
    const carton = (lotId: string) => (code: string) => ids.case(code, refs.get(lotId)?.lotNo ?? lotId, refs.get(lotId)?.caseGtin ?? null);
    for (const l of lines) {
      for (const box of scanned.get(l.lotId)?.cases ?? []) {
        if (!box.items.length) continue;
        events.push({
          type: 'AggregationEvent', eventID: eventId('pack', box.id), ...when(box.packedTime ?? s.shippedTime), action: 'ADD', bizStep: 'packing',
          disposition: 'in_progress', parentID: carton(l.lotId)(box.code), childEPCs: box.items.map(item(l.lotId)), ...location, 'ft:caseCode': box.code,
        });
      }
    }
    const epcList = lines.flatMap((l) => [
      ...(scanned.get(l.lotId)?.cases ?? []).map((box) => carton(l.lotId)(box.code)),
      ...(scanned.get(l.lotId)?.loose ?? []).map(item(l.lotId)),
    ]);
    const quantityList = lines.flatMap((l) => {
      const n = scanned.get(l.lotId)?.items ?? 0;
      if (!n) return [quantityOf(cls(l.lotId), l.quantity, l.unit)];
      return Number(l.quantity) > n ? [quantityOf(cls(l.lotId), Number(l.quantity) - n, l.unit)] : [];
    });
    events.push({
      type: 'ObjectEvent', eventID: eventId('shipment', id), ...when(s.shippedTime), action: 'OBSERVE', bizStep: 'shipping', disposition: 'in_transit',
      ...(epcList.length ? { epcList } : {}), ...(quantityList.length ? { quantityList } : {}), ...(here ? { readPoint: { id: here.location } } : {}),
      bizTransactionList: [{ type: 'desadv', bizTransaction: ids.document('shipment', s.shipmentNo) }],
      ...sensors([...reading(s.loadTemperature, s.shippedTime), ...travelled(id)]),
      ...(here ? { sourceList: [{ type: 'owning_party', source: here.party }] } : {}),
      ...(s.customerId ? { destinationList: [{ type: 'owning_party', destination: ids.org(s.customerId) }] } : {}),
      'ft:shipmentNo': s.shipmentNo, ...(s.customerName ? { 'ft:customerName': s.customerName } : {}), ...(s.regionName ? { 'ft:region': s.regionName } : {}),
    });
  }
  // 不合格品处置: a return goes back to the supplier it came from; destroyed or made harmless, the stock ends
  for (const x of r.disposals) {
    const returned = x.method === LOT_DISPOSAL_METHOD.returned;
    const supplierId = returned ? r.intakes.find((i) => i.lotId === x.lotId)?.supplierId : undefined;
    events.push({
      type: 'ObjectEvent', eventID: eventId('disposal', x.id), ...when(x.disposedTime), action: returned ? 'OBSERVE' : 'DELETE',
      bizStep: returned ? 'shipping' : 'destroying', disposition: returned ? 'returned' : 'destroyed',
      quantityList: [quantityOf(cls(x.lotId), x.quantity, x.unit)], ...location,
      ...(supplierId ? { destinationList: [{ type: 'owning_party', destination: ids.org(supplierId) }] } : {}),
      'ft:disposalNo': x.disposalNo, 'ft:method': x.method, 'ft:reason': x.reason,
    });
  }
  for (const rc of r.recalls) {
    const lots = r.lots.filter((l) => l.recallId === rc.id);
    if (rc.createTime === null || !lots.length) continue;
    events.push({
      type: 'ObjectEvent', eventID: eventId('recall', rc.id), ...when(rc.createTime), action: 'OBSERVE', bizStep: 'holding', disposition: 'recalled',
      quantityList: lots.map((l) => ({ epcClass: cls(l.id) })), ...location, 'ft:recallNo': rc.recallNo, 'ft:reason': rc.reason,
    });
  }
  return events.sort((a, b) => Date.parse(a.eventTime) - Date.parse(b.eventTime));
}

import { CCP_STATE, TRANSIT_STATE, minutesText, type TraceNode } from '@foodtrace/contracts';
import { SCREENS } from '../common/screen-paths';
import { TRACE_TEXT } from './texts';

/**
 * What the side panel shows of a node (pure): the answer's fields in a fixed order with their Chinese
 * labels, and the screen (component string + query) where the record itself lives.
 */
export interface DetailField { key: string; label: string; value: unknown; kind?: 'status' | 'lotKind' | 'result' | 'stage' | 'file' | 'yn' | 'docType' | 'orgType' | 'method' | 'ccpState' | 'transitState' | 'warning' }

const FIELDS: Record<TraceNode['type'], Array<[string, DetailField['kind']?]>> = {
  lot: [['lotNo'], ['itemName'], ['lotKind', 'lotKind'], ['status', 'status'], ['quantity'], ['consumedQty'], ['shippedQty'], ['disposedQty'], ['available'], ['retainedQty'], ['producedTime'], ['expiryDate']],
  supplier: [['name']],
  customer: [['name'], ['orgType', 'orgType']],
  process: [['processNo'], ['line'], ['cleaning'], ['uncleaned', 'warning'], ['startTime'], ['endTime'], ['deviations'], ['ccpState', 'ccpState'], ['corrections']],
  inspection: [['checkoutNo'], ['stage', 'stage'], ['result', 'result'], ['inspectedTime'], ['agency'], ['reportFile', 'file'], ['isPublic', 'yn']],
  shipment: [['shipmentNo'], ['shippedTime'], ['regionName'], ['carrier'], ['vehicleNo'], ['loadTemperature'], ['transitState', 'transitState'], ['transitOutsideMinutes'], ['docNo']],
  codes: [['code'], ['status'], ['scanCount'], ['total'], ['scanned']],
  disposal: [['disposalNo'], ['method', 'method'], ['quantity'], ['disposedTime'], ['reason'], ['handler'], ['witness']],
};

const INTAKE: Array<[string, DetailField['kind']?]> = [['putinNo'], ['supplierLotNo'], ['docType', 'docType'], ['docNo'], ['receivedTime'], ['temperature'], ['transitState', 'transitState'], ['transitOutsideMinutes']];

const QUANTITIES = ['quantity', 'consumedQty', 'shippedQty', 'disposedQty', 'available', 'retainedQty'];
const round4 = (n: number) => Math.round(n * 10_000) / 10_000;

/**
 * The panel's fields of a node. Quantities read with the unit's text (`9060 瓶`, not the code `bottle`); a lot
 * also shows what is left of it and, of that, its retained samples, a finished lot no 已投料 (nothing consumes
 * finished goods) and a raw or semi-finished lot no 已发货 it never had.
 */
export function nodeFields(node: TraceNode, unitText: (code: string) => string = (c) => c): DetailField[] {
  const d = { ...(node.data as Record<string, unknown>) };
  if (node.type === 'lot' && typeof d.quantity === 'number') {
    d.available = round4(d.quantity - Number(d.consumedQty ?? 0) - Number(d.shippedQty ?? 0) - Number(d.disposedQty ?? 0));
    if (d.lotKind === 'FINISHED' && !Number(d.consumedQty)) delete d.consumedQty;
    // nor 已发货 on a raw material or a semi-finished lot, which are used, not sold — unless one was
    if (d.lotKind !== 'FINISHED' && !Number(d.shippedQty)) delete d.shippedQty;
    // 已处置 only where something was disposed of (不合格品处置): most lots never are
    if (!Number(d.disposedQty)) delete d.disposedQty;
    // of what is left, the retained samples (留样) kept for the lot's shelf life: only a released finished lot has them
    if (!Number(d.retainedQty)) delete d.retainedQty;
  }
  // CCP 纠偏 only for a run that missed a critical limit
  if (node.type === 'process' && d.ccpState === CCP_STATE.none) {
    delete d.ccpState;
    delete d.corrections;
  }
  if (node.type === 'shipment') transitFields(d);
  const withUnit = (key: string, value: unknown) =>
    (QUANTITIES.includes(key) && value !== null && value !== undefined && d.unit ? `${String(value)} ${unitText(String(d.unit))}` : value);
  const fields = FIELDS[node.type]
    .filter(([key]) => d[key] !== undefined)
    .map(([key, kind]) => ({ key, label: TRACE_TEXT.fields[key] ?? key, value: withUnit(key, d[key]), kind: node.type === 'codes' && key === 'status' ? undefined : kind }));
  const intake = d.intake ? transitFields({ ...(d.intake as Record<string, unknown>) }) : undefined;
  if (intake) fields.push(...INTAKE.filter(([key]) => intake[key] !== undefined).map(([key, kind]) => ({ key: `intake.${key}`, label: TRACE_TEXT.fields[key] ?? key, value: intake[key], kind })));
  return fields;
}

/**
 * 在途温度 of a shipment or a delivery (its logger's readings) once they are in; how long out of the limits when it
 * was. Trims `d` in place and returns it.
 */
function transitFields(d: Record<string, unknown>): Record<string, unknown> {
  if (d.transitState === TRANSIT_STATE.none) delete d.transitState;
  const wentWarm = d.transitState === TRANSIT_STATE.excursion || d.transitState === TRANSIT_STATE.reviewed;
  if (wentWarm && typeof d.transitOutsideMinutes === 'number') d.transitOutsideMinutes = minutesText(d.transitOutsideMinutes);
  else delete d.transitOutsideMinutes;
  return d;
}

/** The record's id inside the node id `<type>:<id>`. */
export function recordId(node: Pick<TraceNode, 'id'>): string {
  return node.id.slice(node.id.indexOf(':') + 1);
}

/** Where the record is managed: the screen and the query that opens it there. */
export function recordScreen(node: TraceNode): { component: string; query: Record<string, string> } | null {
  const id = recordId(node);
  const d = node.data as Record<string, unknown>;
  switch (node.type) {
    case 'process': return { component: SCREENS.process, query: { id } };
    case 'inspection': return { component: SCREENS.checkout, query: { id } };
    case 'shipment': return { component: SCREENS.shipment, query: { id } };
    case 'supplier':
    case 'customer': return { component: SCREENS.officeDetail, query: { id } };
    case 'codes': return typeof d.code === 'string' ? { component: SCREENS.codeView, query: { code: d.code } } : { component: SCREENS.codeFood, query: { lotId: id } };
    case 'disposal': return { component: SCREENS.lotDisposal, query: { disposalNo: String(d.disposalNo) } };
    default: return null;
  }
}

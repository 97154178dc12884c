import { CCP_STATE, INSPECTION_RESULT, LOT_STATUS, type TraceNode } from '@foodtrace/contracts';
import { TRACE_TEXT } from './texts';

/**
 * What a node looks like, by kind: each kind has its colour and shape (the legend), lots by lot kind; a lot
 * that may not go on (held, rejected, recalled) and a failed inspection are outlined in red.
 */
export type NodeKind = 'supplier' | 'rawLot' | 'wipLot' | 'finishedLot' | 'process' | 'inspection' | 'shipment' | 'customer' | 'codes' | 'disposal';

export const NODE_KINDS: ReadonlyArray<{ kind: NodeKind; color: string; symbol: string; size: number }> = [
  { kind: 'supplier', color: '#fa8c16', symbol: 'circle', size: 34 },
  { kind: 'rawLot', color: '#13c2c2', symbol: 'roundRect', size: 38 },
  { kind: 'wipLot', color: '#722ed1', symbol: 'roundRect', size: 38 },
  { kind: 'finishedLot', color: '#1677ff', symbol: 'roundRect', size: 40 },
  { kind: 'process', color: '#faad14', symbol: 'diamond', size: 30 },
  { kind: 'inspection', color: '#52c41a', symbol: 'circle', size: 24 },
  { kind: 'shipment', color: '#2f54eb', symbol: 'triangle', size: 30 },
  { kind: 'customer', color: '#eb2f96', symbol: 'circle', size: 34 },
  { kind: 'codes', color: '#595959', symbol: 'rect', size: 26 },
  { kind: 'disposal', color: '#8c8c8c', symbol: 'pin', size: 30 },
];

export function nodeKind(node: Pick<TraceNode, 'type' | 'data'>): NodeKind {
  if (node.type !== 'lot') return node.type;
  const kind = (node.data as { lotKind?: string }).lotKind;
  return kind === 'RAW' ? 'rawLot' : kind === 'WIP' ? 'wipLot' : 'finishedLot';
}

export const ALERT_COLOR = '#f5222d';

/**
 * True when the record should catch the eye: a lot that may not go on, a failed inspection, a run that missed a
 * critical limit still to be corrected or that began on a line without its cleaning (开工前清洗).
 */
export function isAlert(node: Pick<TraceNode, 'type' | 'data'>): boolean {
  const d = node.data as { status?: string; result?: string; ccpState?: string; uncleaned?: string };
  if (node.type === 'lot') return d.status === LOT_STATUS.recalled || d.status === LOT_STATUS.rejected || d.status === LOT_STATUS.hold;
  if (node.type === 'inspection') return d.result === INSPECTION_RESULT.fail;
  if (node.type === 'process') return d.ccpState === CCP_STATE.pending || Boolean(d.uncleaned);
  return false;
}

export function kindLabel(kind: NodeKind): string {
  return TRACE_TEXT.kinds[kind];
}

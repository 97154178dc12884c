import { normalizeTraceCode } from '@foodtrace/contracts';
import type { TraceQuery } from '../common/foodtrace-api';

/**
 * The workbench keeps its query in the URL (?code= | ?lotNo= | ?lotId= | ?supplierLotNo=, &dir=), so other
 * screens link straight to a trace and a trace can be bookmarked or sent to a colleague during a recall.
 */
export type TraceBy = 'code' | 'lotNo' | 'lotId' | 'supplierLotNo';
export type Direction = 'backward' | 'forward';

const KEYS: readonly TraceBy[] = ['code', 'lotNo', 'lotId', 'supplierLotNo'];

export interface WorkbenchState { query: TraceQuery | null; by: TraceBy; value: string; direction: Direction }

/** A consumer's code is traced back to its sources by default; a lot (a recall's question) forward. */
export function defaultDirection(by: TraceBy): Direction {
  return by === 'code' ? 'backward' : 'forward';
}

export function stateFromParams(params: URLSearchParams): WorkbenchState {
  const by = KEYS.find((k) => params.get(k)?.trim()) ?? null;
  const dir = params.get('dir');
  if (!by) return { query: null, by: 'code', value: '', direction: dir === 'forward' ? 'forward' : 'backward' };
  const value = params.get(by)!.trim();
  return {
    query: { [by]: value } as TraceQuery,
    by,
    value,
    direction: dir === 'backward' || dir === 'forward' ? dir : defaultDirection(by),
  };
}

export function paramsFor(by: TraceBy, value: string, direction: Direction): Record<string, string> {
  return { [by]: value.trim(), dir: direction };
}

/** The mode a search runs in: 追溯码 only for what can be a code (normalizeTraceCode), else one of our 批号. */
export function modeFor(mode: TraceBy, typed: string): TraceBy {
  return mode === 'code' && !normalizeTraceCode(typed) ? 'lotNo' : mode;
}

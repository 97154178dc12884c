import type { TableRow } from '@/components/editable-table';
import type { ProcessRecordBody, StepParamLimit, StepParamValue } from '../common/api-types';
import { PROCESS_TEXT } from './texts';

/** The rows of the three tables of a processing run, as the editable tables give them. */
export interface ProcessRows { inputs: TableRow[]; outputs: TableRow[]; steps: TableRow[] }

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : undefined);
const num = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

/** A step's measured values ({ key: value } in the row) in the order of the technology's parameters. */
export function stepParams(limits: readonly StepParamLimit[] | undefined, values: Record<string, unknown> | undefined): StepParamValue[] {
  return (limits ?? []).flatMap((p) => {
    const v = values?.[p.key];
    if (v === undefined || v === null || v === '') return [];
    return [{ key: p.key, name: p.name, value: Number.isFinite(Number(v)) ? Number(v) : String(v), unit: p.unit }];
  });
}

/**
 * Whether anything was recorded of a step: a time, a value, a result, an operator or a remark. A step of the
 * technology left blank is not sent, so no record claims a check nobody made (the server would read it as
 * 正常); a critical control point is always sent, and the server reads a blank one as a deviation (未记录).
 */
function stepRecorded(r: TableRow): boolean {
  const values = Object.values((r.paramValues as Record<string, unknown> | undefined) ?? {});
  return [r.startTime, r.endTime, r.result, r.operator, r.remark].some((v) => text(v) !== undefined) || values.some((v) => v !== undefined && v !== null && v !== '');
}

/**
 * POST /foodtrace/process/record's body from the header form and the tables (docs/foodtrace-api.md §2.2),
 * or the first reason it cannot be sent: inputs 1–100 (each lot once), outputs 1–20.
 */
export function buildProcessBody(header: Record<string, unknown>, rows: ProcessRows, id?: string): { body: ProcessRecordBody } | { error: string } {
  const unpicked = rows.inputs.findIndex((r) => !r.lotId && r.quantity !== undefined && r.quantity !== '');
  if (unpicked >= 0) return { error: PROCESS_TEXT.lotMissing(unpicked + 1) };
  const inputs = rows.inputs.filter((r) => r.lotId);
  if (!inputs.length) return { error: PROCESS_TEXT.needInputs };
  if (inputs.length > 100) return { error: PROCESS_TEXT.tooManyInputs };
  const seen = new Set<string>();
  for (const r of inputs) {
    if (seen.has(String(r.lotId))) return { error: PROCESS_TEXT.duplicateInput(String(r.lotNo ?? r.lotId)) };
    seen.add(String(r.lotId));
  }
  if (!rows.outputs.length) return { error: PROCESS_TEXT.needOutputs };
  if (rows.outputs.length > 20) return { error: PROCESS_TEXT.tooManyOutputs };
  const body: ProcessRecordBody = {
    ...header,
    ...(id ? { id } : {}),
    inputs: inputs.map((r) => ({ lotId: String(r.lotId), quantity: Number(r.quantity) })),
    outputs: rows.outputs.map((r) => ({
      lotKind: r.lotKind === 'WIP' ? 'WIP' : 'FINISHED', quantity: Number(r.outQuantity),
      lotNo: text(r.outLotNo), expiryDate: text(r.expiryDate), remark: text(r.remark),
    })),
    steps: rows.steps.filter((r) => text(r.stepName) && (r.isCcp || stepRecorded(r))).map((r) => ({
      stepId: text(r.stepId), stepName: text(r.stepName), startTime: text(r.startTime), endTime: text(r.endTime),
      params: stepParams(r.limits as StepParamLimit[] | undefined, r.paramValues as Record<string, unknown> | undefined),
      result: r.result === 'DEVIATION' ? 'DEVIATION' : r.result === 'OK' ? 'OK' : undefined,
      operator: text(r.operator), remark: text(r.remark),
    })),
  };
  return { body };
}

/** Whether a measured value lies outside its limits (shown in red while typing; the server decides). */
export function outOfLimits(limit: Pick<StepParamLimit, 'min' | 'max'>, value: unknown): boolean {
  const n = num(value);
  if (n === undefined || Number.isNaN(n)) return false;
  return (limit.min !== null && n < limit.min) || (limit.max !== null && n > limit.max);
}

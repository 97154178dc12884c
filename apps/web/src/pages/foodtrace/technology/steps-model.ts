import type { TableRow } from '@/components/editable-table';
import type { StepParamLimit, TechnologyStep } from '../common/api-types';
import { TECH_TEXT } from './texts';

const text = (v: unknown) => (v === null || v === undefined || String(v).trim() === '' ? null : String(v).trim());
const num = (v: unknown) => (v === null || v === undefined || v === '' || !Number.isFinite(Number(v)) ? null : Number(v));

/** Saved steps → table rows (ids kept, so the server updates rather than recreates them). */
export function stepRows(steps: readonly TechnologyStep[]): TableRow[] {
  return steps.map((s, i) => ({
    id: s.id ?? `new_step_${i}`, stepId: s.id, stepName: s.stepName, isCcp: s.isCcp, hazard: s.hazard ?? '', description: s.description ?? '', params: s.params,
    instrumentId: s.instrumentId ?? '',
  }));
}

export function paramRows(params: readonly StepParamLimit[]): TableRow[] {
  return params.map((p, i) => ({ id: `new_param_${i}_${p.key}`, ...p }));
}

export function toParams(rows: readonly TableRow[]): StepParamLimit[] {
  return rows.filter((r) => text(r.key)).map((r) => ({ key: text(r.key)!, name: text(r.name) ?? text(r.key)!, unit: text(r.unit), min: num(r.min), max: num(r.max) }));
}

/**
 * The body of saveSteps in table order (the order kept): existing steps by id, new ones without; or the
 * first reason not to send it — a CCP must name its hazard (HACCP principle 1).
 */
export function toSavedSteps(rows: readonly TableRow[]): { steps: TechnologyStep[] } | { error: string } {
  const steps: TechnologyStep[] = [];
  for (const r of rows) {
    const name = text(r.stepName);
    if (!name) continue;
    const isCcp = r.isCcp === true || r.isCcp === 1 || r.isCcp === '1';
    if (isCcp && !text(r.hazard)) return { error: TECH_TEXT.ccpNeedsHazard(name) };
    steps.push({
      ...(typeof r.stepId === 'string' && r.stepId ? { id: r.stepId } : {}),
      stepName: name, isCcp, hazard: text(r.hazard), description: text(r.description),
      params: Array.isArray(r.params) ? (r.params as StepParamLimit[]) : [], instrumentId: text(r.instrumentId),
    });
  }
  return { steps };
}

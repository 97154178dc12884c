import { JOB_TEXT, jobKind } from '@foodtrace/contracts';
import type { ResourceHooks } from '../../crud/resource-repo.ts';
import { BadRequestError } from '../../platform/errors.ts';

/** A known task; one that reads a parameter takes a whole number within its bounds (or nothing: its default). */
export function assertParameter(kind: string, parameter: unknown): void {
  const def = jobKind(kind);
  // The kind names code the server runs: only its own tasks (the dictionary lists them for the form).
  if (!def) throw new BadRequestError(JOB_TEXT.unknownKind);
  const rule = def.parameter;
  if (!rule || parameter === null || parameter === undefined || String(parameter).trim() === '') return;
  const n = Number(String(parameter).trim());
  if (!Number.isInteger(n) || n < rule.min || n > rule.max) throw new BadRequestError(JOB_TEXT.badParameter(def.name, rule.hint));
}

/** The rules beside the generic CRUD of 定时任务; every change reaches the scheduler after its commit. */
export function jobRules(changed: () => void): ResourceHooks {
  return {
    beforeAdd: (input) => assertParameter(String(input.jobClassName), input.parameter),
    beforeEdit: (input, existing) => assertParameter(String(input.jobClassName ?? existing.jobClassName), input.parameter !== undefined ? input.parameter : existing.parameter),
    afterAdd: changed,
    afterEdit: changed,
    afterDelete: changed,
  };
}

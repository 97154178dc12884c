import { SAFETY_CHECK_RESULT, SAFETY_CHECK_TEXT, multiValues } from '@foodtrace/contracts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { BusinessError } from '../../../platform/errors.ts';

type Row = Record<string, unknown>;
const blank = (v: unknown) => v === null || v === undefined || String(v).trim() === '';

/**
 * 食品安全自查 (contracts foodtrace/safety-check.ts): a check that found something says what, and what was done
 * about it (令第 60 号 第十条: 立即采取防范措施); one put right says when. The items it found wanting are among those it
 * went through, and one that found nothing names none. Judged on the record as it will stand.
 */
function assertComplete(record: Row): void {
  const found = multiValues(record.nonConformItems);
  if (record.result === SAFETY_CHECK_RESULT.none) {
    if (found.length) throw new BusinessError(SAFETY_CHECK_TEXT.nonConformWithoutFinding);
    return;
  }
  const checked = multiValues(record.riskItems);
  if (found.some((i) => !checked.includes(i))) throw new BusinessError(SAFETY_CHECK_TEXT.nonConformNotChecked);
  if (blank(record.problems) || blank(record.measures)) throw new BusinessError(SAFETY_CHECK_TEXT.problemsRequired);
  if (record.result === SAFETY_CHECK_RESULT.fixed && blank(record.rectifiedDate)) throw new BusinessError(SAFETY_CHECK_TEXT.rectifiedRequired);
}

export function safetyCheckHooks(): ResourceHooks {
  return {
    beforeAdd(input) { assertComplete(input); },
    beforeEdit(changes, existing) { assertComplete({ ...existing, ...changes }); },
  };
}

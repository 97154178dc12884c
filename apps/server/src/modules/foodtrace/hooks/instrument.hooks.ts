import { INSTRUMENT_TEXT, calibrationValidUntil } from '@foodtrace/contracts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { BusinessError } from '../../../platform/errors.ts';

type Row = Record<string, unknown>;

/**
 * 计量器具 (contracts foodtrace/instrument.ts): 有效期至 as the certificate states it, or — left empty — counted from
 * the 检定/校准 date and the cycle, so that every instrument has a day the reminder can read. Judged on the record as
 * it will stand.
 */
function validUntilOf(record: Row): string {
  if (typeof record.validUntil === 'string' && record.validUntil) return record.validUntil;
  const counted = typeof record.lastDate === 'string' ? calibrationValidUntil(record.lastDate, Number(record.cycleMonths)) : null;
  if (!counted) throw new BusinessError(INSTRUMENT_TEXT.noValidUntil);
  return counted;
}

export function instrumentHooks(): ResourceHooks {
  return {
    beforeAdd(input) { input.validUntil = validUntilOf(input); },
    beforeEdit(changes, existing) {
      // A new date is a new certificate: entered with the old 有效期至 left as it was (the edit form sends it back), the
      // day is counted again from the cycle; only a 有效期至 typed in for it stands.
      const renewed = 'lastDate' in changes && changes.lastDate !== existing.lastDate
        && (!changes.validUntil || changes.validUntil === existing.validUntil) && Number(changes.cycleMonths ?? existing.cycleMonths) > 0;
      changes.validUntil = validUntilOf({ ...existing, ...changes, ...(renewed ? { validUntil: null } : {}) });
    },
  };
}

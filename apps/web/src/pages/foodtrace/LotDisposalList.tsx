import dayjs from 'dayjs';
import { DISPOSABLE_STATUSES, DISPOSAL_TEXT as RULE_TEXT, FORMATS, isExpiredOn, LIST_SCOPE_KEY, LOT_SCOPE, lotDisposalResource, lotResource } from '@foodtrace/contracts';
import { worklistOf } from '@/crud';
import { RegisterWithWorklist } from './common/register-with-worklist';
import { DISPOSAL_TEXT } from './disposal/texts';
import { LOT_EXPIRY_CELLS } from './common/due-dates';

const lotExpiry = (row: Record<string, unknown>) => ({ expiryDate: typeof row.expiryDate === 'string' ? row.expiryDate : null });

/** The lots to dispose of today: rejected, held, recalled, or past their 保质期 with stock left (the server's scope). */
const WORKLIST = worklistOf(lotResource, { [LIST_SCOPE_KEY]: LOT_SCOPE.disposable });

/**
 * 不合格品处置: the disposals (returned to the supplier, destroyed, made harmless), and under 待处置批次 every
 * rejected, held or recalled lot with what is left of it and every expired lot with stock, each with 登记处置 (not
 * a lot whose stock is only retained samples still to be kept: they leave from 质检记录's 留样台账 when due) —
 * the register's form with the lot filled in (server hooks/lot-disposal.hooks.ts keeps it to what is left), and
 * for expired stock the reason too. `?disposalNo=` (the trace's disposal node) lists that record.
 */
export default function LotDisposalList() {
  return (
    <RegisterWithWorklist register={lotDisposalResource} worklist={WORKLIST} openedBy="disposalNo" texts={DISPOSAL_TEXT} worklistCells={LOT_EXPIRY_CELLS}
      waits={(row) => Number(row.availableQty) > 0}
      prefill={(row) => ({
        lotId: row.id,
        // stock there for its expiry alone (not for its status) is disposed of for that reason
        ...(!DISPOSABLE_STATUSES.includes(String(row.status)) && isExpiredOn(lotExpiry(row), dayjs().format(FORMATS.date))
          ? { reason: RULE_TEXT.expiredReason(String(row.expiryDate)) } : {}),
      })} />
  );
}

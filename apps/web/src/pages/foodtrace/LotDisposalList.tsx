import { DISPOSABLE_STATUSES, lotDisposalResource, lotResource } from '@foodtrace/contracts';
import { worklistOf } from '@/crud';
import { RegisterWithWorklist } from './common/register-with-worklist';
import { DISPOSAL_TEXT } from './disposal/texts';

/** The lots to dispose of, by their status. */
const WORKLIST = worklistOf(lotResource, { status: DISPOSABLE_STATUSES.join(',') });

/**
 * 不合格品处置: the disposals (returned to the supplier, destroyed, made harmless), and under 不合格批次 every
 * rejected, held or recalled lot with what is left of it, each with 登记处置 — the register's form with the lot
 * filled in (server hooks/lot-disposal.hooks.ts keeps it to what is left). `?disposalNo=` (the trace's disposal
 * node) lists that record.
 */
export default function LotDisposalList() {
  return (
    <RegisterWithWorklist register={lotDisposalResource} worklist={WORKLIST} openedBy="disposalNo" texts={DISPOSAL_TEXT}
      waits={(row) => Number(row.availableQty) > 0} prefill={(row) => ({ lotId: row.id })} />
  );
}

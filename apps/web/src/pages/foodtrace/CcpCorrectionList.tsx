import { CCP_STATE, ccpCorrectionResource, processResource } from '@foodtrace/contracts';
import { worklistOf } from '@/crud';
import { RegisterWithWorklist } from './common/register-with-worklist';
import { CCP_CORRECTION_TEXT } from './ccp/texts';

/** The runs waiting for their correction, with what deviated beside what was made and when. */
const WORKLIST = worklistOf(processResource, { ccpState: CCP_STATE.pending }, ['processNo', 'productId', 'ccpDeviation', 'line', 'startTime', 'endTime']);

/**
 * CCP 纠偏: the corrective actions taken when a run missed a critical limit, and under 待纠偏加工单 the runs still
 * waiting for one, each with 登记纠偏 — the form with the run filled in and its deviation shown under it (server
 * hooks/ccp-correction.hooks.ts). `?correctionNo=` lists one record.
 */
export default function CcpCorrectionList() {
  return (
    <RegisterWithWorklist register={ccpCorrectionResource} worklist={WORKLIST} openedBy="correctionNo" texts={CCP_CORRECTION_TEXT}
      waits={(row) => row.ccpState === CCP_STATE.pending} prefill={(row) => ({ processId: row.id })} />
  );
}

import { CCP_STATE, STEP_RESULT } from '@foodtrace/contracts';
import { BusinessError } from '../../../platform/errors.ts';
import type { FtKysely, FtProcess } from '../schema.ts';
import { insertRecord, type Writer } from '../shared/records.ts';
import { instantOf } from '../shared/wire.ts';
import { checkParams, parseLimits } from '../technology/param-spec.ts';
import type { ProcessRecordBody } from './process.schema.ts';

/**
 * A step's times make sense: it ends after it starts, and it runs within the run's own start and end (a step
 * at 09:00 in a run from 18:00 to 22:00 is a slip that would put the trace timeline out of order).
 */
function assertStepWithinRun(stepName: string, start: number | null, end: number | null, run: Pick<FtProcess, 'startTime' | 'endTime'>): void {
  if (start !== null && end !== null && end < start) throw new BusinessError(`工序“${stepName}”的结束时间不能早于开始时间`);
  const runStart = run.startTime === null ? null : Number(run.startTime);
  const runEnd = run.endTime === null ? null : Number(run.endTime);
  const outside = [start, end].some((t) => t !== null && ((runStart !== null && t < runStart) || (runEnd !== null && t > runEnd)));
  if (outside) throw new BusinessError(`工序“${stepName}”的时间应在本次加工的开始时间与结束时间之内`);
}

/**
 * Writes a run's step records. A step named by its technology step is checked against that step's limits: a
 * missed limit makes it a deviation whatever the client said, and the reasons go into the remark.
 * Answers how each critical control point deviated, as `巴氏杀菌：未记录杀菌温度` (the outputs are then held
 * for evaluation, and the one who recorded the run is told).
 */
export async function writeStepRecords(db: FtKysely, run: Pick<FtProcess, 'id' | 'startTime' | 'endTime'>, steps: ProcessRecordBody['steps'], by: Writer, tz: string): Promise<string[]> {
  const ccpDeviations: string[] = [];
  const processId = run.id;
  for (const [i, step] of steps.entries()) {
    const def = step.stepId
      ? await db.selectFrom('ftTechnologyStep').selectAll().where('id', '=', step.stepId).where('delFlag', '=', 0).executeTakeFirst()
      : undefined;
    const isCcp = def?.isCcp === 1;
    const failures = def ? checkParams(parseLimits(def.paramSpec), step.params, isCcp).filter((c) => !c.ok) : [];
    const result = failures.length || step.result === STEP_RESULT.deviation ? STEP_RESULT.deviation : STEP_RESULT.ok;
    const stepName = step.stepName || def?.stepName || `工序 ${i + 1}`;
    const startTime = instantOf(step.startTime, tz, `steps.${i}.startTime`);
    const endTime = instantOf(step.endTime, tz, `steps.${i}.endTime`);
    assertStepWithinRun(stepName, startTime, endTime, run);
    if (isCcp && result === STEP_RESULT.deviation) ccpDeviations.push(`${stepName}：${failures.map((f) => f.reason).join('、') || '记录为偏差'}`);
    const remark = [step.remark, ...failures.map((f) => f.reason)].filter(Boolean).join('；') || null;
    await insertRecord(db, 'ftProcessStepRecord', {
      processId, stepId: def?.id ?? null, seq: def?.seq ?? i + 1, stepName,
      isCcp: isCcp ? 1 : 0, startTime, endTime, params: JSON.stringify(step.params), result,
      operator: step.operator ?? null, remark: remark?.slice(0, 500) ?? null,
    }, by);
  }
  return ccpDeviations;
}

/**
 * The critical control points a lot's run recorded as deviations (step, and the recorded reason), and whether
 * they still wait for their CCP 纠偏 (a pass would then be refused): for whoever releases it.
 */
export async function lotCcpWarnings(db: FtKysely, processId: string | null): Promise<{ ccpDeviations: string[]; ccpPending: boolean }> {
  if (!processId) return { ccpDeviations: [], ccpPending: false };
  const rows = await db.selectFrom('ftProcessStepRecord').select(['stepName', 'remark']).where('processId', '=', processId)
    .where('isCcp', '=', 1).where('result', '=', STEP_RESULT.deviation).where('delFlag', '=', 0).orderBy('seq').execute();
  const run = await db.selectFrom('ftProcess').select('ccpState').where('id', '=', processId).executeTakeFirst();
  return { ccpDeviations: rows.map((d) => (d.remark ? `${d.stepName}：${d.remark}` : d.stepName)), ccpPending: run?.ccpState === CCP_STATE.pending };
}

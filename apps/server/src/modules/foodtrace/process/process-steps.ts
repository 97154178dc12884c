import { STEP_RESULT } from '@foodtrace/contracts';
import type { FtKysely } from '../schema.ts';
import { insertRecord } from '../shared/records.ts';
import { instantOf } from '../shared/wire.ts';
import { checkParams, parseLimits } from '../technology/param-spec.ts';
import type { ProcessRecordBody } from './process.schema.ts';

/**
 * Writes a run's step records. A step named by its technology step is checked against that step's limits: a
 * missed limit makes it a deviation whatever the client said, and the reasons go into the remark.
 * Answers how each critical control point deviated, as `巴氏杀菌：未记录杀菌温度` (the outputs are then held
 * for evaluation, and the one who recorded the run is told).
 */
export async function writeStepRecords(db: FtKysely, processId: string, steps: ProcessRecordBody['steps'], username: string, tz: string): Promise<string[]> {
  const ccpDeviations: string[] = [];
  for (const [i, step] of steps.entries()) {
    const def = step.stepId
      ? await db.selectFrom('ftTechnologyStep').selectAll().where('id', '=', step.stepId).where('delFlag', '=', 0).executeTakeFirst()
      : undefined;
    const isCcp = def?.isCcp === 1;
    const failures = def ? checkParams(parseLimits(def.paramSpec), step.params, isCcp).filter((c) => !c.ok) : [];
    const result = failures.length || step.result === STEP_RESULT.deviation ? STEP_RESULT.deviation : STEP_RESULT.ok;
    const stepName = step.stepName || def?.stepName || `工序 ${i + 1}`;
    if (isCcp && result === STEP_RESULT.deviation) ccpDeviations.push(`${stepName}：${failures.map((f) => f.reason).join('、') || '记录为偏差'}`);
    const remark = [step.remark, ...failures.map((f) => f.reason)].filter(Boolean).join('；') || null;
    await insertRecord(db, 'ftProcessStepRecord', {
      processId, stepId: def?.id ?? null, seq: def?.seq ?? i + 1, stepName,
      isCcp: isCcp ? 1 : 0, startTime: instantOf(step.startTime, tz, `steps.${i}.startTime`),
      endTime: instantOf(step.endTime, tz, `steps.${i}.endTime`), params: JSON.stringify(step.params), result,
      operator: step.operator ?? null, remark: remark?.slice(0, 500) ?? null,
    }, username);
  }
  return ccpDeviations;
}

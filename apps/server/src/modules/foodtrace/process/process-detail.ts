import { CLEANING_TEXT, INSTRUMENT_TEXT, PROCESS_STATUS } from '@foodtrace/contracts';
import { lotNames } from '../lots/lot-names.ts';
import type { FtKysely } from '../schema.ts';
import { round4 } from '../shared/quantity.ts';
import { unfitOperators } from '../shared/staff-health.ts';
import { monitorLapses } from '../shared/instruments.ts';
import { cleaningTexts } from '../shared/cleaning.ts';
import { timeText } from '../shared/wire.ts';

/**
 * A run's inputs, outputs and step records (FoodProccessList's detail, below the run's own fields), and who of its
 * steps' 操作人 worked without a health certificate in force that day (健康证明) and which of its steps an instrument
 * out of calibration monitored (计量器具), and whether its line was cleaned before it (清洗消毒), as its record's warnings said.
 */
export async function processDetail(db: FtKysely, id: string, tz: string, cleanType: (code: string) => string) {
  const inputs = await db.selectFrom('ftProcessInput').selectAll().where('processId', '=', id).where('delFlag', '=', 0).execute();
  const outputs = await db.selectFrom('ftLot').selectAll().where('processId', '=', id).where('delFlag', '=', 0).orderBy('lotNo').execute();
  const steps = await db.selectFrom('ftProcessStepRecord').selectAll().where('processId', '=', id).where('delFlag', '=', 0).orderBy('seq').execute();
  const names = await lotNames(db, [...inputs.map((i) => i.lotId), ...outputs.map((o) => o.id)]);
  const run = await db.selectFrom('ftProcess').select(['startTime', 'line', 'status']).where('id', '=', id).executeTakeFirst();
  const at = (ms: number | string | null | undefined) => (ms === null || ms === undefined ? null : Number(ms));
  const done = steps.map((s) => ({ stepId: s.stepId, stepName: s.stepName, operator: s.operator, at: at(s.startTime) }));
  // a planned run has not begun: its line is cleaned before it does
  const [cleaning] = run?.status === PROCESS_STATUS.done ? await cleaningTexts(db, [{ line: run.line, start: at(run.startTime) }], tz, cleanType) : [null];
  return {
    unfitOperators: await unfitOperators(db, at(run?.startTime), done, tz),
    lapsedMonitors: (await monitorLapses(db, [{ start: at(run?.startTime), steps: done }], tz))[0].map(INSTRUMENT_TEXT.lapse),
    uncleanedLine: cleaning?.gap ? CLEANING_TEXT.gap(cleaning.gap) : null,
    // …or the verified cleaning it began within (开工前清洗), as the trace report names it
    lineCleaning: cleaning?.covered ?? null,
    inputs: inputs.map((i) => ({
      id: i.id, lotId: i.lotId, lotNo: names.get(i.lotId)?.lotNo ?? null, itemName: names.get(i.lotId)?.itemName ?? null,
      quantity: round4(i.quantity), unit: i.unit,
    })),
    outputs: outputs.map((o) => ({
      id: o.id, lotNo: o.lotNo, lotKind: o.lotKind, itemName: names.get(o.id)?.itemName ?? null, quantity: round4(o.quantity),
      unit: o.unit, status: o.status, expiryDate: o.expiryDate,
    })),
    steps: steps.map((s) => ({
      id: s.id, stepId: s.stepId, seq: s.seq, stepName: s.stepName, isCcp: s.isCcp === 1, startTime: timeText(s.startTime, tz),
      endTime: timeText(s.endTime, tz), params: s.params ? JSON.parse(s.params) : [], result: s.result, operator: s.operator, remark: s.remark,
    })),
  };
}

import { CCP_STATE, INSTRUMENT_TEXT, LOT_KIND, LOT_STATUS, PROCESS_STATUS, processResource } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { listSpecOf } from '../../../crud/list-spec.ts';
import { ResourceRefs } from '../../../crud/resource-refs.ts';
import { assertFieldOrder, assertHappened } from '../../../crud/resource-repo.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { BadRequestError, BusinessError } from '../../../platform/errors.ts';
import { assignNumbers, type NumberingOptions } from '../../../platform/numbering/auto-number.ts';
import { consumeLot, createLot, liveLot } from '../lots/lot.service.ts';
import { ftDb, type FtKysely, type FtProcess } from '../schema.ts';
import { assertNotBeforeLot } from '../shared/chronology.ts';
import { assertLotNoFree, freeLotNo } from '../shared/lot-numbers.ts';
import { insertRecord, updateRecord, type Writer } from '../shared/records.ts';
import { dateText, instantOf } from '../shared/wire.ts';
import { allergenTexts, runUndeclaredAllergens } from '../shared/allergens.ts';
import { unfitOperators } from '../shared/staff-health.ts';
import { monitorLapses } from '../shared/instruments.ts';
import { uncleanedLine } from '../shared/cleaning.ts';
import type { ProcessRecordBody } from './process.schema.ts';
import { writeStepRecords } from './process-steps.ts';
import { runFormulaDeviations } from '../formula/formula.ts';

/** The run, its output lots, and how its critical control points deviated (empty when they did not). */
export interface ProcessRecorded {
  id: string; outputs: Array<{ id: string; lotNo: string; status: string }>; ccpDeviations: string[];
  /** 致敏物质 the inputs carry that the product's label does not declare, as texts (shared/allergens.ts). */
  undeclaredAllergens: string[];
  /** 操作人 of its steps without a health certificate in force on the day (健康证明, shared/staff-health.ts). */
  unfitOperators: string[];
  /** Steps monitored by an instrument whose 检定/校准 had run out on the day (计量器具, shared/instruments.ts), as texts. */
  lapsedMonitors: string[];
  /** Its line had no verified cleaning within its 清洗有效期 before it began (清洗消毒); null: clean, or not judged. */
  uncleanedLine: string | null;
  /** Where its inputs strayed from the product's 配方 (contracts foodtrace/formula.ts), also kept on the run. */
  formulaDeviations: string[];
}

/**
 * Records a processing run in ONE transaction: header, inputs (each taken from its lot by a conditional update,
 * so nothing is used twice or beyond what a lot has), step records, output lots and the genealogy links
 * input × output. Inputs must be released lots (Food Safety Law Art. 50: no use before the incoming check).
 * Outputs start pending inspection when finished (出厂检验, Art. 52) or when a CCP deviated; otherwise released.
 */
export async function recordProcess(ctx: AppContext, user: SessionUser, body: ProcessRecordBody): Promise<ProcessRecorded> {
  const tz = ctx.config.timeZone;
  if (new Set(body.inputs.map((i) => i.lotId)).size !== body.inputs.length) throw new BadRequestError('inputs: 同一批次只能投料一次');
  const refs = new ResourceRefs(processResource, ctx.kind, (d) => listSpecOf(d, tz));
  await refs.check(ctx.db, body);

  return ftDb(ctx.db).transaction().execute(async (db) => {
    const run = await saveHeader(db, body, user, { kind: ctx.kind, timeZone: tz });
    const producedTime = run.endTime ?? run.startTime ?? Date.now();
    for (const input of body.inputs) {
      const lot = await liveLot(db, input.lotId);
      if (!lot) throw new BusinessError('投料批次不存在');
      assertNotBeforeLot(lot, producedTime, '本次加工的产出时间', tz);
      await consumeLot(db, ctx.dict, lot.id, input.quantity, user.username, { at: producedTime, tz });
      await insertRecord(db, 'ftProcessInput', { processId: run.id, lotId: lot.id, quantity: input.quantity, unit: lot.unit }, user);
    }
    const ccpDeviations = await writeStepRecords(db, run, body.steps, user, tz);
    // the run waits for its CCP 纠偏, and its outputs cannot be released before it (lot.service refreshLotStatus)
    if (ccpDeviations.length) await updateRecord(db, 'ftProcess', run, { ccpState: CCP_STATE.pending, ccpDeviation: ccpDeviations.join('；').slice(0, 500) }, user.username);
    const product = await db.selectFrom('ftProduct').selectAll().where('id', '=', run.productId).executeTakeFirstOrThrow();
    const outputs: ProcessRecorded['outputs'] = [];
    for (const out of body.outputs) {
      if (out.lotNo) await assertLotNoFree(db, out.lotNo);
      const initialStatus = out.lotKind === LOT_KIND.wip && !ccpDeviations.length ? LOT_STATUS.released : LOT_STATUS.pending;
      const lot = await createLot(db, {
        lotNo: out.lotNo ?? await freeLotNo(db, out.lotKind, producedTime, tz), lotKind: out.lotKind, productId: product.id,
        quantity: out.quantity, unit: product.unit, initialStatus, producedTime, processId: run.id, remark: out.remark ?? null,
        expiryDate: out.expiryDate ?? (product.shelfLifeDays ? dateText(producedTime + product.shelfLifeDays * 86_400_000, tz) : null),
      }, user);
      for (const input of body.inputs) {
        await insertRecord(db, 'ftLotLink', { processId: run.id, parentLotId: input.lotId, childLotId: lot.id }, user);
      }
      outputs.push({ id: lot.id, lotNo: lot.lotNo, status: lot.status });
    }
    const made = body.outputs.reduce((sum, o) => sum + o.quantity, 0);
    const formulaDeviations = await runFormulaDeviations(db, ctx.dict, product.id, made, body.inputs);
    if (formulaDeviations.length) await updateRecord(db, 'ftProcess', run, { formulaDeviation: formulaDeviations.join('；').slice(0, 1000) }, user.username);
    const undeclared = await runUndeclaredAllergens(db, body.inputs.map((i) => i.lotId), product.allergens);
    const steps = (await db.selectFrom('ftProcessStepRecord').select(['stepId', 'stepName', 'operator', 'startTime as at']).where('processId', '=', run.id).where('delFlag', '=', 0).execute())
      .map((x) => ({ ...x, at: x.at === null ? null : Number(x.at) }));
    return {
      id: run.id, outputs, ccpDeviations, undeclaredAllergens: await allergenTexts(ctx.dict, undeclared),
      unfitOperators: await unfitOperators(db, run.startTime, steps, tz),
      lapsedMonitors: (await monitorLapses(db, [{ start: run.startTime, steps }], tz))[0].map(INSTRUMENT_TEXT.lapse),
      uncleanedLine: await uncleanedLine(db, run, tz), formulaDeviations,
    };
  });
}

const RECORDED_RUN = {
  fields: { startTime: { ...processResource.fields.startTime, happened: true }, endTime: { ...processResource.fields.endTime, happened: true } },
};

async function saveHeader(db: FtKysely, body: ProcessRecordBody, by: Writer, numbering: NumberingOptions): Promise<FtProcess> {
  const tz = numbering.timeZone;
  const planned = body.id ? await db.selectFrom('ftProcess').selectAll().where('id', '=', body.id).where('delFlag', '=', 0).executeTakeFirst() : undefined;
  if (body.id && !planned) throw new BusinessError('加工记录不存在');
  // A planned run keeps its number unless another is typed; a new run left blank is numbered by its 填值规则.
  if (planned && !body.processNo) body.processNo = planned.processNo;
  else await assignNumbers(db, processResource, body, numbering);
  const values = {
    processNo: body.processNo as string, productId: body.productId as string, technologyId: (body.technologyId as string | null) ?? null,
    line: (body.line as string | null) ?? null, startTime: instantOf(body.startTime as string | null, tz, 'startTime'),
    endTime: instantOf(body.endTime as string | null, tz, 'endTime'), remark: (body.remark as string | null) ?? null, status: PROCESS_STATUS.done,
  };
  assertFieldOrder(processResource, values);
  // A plan may lie ahead; a run recorded with its outputs has happened.
  assertHappened(RECORDED_RUN, body, tz);
  let clash = db.selectFrom('ftProcess').select('id').where('processNo', '=', values.processNo).where('delFlag', '=', 0);
  if (body.id) clash = clash.where('id', '<>', body.id);
  if (await clash.executeTakeFirst()) throw new BusinessError('加工单号已存在');
  if (!planned) return await insertRecord(db, 'ftProcess', values, by) as unknown as FtProcess;

  if (planned.status !== PROCESS_STATUS.planned) throw new BusinessError(`加工单 ${planned.processNo} 已登记投料产出，不能重复登记`);
  await updateRecord(db, 'ftProcess', planned, values, by.username);
  return { ...planned, ...values };
}

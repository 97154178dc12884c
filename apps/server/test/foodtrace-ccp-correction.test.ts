import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CCP_TEXT, type PageResult, type PublicFoodCode, type TraceReport, type TraceResult } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { ftDb, type FtKysely } from '../src/modules/foodtrace/schema.ts';
import { lockingRead } from '../src/modules/foodtrace/shared/records.ts';
import { inspect, lotDetail, masterData, post, processRun, releasedRaw, type Master } from './foodtrace-fixture.ts';

type Run = { id: string; processNo: string; ccpState: string; ccpDeviation: string | null };

/** CCP 纠偏 (HACCP corrective actions) on every database: the run's state, the release gate, the records' rules. */
describe.each(databaseTargets())('CCP 纠偏 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  let technologyId: string;
  let ccpStep: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    const tech = await post(t, admin, '/foodtrace/technology/add', { techName: '纠偏测试工艺', techCode: 'T-CCP' });
    const steps = await post<Array<{ id: string }>>(t, admin, '/foodtrace/technology/saveSteps', { technologyId: tech.id, steps: [
      { stepName: '巴氏杀菌', isCcp: true, params: [{ key: 'temp', name: '杀菌温度', unit: '℃', min: 72, max: 85 }] },
    ] });
    technologyId = tech.id;
    ccpStep = steps[0].id;
  });
  afterAll(async () => { await t?.close(); });

  const run = async (temp: number) => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const made = await processRun(t, admin, m.milk.id, [[raw.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 10 }], {
      technologyId, steps: [{ stepId: ccpStep, params: [{ key: 'temp', value: temp }] }],
    });
    const header = (await t.call<Run>('GET', '/foodtrace/process/queryById', { token: admin, query: { id: made.id } })).body.result;
    return { ...made, header, lot: made.outputs[0] };
  };
  const runState = async (id: string) => (await t.call<Run>('GET', '/foodtrace/process/queryById', { token: admin, query: { id } })).body.result.ccpState;
  const correct = (processId: string, extra: Record<string, unknown> = {}) => t.call<{ id: string; deviation: string; correctionNo: string }>('POST', '/foodtrace/ccpCorrection/add', {
    token: admin, body: {
      processId, correctedTime: '2026-03-03 10:30:00', cause: '蒸汽调节阀卡滞', action: '更换调节阀，校准温度记录仪后恢复生产',
      productAction: 'ISOLATE', responsible: '许志强', verifier: '王丽', verifyResult: '复测 76.4 ℃ 持续 30 分钟', ...extra,
    },
  });

  it('holds a run that missed a critical limit at 待纠偏, and its products until the correction is on record', async () => {
    const bad = await run(70.5);
    expect(bad.header).toMatchObject({ ccpState: 'PENDING', ccpDeviation: '巴氏杀菌：杀菌温度 70.5 低于下限 72' });
    expect(await lotDetail(t, admin, bad.lot.id)).toMatchObject({ status: 'PENDING_QC', ccpPending: true });
    // a pass is refused with what to do; a failure is recorded (the deviation made the product unfit)
    const refused = await t.call('POST', '/foodtrace/checkout/record', { token: admin, body: {
      checkoutNo: `QC-CCP-${Date.now()}`, lotId: bad.lot.id, stage: 'FINAL', result: 'PASS', inspector: '王质检', inspectedTime: '2026-03-04 10:00:00',
      isPublic: '1', items: [], sampleQty: 2, sampleLocation: '留样室',
    } });
    expect(refused.body).toMatchObject({ success: false, message: CCP_TEXT.releaseRefused(bad.lot.lotNo, bad.header.processNo) });

    const report = async () => (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotNo: bad.lot.lotNo } })).body.result;
    expect((await report()).findings).toContain(`加工单 ${bad.header.processNo} 工序“巴氏杀菌”（关键控制点）记录为偏差，尚未登记纠偏措施`);

    const saved = await correct(bad.id);
    expect(saved.body, JSON.stringify(saved.body)).toMatchObject({ success: true });
    // the lot's trace report carries it under the run, and its finding says it was corrected
    const after = await report();
    expect(after.processes[0].corrections).toEqual([{
      correctionNo: saved.body.result.correctionNo, correctedTime: '2026-03-03 10:30', cause: '蒸汽调节阀卡滞', action: '更换调节阀，校准温度记录仪后恢复生产',
      productAction: '隔离，经检验判定', responsible: '许志强', verifier: '王丽', verifyResult: '复测 76.4 ℃ 持续 30 分钟',
    }]);
    expect(after.findings).toContain(`加工单 ${bad.header.processNo} 工序“巴氏杀菌”（关键控制点）记录为偏差，已纠偏（${saved.body.result.correctionNo}）`);
    // …and the trace's run node
    const trace = (await t.call<TraceResult>('GET', '/foodtrace/trace/backward', { token: admin, query: { lotNo: bad.lot.lotNo } })).body.result;
    expect(trace.nodes.find((n) => n.id === `process:${bad.id}`)?.data).toMatchObject({ ccpState: 'CORRECTED', corrections: saved.body.result.correctionNo });
    // the record carries the deviation it answers, and a number of its own rule
    expect(saved.body.result).toMatchObject({ deviation: '巴氏杀菌：杀菌温度 70.5 低于下限 72', correctionNo: expect.stringMatching(/^CA\d{8}-\d{3}$/) });
    expect(await runState(bad.id)).toBe('CORRECTED');
    expect((await lotDetail(t, admin, bad.lot.id)).ccpPending).toBe(false);
    expect((await inspect(t, admin, bad.lot.id, 'PASS', { sampleQty: 2, sampleLocation: '留样室' })).lotStatus).toBe('RELEASED');
    // the consumer reads that the step deviated and was corrected, and nothing of who or why
    const batch = await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: bad.lot.id, quantity: 1 });
    const code = (await t.ctx.db.selectFrom('ftTraceCode' as never).select('code' as never).where('batchId' as never, '=', batch.batchId as never).executeTakeFirstOrThrow() as { code: string }).code;
    const page = (await t.call<PublicFoodCode>('GET', '/public/foodcode', { query: { code } })).body.result;
    expect(page.steps).toEqual([expect.objectContaining({ name: '巴氏杀菌', result: '偏差', deviation: true, corrected: true })]);
    expect(JSON.stringify(page)).not.toMatch(/蒸汽调节阀|许志强|王丽|CA\d{8}/);

    // the only correction of a run whose lot was released on it stays: greyed out in the list, refused on delete
    const listed = (await t.call<PageResult<Record<string, unknown>>>('GET', '/foodtrace/ccpCorrection/list', { token: admin, query: { processId: bad.id } })).body.result.records;
    expect(listed).toHaveLength(1);
    expect(JSON.stringify(listed[0])).toContain(CCP_TEXT.lastInUse(bad.header.processNo, bad.lot.lotNo));
    const removed = await t.call('DELETE', '/foodtrace/ccpCorrection/delete', { token: admin, query: { id: saved.body.result.id } });
    expect(removed.body).toMatchObject({ success: false, message: CCP_TEXT.lastInUse(bad.header.processNo, bad.lot.lotNo) });
    // a second action may follow (a root cause found later), and then the first may go
    const second = await correct(bad.id, { cause: '调节阀选型偏小', action: '更换为大口径调节阀', productAction: 'NONE' });
    expect(second.body.success).toBe(true);
    expect((await t.call('DELETE', '/foodtrace/ccpCorrection/delete', { token: admin, query: { id: saved.body.result.id } })).body.success).toBe(true);
    expect(await runState(bad.id)).toBe('CORRECTED');
  });

  it('dates a correction no earlier than its run began, on add and on edit', async () => {
    const bad = await run(70.5);
    expect((await correct(bad.id, { correctedTime: '2026-03-03 07:59:00' })).body)
      .toMatchObject({ success: false, message: CCP_TEXT.beforeRun(bad.header.processNo, '2026-03-03 08:00:00') });
    const saved = await correct(bad.id, { correctedTime: '2026-03-03 08:40:00' }); // while the run went on: found and fixed at once
    expect(saved.body.success).toBe(true);
    const edit = (correctedTime: string) => t.call('PUT', '/foodtrace/ccpCorrection/edit', { token: admin, body: { id: saved.body.result.id, correctedTime } });
    expect((await edit('2026-03-02 17:00:00')).body).toMatchObject({ success: false, message: CCP_TEXT.beforeRun(bad.header.processNo, '2026-03-03 08:00:00') });
    expect((await edit('2026-03-03 13:00:00')).body.success).toBe(true);
  });

  it('keeps a correction to a run that deviated, and to its own run', async () => {
    const good = await run(76);
    expect(good.header).toMatchObject({ ccpState: 'NONE', ccpDeviation: null });
    expect(good.lot.status).toBe('PENDING_QC'); // finished goods wait for their inspection anyway
    const none = await correct(good.id);
    expect(none.body).toMatchObject({ success: false, message: '所选加工单不存在或不符合要求' });

    const bad = await run(71);
    const other = await run(70);
    const saved = await correct(bad.id);
    const moved = await t.call('PUT', '/foodtrace/ccpCorrection/edit', { token: admin, body: { id: saved.body.result.id, processId: other.id } });
    expect(moved.body).toMatchObject({ success: false, message: CCP_TEXT.processFixed });
    const edited = await t.call('PUT', '/foodtrace/ccpCorrection/edit', { token: admin, body: { id: saved.body.result.id, verifyResult: '复测合格' } });
    expect(edited.body.success).toBe(true);
    // a correction deleted before any release puts its run back to 待纠偏 (with the run's data-log version)
    expect((await t.call('DELETE', '/foodtrace/ccpCorrection/delete', { token: admin, query: { id: saved.body.result.id } })).body.success).toBe(true);
    expect(await runState(bad.id)).toBe('PENDING');
    const log = await t.call<Array<{ changes: Array<{ field: string; after: string | null }> }>>('GET', '/foodtrace/process/dataLog', { token: admin, query: { id: bad.id } });
    expect(log.body.result[0].changes).toEqual(expect.arrayContaining([expect.objectContaining({ field: 'ccpState', after: '待纠偏' })]));
    // the worklist is the runs still waiting
    const waiting = (await t.call<PageResult<Run>>('GET', '/foodtrace/process/list', { token: admin, query: { ccpState: 'PENDING', pageSize: '100' } })).body.result.records;
    expect(waiting.map((r) => r.id)).toEqual(expect.arrayContaining([bad.id, other.id]));
    expect(waiting.map((r) => r.id)).not.toContain(good.id);
  });
  // A release and the delete of the run's last correction at the same moment: on PostgreSQL and MariaDB the two
  // transactions run side by side, so each must wait for the other's hold on the run and then see what it did.
  // Here the other side is a transaction of the test's own, holding the run while the call waits.
  const holdingTheRun = async (processId: string, whileHeld: (trx: FtKysely) => Promise<void>, call: () => Promise<{ body: { success: boolean; message: string } }>) => {
    let answered = false;
    let pending: Promise<{ body: { success: boolean; message: string } }> | undefined;
    await ftDb(t.ctx.db).transaction().execute(async (trx) => {
      await lockingRead(trx, trx.selectFrom('ftProcess').select('id').where('id', '=', processId)).execute();
      await whileHeld(trx);
      pending = call().finally(() => { answered = true; });
      await new Promise((r) => setTimeout(r, 400));
      expect(answered, 'the call waited for the run').toBe(false);
    });
    return (await pending!).body;
  };

  it('refuses a release while the run\'s last correction is being deleted, once that delete commits', async () => {
    const bad = await run(70.5);
    expect((await correct(bad.id)).body.success).toBe(true);
    const body = await holdingTheRun(bad.id, async (trx) => {
      await trx.updateTable('ftProcess').set({ ccpState: 'PENDING' }).where('id', '=', bad.id).execute();
    }, () => t.call('POST', '/foodtrace/checkout/record', { token: admin, body: {
      checkoutNo: `QC-RACE-${Date.now()}`, lotId: bad.lot.id, stage: 'FINAL', result: 'PASS', inspector: '王质检', inspectedTime: '2026-03-04 10:00:00',
      isPublic: '1', items: [], sampleQty: 2, sampleLocation: '留样室',
    } }));
    expect(body).toMatchObject({ success: false, message: CCP_TEXT.releaseRefused(bad.lot.lotNo, bad.header.processNo) });
    expect((await lotDetail(t, admin, bad.lot.id)).status).toBe('PENDING_QC');
  });

  it('refuses to delete the run\'s last correction while its lot is being released, once that release commits', async () => {
    const bad = await run(70.5);
    const saved = await correct(bad.id);
    const body = await holdingTheRun(bad.id, async (trx) => {
      await trx.updateTable('ftLot').set({ status: 'RELEASED' }).where('id', '=', bad.lot.id).execute();
    }, () => t.call('DELETE', '/foodtrace/ccpCorrection/delete', { token: admin, query: { id: saved.body.result.id } }));
    expect(body).toMatchObject({ success: false, message: CCP_TEXT.lastInUse(bad.header.processNo, bad.lot.lotNo) });
    expect(await runState(bad.id)).toBe('CORRECTED');
  });
});

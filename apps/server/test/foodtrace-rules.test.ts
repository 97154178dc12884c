import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DISPOSAL_TEXT, FINISH_PUTIN_TEXT, FT_PERMS, LOT_HAS_STOCK, LOT_STOCK_SCOPE, NEAR_EXPIRY_DAYS, addDays, PUBLISH_STATUS, RETAINED_SAMPLE_TEXT, foodAdResource, lotResource, officeCertResource, permissionCode, staffHealthResource, type DashboardSummary, type PageResult, type TraceResult, type UncoveredOffice } from '@foodtrace/contracts';
import { ResourceRepo } from '../src/crud/resource-repo.ts';
import { formatInstant } from '../src/platform/db/time.ts';
import { ruleVars } from '../src/platform/scope/data-rules.ts';
import { putBytes } from '../src/platform/storage/file-storage.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { readBook } from './workbook.ts';
import { inspect, intake, lotDetail, masterData, post, processRun, releasedRaw, ship, type Master, type RunOutput } from './foodtrace-fixture.ts';

/** The rules of DOMAIN.md §1 on every database: status gates, quantities, atomic master-detail writes, no deletes. */
describe.each(databaseTargets())('food-traceability rules on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  beforeAll(async () => {
    t = await startApp(target, { loginRateLimit: 1000 }); // the access walk below signs in a user per permission code
    admin = await t.login();
    m = await masterData(t, admin);
  });
  afterAll(async () => { await t?.close(); });

  it('an intake creates a raw lot that waits for inspection; inspections move it', async () => {
    const row = await intake(t, admin, m.rawMilk.id, m.farmA.id, 500);
    expect(row.lotNo).toMatch(/^R\d{8}-[0-9A-Z]{4}$/);
    expect(await lotDetail(t, admin, row.lotId)).toMatchObject({ status: 'PENDING_QC', available: 500, lotNo: row.lotNo });
    expect((await inspect(t, admin, row.lotId, 'PASS')).lotStatus).toBe('RELEASED');
    expect((await inspect(t, admin, row.lotId, 'FAIL')).lotStatus).toBe('HOLD');
    expect((await inspect(t, admin, row.lotId, 'PASS')).lotStatus).toBe('RELEASED');
    const packaging = await intake(t, admin, m.carton.id, m.farmB.id, 100, { unit: 'piece' });
    expect((await lotDetail(t, admin, packaging.lotId)).status).toBe('RELEASED');
    const record = (body: Record<string, unknown>) => t.call('POST', '/foodtrace/checkout/record', { token: admin, body: {
      checkoutNo: `QC-X-${Date.now()}-${Math.random()}`.slice(0, 40), lotId: row.lotId, stage: 'INCOMING', result: 'PASS', inspector: '王质检',
      inspectedTime: '2026-03-02 10:00:00', isPublic: '1', items: [], ...body,
    } });
    expect((await record({ items: [{ itemName: '菌落总数', passed: false }] })).body)
      .toMatchObject({ success: false, message: '存在不合格的检验项目，检验结论不能为合格' });
    // figures that fail their limit cannot be judged 合格, whatever the box says
    expect((await record({ items: [{ itemName: '蛋白质', standardLimit: '≥2.8', unit: 'g/100g', measuredValue: '2.1', passed: true }] })).body)
      .toMatchObject({ success: false, message: '检验项目“蛋白质”实测值 2.1 不符合标准限值 ≥2.8，不能判为合格' });
    expect((await record({ result: 'FAIL', items: [{ itemName: '蛋白质', standardLimit: '≥2.8', measuredValue: '2.1', passed: false }] })).body.success).toBe(true);
    // an inspection fits its lot: 出厂检验 is for finished goods, and every record names its inspector
    expect((await record({ stage: 'FINAL' })).body).toMatchObject({ success: false, message: `出厂检验只适用于成品批次，批次 ${(await lotDetail(t, admin, row.lotId)).lotNo} 是原料批次` });
    expect((await record({ inspector: null })).body).toMatchObject({ success: false, message: expect.stringContaining('请输入检验员') });
    // only 登记检验 adds one (a generic add would release a lot on a bare 合格), and a correction keeps its rules
    expect((await t.call('POST', '/foodtrace/checkout/add', { token: admin, body: {} })).status).toBe(404);
    const failed = await inspect(t, admin, row.lotId, 'FAIL', { items: [{ itemName: '菌落总数', passed: false }] });
    expect((await t.call('PUT', '/foodtrace/checkout/edit', { token: admin, body: { id: failed.id, result: 'PASS' } })).body)
      .toMatchObject({ success: false, message: '存在不合格的检验项目，检验结论不能为合格' });
    expect((await t.call('PUT', '/foodtrace/checkout/edit', { token: admin, body: { id: failed.id, stage: 'FINAL' } })).body)
      .toMatchObject({ success: false, message: expect.stringContaining('出厂检验只适用于成品批次') });
  });

  it('a failed first inspection rejects a lot for good, and a rejected lot cannot be used', async () => {
    const row = await intake(t, admin, m.rawMilk.id, m.farmA.id, 100);
    expect((await inspect(t, admin, row.lotId, 'FAIL')).lotStatus).toBe('REJECTED');
    expect((await inspect(t, admin, row.lotId, 'PASS')).lotStatus).toBe('REJECTED');
    const run = await t.call('POST', '/foodtrace/process/record', { token: admin, body: {
      processNo: 'PR-REJ', productId: m.base.id, inputs: [{ lotId: row.lotId, quantity: 10 }], outputs: [{ lotKind: 'WIP', quantity: 10 }],
    } });
    expect(run.body.success).toBe(false);
    expect(run.body.message).toContain('未放行');
  });

  it('processing takes from its inputs atomically and never more than a lot has', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const run = await processRun(t, admin, m.base.id, [[raw.lotId, 60]], [{ lotKind: 'WIP', quantity: 59 }]);
    expect(run.outputs[0]).toMatchObject({ status: 'RELEASED' });
    expect(await lotDetail(t, admin, raw.lotId)).toMatchObject({ consumedQty: 60, available: 40 });
    const tooMuch = await t.call('POST', '/foodtrace/process/record', { token: admin, body: {
      processNo: 'PR-MUCH', productId: m.base.id, inputs: [{ lotId: raw.lotId, quantity: 50 }], outputs: [{ lotKind: 'WIP', quantity: 50 }],
    } });
    expect(tooMuch.body.success).toBe(false);
    expect(tooMuch.body.message).toContain('可用数量不足：剩余 40 千克，本次投料 50 千克'); // units as read, not their codes

    // Five runs at once, 15 each, from the 40 left: exactly two fit.
    const runs = await Promise.all([1, 2, 3, 4, 5].map((i) => t.call('POST', '/foodtrace/process/record', { token: admin, body: {
      processNo: `PR-PAR-${i}`, productId: m.base.id, inputs: [{ lotId: raw.lotId, quantity: 15 }], outputs: [{ lotKind: 'WIP', quantity: 15 }],
    } })));
    expect(runs.filter((r) => r.body.success)).toHaveLength(2);
    expect(await lotDetail(t, admin, raw.lotId)).toMatchObject({ consumedQty: 90, available: 10 });
  });

  it('lists what is left of each lot, so the pickers offer only lots with something left', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 10);
    const other = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 10.25);
    // taken in parts that leave a floating-point remainder where the database computes in doubles (SQLite)
    await processRun(t, admin, m.base.id, [[raw.lotId, 9.9]], [{ lotKind: 'WIP', quantity: 9.9 }]);
    await processRun(t, admin, m.base.id, [[raw.lotId, 0.1], [other.lotId, 0.1]], [{ lotKind: 'WIP', quantity: 0.2 }]);
    const list = async (query: Record<string, string>) => (await t.call<{ records: Array<{ id: string; availableQty: number }> }>(
      'GET', '/foodtrace/lot/list', { token: admin, query: { pageSize: '200', lotKind: 'RAW', ...query } })).body.result.records;
    const all = await list({});
    expect(Number(all.find((l) => l.id === raw.lotId)?.availableQty)).toBeCloseTo(0, 4);
    expect(Number(all.find((l) => l.id === other.lotId)?.availableQty)).toBeCloseTo(10.15, 4);
    const inStock = await list({ availableQty: LOT_HAS_STOCK, column: 'availableQty', order: 'asc' });
    expect(inStock.map((l) => l.id)).not.toContain(raw.lotId);
    expect(inStock.map((l) => l.id)).toContain(other.lotId);
    const amounts = inStock.map((l) => Number(l.availableQty));
    expect(amounts).toEqual([...amounts].sort((a, b) => a - b));
  });

  it('a processing run is one transaction: a refused input leaves nothing behind', async () => {
    const good = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 50);
    const pending = await intake(t, admin, m.rawMilk.id, m.farmB.id, 50);
    const res = await t.call('POST', '/foodtrace/process/record', { token: admin, body: {
      processNo: 'PR-ATOMIC', productId: m.base.id, inputs: [{ lotId: good.lotId, quantity: 10 }, { lotId: pending.lotId, quantity: 5 }],
      outputs: [{ lotKind: 'WIP', quantity: 15, lotNo: 'W-ATOMIC' }],
    } });
    expect(res.body.success).toBe(false);
    expect((await lotDetail(t, admin, good.lotId)).consumedQty).toBe(0);
    expect(await t.ctx.db.selectFrom('ftProcess' as never).select('id' as never).where('processNo' as never, '=', 'PR-ATOMIC' as never).executeTakeFirst()).toBeUndefined();
    expect(await t.ctx.db.selectFrom('ftLot' as never).select('id' as never).where('lotNo' as never, '=', 'W-ATOMIC' as never).executeTakeFirst()).toBeUndefined();
    const dup = await t.call('POST', '/foodtrace/process/record', { token: admin, body: {
      processNo: 'PR-DUP', productId: m.base.id, inputs: [{ lotId: good.lotId, quantity: 1 }, { lotId: good.lotId, quantity: 1 }], outputs: [{ lotKind: 'WIP', quantity: 2 }],
    } });
    expect(dup.status).toBe(400);
  });

  it('checks step parameters against the technology: a missed CCP limit holds the output', async () => {
    const tech = await post(t, admin, '/foodtrace/technology/add', { techName: '测试巴氏杀菌工艺', techCode: 'T-PAST' });
    const steps = await post<Array<{ id: string; isCcp: boolean }>>(t, admin, '/foodtrace/technology/saveSteps', { technologyId: tech.id, steps: [
      { stepName: '均质', params: [{ key: 'pressure', name: '均质压力', unit: 'MPa', min: 15, max: 25 }] },
      { stepName: '巴氏杀菌', isCcp: true, params: [{ key: 'temp', name: '杀菌温度', unit: '℃', min: 72, max: 85 }, { key: 'seconds', name: '保持时间', unit: 's', min: 15 }] },
    ] });
    expect(steps.map((s) => s.isCcp)).toEqual([false, true]);
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const ok = await processRun(t, admin, m.base.id, [[raw.lotId, 10]], [{ lotKind: 'WIP', quantity: 10 }], {
      technologyId: tech.id, steps: [{ stepId: steps[1].id, params: [{ key: 'temp', value: 75 }, { key: 'seconds', value: 15 }] }],
    });
    expect(ok.outputs[0].status).toBe('RELEASED');
    expect(ok.ccpDeviations).toEqual([]);
    // a CCP whose readings were not recorded is a deviation too, and the one recording the run is told
    const unread = await processRun(t, admin, m.base.id, [[raw.lotId, 10]], [{ lotKind: 'WIP', quantity: 10 }], {
      technologyId: tech.id, steps: [{ stepId: steps[1].id, params: [] }],
    });
    expect(unread).toMatchObject({ ccpDeviations: ['巴氏杀菌：未记录杀菌温度、未记录保持时间'], outputs: [{ status: 'PENDING_QC' }] });
    const bad = await processRun(t, admin, m.base.id, [[raw.lotId, 10]], [{ lotKind: 'WIP', quantity: 10 }], {
      technologyId: tech.id, steps: [{ stepId: steps[1].id, result: 'OK', params: [{ key: 'temp', value: 70.5 }, { key: 'seconds', value: 15 }] }],
    });
    expect(bad).toMatchObject({ ccpDeviations: ['巴氏杀菌：杀菌温度 70.5 低于下限 72'], outputs: [{ status: 'PENDING_QC' }] });
    const detail = (await t.call<{ steps: Array<{ result: string; remark: string; isCcp: boolean }>; inputs: unknown[]; outputs: unknown[] }>('GET', '/foodtrace/process/detail', { token: admin, query: { id: bad.id } })).body.result;
    expect(detail.steps[0]).toMatchObject({ result: 'DEVIATION', isCcp: true, remark: '杀菌温度 70.5 低于下限 72' });
    // the lot says so to whoever inspects it for release
    expect((await lotDetail(t, admin, bad.outputs[0].id)).ccpDeviations).toEqual(['巴氏杀菌：杀菌温度 70.5 低于下限 72']);
    expect((await lotDetail(t, admin, ok.outputs[0].id)).ccpDeviations).toEqual([]);
    // …and to an inspector who may record inspections without being given the lot's whole detail
    await t.createUser('qc_only', 'Qc#only-2026', [FT_PERMS.checkoutRecord]);
    const qc = await t.login('qc_only', 'Qc#only-2026');
    expect((await t.call('GET', '/foodtrace/lot/detail', { token: qc, query: { id: bad.outputs[0].id } })).status).toBe(403);
    expect((await t.call<{ ccpDeviations: string[] }>('GET', '/foodtrace/checkout/lotWarnings', { token: qc, query: { lotId: bad.outputs[0].id } })).body.result)
      .toEqual({ ccpDeviations: ['巴氏杀菌：杀菌温度 70.5 低于下限 72'], ccpPending: true, formulaDeviation: null, qualityHold: null, intakeTemperature: null, intakeTransit: null, intakeTransitHold: null, supplierReview: null, supplierSuspended: null });
    expect(detail.inputs).toHaveLength(1);
    const finished = await processRun(t, admin, m.milk.id, [[raw.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 10 }]);
    expect(finished.outputs[0].status).toBe('PENDING_QC');
  });

  it('keeps a sample of every released finished lot (留样) until its shelf life ends', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const lot = (await processRun(t, admin, m.milk.id, [[raw.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 20 }])).outputs[0];
    let n = 0;
    const record = (extra: Record<string, unknown>) => t.call<{ id: string }>('POST', '/foodtrace/checkout/record', {
      token: admin, body: { checkoutNo: `QC-SAMPLE-${++n}`, lotId: lot.id, stage: 'FINAL', result: 'PASS', inspector: '王质检', inspectedTime: '2026-03-04 10:00:00', isPublic: '1', items: [], ...extra },
    });
    expect((await record({})).body).toMatchObject({ success: false, message: RETAINED_SAMPLE_TEXT.missing });
    expect((await record({ sampleQty: 2, sampleLocation: '  ' })).body.message).toBe(RETAINED_SAMPLE_TEXT.missing);
    expect((await record({ sampleQty: 0, sampleLocation: '留样室' })).body.message).toBe(RETAINED_SAMPLE_TEXT.missing);
    const { expiryDate } = await lotDetail(t, admin, lot.id) as unknown as { expiryDate: string | null };
    expect(expiryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect((await record({ sampleQty: 2, sampleLocation: '留样室', sampleUntil: '2026-03-05' })).body.message).toBe(RETAINED_SAMPLE_TEXT.tooShort(expiryDate as string));
    // a sample is part of the lot: not more than there is
    expect((await record({ sampleQty: 21, sampleLocation: '留样室' })).body.message).toBe(RETAINED_SAMPLE_TEXT.moreThanLot(21, lot.lotNo, '20 瓶'));
    const saved = await record({ sampleQty: 12, sampleLocation: '成品留样室 冷藏柜 B-03' });
    expect(saved.body.success).toBe(true);
    const detail = await t.call<Record<string, unknown>>('GET', '/foodtrace/checkout/detail', { token: admin, query: { id: saved.body.result.id } });
    // kept until the lot's 保质期至 when no date is given
    expect(detail.body.result).toMatchObject({ sampleQty: 12, sampleLocation: '成品留样室 冷藏柜 B-03', sampleUntil: expiryDate });
    expect((await lotDetail(t, admin, lot.id)).status).toBe('RELEASED');
    // the samples stay in the plant: 8 of the 20 bottles may be shipped, not 9
    expect((await ship(t, admin, m.dealer.id, [[lot.id, 9]])).body)
      .toMatchObject({ success: false, message: RETAINED_SAMPLE_TEXT.tooMuch(lot.lotNo, '20 瓶', '12 瓶', '发货', '9 瓶') });
    expect((await ship(t, admin, m.dealer.id, [[lot.id, 8]])).body.success).toBe(true);
    // the pickers of 投料 and 发货 ask for lots with something drawable: only samples are left of this one
    const offered = async () => (await t.call<PageResult<{ id: string; availableQty: number; retainedQty: number; drawableQty: number }>>('GET', '/foodtrace/lot/list', {
      token: admin, query: { status: 'RELEASED', lotKind: 'FINISHED', drawableQty: LOT_HAS_STOCK, pageSize: '200' },
    })).body.result.records.find((r) => r.id === lot.id);
    expect(await offered()).toBeUndefined();
    expect(await lotDetail(t, admin, lot.id)).toMatchObject({ available: 12, retainedQty: 12 });
    // two samples used up in a test and the record corrected: they are back in the lot's stock to ship
    const correct = async (body: Record<string, unknown>) => (await t.call('PUT', '/foodtrace/checkout/edit', { token: admin, body: { id: saved.body.result.id, ...body } })).body;
    // a correction keeps the sample's rules: not more than the lot has, not removed from a release, kept to the 保质期至
    expect(await correct({ sampleQty: 13 })).toMatchObject({ success: false, message: RETAINED_SAMPLE_TEXT.moreThanLot(13, lot.lotNo, '12 瓶') });
    expect(await correct({ sampleLocation: '' })).toMatchObject({ success: false, message: RETAINED_SAMPLE_TEXT.missing });
    expect(await correct({ sampleUntil: '2026-03-05' })).toMatchObject({ success: false, message: RETAINED_SAMPLE_TEXT.tooShort(expiryDate as string) });
    expect(await correct({ sampleQty: 10 })).toMatchObject({ success: true });
    expect(await offered()).toMatchObject({ availableQty: 12, retainedQty: 10, drawableQty: 2 });
    // Only a release asks for it: a failed final inspection, or one of raw milk, keeps none.
    const other = (await processRun(t, admin, m.milk.id, [[raw.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 10 }])).outputs[0];
    expect((await inspect(t, admin, other.id, 'FAIL', { sampleQty: null, sampleLocation: null })).lotStatus).toBe('REJECTED');
    // A lot without 保质期至 gives its sample no date: one is asked for, or the sample would be kept by nobody's rule
    const noShelfLife = await post(t, admin, '/foodtrace/product/add', { name: '测试散装乳粉', productTypeId: m.type.id, unit: 'bottle', shelfLifeDays: null });
    const undated = (await processRun(t, admin, noShelfLife.id, [[raw.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 10 }])).outputs[0];
    expect((await lotDetail(t, admin, undated.id) as unknown as { expiryDate: string | null }).expiryDate).toBeNull();
    const undatedCheck = (extra: Record<string, unknown>) => t.call('POST', '/foodtrace/checkout/record', {
      token: admin, body: { checkoutNo: `QC-SAMPLE-${++n}`, lotId: undated.id, stage: 'FINAL', result: 'PASS', inspector: '王质检', inspectedTime: '2026-03-04 10:00:00', isPublic: '1', items: [], sampleQty: 2, sampleLocation: '留样室', ...extra },
    });
    expect((await undatedCheck({})).body).toMatchObject({ success: false, message: RETAINED_SAMPLE_TEXT.untilMissing(undated.lotNo) });
    expect((await undatedCheck({ sampleUntil: '2026-09-04' })).body.success).toBe(true);
  });

  it('lists the samples kept (留样台账), keeps them from 不合格品处置 until their 留样至, then lets them go', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const [lot, other] = (await processRun(t, admin, m.milk.id, [[raw.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 20 }, { lotKind: 'FINISHED', quantity: 5 }])).outputs;
    const { expiryDate } = await lotDetail(t, admin, lot.id) as unknown as { expiryDate: string };
    const now = formatInstant(Date.now() - 60_000, t.config.timeZone)!;
    const today = now.slice(0, 10);
    expect(expiryDate < today).toBe(true); // made in March: past its shelf life now
    // kept on purpose longer than the shelf life (a complaint is pending): the one kept longest is read last
    const kept = await inspect(t, admin, lot.id, 'PASS', { sampleQty: 12, sampleLocation: '成品留样室 冷藏柜 C-01', sampleUntil: '2099-12-31' });
    const sooner = await inspect(t, admin, other.id, 'PASS', { sampleQty: 2, sampleLocation: '成品留样室 冷藏柜 C-02', sampleUntil: '2099-06-30' });
    expect((await ship(t, admin, m.dealer.id, [[lot.id, 5]])).body.success).toBe(true);
    const register = async (extra: Record<string, string> = {}) => (await t.call<PageResult<{ id: string; sampleUntil: string }>>('GET', '/foodtrace/checkout/list', {
      token: admin, query: { listScope: 'samplesKept', column: 'sampleUntil', order: 'asc', pageSize: '200', ...extra },
    })).body.result.records.map((r) => r.id);
    const listed = await register();
    expect(listed.indexOf(sooner.id)).toBeGreaterThanOrEqual(0);
    expect(listed.indexOf(sooner.id)).toBeLessThan(listed.indexOf(kept.id));
    expect(await register({ sampleLocation: '*C-01*' })).toEqual([kept.id]);
    // the raw lot's intake check keeps no sample: not in the register
    expect(await register({ lotId: raw.lotId })).toEqual([]);

    // expired: the 3 bottles beside the samples wait for disposal, the samples stay until their 留样至
    const disposable = async () => (await t.call<PageResult<{ id: string }>>('GET', '/foodtrace/lot/list', {
      token: admin, query: { listScope: 'disposable', lotKind: 'FINISHED', pageSize: '200' },
    })).body.result.records.map((r) => r.id);
    expect(await disposable()).toContain(lot.id);
    const destroy = (quantity: number) => t.call('POST', '/foodtrace/lotDisposal/add', { token: admin, body: {
      lotId: lot.id, method: 'DESTROY', quantity, disposedTime: now, reason: RETAINED_SAMPLE_TEXT.destroyedReason(expiryDate), handler: '周明',
    } });
    expect((await destroy(15)).body).toMatchObject({ success: false, message: RETAINED_SAMPLE_TEXT.keptUntil(lot.lotNo, '15 瓶', '12 瓶', '2099-12-31', '15 瓶') });
    expect((await destroy(3)).body.success).toBe(true);
    // all that is left are samples to keep: nothing waits, and the lot is not offered to 不合格品处置
    expect(await disposable()).not.toContain(lot.id);
    expect((await destroy(12)).body.success).toBe(false);
    expect(await lotDetail(t, admin, lot.id)).toMatchObject({ available: 12, retainedQty: 12 });

    // the complaint closed two days ago, the sample kept to then: due now, it goes with a record
    const closed = formatInstant(Date.now() - 2 * 86_400_000, t.config.timeZone)!.slice(0, 10);
    expect(closed >= expiryDate).toBe(true);
    expect((await t.call('PUT', '/foodtrace/checkout/edit', { token: admin, body: { id: kept.id, sampleUntil: closed } })).body.success).toBe(true);
    expect(await disposable()).toContain(lot.id);
    expect((await destroy(12)).body.success).toBe(true);
    expect(await lotDetail(t, admin, lot.id)).toMatchObject({ available: 0, retainedQty: 0 });
    // the record moved to a day the sample was still kept is judged on that day: refused, the lot as it was
    const records = (await t.call<PageResult<{ id: string; quantity: number }>>('GET', '/foodtrace/lotDisposal/list', { token: admin, query: { lotId: lot.id, pageSize: '50' } })).body.result.records;
    const last = records.find((r) => Number(r.quantity) === 12)!;
    const redate = async (disposedTime: string) => (await t.call('PUT', '/foodtrace/lotDisposal/edit', { token: admin, body: { id: last.id, disposedTime } })).body;
    expect(await redate(`${closed} 16:00:00`)).toMatchObject({ success: false, message: RETAINED_SAMPLE_TEXT.keptUntil(lot.lotNo, '12 瓶', '12 瓶', closed, '12 瓶') });
    expect(await lotDetail(t, admin, lot.id)).toMatchObject({ available: 0, retainedQty: 0 });
    // the day after it, due: the record may say so
    const dueDay = formatInstant(Date.now() - 86_400_000, t.config.timeZone)!.slice(0, 10);
    expect(await redate(`${dueDay} 09:00:00`)).toMatchObject({ success: true });
    expect(await lotDetail(t, admin, lot.id)).toMatchObject({ available: 0, retainedQty: 0 });
    expect(await register()).not.toContain(kept.id);
    expect(await register()).toContain(sooner.id);
  });

  it('uses no lot past its expiry date on the day of the run', async () => {
    // received 03-01, good until 03-02: a run on 03-03 may not take it
    const stale = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100, { productionDate: '2026-03-01', expiryDate: '2026-03-02' });
    const lotNo = (await lotDetail(t, admin, stale.lotId)).lotNo;
    const refused = await t.call('POST', '/foodtrace/process/record', { token: admin, body: {
      processNo: `PR-EXP-${Date.now()}`, productId: m.base.id, startTime: '2026-03-03 08:00:00', endTime: '2026-03-03 12:00:00',
      inputs: [{ lotId: stale.lotId, quantity: 10 }], outputs: [{ lotKind: 'WIP', quantity: 10 }], steps: [],
    } });
    expect(refused.body).toMatchObject({ success: false, message: `批次 ${lotNo} 已过保质期（2026-03-02），不能投料` });
    // the same lot on its last good day is fine
    const run = await processRun(t, admin, m.base.id, [[stale.lotId, 10]], [{ lotKind: 'WIP', quantity: 10 }], { startTime: '2026-03-02 08:00:00', endTime: '2026-03-02 12:00:00' });
    expect(run.outputs).toHaveLength(1);
  });

  it('ships only released lots, never more than is left, and gives back a deleted shipment', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 1000);
    const lot = (await processRun(t, admin, m.milk.id, [[raw.lotId, 500]], [{ lotKind: 'FINISHED', quantity: 500 }])).outputs[0];
    const early = await ship(t, admin, m.retailer.id, [[lot.id, 10]]);
    expect(early.body).toMatchObject({ success: false });
    expect(early.body.message).toContain('未放行');
    await inspect(t, admin, lot.id, 'PASS');
    const first = await ship(t, admin, m.retailer.id, [[lot.id, 300]]);
    expect(first.body.success).toBe(true);
    expect((await ship(t, admin, m.dealer.id, [[lot.id, 250]])).body.message).toContain('可用数量不足');
    const parallel = await Promise.all([1, 2, 3, 4].map(() => ship(t, admin, m.dealer.id, [[lot.id, 80]])));
    expect(parallel.filter((r) => r.body.success)).toHaveLength(2);
    expect(await lotDetail(t, admin, lot.id)).toMatchObject({ shippedQty: 460, available: 40 });

    const detail = (await t.call<{ provinceCode: string; customerName: string; lines: Array<{ quantity: number; lotNo: string }> }>('GET', '/foodtrace/outputwarehouse/detail', { token: admin, query: { id: first.body.result.id } })).body.result;
    expect(detail).toMatchObject({ provinceCode: '310000', customerName: '测试超市', lines: [{ quantity: 300, lotNo: lot.lotNo }] });
    const flow = await t.call<{ records: Array<Record<string, unknown>> }>('GET', '/foodtrace/finishFlow/list', { token: admin, query: { lotId: lot.id } });
    expect(flow.body.result.records).toHaveLength(3);
    expect(flow.body.result.records.find((r) => r.quantity === 300)).toMatchObject({ customerId_dictText: '测试超市', lotId_dictText: lot.lotNo });

    expect((await t.call('DELETE', '/foodtrace/outputwarehouse/delete', { token: admin, query: { id: first.body.result.id } })).body.success).toBe(true);
    expect(await lotDetail(t, admin, lot.id)).toMatchObject({ shippedQty: 160, available: 340 });
  });

  it('stores a finished lot in its own unit, never more than was made in all', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 1000);
    const lot = (await processRun(t, admin, m.milk.id, [[raw.lotId, 500]], [{ lotKind: 'FINISHED', quantity: 500 }])).outputs[0];
    const store = (quantity: number, unit = 'kg') => t.call<{ id: string }>('POST', '/foodtrace/finishPutin/add', { token: admin, body: {
      putinNo: `FP-${lot.lotNo}-${quantity}`, lotId: lot.id, warehouse: '成品一号库', quantity, unit, putinTime: '2026-03-03 13:00:00',
    } });
    expect((await store(300)).body.success).toBe(true);
    expect((await store(250)).body).toMatchObject({ success: false, message: `批次 ${lot.lotNo} 产量 500 瓶，已入库 300，本次最多入库 200` });
    expect((await store(200)).body.success).toBe(true);
    const rows = await t.ctx.db.selectFrom('ftFinishPutin' as never).select(['quantity', 'unit'] as never).where('lotId' as never, '=', lot.id as never).execute() as Array<{ quantity: number; unit: string }>;
    expect(rows.map((r) => [Number(r.quantity), r.unit]).sort()).toEqual([[200, 'bottle'], [300, 'bottle']]);
    // once the lot has shipped, a receipt is evidence: its lot, quantity and time stay, and it is not deleted
    const receipt = (await t.call<{ records: Array<{ id: string; quantity: number }> }>('GET', '/foodtrace/finishPutin/list', { token: admin, query: { lotId: lot.id } })).body.result.records[0];
    const change = (body: Record<string, unknown>) => t.call('PUT', '/foodtrace/finishPutin/edit', { token: admin, body: { id: receipt.id, ...body } });
    const remove = () => t.call('DELETE', '/foodtrace/finishPutin/delete', { token: admin, query: { id: receipt.id } });
    expect((await change({ warehouse: '成品二号库' })).body.success).toBe(true);
    await inspect(t, admin, lot.id, 'PASS');
    expect((await ship(t, admin, m.dealer.id, [[lot.id, 100]])).body.success).toBe(true);
    expect((await remove()).body).toMatchObject({ success: false, message: FINISH_PUTIN_TEXT.undeletable(lot.lotNo) });
    expect((await change({ quantity: Number(receipt.quantity) - 1 })).body).toMatchObject({ success: false, message: `${FINISH_PUTIN_TEXT.shipped(lot.lotNo)}，不能修改入库数量` });
    expect((await change({ warehouse: '成品一号库', keeper: '王库管' })).body.success).toBe(true);
  });

  it('keeps events in order: no output before its inputs existed, no shipment before the lot was made', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100, { receivedTime: '2026-03-01 08:00:30' });
    const before = await t.call('POST', '/foodtrace/process/record', {
      token: admin, body: { processNo: 'PR-CHRONO-1', productId: m.milk.id, startTime: '2026-02-28 08:00:00', endTime: '2026-02-28 12:00:00', inputs: [{ lotId: raw.lotId, quantity: 10 }], outputs: [{ lotKind: 'FINISHED', quantity: 10 }] },
    });
    expect(before.body).toMatchObject({ success: false, message: expect.stringContaining('本次加工的产出时间不能早于该时间') });
    expect(before.body.message).toContain('2026-03-01 08:00:30');
    const reversed = await t.call('POST', '/foodtrace/process/record', {
      token: admin, body: { processNo: 'PR-CHRONO-2', productId: m.milk.id, startTime: '2026-03-03 12:00:00', endTime: '2026-03-03 08:00:00', inputs: [{ lotId: raw.lotId, quantity: 10 }], outputs: [{ lotKind: 'FINISHED', quantity: 10 }] },
    });
    expect(reversed.status).toBe(400);
    expect(reversed.body.message).toContain('结束时间不能早于开始时间');
    expect(await lotDetail(t, admin, raw.lotId)).toMatchObject({ consumedQty: 0 }); // refused runs took nothing

    // Same minute as the intake counts as after it: forms give minutes, a lot's own time may carry seconds.
    const lot = (await processRun(t, admin, m.milk.id, [[raw.lotId, 50]], [{ lotKind: 'FINISHED', quantity: 50 }], { startTime: '2026-03-01 08:00:00', endTime: '2026-03-01 08:00:00' })).outputs[0];
    const soon = await t.call('POST', '/foodtrace/checkout/record', {
      token: admin, body: { checkoutNo: 'QC-CHRONO-1', lotId: lot.id, stage: 'FINAL', result: 'PASS', inspector: '王质检', inspectedTime: '2026-03-01 07:59:00', isPublic: '1', items: [], sampleQty: 2, sampleLocation: '留样室' },
    });
    expect(soon.body).toMatchObject({ success: false, message: expect.stringContaining('检验时间不能早于该时间') });
    const passed = await inspect(t, admin, lot.id, 'PASS');
    const backdated = await t.call('PUT', '/foodtrace/checkout/edit', { token: admin, body: { id: passed.id, inspectedTime: '2026-02-27 10:00:00' } });
    expect(backdated.body).toMatchObject({ success: false, message: expect.stringContaining('检验时间不能早于该时间') });
    // A raw lot may be inspected before it is booked in (a sample taken at the farm, a supplier's batch tested).
    expect((await inspect(t, admin, raw.lotId, 'PASS', { stage: 'INCOMING', inspectedTime: '2026-02-27 10:00:00' })).lotStatus).toBe('RELEASED');
    const early = await ship(t, admin, m.retailer.id, [[lot.id, 5]], { shippedTime: '2026-03-01 07:59:59' });
    expect(early.body).toMatchObject({ success: false, message: expect.stringContaining('发货时间不能早于该时间') });
    const shipped = await ship(t, admin, m.retailer.id, [[lot.id, 5]], { shippedTime: '2026-03-01 08:00:00' });
    expect(shipped.body.success).toBe(true);
    expect(await lotDetail(t, admin, lot.id)).toMatchObject({ shippedQty: 5 });

    // Editing cannot get round it: a shipment moved before its lot was made, or a run's times once it has output.
    const moved = await t.call('PUT', '/foodtrace/outputwarehouse/edit', { token: admin, body: { id: shipped.body.result.id, shippedTime: '2026-02-28 08:00:00' } });
    expect(moved.body).toMatchObject({ success: false, message: expect.stringContaining('发货时间不能早于该时间') });
    const later = await t.call('PUT', '/foodtrace/outputwarehouse/edit', { token: admin, body: { id: shipped.body.result.id, shippedTime: '2026-03-02 08:00:00', remark: '改期' } });
    expect(later.body.success, JSON.stringify(later.body)).toBe(true);
    const runs = await t.call<{ records: Array<{ id: string; startTime: string; endTime: string }> }>('GET', '/foodtrace/process/list', { token: admin, query: { pageSize: '100', column: 'createTime', order: 'desc' } });
    const run = runs.body.result.records[0];
    const retimed = await t.call('PUT', '/foodtrace/process/edit', { token: admin, body: { id: run.id, startTime: '2026-02-01 08:00:00', endTime: '2026-02-01 09:00:00' } });
    expect(retimed.body).toMatchObject({ success: false, message: '该加工记录已有产出批次，不能修改开始时间、结束时间' });
    const same = await t.call('PUT', '/foodtrace/process/edit', { token: admin, body: { id: run.id, startTime: run.startTime, endTime: run.endTime, line: '发酵线' } });
    expect(same.body.success, JSON.stringify(same.body)).toBe(true);
  });

  it('fixes what a record in use is, says so in list and detail, and still takes other changes', async () => {
    const used = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const spare = await intake(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const run = await processRun(t, admin, m.base.id, [[used.lotId, 10]], [{ lotKind: 'WIP', quantity: 10 }]);
    const plan = await post<{ id: string }>(t, admin, '/foodtrace/process/add', { processNo: `PLAN-${Date.now()}`, productId: m.base.id });
    const detail = async (path: string, id: string) => (await t.call<Record<string, unknown>>('GET', `${path}/queryById`, { token: admin, query: { id } })).body.result;

    expect(await detail('/foodtrace/crudePutin', used.id)).toMatchObject({
      _inUse: `原料批次 ${used.lotNo} 已投料或发货`, _inUseMin: { quantity: { amount: 10, text: '10 千克' } },
    });
    expect(await detail('/foodtrace/crudePutin', spare.id)).not.toHaveProperty('_inUse');
    expect(await detail('/foodtrace/crudePutin', spare.id)).not.toHaveProperty('_inUseMin');
    expect(await detail('/foodtrace/process', run.id)).not.toHaveProperty('_inUseMin');
    expect(await detail('/foodtrace/process', run.id)).toMatchObject({ _inUse: '该加工记录已有产出批次' });
    expect(await detail('/foodtrace/process', plan.id)).not.toHaveProperty('_inUse');
    const page = await t.call<{ records: Array<Record<string, unknown>> }>('GET', '/foodtrace/crudePutin/list', { token: admin, query: { pageSize: '100', id: `${used.id},${spare.id}` } });
    expect(Object.fromEntries(page.body.result.records.map((r) => [r.id, r._inUse ?? null]))).toEqual({ [used.id]: `原料批次 ${used.lotNo} 已投料或发货`, [spare.id]: null });

    const edit = (path: string, body: Record<string, unknown>) => t.call('PUT', `${path}/edit`, { token: admin, body });
    expect((await edit('/foodtrace/crudePutin', { id: used.id, unit: 'L', receivedTime: '2026-03-01 09:00:00' })).body)
      .toMatchObject({ success: false, message: `原料批次 ${used.lotNo} 已投料或发货，不能修改单位、收货时间` });
    // what a supplier's recall or a regulator quotes stays as it was recorded
    expect((await edit('/foodtrace/crudePutin', { id: used.id, supplierLotNo: 'EDITED', temperature: 9.5 })).body)
      .toMatchObject({ success: false, message: `原料批次 ${used.lotNo} 已投料或发货，不能修改供应商批号、到货温度(℃)` });
    expect((await edit('/foodtrace/process', { id: run.id, productId: m.milk.id })).body)
      .toMatchObject({ success: false, message: '该加工记录已有产出批次，不能修改产品' });
    // so does the inspection that released the lot: not re-dated, not re-signed; a report file or a remark may follow
    const release = await t.ctx.db.selectFrom('ftCheckout' as never).select('id' as never).where('lotId' as never, '=', used.lotId as never).executeTakeFirstOrThrow() as { id: string };
    expect(await detail('/foodtrace/checkout', release.id)).toMatchObject({ _inUse: `批次 ${used.lotNo} 已投料、发货、处置或赋码` });
    expect((await edit('/foodtrace/checkout', { id: release.id, inspectedTime: '2026-03-09 20:00:00', inspector: '张三' })).body)
      .toMatchObject({ success: false, message: `批次 ${used.lotNo} 已投料、发货、处置或赋码，不能修改检验时间、检验员` });
    expect((await edit('/foodtrace/checkout', { id: release.id, remark: '报告原件已归档' })).body.success).toBe(true);
    // The form sends every field back: the unchanged fixed ones pass, the rest is saved.
    const stored = await detail('/foodtrace/crudePutin', used.id);
    const resent = await edit('/foodtrace/crudePutin', { id: used.id, crudeId: stored.crudeId, unit: stored.unit, lotNo: stored.lotNo, receivedTime: stored.receivedTime, warehouse: '二号冷库' });
    expect(resent.body.success, JSON.stringify(resent.body)).toBe(true);
    expect(await detail('/foodtrace/crudePutin', used.id)).toMatchObject({ warehouse: '二号冷库' });
    // Its quantity can shrink to what was used, not below (nor can the lot's).
    expect((await edit('/foodtrace/crudePutin', { id: used.id, quantity: 9.5 })).body)
      .toMatchObject({ success: false, message: `原料批次 ${used.lotNo} 已投料或发货，入库数量不能少于已使用的 10 千克` });
    expect((await edit('/foodtrace/crudePutin', { id: used.id, quantity: 10 })).body.success).toBe(true);
    const lot = await t.ctx.db.selectFrom('ftLot' as never).select('quantity' as never).where('id' as never, '=', used.lotId as never).executeTakeFirstOrThrow() as { quantity: number };
    expect(Number(lot.quantity)).toBe(10);
    expect((await edit('/foodtrace/crudePutin', { id: spare.id, quantity: 1 })).body.success).toBe(true);
    expect((await edit('/foodtrace/crudePutin', { id: spare.id, unit: 'L' })).body)
      .toMatchObject({ success: false, message: '原料“测试生鲜乳”的计量单位是千克，入库单位应与之一致（现为升）' });
    expect((await edit('/foodtrace/crudePutin', { id: spare.id, receivedTime: '2026-03-01 09:00:00' })).body.success).toBe(true);
    expect((await edit('/foodtrace/process', { id: plan.id, productId: m.milk.id, startTime: '2026-03-05 08:00:00' })).body.success).toBe(true);
  });

  it('takes no event from the future, no expired delivery, and no step outside its run', async () => {
    const ahead = (hours: number) => formatInstant(Date.now() + hours * 3_600_000, t.config.timeZone)!;
    const refused = async (path: string, body: Record<string, unknown>) => (await t.call('POST', path, { token: admin, body })).body;
    const intakeBody = { putinNo: `CP-F-${Date.now()}`, crudeId: m.rawMilk.id, supplierId: m.farmA.id, supplierLotNo: 'SL-F', quantity: 5, unit: 'kg' };
    expect(await refused('/foodtrace/crudePutin/add', { ...intakeBody, receivedTime: ahead(2) })).toMatchObject({ success: false, message: '收货时间不能晚于当前时间' });
    // a few minutes ahead is a clock that runs fast, not a slip
    expect((await refused('/foodtrace/crudePutin/add', { ...intakeBody, receivedTime: ahead(0.05) })).success).toBe(true);
    expect(await refused('/foodtrace/crudePutin/add', { ...intakeBody, putinNo: `CP-E-${Date.now()}`, receivedTime: '2026-03-01 08:00:00', expiryDate: '2026-02-28' }))
      .toMatchObject({ success: false, message: '保质期至 2026-02-28 早于收货日期 2026-03-01，过期原料不能入库' });
    expect(await refused('/foodtrace/crudePutin/add', { ...intakeBody, putinNo: `CP-U-${Date.now()}`, receivedTime: '2026-03-01 08:00:00', unit: 'piece' }))
      .toMatchObject({ success: false, message: expect.stringContaining('入库单位应与之一致') });

    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const run = (extra: Record<string, unknown>) => refused('/foodtrace/process/record', {
      processNo: `PR-F-${Math.random()}`.slice(0, 20), productId: m.base.id, startTime: '2026-03-03 08:00:00', endTime: '2026-03-03 12:00:00',
      inputs: [{ lotId: raw.lotId, quantity: 1 }], outputs: [{ lotKind: 'WIP', quantity: 1 }], steps: [], ...extra,
    });
    expect(await run({ endTime: ahead(4) })).toMatchObject({ success: false, message: '结束时间不能晚于当前时间' });
    const step = (startTime: string, endTime: string) => ({ stepName: '巴氏杀菌', startTime, endTime, params: [], result: 'OK' });
    expect(await run({ steps: [step('2026-03-03 09:00:00', '2026-03-03 08:50:00')] }))
      .toMatchObject({ success: false, message: '工序“巴氏杀菌”的结束时间不能早于开始时间' });
    expect(await run({ steps: [step('2026-03-03 07:00:00', '2026-03-03 07:30:00')] }))
      .toMatchObject({ success: false, message: '工序“巴氏杀菌”的时间应在本次加工的开始时间与结束时间之内' });
    expect((await lotDetail(t, admin, raw.lotId)).consumedQty).toBe(0); // the refused runs took nothing
    expect((await run({ steps: [step('2026-03-03 09:00:00', '2026-03-03 09:30:00')] })).success).toBe(true);

    expect(await refused('/foodtrace/checkout/record', { checkoutNo: `QC-F-${Date.now()}`, lotId: raw.lotId, stage: 'INCOMING', result: 'PASS', inspector: '王质检', inspectedTime: ahead(3), isPublic: '1', items: [] }))
      .toMatchObject({ success: false, message: '检验时间不能晚于当前时间' });
    expect((await ship(t, admin, m.retailer.id, [[raw.lotId, 1]], { shippedTime: ahead(3) })).body)
      .toMatchObject({ success: false, message: '发货时间不能晚于当前时间' });
  });

  it('takes nothing from a supplier, no report from an agency and no carriage from a carrier whose licence had run out that day (资质证照)', async () => {
    const office = (name: string, orgType: string) => post<{ id: string }>(t, admin, '/foodtrace/relationOffice/add', { name, orgType, phone: '13800000000', contactPerson: '李四' });
    const supplier = await office(`证照测试牧场 ${Date.now()}`, 'SUPPLIER');
    const agency = await office(`证照测试检测中心 ${Date.now()}`, 'INSPECTION');
    const cert = (officeId: string, certType: string, certNo: string, validUntil: string | null) =>
      t.call<{ id: string }>('POST', '/foodtrace/officeCert/add', { token: admin, body: { officeId, certType, certNo, issuer: '市场监督管理局', validUntil } });
    const intakeOn = (day: string) => t.call<{ lotId: string }>('POST', '/foodtrace/crudePutin/add', { token: admin, body: {
      putinNo: `CP-L-${Math.random()}`.slice(0, 20), crudeId: m.rawMilk.id, supplierId: supplier.id, supplierLotNo: 'SL-L', quantity: 10, unit: 'kg', receivedTime: `${day} 08:00:00`,
    } });

    // no licence on file stops nothing; a certification that lapsed (有机) is shown, not binding
    expect((await intakeOn('2026-03-01')).body.success).toBe(true);
    expect((await cert(supplier.id, 'ORGANIC', 'OC-1', '2026-01-31')).body.success).toBe(true);
    expect((await intakeOn('2026-03-01')).body.success).toBe(true);
    // the 生鲜乳收购许可证 in force until 2026-02-28: a delivery of that day is taken, the next day's is not
    const milk = await cert(supplier.id, 'MILK', 'MILK-001', '2026-02-28');
    expect(milk.body.success).toBe(true);
    expect((await intakeOn('2026-02-28')).body.success).toBe(true);
    const name = (await t.call<{ name: string }>('GET', '/foodtrace/relationOffice/queryById', { token: admin, query: { id: supplier.id } })).body.result.name;
    expect((await intakeOn('2026-03-01')).body).toMatchObject({ success: false,
      message: `供应商「${name}」的生鲜乳收购许可证（MILK-001）有效期至 2026-02-28，2026-03-01 已过期，不能入库；请先在资质证照中更新换发后的证照` });
    // renewed by an edit (修改记录 keeps the old number), or by a new record beside the old one: the latest counts
    expect((await t.call('PUT', '/foodtrace/officeCert/edit', { token: admin, body: { id: milk.body.result.id, certNo: 'MILK-002', validUntil: '2026-03-05' } })).body.success).toBe(true);
    expect((await intakeOn('2026-03-01')).body.success).toBe(true);
    expect((await intakeOn('2026-03-06')).body).toMatchObject({ success: false, message: expect.stringContaining('（MILK-002）有效期至 2026-03-05，2026-03-06 已过期') });
    expect((await cert(supplier.id, 'MILK', 'MILK-003', null)).body.success).toBe(true); // 长期有效
    expect((await intakeOn('2026-03-06')).body.success).toBe(true);
    const taken = await intakeOn('2026-03-01');
    expect(taken.body.success).toBe(true);

    // an agency's report counts while its 资质认定 is in force, when recorded and when corrected
    const cma = await cert(agency.id, 'CMA', 'CMA-9', '2026-03-01');
    expect(cma.body.success).toBe(true);
    const report = (inspectedTime: string) => t.call<{ id: string }>('POST', '/foodtrace/checkout/record', { token: admin, body: {
      checkoutNo: `QC-L-${Math.random()}`.slice(0, 20), lotId: taken.body.result.lotId, stage: 'THIRD_PARTY', result: 'PASS', inspector: '钱晓',
      agencyId: agency.id, inspectedTime, isPublic: '1', items: [],
    } });
    const recorded = await report('2026-03-01 10:00:00');
    expect(recorded.body.success).toBe(true);
    expect((await report('2026-03-02 10:00:00')).body).toMatchObject({ success: false, message: expect.stringContaining('的检验检测机构资质认定证书（CMA）（CMA-9）有效期至 2026-03-01，2026-03-02 已过期，不能登记其检验报告') });
    expect((await t.call('PUT', '/foodtrace/checkout/edit', { token: admin, body: { id: recorded.body.result.id, inspectedTime: '2026-03-02 10:00:00' } })).body)
      .toMatchObject({ success: false, message: expect.stringContaining('已过期，不能登记其检验报告') });
    // a deleted certificate binds nothing
    expect((await t.call('DELETE', '/foodtrace/officeCert/delete', { token: admin, query: { id: cma.body.result.id } })).body.success).toBe(true);
    expect((await report('2026-03-02 10:00:00')).body.success).toBe(true);

    // a carrier travels with its 道路运输经营许可证: goods in, goods out, and an edit that moves a shipment
    const carrier = await office(`证照测试冷链 ${Date.now()}`, 'LOGISTICS');
    expect((await cert(carrier.id, 'TRANSPORT', 'YS-7', '2026-03-03')).body.success).toBe(true);
    expect((await intakeOn('2026-03-06')).body.success).toBe(true);
    const carried = (day: string) => t.call('POST', '/foodtrace/crudePutin/add', { token: admin, body: {
      putinNo: `CP-C-${Math.random()}`.slice(0, 20), crudeId: m.rawMilk.id, supplierId: supplier.id, carrierId: carrier.id, supplierLotNo: 'SL-C', quantity: 10, unit: 'kg', receivedTime: `${day} 08:00:00`,
    } });
    expect((await carried('2026-03-03')).body.success).toBe(true);
    expect((await carried('2026-03-04')).body).toMatchObject({ success: false, message: expect.stringMatching(/^承运商「.+」的道路运输经营许可证（YS-7）有效期至 2026-03-03，2026-03-04 已过期，不能承运；/) });
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 10);
    expect((await ship(t, admin, m.retailer.id, [[raw.lotId, 1]], { carrierId: carrier.id, shippedTime: '2026-03-05 09:00:00' })).body)
      .toMatchObject({ success: false, message: expect.stringContaining('（YS-7）有效期至 2026-03-03，2026-03-05 已过期，不能承运') });
    const early = await ship(t, admin, m.retailer.id, [[raw.lotId, 1]], { carrierId: carrier.id, shippedTime: '2026-03-03 09:00:00' });
    expect(early.body.success).toBe(true);
    expect((await t.call('PUT', '/foodtrace/outputwarehouse/edit', { token: admin, body: { id: early.body.result.id, shippedTime: '2026-03-04 09:00:00' } })).body)
      .toMatchObject({ success: false, message: expect.stringContaining('不能承运') });
    expect((await t.call('PUT', '/foodtrace/outputwarehouse/edit', { token: admin, body: { id: early.body.result.id, remark: '冷藏车 浙A·12345' } })).body.success).toBe(true);
  });

  it('lists each organisation\'s latest certificate of each kind (当前证照): a renewal entered beside the lapsed one replaces it', async () => {
    const day = (n: number) => formatInstant(Date.now() + n * 86_400_000, t.config.timeZone)!.slice(0, 10);
    const org = await post<{ id: string }>(t, admin, '/foodtrace/relationOffice/add', { name: `换证牧场 ${Date.now()}`, orgType: 'SUPPLIER', phone: '13800000000', contactPerson: '李四' });
    const cert = (certType: string, certNo: string, validUntil: string | null) => post(t, admin, '/foodtrace/officeCert/add', { officeId: org.id, certType, certNo, validUntil });
    await cert('SC', 'SC-OLD', day(-20));
    await cert('SC', 'SC-NEW', day(1800));
    await cert('BUSINESS', 'B-DATED', day(-3));
    await cert('BUSINESS', 'B-FOREVER', null); // 长期有效 outlasts any date
    await cert('MILK', 'M-1', day(10));
    await cert('MILK', 'M-2', day(10)); // of two ending alike, the later added
    const listed = async (query: Record<string, string>) => (await t.call<{ records: Array<{ certNo: string }> }>('GET', '/foodtrace/officeCert/list', {
      token: admin, query: { officeId: org.id, pageSize: '50', ...query },
    })).body.result.records.map((r) => r.certNo).sort();
    expect(await listed({ listScope: 'current' })).toEqual(['B-FOREVER', 'M-2', 'SC-NEW']);
    expect(await listed({})).toEqual(['B-DATED', 'B-FOREVER', 'M-1', 'M-2', 'SC-NEW', 'SC-OLD']);
    // 已过期 of the register: nothing, for every lapsed one was renewed
    expect(await listed({ listScope: 'current', validUntil_end: day(-1) })).toEqual([]);
  });

  it('lists the organisations we dealt with this year that hold no licence in force (缺少证照), latest dealing first', async () => {
    const day = 86_400_000;
    const at = (daysAgo: number) => formatInstant(Date.now() - daysAgo * day, t.config.timeZone)!;
    const dayOf = (daysAgo: number) => at(daysAgo).slice(0, 10);
    const office = (name: string, orgType: string) => post<{ id: string }>(t, admin, '/foodtrace/relationOffice/add', { name: `${name} ${Date.now()}`, orgType, phone: '13800000000', contactPerson: '李四' });
    const cert = (officeId: string, certType: string, validUntil: string | null) => post(t, admin, '/foodtrace/officeCert/add', { officeId, certType, certNo: `${certType}-${Math.random()}`.slice(0, 16), validUntil });
    const bare = await office('缺证牧场', 'SUPPLIER');
    const lapsed = await office('过期牧场', 'SUPPLIER');
    const licensed = await office('持证牧场', 'SUPPLIER');
    const organic = await office('有机农场', 'SUPPLIER');
    const longAgo = await office('旧供应商', 'SUPPLIER');
    const removed = await office('撤销入库的供应商', 'SUPPLIER');
    const carrier = await office('缺证冷链', 'LOGISTICS');
    const agency = await office('缺证检测中心', 'INSPECTION');

    await intake(t, admin, m.rawMilk.id, lapsed.id, 5, { receivedTime: at(40) });
    await cert(lapsed.id, 'SC', dayOf(30)); // its only licence ran out after the delivery
    await cert(lapsed.id, 'BUSINESS', dayOf(60));
    await cert(licensed.id, 'BUSINESS', null);
    await cert(organic.id, 'ORGANIC', dayOf(-100)); // a certification is not a licence
    await intake(t, admin, m.rawMilk.id, licensed.id, 5, { receivedTime: at(3) });
    await intake(t, admin, m.rawMilk.id, organic.id, 5, { receivedTime: at(20) });
    await intake(t, admin, m.rawMilk.id, longAgo.id, 5, { receivedTime: at(400) });
    const gone = await intake(t, admin, m.rawMilk.id, removed.id, 5, { receivedTime: at(2) });
    expect((await t.call('DELETE', '/foodtrace/crudePutin/delete', { token: admin, query: { id: gone.id } })).body.success).toBe(true);
    const delivered = await intake(t, admin, m.rawMilk.id, bare.id, 5, { receivedTime: at(10), carrierId: carrier.id });
    await intake(t, admin, m.rawMilk.id, bare.id, 5, { receivedTime: at(12) });
    await inspect(t, admin, delivered.lotId, 'PASS', { stage: 'THIRD_PARTY', agencyId: agency.id, inspectedTime: at(5) });

    const answer = await t.call<UncoveredOffice[]>('GET', '/foodtrace/officeCert/uncovered', { token: admin });
    const ours = new Set([bare, lapsed, licensed, organic, longAgo, removed, carrier, agency].map((o) => o.id));
    const listed = answer.body.result.filter((o) => ours.has(o.officeId));
    expect(listed.map((o) => [o.officeId, o.roles, o.lapsed && { certType: o.lapsed.certType, validUntil: o.lapsed.validUntil }])).toEqual([
      [agency.id, [{ role: 'agency', count: 1, lastDay: dayOf(5) }], null],
      // the same delivery: the names decide (冷 before 牧)
      [carrier.id, [{ role: 'carrier', count: 1, lastDay: dayOf(10) }], null],
      [bare.id, [{ role: 'supplier', count: 2, lastDay: dayOf(10) }], null],
      [organic.id, [{ role: 'supplier', count: 1, lastDay: dayOf(20) }], null],
      [lapsed.id, [{ role: 'supplier', count: 1, lastDay: dayOf(40) }], { certType: 'SC', validUntil: dayOf(30) }],
    ]);
    expect(listed[2]).toMatchObject({ name: expect.stringMatching(/^缺证牧场 /), orgType: 'SUPPLIER' });
    // a licence registered today takes the organisation off the list
    await cert(bare.id, 'SC', dayOf(-365));
    expect((await t.call<UncoveredOffice[]>('GET', '/foodtrace/officeCert/uncovered', { token: admin })).body.result.map((o) => o.officeId)).not.toContain(bare.id);

    // its permission (the register's list) is checked with the module's other routes below
  });

  it('disposes of rejected stock only, never more than is left, even all at once, and gives it back on delete (不合格品处置)', async () => {
    const dispose = (body: Record<string, unknown>) => t.call<{ id: string; unit: string }>('POST', '/foodtrace/lotDisposal/add', { token: admin, body: {
      method: 'DESTROY', disposedTime: '2026-03-02 15:00:00', reason: '抗生素残留检出', handler: '何静', witness: '王莉', ...body,
    } });
    const detail = async (lotId: string) => (await t.call<{ disposedQty: number; available: number; status: string }>('GET', '/foodtrace/lot/detail', { token: admin, query: { id: lotId } })).body.result;
    const released = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 50);
    // a released lot is not disposed of: the picker does not offer it, and the server says why when asked directly
    const releasedNo = (await lotDetail(t, admin, released.lotId)).lotNo;
    expect((await dispose({ lotId: released.lotId, quantity: 1 })).body)
      .toMatchObject({ success: false, message: DISPOSAL_TEXT.notDisposable(releasedNo, '已放行', '2026-03-02') });

    const rejected = await intake(t, admin, m.rawMilk.id, m.farmA.id, 300, { docNo: 'DN-R' });
    await inspect(t, admin, rejected.lotId, 'FAIL');
    const first = await dispose({ lotId: rejected.lotId, method: 'RETURN', quantity: 100 });
    expect(first.body).toMatchObject({ success: true, result: { unit: 'kg', disposalNo: expect.stringMatching(/^DP\d{8}-\d{3}$/) } });
    expect(await detail(rejected.lotId)).toMatchObject({ status: 'REJECTED', disposedQty: 100, available: 200 });
    expect((await dispose({ lotId: rejected.lotId, quantity: 250 })).body)
      .toMatchObject({ success: false, message: `批次 ${rejected.lotNo} 可处置数量为 200 千克，本次处置 250 千克` });
    // an edit moves the lot by the difference; the lot itself is fixed
    const edit = (body: Record<string, unknown>) => t.call('PUT', '/foodtrace/lotDisposal/edit', { token: admin, body: { id: first.body.result.id, ...body } });
    expect((await edit({ quantity: 150, lotId: rejected.lotId })).body.success).toBe(true);
    expect((await detail(rejected.lotId)).available).toBe(150);
    expect((await edit({ quantity: 400 })).body).toMatchObject({ success: false, message: `批次 ${rejected.lotNo} 可处置数量为 300 千克，本次处置 400 千克` });
    expect((await edit({ lotId: released.lotId })).body).toMatchObject({ success: false, message: '处置记录的批次不能修改；登记错了批次的，请删除后重新登记' });
    // ten disposals of 20 at once on the 150 left: seven go through, the rest are refused, nothing goes below zero
    const burst = await Promise.all(Array.from({ length: 10 }, () => dispose({ lotId: rejected.lotId, quantity: 20 })));
    expect(burst.filter((r) => r.body.success)).toHaveLength(7);
    expect(await detail(rejected.lotId)).toMatchObject({ disposedQty: 290, available: 10 });
    // a disposed lot is used: its intake stays; deleting a disposal (a correction) gives its quantity back
    expect((await t.call('DELETE', '/foodtrace/crudePutin/delete', { token: admin, query: { id: rejected.id } })).body.message).toContain('不能删除');
    expect((await t.call('DELETE', '/foodtrace/lotDisposal/delete', { token: admin, query: { id: first.body.result.id } })).body.success).toBe(true);
    expect(await detail(rejected.lotId)).toMatchObject({ disposedQty: 140, available: 160 });
    // the forward trace shows where the rejected stock went: one node per disposal, on the timeline too
    const forward = (await t.call<TraceResult>('GET', '/foodtrace/trace/forward', { token: admin, query: { lotId: rejected.lotId } })).body.result;
    const disposals = forward.nodes.filter((n) => n.type === 'disposal');
    expect(disposals).toHaveLength(7);
    expect(disposals[0].data).toMatchObject({ method: 'DESTROY', quantity: 20, unit: 'kg', reason: '抗生素残留检出', witness: '王莉' });
    expect(forward.edges.filter((e) => e.type === 'disposed' && e.from === `lot:${rejected.lotId}`)).toHaveLength(7);
    expect(forward.timeline.filter((e) => e.type === 'disposal')[0].title).toMatch(/^DP\d{8}-\d{3} 销毁 20 千克：抗生素残留检出$/);

    // our own lot that failed goes nowhere but to destruction or harmless treatment
    const run = await processRun(t, admin, m.base.id, [[released.lotId, 10]], [{ lotKind: 'WIP', quantity: 10 }]);
    await inspect(t, admin, run.outputs[0].id, 'FAIL');
    expect((await dispose({ lotId: run.outputs[0].id, method: 'RETURN', quantity: 10 })).body)
      .toMatchObject({ success: false, message: '退回供应商只适用于原料批次；本厂生产的批次请选择销毁或无害化处理' });
    const harmless = await dispose({ lotId: run.outputs[0].id, method: 'HARMLESS', quantity: 10 });
    expect(harmless.body.success).toBe(true);
    expect((await detail(run.outputs[0].id)).available).toBe(0);
    // the lot is used up, so the picker no longer offers it; the record's own form still saves (the lot comes back unchanged)
    expect((await t.call('PUT', '/foodtrace/lotDisposal/edit', { token: admin, body: { id: harmless.body.result.id, lotId: run.outputs[0].id, place: '厂区无害化处理间' } })).body.success).toBe(true);
    // and its data log keeps each state of the lot it drew on
    const versions = await t.ctx.db.selectFrom('sysDataLog' as never).select('dataContent' as never).where('dataId' as never, '=', run.outputs[0].id as never).execute() as Array<{ dataContent: string }>;
    expect(versions.map((v) => Number(JSON.parse(v.dataContent).disposedQty ?? 0))).toContain(10);
  });

  it('disposes of stock past its 保质期 without a 不合格 judgement, from the day after it, and lists it to be disposed of', async () => {
    const dispose = (lotId: string, disposedTime: string) => t.call<{ id: string }>('POST', '/foodtrace/lotDisposal/add', { token: admin, body: {
      lotId, method: 'DESTROY', quantity: 5, disposedTime, reason: DISPOSAL_TEXT.expiredReason('2026-03-05'), handler: '何静',
    } });
    const expiring = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 40, { expiryDate: '2026-03-05' });
    const fresh = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 40, { expiryDate: '2099-12-31' });
    // on its last day it is still good: released stock is not disposed of
    expect((await dispose(expiring.lotId, '2026-03-05 18:00:00')).body)
      .toMatchObject({ success: false, message: DISPOSAL_TEXT.notDisposable(expiring.lotNo, '已放行', '2026-03-05') });
    const done = await dispose(expiring.lotId, '2026-03-06 09:00:00');
    expect(done.body.success).toBe(true);
    expect(await lotDetail(t, admin, expiring.lotId)).toMatchObject({ status: 'RELEASED', disposedQty: 5, available: 35 });
    const findings = async () => (await t.call<{ findings: string[] }>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: expiring.lotId } })).body.result.findings;
    expect(await findings()).toContain(`批次 ${expiring.lotNo} 已过保质期（保质期至 2026-03-05），尚有 35 千克 未处置`);
    // an edit that dates it back into the shelf life is refused; one within the expired days goes through
    const edit = (disposedTime: string) => t.call('PUT', '/foodtrace/lotDisposal/edit', { token: admin, body: { id: done.body.result.id, disposedTime } });
    expect((await edit('2026-03-04 09:00:00')).body.success).toBe(false);
    expect((await edit('2026-03-07 09:00:00')).body.success).toBe(true);

    // today it is past its 保质期 with stock left: in the list's scope and the picker's, the fresh one in neither
    const scoped = async (extra: Record<string, string> = {}) => (await t.call<{ records: Array<{ id: string }> }>('GET', '/foodtrace/lot/list', {
      token: admin, query: { listScope: 'disposable', pageSize: '200', lotKind: 'RAW', ...extra },
    })).body.result.records.map((r) => r.id);
    expect(await scoped()).toContain(expiring.lotId);
    expect(await scoped()).not.toContain(fresh.lotId);
    expect((await t.call('GET', '/foodtrace/lot/list', { token: admin, query: { listScope: 'nothing' } })).status).toBe(400);
    expect((await t.call('GET', '/foodtrace/product/list', { token: admin, query: { listScope: 'disposable' } })).status).toBe(400);
    // used up, it is history, not work
    expect((await dispose(expiring.lotId, '2026-03-08 09:00:00')).body.success).toBe(true);
    const summary = async () => (await t.call<DashboardSummary>('GET', '/foodtrace/dashboard/summary', { token: admin })).body.result.totals.undisposedLots;
    const waiting = await summary();
    expect((await t.call('POST', '/foodtrace/lotDisposal/add', { token: admin, body: {
      lotId: expiring.lotId, method: 'DESTROY', quantity: 30, disposedTime: '2026-03-08 10:00:00', reason: '过期', handler: '何静',
    } })).body.success).toBe(true);
    expect(await scoped()).not.toContain(expiring.lotId);
    expect(await summary()).toBe(waiting - 1);
    expect((await findings()).filter((f) => f.includes('已过保质期'))).toEqual([]);
  });

  it('lists the stock (批次库存): lots with stock left, soonest 保质期至 first; those due within the week; those past it', async () => {
    const today = formatInstant(Date.now(), t.config.timeZone)!.slice(0, 10);
    const soon = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 40, { expiryDate: addDays(today, NEAR_EXPIRY_DAYS) });
    const later = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 40, { expiryDate: addDays(today, NEAR_EXPIRY_DAYS + 1) });
    // a rejected delivery due as soon is on its way out (待处置批次), not stock to use first
    const rejected = await intake(t, admin, m.rawMilk.id, m.farmA.id, 40, { expiryDate: addDays(today, NEAR_EXPIRY_DAYS) });
    expect((await inspect(t, admin, rejected.lotId, 'FAIL', { stage: 'INCOMING' })).lotStatus).toBe('REJECTED');
    const usedUp = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 10, { expiryDate: '2099-12-31' });
    // made in March, kept 7 days: past its 保质期 with all its stock
    const stale = (await processRun(t, admin, m.base.id, [[usedUp.lotId, 10]], [{ lotKind: 'WIP', quantity: 10 }])).outputs[0];
    // due in two days, all of it kept as retained samples: in stock, but nothing to use or ship first
    const source = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 10, { expiryDate: '2099-12-31' });
    const samplesOnly = (await processRun(t, admin, m.milk.id, [[source.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 10, expiryDate: addDays(today, 2) } as RunOutput])).outputs[0];
    await inspect(t, admin, samplesOnly.id, 'PASS', { sampleQty: 10, sampleLocation: '留样室 A-02' });
    expect(await lotDetail(t, admin, samplesOnly.id)).toMatchObject({ expiryDate: addDays(today, 2), available: 10, retainedQty: 10 });
    const scoped = async (listScope: string, extra: Record<string, string> = {}) => (await t.call<PageResult<{ id: string; expiryDate: string | null }>>('GET', '/foodtrace/lot/list', {
      token: admin, query: { listScope, column: 'expiryDate', order: 'asc', pageSize: '500', ...extra },
    })).body.result.records;
    const ids = async (listScope: string, extra?: Record<string, string>) => (await scoped(listScope, extra)).map((r) => r.id);
    const inStock = await ids(LOT_STOCK_SCOPE.inStock);
    expect(inStock).toEqual(expect.arrayContaining([soon.lotId, later.lotId, stale.id]));
    expect(inStock).not.toContain(usedUp.lotId);
    // first expiring first (先到期先出), lots without a 保质期至 last on every database
    expect(inStock.indexOf(stale.id)).toBeLessThan(inStock.indexOf(soon.lotId));
    expect(inStock.indexOf(soon.lotId)).toBeLessThan(inStock.indexOf(later.lotId));
    const days = (await scoped(LOT_STOCK_SCOPE.inStock)).map((r) => r.expiryDate);
    expect(days.slice(days.findIndex((d) => d === null)).every((d) => d === null)).toBe(true);
    // 临期: its last day today or within the coming 7 days — not the one a day further, not the stale one, not
    // the rejected one (the 临期批次提醒 job reads the same stock, jobs.test.ts)
    const near = await ids(LOT_STOCK_SCOPE.nearExpiry);
    expect(near).toContain(soon.lotId);
    expect(inStock).toEqual(expect.arrayContaining([rejected.lotId, samplesOnly.id]));
    for (const out of [later.lotId, stale.id, rejected.lotId, samplesOnly.id]) expect(near).not.toContain(out);
    const expired = await ids(LOT_STOCK_SCOPE.expired);
    expect(expired).toContain(stale.id);
    expect(expired).not.toContain(soon.lotId);
    // and searched by 保质期至 like any date
    expect(await ids(LOT_STOCK_SCOPE.inStock, { expiryDate_begin: addDays(today, NEAR_EXPIRY_DAYS), expiryDate_end: addDays(today, NEAR_EXPIRY_DAYS), lotKind: 'RAW' }))
      .toContain(soon.lotId);
    expect(await ids(LOT_STOCK_SCOPE.inStock, { expiryDate_begin: addDays(today, NEAR_EXPIRY_DAYS), expiryDate_end: addDays(today, NEAR_EXPIRY_DAYS) }))
      .not.toContain(later.lotId);
  });

  it('adds the stock up by product (批次库存 按品名): the list\'s own rows, filters, scope and data rules', async () => {
    const today = formatInstant(Date.now(), t.config.timeZone)!.slice(0, 10);
    const crude = await post(t, admin, '/foodtrace/crude/add', { name: '汇总测试原料', crudeCode: `SUM-${Date.now().toString(36)}`, category: 'RAW', unit: 'kg', needInspection: '1' });
    const first = await releasedRaw(t, admin, crude.id, m.farmA.id, 30.1, { expiryDate: addDays(today, 3) });
    const second = await releasedRaw(t, admin, crude.id, m.farmA.id, 20.2, { expiryDate: addDays(today, NEAR_EXPIRY_DAYS + 3) });
    const usedUp = await releasedRaw(t, admin, crude.id, m.farmA.id, 5, { expiryDate: addDays(today, 1) });
    const product = await post(t, admin, '/foodtrace/product/add', { name: '汇总测试酸奶', productTypeId: m.type.id, unit: 'bottle', shelfLifeDays: 21, execStandard: 'GB 19302', storageCondition: 'CHILLED' });
    const made = (await processRun(t, admin, product.id, [[usedUp.lotId, 5]], [{ lotKind: 'FINISHED', quantity: 12 }])).outputs[0];
    await inspect(t, admin, made.id, 'PASS', { sampleQty: 2, sampleLocation: '留样室 A-03' });
    type Group = Record<string, unknown>;
    const summary = async (query: Record<string, string>, token = admin) =>
      (await t.call<PageResult<Group>>('GET', '/foodtrace/lot/summary', { token, query: { listScope: LOT_STOCK_SCOPE.inStock, ...query } })).body;
    // the raw material's two lots with stock, not the used-up one; its earliest 保质期至; the unit by name
    expect((await summary({ crudeId: crude.id })).result).toEqual({ total: 1, size: 10, current: 1, pages: 1, records: [{
      lotKind: 'RAW', lotKind_dictText: '原料批次', crudeId: crude.id, crudeId_dictText: '汇总测试原料', productId: null, productId_dictText: null, unit: 'kg', unit_dictText: '千克',
      rowCount: 2, availableQty: 50.3, drawableQty: 50.3, expiryDate: addDays(today, 3),
    }] });
    // a finished product's stock, of which the release's 2 bottles are retained samples (not to be run or shipped)
    expect((await summary({ productId: product.id })).result.records).toEqual([expect.objectContaining({
      lotKind: 'FINISHED', productId_dictText: '汇总测试酸奶', unit: 'bottle', rowCount: 1, availableQty: 12, drawableQty: 10, expiryDate: addDays('2026-03-03', 21), // made on the run's day
    })]);
    // the view's scope and the search narrow it as they narrow the list
    expect((await summary({ crudeId: crude.id, listScope: LOT_STOCK_SCOPE.nearExpiry })).result.records).toEqual([expect.objectContaining({ rowCount: 1, availableQty: 30.1 })]);
    expect((await summary({ crudeId: crude.id, lotNo: `*${second.lotNo.slice(-4)}*` })).result.records).toEqual([expect.objectContaining({ rowCount: 1, availableQty: 20.2 })]);
    // sorted by any column it answers, paged by group
    const all = await summary({ column: 'availableQty', order: 'desc', pageSize: '1000' });
    const amounts = all.result.records.map((g) => Number(g.availableQty));
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    expect(all.result.total).toBe(all.result.records.length);
    expect(all.result.records.reduce((n, g) => n + Number(g.rowCount), 0)).toBe((await t.call<PageResult<unknown>>('GET', '/foodtrace/lot/list', {
      token: admin, query: { listScope: LOT_STOCK_SCOPE.inStock, pageSize: '1' } })).body.result.total);
    expect((await summary({ pageSize: '1', pageNo: '2' })).result).toMatchObject({ total: all.result.total, size: 1, current: 2, records: [expect.anything()] });
    expect(await summary({ column: 'lotNo', order: 'asc' })).toMatchObject({ success: false, message: '不支持按 lotNo 排序' });
    // exported as it is shown, each column under the heading of what it adds up
    const book = await t.app.inject({ method: 'GET', url: '/api/foodtrace/lot/summary/exportXls', query: { listScope: LOT_STOCK_SCOPE.inStock, crudeId: crude.id }, headers: { 'x-access-token': admin } });
    expect(decodeURIComponent(String(book.headers['content-disposition']))).toContain('批次汇总（按品名）_');
    expect(await readBook(book.rawPayload)).toEqual([
      ['批次类别', '产品', '原料', '单位', '批次数', '库存', '可投料/发货量', '最早保质期至'],
      ['原料批次', undefined, '汇总测试原料', '千克', 2, 50.3, 50.3, addDays(today, 3)], // no 产品: an empty cell
    ]);
    // the user's data rules hold as in the list: a rule that leaves one lot leaves one lot's worth
    const repo = new ResourceRepo(lotResource, { db: t.ctx.db as never, kind: t.ctx.kind, dict: t.ctx.dict, timeZone: t.config.timeZone, files: t.app.fileStorage, secrets: t.ctx.secrets });
    const user = { sessionId: 's', userId: 'u', username: 'admin', realname: null, orgCode: null, tenantId: 0, relTenantIds: null };
    const ruled = (ruleValue: string) => ({ user, tenantId: 0, dataRules: { sets: [[{ id: 'r', ruleColumn: 'lotNo', ruleConditions: '=', ruleValue }]], vars: ruleVars(user, t.config.timeZone) } });
    expect((await repo.summary({ crudeId: crude.id }, ruled(first.lotNo))).records).toEqual([expect.objectContaining({ rowCount: 1, availableQty: 30.1 })]);
    expect((await repo.summary({ crudeId: crude.id }, ruled('NO-SUCH-LOT'))).records).toEqual([]);
  });

  it('refuses to delete what others depend on, and soft-deletes the rest with a data log', async () => {
    const used = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const run = await processRun(t, admin, m.base.id, [[used.lotId, 10]], [{ lotKind: 'WIP', quantity: 10 }]);
    const refused = await t.call('DELETE', '/foodtrace/crudePutin/delete', { token: admin, query: { id: used.id } });
    expect(refused.body).toMatchObject({ success: false });
    expect(refused.body.message).toContain('不能删除');
    expect((await t.call('DELETE', '/foodtrace/process/delete', { token: admin, query: { id: run.id } })).body.message).toContain('不能删除');
    const inspection = await t.ctx.db.selectFrom('ftCheckout' as never).select('id' as never).where('lotId' as never, '=', used.lotId as never).executeTakeFirstOrThrow() as { id: string };
    const unrelease = await t.call('DELETE', '/foodtrace/checkout/delete', { token: admin, query: { id: inspection.id } });
    expect(unrelease.body.message).toContain('不能撤销其放行检验');
    // the list says so on the row, before anyone confirms (删除 greyed out with the server's own words)
    const marked = (await t.call<{ _noDelete?: string }>('GET', '/foodtrace/checkout/queryById', { token: admin, query: { id: inspection.id } })).body.result;
    expect(marked._noDelete).toBe(unrelease.body.message);
    // a second passing inspection keeps the lot released without either one: both may go, and one does
    await inspect(t, admin, used.lotId, 'PASS');
    const marks = (await t.call<PageResult<{ id: string; _noDelete?: string }>>('GET', '/foodtrace/checkout/list', { token: admin, query: { lotId: used.lotId } })).body.result.records;
    expect(marks).toHaveLength(2);
    expect(marks.map((r) => r._noDelete)).toEqual([undefined, undefined]);
    expect((await t.call('DELETE', '/foodtrace/checkout/delete', { token: admin, query: { id: inspection.id } })).body.success).toBe(true);
    const last = (await t.call<PageResult<{ _noDelete?: string }>>('GET', '/foodtrace/checkout/list', { token: admin, query: { lotId: used.lotId } })).body.result.records;
    expect(last.map((r) => r._noDelete)).toEqual([unrelease.body.message]);

    const unused = await intake(t, admin, m.rawMilk.id, m.farmA.id, 100);
    expect((await t.call('DELETE', '/foodtrace/crudePutin/delete', { token: admin, query: { id: unused.id } })).body.success).toBe(true);
    const lot = await t.ctx.db.selectFrom('ftLot' as never).selectAll().where('id' as never, '=', unused.lotId as never).executeTakeFirstOrThrow() as { delFlag: number };
    expect(lot.delFlag).toBe(1);
    const log = await t.ctx.db.selectFrom('sysDataLog').select(['dataTable', 'dataVersion']).where('dataId', '=', unused.lotId).orderBy('dataVersion').execute();
    expect(log).toEqual([{ dataTable: 'ft_lot', dataVersion: 1 }, { dataTable: 'ft_lot', dataVersion: 2 }]);
    const reused = await t.call('POST', '/foodtrace/crudePutin/add', { token: admin, body: {
      putinNo: 'CP-REUSE', crudeId: m.rawMilk.id, supplierId: m.farmA.id, supplierLotNo: 'X', quantity: 1, unit: 'kg', receivedTime: '2026-03-01 08:00:00', lotNo: unused.lotNo,
    } });
    expect(reused.body.message).toContain('批号不可重复使用');
  });

  it('logs every record a processing run writes', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const run = await processRun(t, admin, m.base.id, [[raw.lotId, 10]], [{ lotKind: 'WIP', quantity: 10 }]);
    const tables = (await t.ctx.db.selectFrom('sysDataLog').select('dataTable').where('dataId', 'in', [run.id, run.outputs[0].id, raw.lotId]).execute()).map((r) => r.dataTable);
    expect(tables).toEqual(expect.arrayContaining(['ft_process', 'ft_lot']));
    const linkLogs = await t.ctx.db.selectFrom('sysDataLog').select('createBy').where('dataTable', 'in', ['ft_lot_link', 'ft_process_input']).where('dataContent', 'like', `%${run.id}%`).execute();
    expect(linkLogs).toHaveLength(2);
    expect(linkLogs.every((l) => l.createBy === 'admin')).toBe(true);
  });

  it('keeps a managed file only for a file that is stored, with its size and whether it is public read from storage', async () => {
    const bytes = Buffer.from('%PDF-1.4\n% 检验报告\n%%EOF\n');
    await putBytes(t.app.fileStorage, t.app.fileTmpDir, 'file/20260301/managed-report.pdf', bytes);
    await putBytes(t.app.fileStorage, t.app.fileTmpDir, 'report/20260301/public-report.pdf', bytes);
    // what the client says of size and publicity is not what is stored
    const add = (filePath: string) => t.call<{ id: string }>('POST', '/foodtrace/fileManage/add', { token: admin, body: {
      fileName: '出厂检验报告', filePath, fileType: 'REPORT', isPublic: '1', fileSize: 1,
    } });
    expect((await add('file/20260301/missing.pdf')).body).toMatchObject({ success: false, message: '文件不存在，请重新上传' });
    const made = await add('file/20260301/managed-report.pdf');
    expect(made.body.success).toBe(true);
    const id = made.body.result.id;
    const read = async () => (await t.call<{ fileSize: number; isPublic: string }>('GET', '/foodtrace/fileManage/queryById', { token: admin, query: { id } })).body.result;
    expect(await read()).toMatchObject({ fileSize: bytes.length, isPublic: '0' });
    const moved = await t.call('PUT', '/foodtrace/fileManage/edit', { token: admin, body: { id, filePath: 'file/20260301/gone.pdf' } });
    expect(moved.body).toMatchObject({ success: false, message: '文件不存在，请重新上传' });
    // moved to a file of a public folder (served without a session): now public
    expect((await t.call('PUT', '/foodtrace/fileManage/edit', { token: admin, body: { id, filePath: 'report/20260301/public-report.pdf' } })).body.success).toBe(true);
    expect((await read()).isPublic).toBe('1');
  });

  it('refuses a stored-file field naming no stored file, in forms, services and imports alike', async () => {
    const stored = async (p: string) => {
      await putBytes(t.app.fileStorage, t.app.fileTmpDir, p, Buffer.from('%PDF-1.4\n%%EOF\n'));
      return p;
    };
    const photo = await stored('food/20260301/milk-photo.jpg');
    const editProduct = (body: Record<string, unknown>) => t.call('PUT', '/foodtrace/product/edit', { token: admin, body: { id: m.milk.id, ...body } });
    expect((await editProduct({ image: 'food/20260301/never-uploaded.jpg' })).body).toMatchObject({ success: false, message: '产品图片不存在，请重新上传' });
    // a path of the wrong shape is refused before storage is asked (and by the field's own format first)
    expect((await editProduct({ image: '../uploads/x.jpg' })).body.success).toBe(false);
    expect((await editProduct({ image: photo })).body.success).toBe(true);
    // a file lost later does not block editing the record: only paths the record did not hold are looked at
    await t.app.fileStorage.remove(photo);
    expect((await editProduct({ image: photo, shelfLifeDays: 8 })).body.success).toBe(true);

    // several files: each must be there
    const certificate = await stored('file/20260301/certificate.pdf');
    const refused = await t.call('POST', '/foodtrace/crudePutin/add', { token: admin, body: {
      putinNo: `CP-FILE-${Date.now()}`, crudeId: m.rawMilk.id, supplierId: m.farmA.id, supplierLotNo: 'SL-FILE', quantity: 10, unit: 'kg',
      receivedTime: '2026-03-01 08:00:00', certificateFile: `${certificate},file/20260301/missing.pdf`,
    } });
    expect(refused.body).toMatchObject({ success: false, message: '合格证明不存在，请重新上传' });
    expect((await intake(t, admin, m.rawMilk.id, m.farmA.id, 10, { certificateFile: certificate })).id).toBeTruthy();

    // the inspection service (not the generic add) checks its report the same way
    const raw = await intake(t, admin, m.rawMilk.id, m.farmA.id, 10);
    const report = (reportFile: string) => t.call('POST', '/foodtrace/checkout/record', { token: admin, body: {
      checkoutNo: `QC-FILE-${reportFile.length}-${Date.now()}`, lotId: raw.lotId, stage: 'INCOMING', result: 'PASS', inspectedTime: '2026-03-02 10:00:00',
      isPublic: '1', inspector: '王质检', reportFile, items: [{ itemName: '蛋白质', standardLimit: '≥2.9', unit: 'g/100g', measuredValue: '3.2', passed: true }],
    } });
    expect((await report('report/20260302/missing.pdf')).body).toMatchObject({ success: false, message: '检验报告不存在，请重新上传' });
    expect((await report(await stored('report/20260302/incoming.pdf'))).body.success).toBe(true);

    // an import (many rows at once) refuses only the row whose file is missing
    const repo = new ResourceRepo(foodAdResource, { db: t.ctx.db as never, kind: t.ctx.kind, dict: t.ctx.dict, timeZone: t.config.timeZone, files: t.app.fileStorage, secrets: t.ctx.secrets });
    const banner = await stored('ad/20260301/banner.jpg');
    const user = { sessionId: 's', userId: 'u', username: 'admin', realname: null, orgCode: null, tenantId: 0, relTenantIds: null };
    const ctx = { user, tenantId: 0, dataRules: { sets: 'all' as const, vars: ruleVars(user, t.config.timeZone) } };
    const ad = (title: string, image: string) => ({ title, image, status: PUBLISH_STATUS.draft, sortNo: 1 });
    expect(await repo.addBatch([ad('有图的广告', banner), ad('无图的广告', 'ad/20260301/missing.jpg')], ctx)).toEqual([null, '广告图片不存在，请重新上传']);
  });

  it('recalls a lot with every descendant and flags their codes', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const wip = (await processRun(t, admin, m.base.id, [[raw.lotId, 50]], [{ lotKind: 'WIP', quantity: 50 }])).outputs[0];
    const fin = (await processRun(t, admin, m.milk.id, [[wip.id, 50]], [{ lotKind: 'FINISHED', quantity: 50 }])).outputs[0];
    await inspect(t, admin, fin.id, 'PASS');
    await post(t, admin, '/foodtrace/code/generate', { lotId: fin.id, quantity: 5 });
    const res = await post<{ recallId: string; lotCount: number; codeCount: number; lots: Array<{ id: string }> }>(t, admin, '/foodtrace/lot/recall', { lotId: raw.lotId, reason: '供应商通报抗生素残留' });
    expect(res).toMatchObject({ lotCount: 3, codeCount: 5 });
    // Without the time the risk became known, the start cannot be checked against the level: the report says so.
    const report = await t.call<{ timer: { start: unknown }; gaps: string[] }>('GET', '/foodtrace/recall/report', { token: admin, query: { id: res.recallId } });
    expect(report.body.result.timer.start).toMatchObject({ learnedAt: null, overdue: null });
    expect(report.body.result.gaps).toContain('未记录知悉风险的时间，无法核对启动时限');
    for (const id of [raw.lotId, wip.id, fin.id]) expect((await lotDetail(t, admin, id)).status).toBe('RECALLED');
    const codes = await t.ctx.db.selectFrom('ftTraceCode' as never).select('status' as never).where('lotId' as never, '=', fin.id as never).execute() as Array<{ status: string }>;
    expect(codes.every((c) => c.status === 'RECALLED')).toBe(true);
    expect((await ship(t, admin, m.retailer.id, [[fin.id, 1]])).body.message).toContain('未放行');
    expect((await inspect(t, admin, fin.id, 'PASS')).lotStatus).toBe('RECALLED');
    expect((await t.call('POST', '/foodtrace/lot/recall', { token: admin, body: { lotId: raw.lotId } })).status).toBe(400);
  });

  describe('access to the module routes', () => {
    const routes: Array<[string, string, string, Record<string, unknown> | undefined]> = [
      ['POST', '/foodtrace/process/record', FT_PERMS.processRecord, {}],
      ['GET', '/foodtrace/process/detail?id=x', 'foodtrace:process:queryById', undefined],
      ['POST', '/foodtrace/checkout/record', FT_PERMS.checkoutRecord, {}],
      ['GET', '/foodtrace/checkout/detail?id=x', 'foodtrace:checkout:queryById', undefined],
      ['GET', '/foodtrace/checkout/lotWarnings?lotId=x', FT_PERMS.checkoutRecord, undefined],
      ['POST', '/foodtrace/outputwarehouse/record', FT_PERMS.shipmentRecord, {}],
      ['GET', '/foodtrace/outputwarehouse/detail?id=x', 'foodtrace:outputwarehouse:queryById', undefined],
      ['GET', '/foodtrace/outputwarehouse/codes?id=x', 'foodtrace:outputwarehouse:queryById', undefined],
      ['POST', '/foodtrace/outputwarehouse/scanCodes', FT_PERMS.shipmentScanCodes, {}],
      ['POST', '/foodtrace/outputwarehouse/unbindCodes', FT_PERMS.shipmentScanCodes, {}],
      ['GET', '/foodtrace/outputwarehouse/transit?id=x', 'foodtrace:outputwarehouse:queryById', undefined],
      ['POST', '/foodtrace/outputwarehouse/transit/import', FT_PERMS.shipmentTransit, {}],
      ['POST', '/foodtrace/outputwarehouse/transit/clear', FT_PERMS.shipmentTransit, {}],
      ['POST', '/foodtrace/outputwarehouse/transit/review', FT_PERMS.checkoutRecord, {}],
      ['GET', '/foodtrace/crudePutin/transit?id=x', 'foodtrace:crudePutin:queryById', undefined],
      ['POST', '/foodtrace/crudePutin/transit/import', FT_PERMS.intakeTransit, {}],
      ['POST', '/foodtrace/crudePutin/transit/clear', FT_PERMS.intakeTransit, {}],
      ['POST', '/foodtrace/crudePutin/transit/review', FT_PERMS.checkoutRecord, {}],
      ['GET', '/foodtrace/code/case?code=x', 'foodtrace:foodCode:queryById', undefined],
      ['POST', '/foodtrace/code/pack', FT_PERMS.codePack, {}],
      ['POST', '/foodtrace/code/unpack', FT_PERMS.codePack, {}],
      ['GET', '/foodtrace/lot/detail?id=x', 'foodtrace:lot:queryById', undefined],
      ['POST', '/foodtrace/lot/recall', FT_PERMS.lotRecall, {}],
      ['GET', '/foodtrace/technology/steps?technologyId=x', 'foodtrace:technology:queryById', undefined],
      ['POST', '/foodtrace/technology/saveSteps', 'foodtrace:technology:edit', {}],
      ['GET', '/foodtrace/officeCert/uncovered', permissionCode(officeCertResource, 'list'), undefined],
      ['GET', '/foodtrace/staffHealth/unregistered', permissionCode(staffHealthResource, 'list'), undefined],
    ];

    it('answers 401 without a session, 403 without the code, 400 on malformed input, and lets the code in', async () => {
      await t.createUser('ft_nobody', 'Nobody#pass-1');
      const nobody = await t.login('ft_nobody', 'Nobody#pass-1');
      for (const [method, url, code, body] of routes) {
        expect((await t.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
        const denied = await t.call(method, url, { token: nobody, body });
        expect([denied.status, denied.body.code], `${method} ${url}`).toEqual([403, 510]);
        const row = await t.ctx.db.selectFrom('sysPermission').select('menuType').where('perms', '=', code).executeTakeFirst();
        expect(row?.menuType, `button row for ${code}`).toBe(2);
        const name = `ft_${code.replace(/\W/g, '_')}`.slice(0, 40);
        if (!(await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', name).executeTakeFirst())) await t.createUser(name, 'Holder#pass-1', [code]);
        const holder = await t.login(name, 'Holder#pass-1');
        const allowed = await t.call(method, url, { token: holder, body });
        expect(allowed.status, `${method} ${url} with ${code}`).not.toBe(403);
        if (method === 'POST') expect(allowed.status, `${method} ${url} empty body`).toBe(400);
        else expect(allowed.status, `${method} ${url} with ${code}`).toBe(200);
      }
    });
  });
});

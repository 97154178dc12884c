import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOLD_TEXT, LOT_HOLD_SCOPE, LIST_SCOPE_KEY, type PageResult, type TraceReport } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { expectListOnlyGate, inspect, intake, lotDetail, masterData, post, processRun, releasedFinished, releasedRaw, ship, type Master } from './foodtrace-fixture.ts';

type Hold = { id: string; lotId: string; releasedTime: string | null };
type Downstream = Array<{ id: string; lotNo: string; itemName: string; status: string; available: string }>;

/** 质量暂扣: a lot held while a doubt is looked into is 暂停放行 until the hold is released, whatever its inspections say. */
describe.each(databaseTargets())('质量暂扣 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
  });
  afterAll(async () => { await t?.close(); });

  const hold = (lotId: string, extra: Record<string, unknown> = {}) => t.call<{ id: string }>('POST', '/foodtrace/lotHold/add', {
    token: admin, body: { lotId, source: 'COMPLAINT', reason: '消费者反映胀包，暂扣待复检', heldTime: '2026-03-06 09:00:00', heldBy: '王丽', ...extra },
  });
  const release = (id: string, extra: Record<string, unknown> = {}) => t.call('PUT', '/foodtrace/lotHold/edit', {
    token: admin, body: { id, releasedTime: '2026-03-07 10:00:00', conclusion: '留样复检合格，解除暂扣', releasedBy: '王丽', ...extra },
  });
  const status = async (lotId: string) => (await lotDetail(t, admin, lotId)).status;

  it('holds a released lot, which then cannot ship or go into a run, and releases it with a conclusion', async () => {
    const [lot] = await releasedFinished(t, admin, m, [50]);
    const held = await hold(lot.id);
    expect(held.body.success, JSON.stringify(held.body)).toBe(true);
    expect(await status(lot.id)).toBe('HOLD');
    const shipped = await ship(t, admin, m.retailer.id, [[lot.id, 5]]);
    expect(shipped.body.success).toBe(false);
    expect(shipped.body.message).toContain('暂停放行');
    // its notes say so (登记检验 and the trace workbench read them), and the trace report says why it is held
    expect((await t.call<{ qualityHold: string | null }>('GET', '/foodtrace/checkout/lotWarnings', { token: admin, query: { lotId: lot.id } })).body.result.qualityHold)
      .toBe(HOLD_TEXT.inForce([{ source: '消费者投诉', day: '2026-03-06', reason: '消费者反映胀包，暂扣待复检' }]));
    const report = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: lot.id } })).body.result;
    const note = HOLD_TEXT.inForce([{ source: '消费者投诉', day: '2026-03-06', reason: '消费者反映胀包，暂扣待复检' }]);
    expect(report.findings.find((f) => f.startsWith(`批次 ${lot.lotNo} 状态为“暂停放行”`))?.endsWith(`；${note}`)).toBe(true);
    // a release needs its conclusion and who released it, and cannot come before the hold
    expect((await release(held.body.result.id, { conclusion: '' })).body).toMatchObject({ success: false, message: HOLD_TEXT.releaseIncomplete });
    expect((await release(held.body.result.id, { releasedBy: null })).body).toMatchObject({ success: false, message: HOLD_TEXT.releaseIncomplete });
    expect((await release(held.body.result.id, { releasedTime: '2026-03-06 08:00:00' })).body.success).toBe(false);
    expect(await status(lot.id)).toBe('HOLD');
    expect((await release(held.body.result.id)).body.success).toBe(true);
    expect(await status(lot.id)).toBe('RELEASED');
    expect((await lotDetail(t, admin, lot.id) as unknown as { qualityHold: string | null }).qualityHold).toBeNull();
    expect((await ship(t, admin, m.retailer.id, [[lot.id, 5]])).body.success).toBe(true);
  });

  it('keeps a held lot from release by a passing inspection, and lets it be what its inspections make it once no hold is in force', async () => {
    const raw = await intake(t, admin, m.rawMilk.id, m.farmA.id, 100);
    expect(await status(raw.lotId)).toBe('PENDING_QC');
    const first = await hold(raw.lotId, { source: 'SUPPLIER', reason: '供应商暂停供货资格，在库原料待复检' });
    // not yet judged, it stays so; a pass while held does not release it
    expect(await status(raw.lotId)).toBe('PENDING_QC');
    await inspect(t, admin, raw.lotId, 'PASS', { stage: 'INCOMING' });
    expect(await status(raw.lotId)).toBe('HOLD');
    const refused = await t.call('POST', '/foodtrace/process/record', {
      token: admin, body: { processNo: `PR${Date.now()}`, productId: m.milk.id, startTime: '2026-03-03 08:00:00', endTime: '2026-03-03 12:00:00', inputs: [{ lotId: raw.lotId, quantity: 10 }], outputs: [{ lotKind: 'FINISHED', quantity: 20 }] },
    });
    expect((refused.body as { success: boolean }).success).toBe(false);
    // two holds: the lot is held while either is in force
    const second = await hold(raw.lotId, { source: 'INVESTIGATION', reason: '内部质量调查' });
    expect((await release(first.body.result.id)).body.success).toBe(true);
    expect(await status(raw.lotId)).toBe('HOLD');
    // a hold deleted (entered by mistake) is no hold
    expect((await t.call('DELETE', '/foodtrace/lotHold/delete', { token: admin, query: { id: second.body.result.id } })).body.success).toBe(true);
    expect(await status(raw.lotId)).toBe('RELEASED');
    expect((await processRun(t, admin, m.milk.id, [[raw.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 20 }])).outputs).toHaveLength(1);
  });

  it('holds only a lot not yet judged, released or held, keeps the lot a hold is about, and lists the holds in force', async () => {
    const rejected = await intake(t, admin, m.rawMilk.id, m.farmA.id, 50);
    await inspect(t, admin, rejected.lotId, 'FAIL', { stage: 'INCOMING' });
    const refused = await hold(rejected.lotId);
    expect(refused.body.success).toBe(false);
    expect((refused.body as { message: string }).message).toContain('不能暂扣');
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 40);
    const other = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 40);
    const open = (await hold(raw.lotId)).body.result;
    expect((await t.call('PUT', '/foodtrace/lotHold/edit', { token: admin, body: { id: open.id, lotId: other.lotId } })).body).toMatchObject({ success: false, message: HOLD_TEXT.lotFixed });
    // a hold entered after it was over (released in the same record) leaves the lot as it is
    const past = (await hold(other.lotId, { releasedTime: '2026-03-06 18:00:00', conclusion: '复检合格', releasedBy: '王丽' })).body.result;
    expect(await status(other.lotId)).toBe('RELEASED');
    const inForce = (await t.call<PageResult<Hold>>('GET', '/foodtrace/lotHold/list', { token: admin, query: { pageSize: '100', [LIST_SCOPE_KEY]: LOT_HOLD_SCOPE.open } })).body.result.records.map((h) => h.id);
    expect(inForce).toContain(open.id);
    expect(inForce).not.toContain(past.id);
  });

  it('holds the lots made of a held lot that are still in stock and not held, each with a hold of its own naming the upstream lot', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const rawNo = (await lotDetail(t, admin, raw.lotId)).lotNo;
    const run = await processRun(t, admin, m.milk.id, [[raw.lotId, 20]], [30, 40, 10, 20].map((quantity) => ({ lotKind: 'FINISHED' as const, quantity })));
    const [ownHold, shippedOut, failed, inStock] = run.outputs;
    for (const lot of [ownHold, shippedOut, inStock]) await inspect(t, admin, lot.id, 'PASS');
    await inspect(t, admin, failed.id, 'FAIL');
    expect((await ship(t, admin, m.retailer.id, [[shippedOut.id, 40 - 2]])).body.success).toBe(true); // all but its 留样
    expect((await hold(ownHold.id, { reason: '另案调查' })).body.success).toBe(true);
    const upstream = await hold(raw.lotId, { source: 'SUPPLIER', reason: '供应商暂停供货资格' });
    const id = upstream.body.result.id;
    // whoever holds it is told what was made of it and could be held too
    expect(upstream.body.message).toContain(HOLD_TEXT.downstreamOffer([inStock.lotNo]));

    const offered = await t.call<Downstream>('GET', '/foodtrace/lotHold/downstream', { token: admin, query: { id } });
    expect(offered.body.result.map((l) => l.lotNo)).toEqual([inStock.lotNo]);
    expect(offered.body.result[0]).toMatchObject({ id: inStock.id, status: '已放行' });
    const done = await t.call<{ count: number; lotNos: string[] }>('POST', '/foodtrace/lotHold/holdDownstream', { token: admin, body: { id } });
    expect(done.body).toMatchObject({ success: true, message: HOLD_TEXT.downstreamDone(1), result: { count: 1, lotNos: [inStock.lotNo] } });
    expect(await status(inStock.id)).toBe('HOLD');
    const made = (await t.call<PageResult<Hold & { source: string; reason: string }>>('GET', '/foodtrace/lotHold/list', { token: admin, query: { lotId: inStock.id } })).body.result.records;
    expect(made).toMatchObject([{ source: 'SUPPLIER', reason: HOLD_TEXT.downstreamReason(rawNo, '供应商暂停供货资格'), releasedTime: null }]);
    // nothing left to hold; and a released hold holds nothing more
    expect((await t.call('POST', '/foodtrace/lotHold/holdDownstream', { token: admin, body: { id } })).body).toMatchObject({ success: false, message: HOLD_TEXT.downstreamNone });
    expect((await t.call<Downstream>('GET', '/foodtrace/lotHold/downstream', { token: admin, query: { id } })).body.result).toEqual([]);
    expect((await hold(raw.lotId, { reason: '复检中' })).body.message).not.toContain('暂扣下游');
    expect((await release(id)).body.success).toBe(true);
    expect((await t.call('POST', '/foodtrace/lotHold/holdDownstream', { token: admin, body: { id } })).body).toMatchObject({ success: false, message: HOLD_TEXT.downstreamReleased });
    expect(await status(inStock.id)).toBe('HOLD'); // released one by one, as each is looked into
  });

  it('is read and written only with its permissions', async () => {
    const raw = await post<{ lotId: string }>(t, admin, '/foodtrace/crudePutin/add', {
      putinNo: `CP${Date.now()}`, crudeId: m.rawMilk.id, supplierId: m.farmA.id, supplierLotNo: `SL${Date.now()}`, quantity: 10, unit: 'kg', receivedTime: '2026-03-01 08:00:00',
    });
    await expectListOnlyGate(t, '/foodtrace/lotHold', 'hold', { lotId: raw.lotId, source: 'OTHER', reason: '无权暂扣', heldTime: '2026-03-06 09:00:00' });
    expect(await status(raw.lotId)).toBe('PENDING_QC');
    // 暂扣下游 adds holds: with 质量暂扣's list only, neither what it would hold nor holding it
    const id = (await hold(raw.lotId)).body.result.id;
    const reader = await t.login('hold_reader', 'Gate#pass-2026');
    expect((await t.call('GET', '/foodtrace/lotHold/downstream', { token: reader, query: { id } })).status).toBe(403);
    expect((await t.call('POST', '/foodtrace/lotHold/holdDownstream', { token: reader, body: { id } })).status).toBe(403);
    expect((await t.call('GET', '/foodtrace/lotHold/downstream', { token: admin, query: { id } })).status).toBe(200);
  });
});

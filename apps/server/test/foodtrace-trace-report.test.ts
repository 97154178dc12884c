import { beforeAll, describe, expect, it } from 'vitest';
import { FT_PERMS, type TraceReport, type TraceResult } from '@foodtrace/contracts';
import { databaseTargets } from './harness.ts';
import { genealogyApp, inspect, intake, post, ship } from './foodtrace-fixture.ts';

describe.each(databaseTargets())('批次追溯报告 on $name', (target) => {
  const s = genealogyApp(target);
  let codes: Array<{ id: string; code: string }>;
  const report = async (query: Record<string, string>, token = s.admin) => s.t.call<TraceReport>('GET', '/foodtrace/trace/report', { token, query });

  // F1 shipped in part, five codes made for it: one looked up twice by a consumer, one voided
  beforeAll(async () => {
    const { t, admin, m, g } = s;
    await ship(t, admin, m.retailer.id, [[g.F1, 100]], { vehicleNo: '沪A12345' });
    const batch = await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: g.F1, quantity: 5 });
    codes = (await t.ctx.db.selectFrom('ftTraceCode' as never).select(['id', 'code'] as never).where('batchId' as never, '=', batch.batchId as never)
      .orderBy('id' as never).execute()) as Array<{ id: string; code: string }>;
    await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/public/foodcode`, query: { code: codes[0].code } });
    await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/public/foodcode`, query: { code: codes[0].code } });
    await post(t, admin, '/foodtrace/code/void', { ids: codes[4].id, reason: '标签破损' });
  });

  it('writes out a finished lot\'s sources, processing, inspections, shipments, balance and codes', async () => {
    const res = await report({ code: codes[0].code.toLowerCase() });
    expect(res.status).toBe(200);
    const r = res.body.result;
    expect(r.startedFrom).toBe(`追溯码 ${codes[0].code}`);
    expect(r.reportNo).toMatch(new RegExp(`^TR-${r.lot.lotNo}-\\d{10}$`));
    expect(r.generatedBy).toBeTruthy();
    expect(r.lot).toMatchObject({ id: s.g.F1, kind: '成品批次', itemName: '测试鲜奶', status: '已放行', quantity: '500 瓶', execStandard: 'GB 19645', storage: expect.stringContaining('冷藏') });
    expect(r.lot.gtin).toMatch(/^\d{14}$/);
    // F1 ← W1 ← M1 + M2, and F1 ← the cartons C: four lots before it, none after it
    expect(r.counts).toEqual({ ancestors: 4, descendants: 0 });

    // one step back: the three intakes, each with its supplier; M1 keeps the farm's own lot number
    expect(r.sources).toHaveLength(3);
    expect(r.sources.map((s) => s.supplierName).sort()).toEqual(['测试牧场 A', '测试牧场 B', '测试牧场 B']);
    expect(r.sources.find((s) => s.supplierName === '测试牧场 A')).toMatchObject({ supplierLotNo: s.g.supplierLotNoM1, itemName: '测试生鲜乳', quantity: '1000 千克' });

    // the two runs, oldest first, with their inputs, outputs and the pasteurisation step's measured temperature
    expect(r.processes).toHaveLength(2);
    const [w1Run, f1Run] = r.processes;
    expect(w1Run.inputs.map((i) => i.quantity).sort()).toEqual(['600 千克', '800 千克']);
    expect(w1Run.outputs).toEqual([expect.objectContaining({ itemName: '测试乳基液', quantity: expect.stringMatching(/^1380 /) })]);
    expect(f1Run.outputs).toEqual([{ lotNo: r.lot.lotNo, itemName: '测试鲜奶', quantity: '500 瓶' }]);
    expect(f1Run.steps).toEqual([expect.objectContaining({ stepName: '巴氏杀菌', params: '杀菌温度 75 ℃', time: '2026-03-03 09:00' })]);

    // the inspections are those the backward trace shows, each named with its lot, stage and result
    const back = await s.t.call<TraceResult>('GET', '/foodtrace/trace/backward', { token: s.admin, query: { lotId: s.g.F1 } });
    expect(r.inspections.map((i) => i.checkoutNo).sort()).toEqual(back.body.result.nodes.filter((n) => n.type === 'inspection').map((n) => n.label).sort());
    expect(r.inspections.every((i) => i.passed && i.result === '合格')).toBe(true);
    expect(r.inspections.find((i) => i.lotNo === r.lot.lotNo)).toMatchObject({ stage: '出厂检验' });

    // one step forward: the shipment to the retailer with its vehicle
    expect(r.shipments).toEqual([expect.objectContaining({ customerName: '测试超市', quantity: '100 瓶', vehicleNo: '沪A12345', lotNo: r.lot.lotNo, region: '上海市浦东新区', loadTemperature: '4 ℃' })]);

    // the mass balance of every lot, raw first: F1 made 500, shipped 100, 400 on hand; M1 used up by W1 and W2
    expect(r.balance.map((b) => b.kind)).toEqual(['原料批次', '原料批次', '原料批次', '半成品批次', '成品批次']);
    expect(r.balance.find((b) => b.lotNo === r.lot.lotNo)).toMatchObject({ quantity: 500, consumed: 0, shipped: 100, onHand: 400, unit: '瓶' });
    expect(r.balance.find((b) => b.itemName === '测试生鲜乳' && b.quantity === 1000)).toMatchObject({ consumed: 1000, onHand: 0 });
    // the codes: five made, one looked up (twice), one voided
    expect(r.codes).toEqual([{ lotNo: r.lot.lotNo, total: 5, scanned: 1, voided: 1, recalled: 0 }]);
    expect(r.recalls).toEqual([]);
    // 记录核查: the fixture's intakes carry no delivery document; every lot that needs an inspection has passed one;
    // its March lots are past their 保质期 today, with stock left (the base and the finished lot)
    expect(r.findings).toEqual([
      expect.stringMatching(/^原料批次 .+ 缺少供应商批号或随货单据$/),
      expect.stringMatching(new RegExp(`^批次 ${r.lot.lotNo} 已过保质期（保质期至 2026-03-10），尚有 \\d+ 瓶 未处置$`)),
      expect.stringMatching(/^批次 W\S+ 已过保质期（保质期至 2026-03-10），尚有 \d+ 瓶 未处置$/),
    ]);
    for (const s of r.sources) expect(r.findings[0]).toContain(s.lotNo);
  });

  it('reports a raw lot forward to every product made from it, and a recall', async () => {
    await post(s.t, s.admin, '/foodtrace/lot/recall', { lotId: s.g.F3, reason: '菌落总数超标' });
    const r = (await report({ lotId: s.g.M1 })).body.result;
    expect(r.lot).toMatchObject({ lotKind: 'RAW', kind: '原料批次', itemName: '测试生鲜乳', spec: null, execStandard: null });
    expect(r.startedFrom).toBe(`批号 ${r.lot.lotNo}`);
    // M1 → W1, W2 → F1, F2, F3: the diamond counted once
    expect(r.counts).toEqual({ ancestors: 0, descendants: 5 });
    expect(r.balance.filter((b) => b.kind === '成品批次')).toHaveLength(3);
    expect(r.recalls).toEqual([expect.objectContaining({ reason: '菌落总数超标', recallNo: expect.any(String) })]);
    // a failed inspection is a finding, with its lot and stage
    await post(s.t, s.admin, '/foodtrace/checkout/record', {
      checkoutNo: `QCF${Date.now().toString(36)}`, lotId: s.g.F2, stage: 'SAMPLING', result: 'FAIL', inspector: '王质检', inspectedTime: '2026-03-05 10:00:00', isPublic: '0',
      items: [{ itemName: '菌落总数', standardLimit: '≤100000', unit: 'CFU/g', measuredValue: '230000', passed: false }],
    });
    const after = (await report({ lotId: s.g.M1 })).body.result;
    const check = after.inspections.find((i) => i.items.some((x) => x.itemName === '菌落总数'))!;
    expect(check).toMatchObject({ passed: false, result: '不合格' });
    expect(after.findings).toContain(`检验单 ${check.checkoutNo}（批次 ${check.lotNo}，${check.stage}）结论为不合格`);
    // a raw lot rejected at intake: its failure and its status, not "no inspection" as well
    const rejected = await intake(s.t, s.admin, s.m.rawMilk.id, s.m.farmA.id, 300, { docNo: 'DN-1' });
    await inspect(s.t, s.admin, rejected.lotId, 'FAIL');
    const own = (await report({ lotId: rejected.lotId })).body.result.findings;
    expect(own).toEqual([expect.stringMatching(/^检验单 .+（批次 .+，进货检验）结论为不合格$/), `批次 ${rejected.lotNo} 状态为“不合格”，尚有 300 千克 未处置`]);
    // returned to the farm: the report lists the disposal, the balance counts it, and nothing is left undisposed
    await post(s.t, s.admin, '/foodtrace/lotDisposal/add', {
      lotId: rejected.lotId, method: 'RETURN', quantity: 300, disposedTime: '2026-03-02 15:00:00', reason: '菌落总数超标', handler: '何静', witness: '王莉',
    });
    const returned = (await report({ lotId: rejected.lotId })).body.result;
    expect(returned.disposals).toEqual([expect.objectContaining({ lotNo: rejected.lotNo, method: '退回供应商', quantity: '300 千克', reason: '菌落总数超标', handler: '何静', witness: '王莉' })]);
    expect(returned.balance.find((b) => b.lotNo === rejected.lotNo)).toMatchObject({ quantity: 300, disposed: 300, onHand: 0 });
    expect(returned.findings).toContain(`批次 ${rejected.lotNo} 状态为“不合格”`);
    expect(r.balance.find((b) => b.status === '已召回')).toBeDefined();
    expect((await report({ lotNo: 'NO-SUCH' })).body).toMatchObject({ success: false, message: '批次不存在' });
  });

  it('needs its own permission: 401 without a session, 403 with trace query only', async () => {
    expect((await report({ lotId: s.g.F1 }, '')).status).toBe(401);
    await s.t.createUser('report_query', 'Report#pass-1', [FT_PERMS.traceQuery]);
    expect((await report({ lotId: s.g.F1 }, await s.t.login('report_query', 'Report#pass-1'))).status).toBe(403);
    await s.t.createUser('report_ok', 'Report#pass-1', [FT_PERMS.traceReport]);
    const ok = await report({ lotId: s.g.F1 }, await s.t.login('report_ok', 'Report#pass-1'));
    expect(ok.status).toBe(200);
    expect(ok.body.result.generatedBy).toBe('report_ok');
  });
});

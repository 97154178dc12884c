import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FT_PERMS, type TraceResult } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { genealogy, masterData, post, ship } from './foodtrace-fixture.ts';
import { ftDb } from '../src/modules/foodtrace/schema.ts';
import { reachableBySeed, reachableLots } from '../src/modules/foodtrace/trace/genealogy.ts';

/**
 * Both traces over the fixture genealogy (foodtrace-fixture.ts#genealogy): a diamond, and lots shared by two
 * products. The sets must be exact — nothing upstream of a sibling product, nothing twice.
 */
describe.each(databaseTargets())('traces on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let g: Awaited<ReturnType<typeof genealogy>>;
  let m: Awaited<ReturnType<typeof masterData>>;
  const trace = async (direction: 'backward' | 'forward', query: Record<string, string>) => {
    const res = await t.call<TraceResult>('GET', `/foodtrace/trace/${direction}`, { token: admin, query });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.result;
  };
  const set = (r: TraceResult) => new Set(r.lots.map((l) => l.id));

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    g = await genealogy(t, admin, m);
  });
  afterAll(async () => { await t?.close(); });

  it('goes backward to exactly the ancestors', async () => {
    expect(set(await trace('backward', { lotId: g.F1 }))).toEqual(new Set([g.F1, g.W1, g.C, g.M1, g.M2]));
    expect(set(await trace('backward', { lotId: g.F2 }))).toEqual(new Set([g.F2, g.W1, g.S, g.C, g.M1, g.M2]));
    const f3 = await trace('backward', { lotId: g.F3 });
    expect(set(f3)).toEqual(new Set([g.F3, g.W1, g.W2, g.M1, g.M2]));
    expect(f3.lots).toHaveLength(5);
    expect(f3.lots.find((l) => l.id === g.M1)?.depth).toBe(2);
    expect(f3.nodes.filter((n) => n.id === `lot:${g.M1}`)).toHaveLength(1);
  });

  it('goes forward to exactly the descendants', async () => {
    const m1 = await trace('forward', { lotId: g.M1 });
    expect(set(m1)).toEqual(new Set([g.M1, g.W1, g.W2, g.F1, g.F2, g.F3]));
    expect(m1.lots).toHaveLength(6);
    expect(m1.lots.find((l) => l.id === g.F3)?.depth).toBe(2);
    expect(set(await trace('forward', { lotId: g.M2 }))).toEqual(new Set([g.M2, g.W1, g.F1, g.F2, g.F3]));
    expect(set(await trace('forward', { lotId: g.C }))).toEqual(new Set([g.C, g.F1, g.F2]));
    expect(set(await trace('forward', { lotId: g.S }))).toEqual(new Set([g.S, g.F2]));
    expect(set(await trace('forward', { supplierLotNo: g.supplierLotNoM1 }))).toEqual(set(m1));
  });

  it('walks many seeds in one query, each with exactly its own reach', async () => {
    const db = ftDb(t.ctx.db);
    const seeds = [g.M1, g.C, g.S, g.F3];
    const bySeed = await reachableBySeed(db, [...seeds, g.C], 'forward'); // a seed named twice is walked once
    expect([...bySeed.keys()].sort()).toEqual([...seeds].sort());
    for (const seed of seeds) expect(new Set(bySeed.get(seed))).toEqual(new Set(await reachableLots(db, [seed], 'forward')));
    expect(bySeed.get(g.M1)).toHaveLength(6); // the diamond's F3 once
    const back = await reachableBySeed(db, [g.F2], 'backward');
    expect(new Set(back.get(g.F2))).toEqual(new Set([g.F2, g.W1, g.S, g.C, g.M1, g.M2]));
  });

  it('starts from a consumer code or a lot number', async () => {
    const batch = await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: g.F2, quantity: 2 });
    const code = await t.ctx.db.selectFrom('ftTraceCode' as never).select('code' as never).where('batchId' as never, '=', batch.batchId as never).executeTakeFirstOrThrow() as { code: string };
    const byCode = await trace('backward', { code: code.code.toLowerCase() });
    expect(set(byCode)).toEqual(new Set([g.F2, g.W1, g.S, g.C, g.M1, g.M2]));
    expect(byCode.nodes.some((n) => n.type === 'codes' && n.label === code.code)).toBe(true);
    const lotNo = (byCode.lots.find((l) => l.id === g.F1) ?? (await trace('backward', { lotId: g.F1 })).lots[0]).lotNo;
    expect(set(await trace('backward', { lotNo }))).toEqual(new Set([g.F1, g.W1, g.C, g.M1, g.M2]));
  });

  it('shows suppliers with their lot numbers, runs, inspections, shipments, customers and a timeline', async () => {
    await ship(t, admin, m.retailer.id, [[g.F1, 100]]);
    await ship(t, admin, m.dealer.id, [[g.F1, 50], [g.F3, 60]]);
    const back = await trace('backward', { lotId: g.F1 });
    const supplied = back.edges.filter((e) => e.type === 'supplied');
    expect(supplied.map((e) => e.to).sort()).toEqual([`lot:${g.C}`, `lot:${g.M1}`, `lot:${g.M2}`].sort());
    expect(supplied.find((e) => e.to === `lot:${g.M1}`)?.label).toBe(`供应商批号 ${g.supplierLotNoM1}`);
    expect(back.edges.filter((e) => e.type === 'input')).toHaveLength(4);
    expect(back.nodes.filter((n) => n.type === 'process')).toHaveLength(2);
    expect(back.nodes.some((n) => n.type === 'shipment')).toBe(false);

    const fwd = await trace('forward', { lotId: g.M1 });
    expect(fwd.nodes.filter((n) => n.type === 'shipment')).toHaveLength(2);
    expect(fwd.nodes.filter((n) => n.type === 'customer').map((n) => n.label).sort()).toEqual(['测试经销商', '测试超市']);
    expect(fwd.edges.filter((e) => e.type === 'shipped')).toHaveLength(3);
    expect(fwd.nodes.filter((n) => n.type === 'codes').map((n) => n.data.total)).toEqual([2]);
    const times = fwd.timeline.map((e) => e.time);
    expect(times).toEqual([...times].sort());
    expect(fwd.timeline.map((e) => e.type)).toEqual(expect.arrayContaining(['intake', 'process', 'inspection', 'shipment']));
  });

  it('tells each timeline event as an audit reads it: how much, from whom, into what, to whom, in words', async () => {
    const lots = (await Promise.all([g.F1, g.F2, g.F3].map((lotId) => trace('backward', { lotId })))).flatMap((r) => r.lots);
    const no = (id: string) => lots.find((l) => l.id === id)!.lotNo;
    const fwd = await trace('forward', { lotId: g.M1 });
    const titles = (type: string) => fwd.timeline.filter((e) => e.type === type).map((e) => e.title);
    const m2 = (await trace('backward', { lotId: g.M2 })).lots[0].lotNo;
    // The screen tags each event with its type: no sentence starts with it again.
    for (const e of fwd.timeline) expect(e.title).not.toMatch(/^(原料入库|入库|加工|检验|发货|召回) /);
    expect(titles('intake')).toEqual([expect.stringMatching(new RegExp(`^测试生鲜乳 1000 千克，来自 测试牧场 A（供应商批号 ${g.supplierLotNoM1}），入库单 CP`))]);
    // W1's run took M2 as well: the forward trace from M1 does not hold M2, the run's sentence still names it.
    expect(titles('process')).toEqual(expect.arrayContaining([
      expect.stringMatching(new RegExp(`^PR\\S+：投入 ${no(g.M1)} 600 千克、${m2} 800 千克，产出 1380 瓶$`)),
      // Units in words: the carton lot in 个, the base in 瓶 (the fixture's product unit), milk in 千克.
      expect.stringMatching(new RegExp(`^PR\\S+：投入 ${no(g.W1)} 500 瓶、${no(g.C)} 500 个，产出 500 瓶$`)),
      expect.stringMatching(new RegExp(`^PR\\S+：投入 ${no(g.W1)} 300 瓶、${no(g.W2)} 300 瓶，产出 600 瓶$`)),
    ]));
    expect(titles('inspection')).toEqual(expect.arrayContaining([expect.stringMatching(/^QC\S+ 出厂检验：合格$/)]));
    // One shipment carried two traced lots: each with its own quantity, not a sum that hides which went.
    expect(titles('shipment')).toEqual(expect.arrayContaining([
      expect.stringMatching(/^SO\S+ 发往 测试超市（[^）]+）：100 瓶$/),
      expect.stringMatching(new RegExp(`^SO\\S+ 发往 测试经销商（[^）]+）：(${no(g.F1)} 50 瓶、${no(g.F3)} 60 瓶|${no(g.F3)} 60 瓶、${no(g.F1)} 50 瓶)$`)),
    ]));
  });

  it('answers 400 without a start, a refusal for an unknown one, 401 and 403', async () => {
    expect((await t.call('GET', '/foodtrace/trace/backward', { token: admin })).status).toBe(400);
    expect((await t.call('GET', '/foodtrace/trace/forward', { token: admin, query: { lotNo: 'NO-SUCH' } })).body).toMatchObject({ success: false, message: '批次不存在' });
    expect((await t.call('GET', '/foodtrace/trace/backward', { query: { lotId: g.F1 } })).status).toBe(401);
    await t.createUser('trace_none', 'Trace#pass-1');
    const none = await t.login('trace_none', 'Trace#pass-1');
    expect((await t.call('GET', '/foodtrace/trace/forward', { token: none, query: { lotId: g.M1 } })).status).toBe(403);
    await t.createUser('trace_ok', 'Trace#pass-1', [FT_PERMS.traceQuery]);
    const ok = await t.login('trace_ok', 'Trace#pass-1');
    expect((await t.call('GET', '/foodtrace/trace/forward', { token: ok, query: { lotId: g.M1 } })).body.success).toBe(true);
  });
});

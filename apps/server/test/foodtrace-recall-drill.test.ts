import { describe, expect, it } from 'vitest';
import { FT_PERMS, permissionCode, recallResource, type RecallDrillPlan } from '@foodtrace/contracts';
import { drillPlan, drillsDue } from '../src/modules/foodtrace/recall/recall-drill.ts';
import { ftDb } from '../src/modules/foodtrace/schema.ts';
import { databaseTargets } from './harness.ts';
import { genealogyApp, post } from './foodtrace-fixture.ts';

describe.each(databaseTargets())('模拟召回演练计划 on $name', (target) => {
  const s = genealogyApp(target);
  const plan = async (token = s.admin) => s.t.call<RecallDrillPlan>('GET', '/foodtrace/recall/drillPlan', { token });
  const row = (p: RecallDrillPlan, productId: string) => p.rows.find((r) => r.productId === productId)!;

  it('lists each finished product as never drilled, with its newest finished lot to start from', async () => {
    const p = (await plan()).body.result;
    // the base liquid is only ever a semi-finished lot: no consumer holds it, no drill is asked of it
    expect(p.rows.find((r) => r.productId === s.m.base.id)).toBeUndefined();
    for (const state of ['DONE', 'SOON', 'OVERDUE', 'NEVER'] as const) expect(p.counts[state]).toBe(p.rows.filter((r) => r.state === state).length);
    expect(row(p, s.m.yogurt.id)).toMatchObject({ last: null, dueDate: null, state: 'NEVER', nextSeed: { id: s.g.F2, lotKind: 'FINISHED' } });
    expect([s.g.F1, s.g.F3]).toContain(row(p, s.m.milk.id).nextSeed!.id);
  });

  it('counts a drill from a raw lot for every product made from it, then alternates where the next one starts', async () => {
    const fromRaw = await post<{ recallId: string; recallNo: string }>(s.t, s.admin, '/foodtrace/recall/mock', { lotId: s.g.M1, reason: '年度模拟召回演练' });
    let p = (await plan()).body.result;
    for (const product of [s.m.milk.id, s.m.yogurt.id]) {
      expect(row(p, product)).toMatchObject({ state: 'DONE', last: { recallId: fromRaw.recallId, recallNo: fromRaw.recallNo, seedKind: 'RAW', minutes: null, withinTarget: null } });
      // last traced forward from a raw lot: next time back from a finished lot
      expect(row(p, product).nextSeed!.lotKind).toBe('FINISHED');
    }
    const year = Number(row(p, s.m.milk.id).last!.startedTime.slice(0, 4));
    expect(row(p, s.m.milk.id).dueDate).toBe(`${year + 1}${row(p, s.m.milk.id).last!.startedTime.slice(4, 10)}`);
    await post(s.t, s.admin, '/foodtrace/recall/close', { id: fromRaw.recallId, summary: '半小时内找全下游' });
    expect(row((await plan()).body.result, s.m.milk.id).last).toMatchObject({ minutes: expect.any(Number), withinTarget: true });

    // a drill from the yogurt lot is the yogurt's latest; the next starts from a main raw lot behind it, not the cartons
    const fromFinished = await post<{ recallId: string }>(s.t, s.admin, '/foodtrace/recall/mock', { lotId: s.g.F2, reason: '抽查酸奶批次' });
    p = (await plan()).body.result;
    expect(row(p, s.m.yogurt.id).last).toMatchObject({ recallId: fromFinished.recallId, seedKind: 'FINISHED' });
    expect(row(p, s.m.yogurt.id).nextSeed).toMatchObject({ lotKind: 'RAW' });
    expect([s.g.M1, s.g.M2, s.g.S]).toContain(row(p, s.m.yogurt.id).nextSeed!.id);
    expect(row(p, s.m.milk.id).last!.recallId).toBe(fromRaw.recallId);
  });

  it('reads a drill as due within 30 days, then overdue, as the year runs out', async () => {
    const db = ftDb(s.t.ctx.db);
    const day = 86_400_000;
    expect(row(await drillPlan(db, s.t.config.timeZone, Date.now() + 340 * day), s.m.milk.id).state).toBe('SOON');
    const late = await drillPlan(db, s.t.config.timeZone, Date.now() + 400 * day);
    expect([row(late, s.m.milk.id).state, row(late, s.m.yogurt.id).state]).toEqual(['OVERDUE', 'OVERDUE']);
    expect(late.counts.OVERDUE).toBeGreaterThanOrEqual(2);
    // the home page's 待演练产品 counts the same products: overdue or never drilled
    expect(await drillsDue(db, s.t.config.timeZone, Date.now() + 400 * day)).toBe(late.counts.OVERDUE + late.counts.NEVER);
  });

  it('needs its own permission: 401 without a session, 403 with the recall list only', async () => {
    expect((await plan('')).status).toBe(401);
    await s.t.createUser('drill_list', 'Drill#pass-1', [permissionCode(recallResource, 'list')]);
    expect((await plan(await s.t.login('drill_list', 'Drill#pass-1'))).status).toBe(403);
    await s.t.createUser('drill_ok', 'Drill#pass-1', [FT_PERMS.recallDrillPlan]);
    expect((await plan(await s.t.login('drill_ok', 'Drill#pass-1'))).status).toBe(200);
  });
});

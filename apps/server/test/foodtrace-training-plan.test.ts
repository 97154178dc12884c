import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_DELETE_KEY, TRAINING_TEXT, type PageResult } from '@foodtrace/contracts';
import { dateText } from '../src/modules/foodtrace/shared/wire.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { expectListOnlyGate } from './foodtrace-fixture.ts';

type Plan = { id: string; topic: string; dueDate: string; doneDate: string | null; [NO_DELETE_KEY]?: string };
type Session = { id: string; trainDate: string; planId: string | null };

/** 培训计划: what the year's plan says is carried out by the sessions of 培训考核 naming its items, and who may touch it. */
describe.each(databaseTargets())('培训计划 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const day = (n: number) => dateText(Date.now() + n * 86_400_000, t.config.timeZone)!;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  const plans = async (query: Record<string, string> = {}) => (await t.call<PageResult<Plan>>('GET', '/foodtrace/trainingPlan/list', {
    token: admin, query: { pageSize: '100', ...query },
  })).body.result.records;
  const plan = async (id: string) => (await plans()).find((p) => p.id === id)!;
  const addPlan = async (topic: string, dueIn: number) => {
    const res = (await t.call<Plan>('POST', '/foodtrace/trainingPlan/add', {
      token: admin, body: { topic, dueDate: day(dueIn), kind: 'ROUTINE', audience: '灌装岗位', hours: 1 },
    })).body;
    expect(res.success, JSON.stringify(res)).toBe(true);
    return res.result;
  };
  const addSession = async (planId: string | null, daysAgo: number) => {
    const res = (await t.call<Session>('POST', '/foodtrace/staffTraining/add', {
      token: admin, body: { planId, trainDate: day(-daysAgo), topic: '测试培训', kind: 'ROUTINE', hours: 1, participants: '刘建国', assessMethod: 'NONE' },
    })).body;
    expect(res.success, JSON.stringify(res)).toBe(true);
    return res.result;
  };
  const removePlan = (id: string) => t.call('DELETE', '/foodtrace/trainingPlan/delete', { token: admin, query: { id } });

  it('shows the demo\'s plan: the four courses held carried out on their sessions\' days, the rest 待实施 soonest first', async () => {
    const all = await plans();
    expect(all).toHaveLength(8);
    expect(all.map((p) => p.dueDate)).toEqual([...all.map((p) => p.dueDate)].sort());
    const sessions = (await t.call<PageResult<Session & { topic: string }>>('GET', '/foodtrace/staffTraining/list', { token: admin, query: { pageSize: '100' } })).body.result.records;
    for (const p of all.filter((x) => x.doneDate)) {
      expect(sessions.filter((s) => s.planId === p.id).map((s) => s.trainDate)).toEqual([p.doneDate]);
    }
    expect(all.filter((p) => p.doneDate)).toHaveLength(4);
    const open = await plans({ listScope: 'open' });
    expect(open.map((p) => p.topic)).toEqual(['新入职人员岗前食品安全培训', '过敏原管理与标签标识', '食品防护与突发事件应急处置', '新发布食品安全国家标准宣贯']);
    // the induction is overdue: the new hands are still untrained
    expect(open[0].dueDate < day(0)).toBe(true);
  });

  it('is carried out by the first live session naming it, and open again when none does', async () => {
    const item = await addPlan('测试：更衣与洗手', 10);
    const other = await addPlan('测试：设备清洗', 20);
    // 实施日期 is the server's: one sent with the item is dropped
    const forged = (await t.call<Plan>('PUT', '/foodtrace/trainingPlan/edit', { token: admin, body: { id: item.id, doneDate: day(-1) } })).body;
    expect(forged.result?.doneDate ?? null).toBeNull();
    expect((await plan(item.id)).doneDate).toBeNull();
    const first = await addSession(item.id, 5);
    expect((await plan(item.id)).doneDate).toBe(day(-5));
    expect((await plans({ listScope: 'open' })).map((p) => p.id)).not.toContain(item.id);
    // an earlier session for the same item (the other shift): the item was carried out on that day
    const earlier = await addSession(item.id, 8);
    expect((await plan(item.id)).doneDate).toBe(day(-8));
    // the earlier one moved to another item: both items follow
    const moved = (await t.call('PUT', '/foodtrace/staffTraining/edit', { token: admin, body: { id: earlier.id, planId: other.id } })).body;
    expect(moved.success, JSON.stringify(moved)).toBe(true);
    expect((await plan(item.id)).doneDate).toBe(day(-5));
    expect((await plan(other.id)).doneDate).toBe(day(-8));
    // a session's day changed: so is the item's
    await t.call('PUT', '/foodtrace/staffTraining/edit', { token: admin, body: { id: first.id, trainDate: day(-3) } });
    expect((await plan(item.id)).doneDate).toBe(day(-3));
    // deleted: not carried out any more
    await t.call('DELETE', '/foodtrace/staffTraining/delete', { token: admin, query: { id: first.id } });
    expect((await plan(item.id)).doneDate).toBeNull();
    expect((await plans({ listScope: 'open' })).map((p) => p.id)).toContain(item.id);
    // a session naming no item of the plan is refused
    const unknown = (await t.call('POST', '/foodtrace/staffTraining/add', {
      token: admin, body: { planId: 'nosuchplan', trainDate: day(-1), topic: '测试', kind: 'ROUTINE', hours: 1, participants: '刘建国', assessMethod: 'NONE' },
    })).body;
    expect(unknown.success).toBe(false);
    await t.call('DELETE', '/foodtrace/staffTraining/delete', { token: admin, query: { id: earlier.id } });
    for (const id of [item.id, other.id]) expect((await removePlan(id)).body).toMatchObject({ success: true });
  });

  it('keeps an item its sessions carried out: no delete, and the list says why', async () => {
    const item = await addPlan('测试：留样管理', 15);
    const session = await addSession(item.id, 2);
    expect((await plan(item.id))[NO_DELETE_KEY]).toBe(TRAINING_TEXT.planUndeletable(1));
    expect((await removePlan(item.id)).body).toMatchObject({ success: false, message: TRAINING_TEXT.planUndeletable(1) });
    await t.call('DELETE', '/foodtrace/staffTraining/delete', { token: admin, query: { id: session.id } });
    expect((await plan(item.id))[NO_DELETE_KEY]).toBeUndefined();
    expect((await removePlan(item.id)).body).toMatchObject({ success: true });
  });

  it('is read and written only with its permissions', async () => {
    await expectListOnlyGate(t, '/foodtrace/trainingPlan', 'plan', { topic: 'x', dueDate: day(5), kind: 'ROUTINE', audience: '全体' });
  });
});

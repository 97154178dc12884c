import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_ADMIN_TEXT, FT_DICT, SAFETY_CHECK_TEXT, SAFETY_RISK_ITEMS, addDays, type RiskItemSummary, type SafetyCheckGap } from '@foodtrace/contracts';
import { dateText } from '../src/modules/foodtrace/shared/wire.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { post } from './foodtrace-fixture.ts';

/** 食品安全自查 (令第 60 号): the register's own rule, and what it lacks. */
describe.each(databaseTargets())('食品安全自查 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let today: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    today = dateText(Date.now(), t.config.timeZone)!;
    // the demo's six weeks of records are set aside (deleted, as a user would): this plant starts its register now
    await t.ctx.db.updateTable('ftSafetyCheck' as never).set({ delFlag: 1 } as never).execute();
  });
  afterAll(async () => { await t?.close(); });

  const gaps = async (token = admin) => t.call<SafetyCheckGap[]>('GET', '/foodtrace/safetyCheck/gaps', { token });
  const add = (body: Record<string, unknown>) => t.call<{ id: string }>('POST', '/foodtrace/safetyCheck/add', { token: admin, body: { checker: '陈晓燕', result: 'NONE', ...body } });

  it('tells a plant that has kept nothing what is due today, this week and this month, and nothing missed', async () => {
    const answer = (await gaps()).body.result;
    expect(answer.map((g) => [g.kind, g.state])).toEqual([['DAILY', 'DUE'], ['WEEKLY', 'DUE'], ['MONTHLY', 'DUE']]);
    expect(answer[0]).toMatchObject({ period: today, checkDate: today });
  });

  it('lists the days without a 日管控 since the first, and stops asking for today once it is in', async () => {
    for (const n of [5, 3, 1]) expect((await add({ kind: 'DAILY', checkDate: addDays(today, -n) })).body.success).toBe(true);
    const missed = async () => (await gaps()).body.result.filter((g) => g.kind === 'DAILY').map((g) => `${g.period} ${g.state}`);
    expect(await missed()).toEqual([`${today} DUE`, `${addDays(today, -2)} MISSING`, `${addDays(today, -4)} MISSING`]);
    // a late entry of a missed day, and today's
    await add({ kind: 'DAILY', checkDate: addDays(today, -2) });
    await add({ kind: 'DAILY', checkDate: today });
    expect(await missed()).toEqual([`${addDays(today, -4)} MISSING`]);
    // a deleted record counts for nothing
    const wrong = (await add({ kind: 'DAILY', checkDate: addDays(today, -4), remark: '误登' })).body.result;
    expect(await missed()).toEqual([]);
    expect((await t.call('DELETE', '/foodtrace/safetyCheck/delete', { token: admin, query: { id: wrong.id } })).body.success).toBe(true);
    expect(await missed()).toEqual([`${addDays(today, -4)} MISSING`]);
  });

  it('asks no 日管控 on the days off the plant enters in 数据字典 (停产日), from the moment they are entered', async () => {
    const missed = async () => (await gaps()).body.result.filter((g) => g.kind === 'DAILY' && g.state === 'MISSING').map((g) => g.period);
    expect(await missed()).toEqual([addDays(today, -4)]);
    const dict = await t.call<{ records: Array<{ id: string }> }>('GET', '/sys/dict/list', { token: admin, query: { dictCode: FT_DICT.restDay } });
    const dictId = dict.body.result.records[0].id;
    const item = (itemValue: string) => t.call<unknown>('POST', '/sys/dictItem/add', { token: admin, body: { dictId, itemText: '停产', itemValue } });
    expect((await item('周日')).body).toMatchObject({ success: false, message: DICT_ADMIN_TEXT.valueNotDateOrWeekday });
    expect((await item('8')).body).toMatchObject({ success: false, message: DICT_ADMIN_TEXT.valueNotDateOrWeekday });
    // that day's weekday off every week (1 = Monday … 7 = Sunday)
    const weekday = new Date(`${addDays(today, -4)}T00:00:00Z`).getUTCDay() || 7;
    expect((await item(String(weekday))).body.success).toBe(true);
    expect(await missed()).toEqual([]);
    const items = await t.call<{ records: Array<{ id: string }> }>('GET', '/sys/dictItem/list', { token: admin, query: { dictId } });
    expect((await t.call('DELETE', '/sys/dictItem/delete', { token: admin, query: { id: items.body.result.records[0].id } })).body.success).toBe(true);
    expect(await missed()).toEqual([addDays(today, -4)]);
    // or the date itself
    expect((await item(addDays(today, -4))).body.success).toBe(true);
    expect(await missed()).toEqual([]);
    const left = await t.call<{ records: Array<{ id: string }> }>('GET', '/sys/dictItem/list', { token: admin, query: { dictId } });
    await t.call('DELETE', '/sys/dictItem/delete', { token: admin, query: { id: left.body.result.records[0].id } });
  });

  it('asks a check that found something what it found and what was done, and one put right when', async () => {
    const found = { kind: 'DAILY', checkDate: today, result: 'OPEN' };
    expect((await add(found)).body).toMatchObject({ success: false, message: SAFETY_CHECK_TEXT.problemsRequired });
    expect((await add({ ...found, problems: '防鼠板缺失 1 块' })).body.message).toBe(SAFETY_CHECK_TEXT.problemsRequired);
    const open = await post<{ id: string }>(t, admin, '/foodtrace/safetyCheck/add', { ...found, checker: '陈晓燕', problems: '防鼠板缺失 1 块', measures: '临时封堵，报采购更换' });
    // put right: the edit says when, judged on the record as it will stand
    const edit = (changes: Record<string, unknown>) => t.call('PUT', '/foodtrace/safetyCheck/edit', { token: admin, body: { id: open.id, ...changes } });
    expect((await edit({ result: 'FIXED' })).body).toMatchObject({ success: false, message: SAFETY_CHECK_TEXT.rectifiedRequired });
    expect((await edit({ result: 'FIXED', rectifiedDate: today })).body.success).toBe(true);
    expect((await edit({ measures: '' })).body.message).toBe(SAFETY_CHECK_TEXT.problemsRequired);
  });

  it('counts the items of the 风险管控清单 found wanting (风险项统计), each among what the check went through', async () => {
    const found = { kind: 'DAILY', checkDate: today, problems: '防鼠板缺失', measures: '封堵' };
    expect((await add({ ...found, result: 'FIXED', rectifiedDate: today, riskItems: 'PEST,CCP', nonConformItems: 'PEST' })).body.success).toBe(true);
    expect((await add({ ...found, result: 'OPEN', riskItems: 'PEST', nonConformItems: 'PEST' })).body.success).toBe(true);
    expect((await add({ ...found, result: 'OPEN', riskItems: 'PEST', nonConformItems: 'PEST,LABEL' })).body).toMatchObject({ success: false, message: SAFETY_CHECK_TEXT.nonConformNotChecked });
    expect((await add({ kind: 'DAILY', checkDate: today, result: 'NONE', riskItems: 'PEST', nonConformItems: 'PEST' })).body).toMatchObject({ success: false, message: SAFETY_CHECK_TEXT.nonConformWithoutFinding });
    const summary = (await t.call<RiskItemSummary[]>('GET', '/foodtrace/safetyCheck/riskItems', { token: admin })).body.result;
    // every item of the list, in its order, the one found wanting first
    expect(summary).toHaveLength(SAFETY_RISK_ITEMS.length);
    expect(summary[0]).toEqual({ item: 'PEST', checks: 2, findings: 2, open: 1, lastFound: today });
    expect(summary.find((r) => r.item === 'CCP')).toEqual({ item: 'CCP', checks: 1, findings: 0, open: 0, lastFound: null });
    expect(summary.slice(1).map((r) => r.item)).toEqual(SAFETY_RISK_ITEMS.map(([v]) => v).filter((v) => v !== 'PEST'));
  });

  it('answers what it lacks and how its items stand only to readers of the register', async () => {
    const risks = (token: string) => t.call('GET', '/foodtrace/safetyCheck/riskItems', { token });
    await t.createUser('safety_none', 'Safety#pass-1');
    const none = await t.login('safety_none', 'Safety#pass-1');
    expect((await gaps(none)).status).toBe(403);
    expect((await risks(none)).status).toBe(403);
    await t.createUser('safety_reader', 'Safety#pass-1', ['foodtrace:safetyCheck:list']);
    const reader = await t.login('safety_reader', 'Safety#pass-1');
    expect((await gaps(reader)).body.success).toBe(true);
    expect((await risks(reader)).body.success).toBe(true);
  });
});

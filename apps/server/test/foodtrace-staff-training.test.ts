import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRAINING_TEXT, type DashboardSummary, type StaffTrainingStatus } from '@foodtrace/contracts';
import { dateText } from '../src/modules/foodtrace/shared/wire.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/** 培训考核: the register's own rules, and where each person stands (人员培训情况) over the demo plant's year. */
describe.each(databaseTargets())('培训考核 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let today: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    today = dateText(Date.now(), t.config.timeZone)!;
  });
  afterAll(async () => { await t?.close(); });

  const staff = async (token = admin) => t.call<StaffTrainingStatus[]>('GET', '/foodtrace/staffTraining/staff', { token });
  const stateOf = async () => Object.fromEntries((await staff()).body.result.map((p) => [p.name, p.state]));
  const add = (body: Record<string, unknown>) => t.call<{ id: string; participants: string; failed: string | null; headcount: number }>('POST', '/foodtrace/staffTraining/add', {
    token: admin, body: { trainDate: today, topic: '灌装间卫生补考', kind: 'ROUTINE', hours: 1, assessMethod: 'PRACTICAL', ...body },
  });

  it('lists the demo plant\'s untrained and failed first: a new hire on 健康证明, an operator with nothing on file, a failed practical test', async () => {
    const answer = (await staff()).body.result;
    expect(answer.slice(0, 3).map((p) => [p.name, p.state])).toEqual([['何志刚', 'UNTRAINED'], ['赵强', 'UNTRAINED'], ['马俊', 'FAILED']]);
    // 何志刚 is on 健康证明 (his workshop and post come from there); 赵强 only a run's 操作人
    expect(answer[0]).toMatchObject({ workshop: '生产部 配料间', sessions: 0, hours: 0, lastDate: null });
    expect(answer[1]).toMatchObject({ workshop: null, post: null });
    expect(answer[2]).toMatchObject({ failedTopic: '灌装间卫生与手部清洗消毒', sessions: 3, hours: 6.5 });
    expect(answer.find((p) => p.name === '孙丽萍')).toMatchObject({ state: 'TRAINED', sessions: 3, hours: 6.5 });
    expect(answer.slice(3).every((p) => p.state === 'TRAINED')).toBe(true);
    // the home figure counts them as the view lists them
    const summary = (await t.call<DashboardSummary>('GET', '/foodtrace/dashboard/summary', { token: admin })).body.result;
    expect(summary.totals.staffToTrain).toBe(3);
  });

  it('keeps names one way, counts them, and refuses a failure of someone absent or of a session not assessed', async () => {
    const saved = (await add({ participants: ' 马俊, 何志刚/马俊；赵强 ', failed: '' })).body;
    expect(saved.success).toBe(true);
    expect(saved.result).toMatchObject({ participants: '马俊、何志刚、赵强', failed: null, headcount: 3 });
    // a passed retake settles 马俊's failure; the session trains the other two
    expect(await stateOf()).toMatchObject({ 马俊: 'TRAINED', 何志刚: 'TRAINED', 赵强: 'TRAINED' });
    expect((await add({ participants: '马俊', failed: '周燕' })).body).toMatchObject({ success: false, message: TRAINING_TEXT.failedNotPresent('周燕') });
    expect((await add({ participants: '马俊', failed: '马俊', assessMethod: 'NONE' })).body).toMatchObject({ success: false, message: TRAINING_TEXT.failedNotAssessed });
    expect((await add({ participants: ' 、 ' })).body).toMatchObject({ success: false, message: TRAINING_TEXT.noParticipants });
    // judged on the record as it will stand: an edit that fails 赵强 keeps him among those due again
    const edit = (changes: Record<string, unknown>) => t.call<{ failed: string | null; headcount: number }>('PUT', '/foodtrace/staffTraining/edit', { token: admin, body: { id: saved.result.id, ...changes } });
    expect((await edit({ failed: '赵强' })).body.result).toMatchObject({ failed: '赵强', headcount: 3 });
    expect(await stateOf()).toMatchObject({ 赵强: 'FAILED' });
    expect((await edit({ participants: '马俊、何志刚' })).body.message).toBe(TRAINING_TEXT.failedNotPresent('赵强'));
    // deleted, it counts for nothing
    expect((await t.call('DELETE', '/foodtrace/staffTraining/delete', { token: admin, query: { id: saved.result.id } })).body.success).toBe(true);
    expect(await stateOf()).toMatchObject({ 马俊: 'FAILED', 何志刚: 'UNTRAINED', 赵强: 'UNTRAINED' });
  });

  it('finds a person\'s sessions by the whole name: 马俊 is not 马俊杰, wherever the name stands in the list', async () => {
    const topics = ['马俊单独', '马俊在前', '马俊在后', '马俊居中', '只有马俊杰'];
    const lists = ['马俊', '马俊、周燕', '周燕、马俊', '周燕、马俊、刘洋', '马俊杰、周燕'];
    const ids: string[] = [];
    for (const [i, participants] of lists.entries()) ids.push((await add({ topic: topics[i], participants, assessMethod: 'NONE' })).body.result.id);
    const found = async (query: Record<string, string>) => {
      const page = (await t.call<{ records: Array<{ topic: string }> }>('GET', '/foodtrace/staffTraining/list', { token: admin, query: { pageSize: '100', ...query } })).body;
      expect(page.success).toBe(true);
      return page.result.records.map((r) => r.topic).filter((topic) => topics.includes(topic)).sort();
    };
    expect(await found({ participants: '马俊' })).toEqual(['马俊单独', '马俊在前', '马俊在后', '马俊居中'].sort());
    expect(await found({ participants: '马俊杰' })).toEqual(['只有马俊杰']);
    // several names ask for any of them, however they are separated; a LIKE wildcard is only a character
    expect(await found({ participants: '马俊杰，刘洋' })).toEqual(['只有马俊杰', '马俊居中'].sort());
    expect(await found({ participants: '马俊杰,刘洋' })).toEqual(['只有马俊杰', '马俊居中'].sort());
    expect(await found({ participants: '马%' })).toEqual([]);
    // the same in 高级查询
    const superQueryParams = JSON.stringify([{ field: 'participants', rule: 'eq', val: '马俊' }]);
    expect(await found({ superQueryParams })).toHaveLength(4);
    // a part of a name is still a search when asked for as one (*马俊*)
    expect(await found({ participants: '*马俊*' })).toHaveLength(5);
    for (const id of ids) await t.call('DELETE', '/foodtrace/staffTraining/delete', { token: admin, query: { id } });
  });

  it('answers where people stand only to readers of the register', async () => {
    await t.createUser('training_none', 'Training#pass-1');
    expect((await staff(await t.login('training_none', 'Training#pass-1'))).status).toBe(403);
    await t.createUser('training_reader', 'Training#pass-1', ['foodtrace:staffTraining:list']);
    expect((await staff(await t.login('training_reader', 'Training#pass-1'))).body.success).toBe(true);
  });
});

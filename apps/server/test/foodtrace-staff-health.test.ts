import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HEALTH_TEXT, type PageResult, type TraceReport, type UnregisteredOperator } from '@foodtrace/contracts';
import { dateText } from '../src/modules/foodtrace/shared/wire.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { masterData, post, releasedRaw, type Master } from './foodtrace-fixture.ts';

/** 健康证明: the register, its views, and a run's operators judged by the certificate in force on the day they worked. */
describe.each(databaseTargets())('健康证明 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    const cert = (name: string, certNo: string, examDate: string, validUntil: string) =>
      post(t, admin, '/foodtrace/staffHealth/add', { name, certNo, examDate, validUntil, workshop: '灌装车间', post: '灌装' });
    // 张伟's lapsed on 03-01 (the runs below are on 03-03); 李娜's covers them; 王芳 renewed hers on 03-02
    await cert('张伟', 'H-ZW-2025', '2025-03-01', '2026-03-01');
    await cert('李娜', 'H-LN-2025', '2025-06-01', '2026-06-01');
    await cert('王芳', 'H-WF-2025', '2025-03-01', '2026-02-28');
    await cert('王芳', 'H-WF-2026', '2026-03-02', '2027-03-01');
  });
  afterAll(async () => { await t?.close(); });

  /** A run on `day` (2026-03-03: after the raw lot's intake) whose steps name their operators (a team's name, several people). */
  const run = async (steps: Array<[string, string]>, day = '2026-03-03') => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    return post<{ id: string; outputs: Array<{ id: string; lotNo: string }>; unfitOperators: string[] }>(t, admin, '/foodtrace/process/record', {
      processNo: `PR${Date.now()}${Math.floor(Math.random() * 1000)}`, productId: m.milk.id, startTime: `${day} 08:00:00`, endTime: `${day} 12:00:00`,
      inputs: [{ lotId: raw.lotId, quantity: 20 }], outputs: [{ lotKind: 'FINISHED', quantity: 40 }],
      steps: steps.map(([stepName, operator], i) => ({ stepName, operator, startTime: `${day} ${String(9 + i).padStart(2, '0')}:00:00`, params: [] })),
    });
  };

  it('warns of who worked without a certificate in force, and the trace report keeps it as a finding per run and person', async () => {
    const answer = await run([['巴氏杀菌', '李娜'], ['冷却', '张伟、王芳'], ['灌装', '张伟/甲班']]);
    // 王芳's renewal covers the day; 甲班 (a team) and the unknown have nothing on file to judge by
    expect(answer.unfitOperators).toEqual(['张伟']);
    // and its detail says so whenever it is opened
    expect((await t.call<{ unfitOperators: string[] }>('GET', '/foodtrace/process/detail', { token: admin, query: { id: answer.id } })).body.result.unfitOperators).toEqual(['张伟']);
    const processNo = (await t.call<{ processNo: string }>('GET', '/foodtrace/process/queryById', { token: admin, query: { id: answer.id } })).body.result.processNo;
    const report = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: answer.outputs[0].id } })).body.result;
    const expected = HEALTH_TEXT.finding(processNo, '张伟', '冷却、灌装', '2026-03-03', { examDate: '2025-03-01', validUntil: '2026-03-01' });
    expect(expected).toBe(`加工单 ${processNo} 的操作人 张伟（冷却、灌装）2026-03-03 操作时没有在效的健康证明（登记的健康证明有效期 2025-03-01 至 2026-03-01）`);
    expect(report.findings.filter((f) => f.includes('健康证明'))).toEqual([expected]);
    // the report names who did each step (责任可究)
    expect(report.processes.find((p) => p.processNo === processNo)?.steps.map((s) => s.operator)).toEqual(['李娜', '张伟、王芳', '张伟/甲班']);
    // a renewal recorded now settles nothing retrospectively: the day was uncovered
    expect((await run([['灌装', '李娜']])).unfitOperators).toEqual([]);
  });

  it('lists lapsed and lapsing certificates by each person\'s latest (listScope=current), not those a renewal replaced', async () => {
    // this test's people (the demo's line crew is on file too)
    const list = async (query: Record<string, string>) => (await t.call<PageResult<{ name: string; certNo: string }>>('GET', '/foodtrace/staffHealth/list', { token: admin, query: { pageSize: '50', certNo: 'H-*', ...query } })).body.result.records.map((r) => r.certNo);
    expect(await list({ validUntil_end: '2026-03-01' })).toEqual(['H-WF-2025', 'H-ZW-2025']);
    expect(await list({ validUntil_end: '2026-03-01', listScope: 'current' })).toEqual(['H-ZW-2025']);
    expect(await list({ listScope: 'current' })).toEqual(['H-ZW-2025', 'H-LN-2025', 'H-WF-2026']);
    expect((await t.call('GET', '/foodtrace/staffHealth/list', { token: admin, query: { listScope: 'everyone' } })).status).toBe(400);
  });

  it('lists the year\'s operators with no certificate on file (未登记人员), latest first', async () => {
    const day = (n: number) => dateText(Date.now() + n * 86_400_000, t.config.timeZone)!;
    await run([['巴氏杀菌', '赵铁柱'], ['灌装', '赵铁柱、乙班'], ['冷却', '李娜']], day(-10));
    await run([['灌装', '钱多多']], day(-3));
    const listed = (await t.call<UnregisteredOperator[]>('GET', '/foodtrace/staffHealth/unregistered', { token: admin })).body.result;
    // this test's names, in the answer's order (the demo's fermentation helper is listed too)
    expect(listed.filter((o) => ['钱多多', '乙班', '赵铁柱'].includes(o.name))).toEqual([
      { name: '钱多多', runs: 1, lastDay: day(-3), steps: ['灌装'] },
      { name: '乙班', runs: 1, lastDay: day(-10), steps: ['灌装'] },
      { name: '赵铁柱', runs: 1, lastDay: day(-10), steps: ['巴氏杀菌', '灌装'] },
    ]);
    // anyone with a certificate on file, lapsed or not, is judged by it instead
    expect(listed.map((o) => o.name)).not.toContain('李娜');
    expect(listed.map((o) => o.name)).not.toContain('张伟');
    // the demo's line crew are all on file
    expect(listed.map((o) => o.name)).not.toContain('马俊');
    await t.createUser('health_blind', 'Blind#pass-1', ['foodtrace:process:list']);
    expect((await t.call('GET', '/foodtrace/staffHealth/unregistered', { token: await t.login('health_blind', 'Blind#pass-1') })).status).toBe(403);
  });

  it('is refused to whoever lacks its codes', async () => {
    await t.createUser('health_reader', 'Reader#pass-1', ['foodtrace:staffHealth:list']);
    const reader = await t.login('health_reader', 'Reader#pass-1');
    expect((await t.call('GET', '/foodtrace/staffHealth/list', { token: reader })).body.success).toBe(true);
    const refused = await t.call('POST', '/foodtrace/staffHealth/add', { token: reader, body: { name: '钱七', certNo: 'H-1', examDate: '2026-01-01', validUntil: '2027-01-01' } });
    expect(refused.status).toBe(403);
    await t.createUser('health_none', 'Nobody#pass-1', ['foodtrace:process:list']);
    expect((await t.call('GET', '/foodtrace/staffHealth/list', { token: await t.login('health_none', 'Nobody#pass-1') })).status).toBe(403);
  });

  it('refuses an end before the examination', async () => {
    const bad = await t.call('POST', '/foodtrace/staffHealth/add', { token: admin, body: { name: '钱七', certNo: 'H-2', examDate: '2026-01-01', validUntil: '2025-12-31' } });
    expect(bad.body.success).toBe(false);
  });
});

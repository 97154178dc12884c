import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEANING_TEXT, type PageResult, type TraceReport } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { expectListOnlyGate, masterData, post, releasedRaw } from './foodtrace-fixture.ts';

type Run = { id: string; processNo: string; line: string | null };

/** 清洗消毒: the cleanings of the lines, and the runs begun on a line not cleaned within 24 hours before. */
describe.each(databaseTargets())('清洗消毒 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  const detail = async (id: string) => (await t.call<{ uncleanedLine: string | null }>('GET', '/foodtrace/process/detail', { token: admin, query: { id } })).body.result;
  const clean = (line: string, start: string, end: string, result = 'PASS') => post(t, admin, '/foodtrace/cleaning/add', {
    line, cleanType: 'CIP', startTime: start, endTime: end, operator: '刘建国', result, lyeConcentration: 1.5, lyeTemperature: 80, lyeMinutes: 20,
  });

  it('cleans every demo run\'s line before it: no run of the demo warns', async () => {
    const cleanings = (await t.call<PageResult<{ line: string; result: string }>>('GET', '/foodtrace/cleaning/list', { token: admin, query: { pageSize: '200' } })).body.result;
    expect(new Set(cleanings.records.map((c) => c.line))).toEqual(new Set(['预处理线', '1号灌装线', '发酵线']));
    const runs = (await t.call<PageResult<Run>>('GET', '/foodtrace/process/list', { token: admin, query: { pageSize: '200' } })).body.result.records;
    const demoRuns = runs.filter((r) => r.line && ['预处理线', '1号灌装线', '发酵线'].includes(r.line));
    expect(demoRuns.length).toBeGreaterThan(20);
    expect(cleanings.total).toBe(demoRuns.length);
    for (const r of demoRuns.slice(0, 6)) expect((await detail(r.id)).uncleanedLine).toBeNull();
  });

  it('warns of a run begun more than 24 hours after its line\'s last verified cleaning, in its answer, detail and trace report', async () => {
    const m = await masterData(t, admin);
    const line = `测试灌装线${Date.now().toString(36)}`;
    const run = async (line: string | null, start: string) => {
      const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
      return post<{ id: string; outputs: Array<{ id: string }>; uncleanedLine: string | null }>(t, admin, '/foodtrace/process/record', {
        processNo: `PR${Date.now()}${Math.floor(Math.random() * 1000)}`, productId: m.milk.id, line, startTime: start, endTime: start.replace(/ \d\d:/, ' 23:'),
        inputs: [{ lotId: raw.lotId, quantity: 20 }], outputs: [{ lotKind: 'FINISHED', quantity: 40 }],
      });
    };
    // a line with no cleaning on file is not judged
    expect((await run(line, '2026-04-02 08:00:00')).uncleanedLine).toBeNull();
    await clean(line, '2026-04-01 06:00:00', '2026-04-01 07:00:00');
    // within 24 hours of the end: clean; the minute after: not
    expect((await run(line, '2026-04-02 07:00:00')).uncleanedLine).toBeNull();
    const late = await run(line, '2026-04-02 07:01:00');
    const gap = { line, start: '2026-04-02 07:01', lastCleaned: '2026-04-01 07:00' };
    expect(late.uncleanedLine).toBe(CLEANING_TEXT.gap(gap));
    expect(late.uncleanedLine).toBe(`生产线“${line}”开工前 24 小时内没有验证合格的清洗消毒记录（最近一次：2026-04-01 07:00）`);
    expect((await detail(late.id)).uncleanedLine).toBe(CLEANING_TEXT.gap(gap));
    const processNo = (await t.call<Run>('GET', '/foodtrace/process/queryById', { token: admin, query: { id: late.id } })).body.result.processNo;
    const report = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: late.outputs[0].id } })).body.result;
    expect(report.findings.filter((f) => f.includes('清洗消毒'))).toEqual([CLEANING_TEXT.finding(processNo, gap)]);

    // a cleaning that failed its verification does not count; one still running at the start neither
    await clean(line, '2026-04-03 05:00:00', '2026-04-03 06:00:00', 'FAIL');
    await clean(line, '2026-04-03 07:30:00', '2026-04-03 08:30:00');
    expect((await run(line, '2026-04-03 08:00:00')).uncleanedLine).toBe(CLEANING_TEXT.gap({ line, start: '2026-04-03 08:00', lastCleaned: '2026-04-01 07:00' }));
    expect((await run(line, '2026-04-03 09:00:00')).uncleanedLine).toBeNull();
    // a run without a line is not judged
    expect((await run(null, '2026-04-05 09:00:00')).uncleanedLine).toBeNull();
  });

  it('refuses an end before its start', async () => {
    const res = (await t.call('POST', '/foodtrace/cleaning/add', {
      token: admin, body: { line: '预处理线', cleanType: 'CIP', startTime: '2026-04-01 08:00:00', endTime: '2026-04-01 07:00:00', operator: '刘建国', result: 'PASS' },
    })).body;
    expect(res.success).toBe(false);
  });

  it('is read and written only with its permissions', async () => {
    await expectListOnlyGate(t, '/foodtrace/cleaning', 'cleaning', { line: '预处理线', cleanType: 'CIP', startTime: '2026-04-01 06:00:00', endTime: '2026-04-01 07:00:00', operator: '刘建国', result: 'PASS' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLEANING_TEXT, IN_USE_KEY, NO_DELETE_KEY, type PageResult, type TraceReport, type TraceResult } from '@foodtrace/contracts';
import { minuteText } from '../src/modules/foodtrace/shared/wire.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { expectListOnlyGate, masterData, post, releasedRaw } from './foodtrace-fixture.ts';
import { multipart } from './multipart.ts';
import { xlsx } from './workbook.ts';

type Run = { id: string; processNo: string; line: string | null; line_dictText?: string | null };
type Line = { id: string; name: string; cleanHours: number | null; lastCleaned: string | null; status: string; [IN_USE_KEY]?: string; [NO_DELETE_KEY]?: string };

/** 生产线 and 清洗消毒: the register of the lines, their cleanings, and the runs begun on a line not cleaned within its window. */
describe.each(databaseTargets())('生产线 and 清洗消毒 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  const detail = async (id: string) => (await t.call<{ uncleanedLine: string | null; lineCleaning: string | null }>('GET', '/foodtrace/process/detail', { token: admin, query: { id } })).body.result;
  const cleaning = (line: string, start: string, end: string, result = 'PASS') => ({
    line, cleanType: 'CIP', startTime: start, endTime: end, operator: '刘建国', result, lyeConcentration: 1.5, lyeTemperature: 80, lyeMinutes: 20,
  });
  const clean = (line: string, start: string, end: string, result = 'PASS') => post(t, admin, '/foodtrace/cleaning/add', cleaning(line, start, end, result));
  const lines = async (query: Record<string, string> = {}) => (await t.call<PageResult<Line>>('GET', '/foodtrace/productionLine/list', { token: admin, query: { pageSize: '100', ...query } })).body.result.records;
  const lineNamed = async (name: string) => (await lines({ name })).find((l) => l.name === name)!;
  let seq = 0;
  const newLine = async (cleanHours: number | null, status = 'ACTIVE') => {
    const name = `测试线${Date.now().toString(36)}${++seq}`;
    await post(t, admin, '/foodtrace/productionLine/add', { name, workshop: '液态奶车间', cleanHours, status });
    return name;
  };
  const runOn = async (line: string | null, start: string) => {
    const m = await masterData(t, admin);
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    return t.call<{ id: string; outputs: Array<{ id: string }>; uncleanedLine: string | null }>('POST', '/foodtrace/process/record', {
      token: admin,
      body: {
        processNo: `PR${Date.now()}${Math.floor(Math.random() * 1000)}`, productId: m.milk.id, line, startTime: start, endTime: start.replace(/ \d\d:/, ' 23:'),
        inputs: [{ lotId: raw.lotId, quantity: 20 }], outputs: [{ lotKind: 'FINISHED', quantity: 40 }],
      },
    });
  };
  const run = async (line: string | null, start: string) => {
    const res = await runOn(line, start);
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.result;
  };

  it('registers the demo\'s lines, cleans every demo run\'s line before it, and keeps each line\'s last verified cleaning', async () => {
    const all = await lines();
    expect(all.map((l) => [l.name, l.status, l.cleanHours])).toEqual(expect.arrayContaining([
      ['预处理线', 'ACTIVE', 24], ['1号灌装线', 'ACTIVE', 24], ['发酵线', 'ACTIVE', 24], ['2号灌装线', 'STOPPED', 24], ['装箱码垛线', 'ACTIVE', null],
    ]));
    const cleanings = (await t.call<PageResult<{ line: string; result: string; endTime: string }>>('GET', '/foodtrace/cleaning/list', { token: admin, query: { pageSize: '200' } })).body.result;
    expect(new Set(cleanings.records.map((c) => c.line))).toEqual(new Set(['预处理线', '1号灌装线', '发酵线']));
    for (const name of ['预处理线', '1号灌装线', '发酵线']) {
      const last = cleanings.records.filter((c) => c.line === name && c.result === 'PASS').map((c) => c.endTime).sort().pop();
      expect(all.find((l) => l.name === name)!.lastCleaned, name).toBe(last);
    }
    const runs = (await t.call<PageResult<Run>>('GET', '/foodtrace/process/list', { token: admin, query: { pageSize: '200' } })).body.result.records;
    const demoRuns = runs.filter((r) => r.line && ['预处理线', '1号灌装线', '发酵线'].includes(r.line));
    expect(demoRuns.length).toBeGreaterThan(20);
    expect(cleanings.total).toBe(demoRuns.length);
    // the list shows the line as the register names it
    expect(demoRuns.every((r) => r.line_dictText === r.line)).toBe(true);
    for (const r of demoRuns.slice(0, 6)) expect((await detail(r.id)).uncleanedLine).toBeNull();
    // the demo's lines in use are all named by records: they keep their names and stay on the register
    expect(all.find((l) => l.name === '1号灌装线')![NO_DELETE_KEY]).toMatch(/^已有 \d+ 条加工记录和 \d+ 条清洗消毒记录使用此生产线，不能删除/);
    expect(all.find((l) => l.name === '2号灌装线')![NO_DELETE_KEY]).toBeUndefined();
  });

  it('takes only a line of the register in use, for a run and for a cleaning', async () => {
    const stopped = await newLine(24, 'STOPPED');
    for (const line of ['没有这条线', stopped]) {
      const runRes = await runOn(line, '2026-04-02 08:00:00');
      expect(runRes.body).toMatchObject({ success: false, message: '所选生产线不存在或不符合要求' });
      const cleanRes = await t.call('POST', '/foodtrace/cleaning/add', { token: admin, body: cleaning(line, '2026-04-01 06:00:00', '2026-04-01 07:00:00') });
      expect(cleanRes.body).toMatchObject({ success: false, message: '所选生产线不存在或不符合要求' });
    }
  });

  it('warns of a run begun after its line\'s 清洗有效期 ran out, in its answer, detail and trace report', async () => {
    const line = await newLine(24);
    // judged from the first run: a line with no verified cleaning at all
    expect((await run(line, '2026-04-01 05:00:00')).uncleanedLine).toBe(CLEANING_TEXT.gap({ line, hours: 24, start: '2026-04-01 05:00', lastCleaned: null }));
    await clean(line, '2026-04-01 06:00:00', '2026-04-01 07:00:00');
    // within 24 hours of the end: clean; the minute after: not
    expect((await run(line, '2026-04-02 07:00:00')).uncleanedLine).toBeNull();
    const gap = { line, hours: 24, start: '2026-04-02 07:01', lastCleaned: '2026-04-01 07:00' };
    // asked before the run is saved (登记加工's 开工前清洗检查), the same answer
    const check = async (startTime: string) => (await t.call<{ uncleanedLine: string | null }>('GET', '/foodtrace/process/lineCheck', { token: admin, query: { line, startTime } })).body.result.uncleanedLine;
    expect(await check('2026-04-02 07:00:00')).toBeNull();
    expect(await check('2026-04-02 07:01:00')).toBe(CLEANING_TEXT.gap(gap));
    const late = await run(line, '2026-04-02 07:01:00');
    expect(late.uncleanedLine).toBe(`生产线“${line}”开工前 24 小时内没有验证合格的清洗消毒记录（最近一次：2026-04-01 07:00）`);
    expect((await detail(late.id)).uncleanedLine).toBe(CLEANING_TEXT.gap(gap));
    const processNo = (await t.call<Run>('GET', '/foodtrace/process/queryById', { token: admin, query: { id: late.id } })).body.result.processNo;
    const report = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: late.outputs[0].id } })).body.result;
    expect(report.findings.filter((f) => f.includes('清洗消毒'))).toEqual([CLEANING_TEXT.finding(processNo, gap)]);
    expect(report.processes.find((p) => p.processNo === processNo)!.cleaning).toBeNull();
    // a run its line's cleaning covered names that cleaning in the report (开工前清洗)
    const covered = await run(line, '2026-04-02 06:00:00');
    const coveredReport = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: covered.outputs[0].id } })).body.result;
    expect(coveredReport.processes.map((p) => p.cleaning)).toEqual(['CIP 清洗（碱—酸） 2026-04-01 06:00—07:00，清洗人 刘建国，验证合格']);
    // so do the runs' details, and the trace workbench's runs: the cleaning that covered it, or the warning
    expect(await detail(covered.id)).toMatchObject({ uncleanedLine: null, lineCleaning: coveredReport.processes[0].cleaning });
    expect((await detail(late.id)).lineCleaning).toBeNull();
    const runNode = async (lotId: string, id: string) => (await t.call<TraceResult>('GET', '/foodtrace/trace/backward', { token: admin, query: { lotId } }))
      .body.result.nodes.find((n) => n.id === `process:${id}`)!.data;
    expect(await runNode(covered.outputs[0].id, covered.id)).toMatchObject({ cleaning: coveredReport.processes[0].cleaning });
    expect(await runNode(late.outputs[0].id, late.id)).toMatchObject({ uncleaned: CLEANING_TEXT.gap(gap) });
    expect(await runNode(late.outputs[0].id, late.id)).not.toHaveProperty('cleaning');

    // a cleaning that failed its verification does not count; one still running at the start neither
    await clean(line, '2026-04-03 05:00:00', '2026-04-03 06:00:00', 'FAIL');
    await clean(line, '2026-04-03 07:30:00', '2026-04-03 08:30:00');
    expect((await run(line, '2026-04-03 08:00:00')).uncleanedLine).toBe(CLEANING_TEXT.gap({ line, hours: 24, start: '2026-04-03 08:00', lastCleaned: '2026-04-01 07:00' }));
    expect((await run(line, '2026-04-03 09:00:00')).uncleanedLine).toBeNull();
    // a run without a line is not judged, nor shown with a 开工前清洗 in the workbench
    const lineless = await run(null, '2026-04-05 09:00:00');
    expect(lineless.uncleanedLine).toBeNull();
    const data = await runNode(lineless.outputs[0].id, lineless.id);
    expect(data).not.toHaveProperty('cleaning');
    expect(data).not.toHaveProperty('uncleaned');
  });

  it('judges each line by its own window, and not at all a line without one', async () => {
    const weekly = await newLine(72);
    await clean(weekly, '2026-04-01 06:00:00', '2026-04-01 07:00:00');
    expect((await run(weekly, '2026-04-04 07:00:00')).uncleanedLine).toBeNull();
    expect((await run(weekly, '2026-04-04 07:01:00')).uncleanedLine).toBe(CLEANING_TEXT.gap({ line: weekly, hours: 72, start: '2026-04-04 07:01', lastCleaned: '2026-04-01 07:00' }));
    expect((await run(weekly, '2026-04-04 07:01:00')).uncleanedLine).toMatch(/开工前 72 小时内/);
    const unjudged = await newLine(null);
    expect((await run(unjudged, '2026-04-02 08:00:00')).uncleanedLine).toBeNull();
    await clean(unjudged, '2026-03-01 06:00:00', '2026-03-01 07:00:00');
    expect((await run(unjudged, '2026-04-02 08:00:00')).uncleanedLine).toBeNull();
    // set a window later: its runs from then on are judged
    const id = (await lineNamed(unjudged)).id;
    await t.call('PUT', '/foodtrace/productionLine/edit', { token: admin, body: { id, cleanHours: 24 } });
    expect((await run(unjudged, '2026-04-02 08:00:00')).uncleanedLine).toMatch(/最近一次：2026-03-01 07:00/);
  });

  it('keeps 最近合格清洗 from the verified cleanings as they are added, changed and deleted, and lists the lines due', async () => {
    const line = await newLine(24);
    expect((await lineNamed(line)).lastCleaned).toBeNull();
    const due = async () => (await lines({ listScope: 'due' })).map((l) => l.name);
    expect(await due()).toContain(line); // none on file
    const first = await clean(line, '2026-04-01 06:00:00', '2026-04-01 07:00:00');
    await clean(line, '2026-04-02 06:00:00', '2026-04-02 07:00:00', 'FAIL');
    expect((await lineNamed(line)).lastCleaned).toBe('2026-04-01 07:00:00');
    expect(await due()).toContain(line); // run out long ago
    // a cleaning just now puts it in order
    const at = (ms: number) => `${minuteText(ms, t.config.timeZone)}:00`;
    const [begun, ended] = [at(Date.now() - 2 * 3_600_000), at(Date.now() - 3_600_000)];
    const recent = await clean(line, begun, ended);
    expect((await lineNamed(line)).lastCleaned).toBe(ended);
    expect(await due()).not.toContain(line);
    // its verification found wanting after all: the line falls back to the one before
    await t.call('PUT', '/foodtrace/cleaning/edit', { token: admin, body: { id: recent.id, result: 'FAIL' } });
    expect((await lineNamed(line)).lastCleaned).toBe('2026-04-01 07:00:00');
    await t.call('DELETE', '/foodtrace/cleaning/delete', { token: admin, query: { id: first.id } });
    expect((await lineNamed(line)).lastCleaned).toBeNull();
    // neither a line out of use nor one not judged is due
    const names = await due();
    expect(names).not.toContain('2号灌装线');
    expect(names).not.toContain('装箱码垛线');
  });

  it('fixes the name of a line records name and keeps the line on the register; one nobody names may change or go', async () => {
    const line = await newLine(24);
    const id = (await lineNamed(line)).id;
    expect((await t.call('PUT', '/foodtrace/productionLine/edit', { token: admin, body: { id, name: `${line}改` } })).body.success).toBe(true);
    const renamed = `${line}改`;
    await clean(renamed, '2026-04-01 06:00:00', '2026-04-01 07:00:00');
    await run(renamed, '2026-04-01 09:00:00');
    const inUse = CLEANING_TEXT.lineInUse(1, 1);
    expect(inUse).toBe('已有 1 条加工记录和 1 条清洗消毒记录使用此生产线');
    const listed = await lineNamed(renamed);
    expect(listed[IN_USE_KEY]).toBe(inUse);
    expect(listed[NO_DELETE_KEY]).toBe(CLEANING_TEXT.lineUndeletable(inUse));
    expect((await t.call('PUT', '/foodtrace/productionLine/edit', { token: admin, body: { id, name: `${line}再改` } })).body)
      .toMatchObject({ success: false, message: `${inUse}，不能修改生产线名称` });
    expect((await t.call('DELETE', '/foodtrace/productionLine/delete', { token: admin, query: { id } })).body)
      .toMatchObject({ success: false, message: CLEANING_TEXT.lineUndeletable(inUse) });
    // 停用 is how a line leaves: its records keep it, a new one cannot choose it
    expect((await t.call('PUT', '/foodtrace/productionLine/edit', { token: admin, body: { id, status: 'STOPPED' } })).body.success).toBe(true);
    expect((await runOn(renamed, '2026-04-02 09:00:00')).body.success).toBe(false);
    const spare = await newLine(null);
    const spareId = (await lineNamed(spare)).id;
    expect((await t.call('DELETE', '/foodtrace/productionLine/delete', { token: admin, query: { id: spareId } })).body.success).toBe(true);
  });

  it('imports cleanings naming their line as the export writes it, and only a line in use', async () => {
    const line = await newLine(24);
    const stopped = await newLine(24, 'STOPPED');
    const importRows = async (rows: unknown[][]) => {
      const sheet = await xlsx([['生产线', '清洗方式', '开始时间', '结束时间', '清洗人', '验证结果'], ...rows]);
      const { payload, headers } = multipart([{ name: 'files[]', fileName: '清洗消毒.xlsx', value: sheet }]);
      return (await t.app.inject({ method: 'POST', url: '/api/foodtrace/cleaning/importExcel', payload, headers: { ...headers, 'x-access-token': admin } })).json();
    };
    expect(await importRows([[line, 'CIP 清洗（碱—酸）', '2026-05-01 06:00:00', '2026-05-01 07:00:00', '马俊', '合格']])).toMatchObject({ success: true });
    expect((await lineNamed(line)).lastCleaned).toBe('2026-05-01 07:00:00');
    const imported = (await t.call<PageResult<{ line: string; line_dictText: string }>>('GET', '/foodtrace/cleaning/list', { token: admin, query: { line } })).body.result.records;
    expect(imported.map((c) => [c.line, c.line_dictText])).toEqual([[line, line]]);
    const refused = await importRows([[stopped, 'CIP 清洗（碱—酸）', '2026-05-01 06:00:00', '2026-05-01 07:00:00', '马俊', '合格'], ['没有这条线', 'CIP 清洗（碱—酸）', '2026-05-01 06:00:00', '2026-05-01 07:00:00', '马俊', '合格']]);
    expect(refused).toMatchObject({ message: expect.stringMatching(/^文件导入失败/) });
    expect((await t.call<PageResult<unknown>>('GET', '/foodtrace/cleaning/list', { token: admin, query: { line: stopped } })).body.result.total).toBe(0);
  });

  it('refuses an end before its start', async () => {
    const res = (await t.call('POST', '/foodtrace/cleaning/add', { token: admin, body: cleaning('预处理线', '2026-04-01 08:00:00', '2026-04-01 07:00:00') })).body;
    expect(res.success).toBe(false);
  });

  it('checks a line before a run only for whoever may record runs, and refuses a malformed start', async () => {
    const password = 'Gate#pass-2026';
    await t.createUser('line_check_reader', password, ['foodtrace:process:list', 'foodtrace:process:queryById']);
    const reader = await t.login('line_check_reader', password);
    const query = { line: '预处理线', startTime: '2026-04-02 07:00:00' };
    expect((await t.call('GET', '/foodtrace/process/lineCheck', { token: reader, query })).status).toBe(403);
    await t.createUser('line_check_clerk', password, ['foodtrace:process:record']);
    const clerk = await t.login('line_check_clerk', password);
    expect((await t.call('GET', '/foodtrace/process/lineCheck', { token: clerk, query })).body.success).toBe(true);
    expect((await t.call('GET', '/foodtrace/process/lineCheck', { token: clerk, query: { ...query, startTime: '明天早上' } })).status).toBe(400);
  });

  it('is read and written only with its permissions', async () => {
    await expectListOnlyGate(t, '/foodtrace/cleaning', 'cleaning', cleaning('预处理线', '2026-04-01 06:00:00', '2026-04-01 07:00:00'));
    await expectListOnlyGate(t, '/foodtrace/productionLine', 'line', { name: '无权新增线', cleanHours: 24, status: 'ACTIVE' });
  });
});

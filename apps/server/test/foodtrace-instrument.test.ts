import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTRUMENT_TEXT, calibrationValidUntil, type DashboardSummary, type PageResult, type TraceReport } from '@foodtrace/contracts';
import { dateText } from '../src/modules/foodtrace/shared/wire.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { expectListOnlyGate, masterData, post, releasedRaw } from './foodtrace-fixture.ts';

type Instrument = { id: string; instrumentNo: string; name: string; lastDate: string; validUntil: string; status: string };

/** 计量器具: 有效期至 counted or kept, what is due (待检定, the home figure), and who may read it. */
describe.each(databaseTargets())('计量器具 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const day = (n: number) => dateText(Date.now() + n * 86_400_000, t.config.timeZone)!;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  // 计量器具 → 待检定 (listScope=due): in use, 有效期至 within 30 days or past
  const due = async () => (await t.call<PageResult<Instrument>>('GET', '/foodtrace/instrument/list', {
    token: admin, query: { listScope: 'due', pageSize: '100' },
  })).body.result.records;
  const add = (body: Record<string, unknown>) => t.call<Instrument>('POST', '/foodtrace/instrument/add', {
    token: admin, body: { name: '测试温度计', kind: 'MONITOR', method: 'CALIBRATE', status: 'IN_USE', ...body },
  });
  const edit = (id: string, changes: Record<string, unknown>) => t.call<Instrument>('PUT', '/foodtrace/instrument/edit', { token: admin, body: { id, ...changes } });

  it('lists the demo dairy\'s instruments due: the balance run out, the CCP thermometer and the weighbridge soon; not the scrapped pH meter', async () => {
    expect((await due()).map((i) => i.name)).toEqual(['电子分析天平', '巴氏杀菌机出口温度计', '收奶地磅']);
    // the scope is the rule itself: in use, and 有效期至 within 30 days or past
    const spelled = (await t.call<PageResult<Instrument>>('GET', '/foodtrace/instrument/list', { token: admin, query: { status: 'IN_USE', validUntil_end: day(30), pageSize: '100' } })).body.result.records;
    expect(spelled.map((i) => i.name)).toEqual((await due()).map((i) => i.name));
    const summary = (await t.call<DashboardSummary>('GET', '/foodtrace/dashboard/summary', { token: admin })).body.result;
    expect(summary.totals.instrumentsDue).toBe(3);
    // all of them, soonest first: the scrapped one too (its history), ahead of the rest
    const all = (await t.call<PageResult<Instrument>>('GET', '/foodtrace/instrument/list', { token: admin, query: { pageSize: '100' } })).body.result.records;
    expect(all).toHaveLength(14);
    expect(all[0]).toMatchObject({ instrumentNo: 'JL-HY-00', status: 'SCRAPPED' });
  });

  it('counts 有效期至 from the date and the cycle when left empty, again for a new certificate, and keeps one typed in', async () => {
    const lastDate = day(-10);
    const counted = (await add({ instrumentNo: 'T-CYCLE', lastDate, cycleMonths: 6 })).body;
    expect(counted.success, JSON.stringify(counted)).toBe(true);
    expect(counted.result.validUntil).toBe(calibrationValidUntil(lastDate, 6));
    // neither a day nor a cycle: refused
    expect((await add({ instrumentNo: 'T-NONE', lastDate })).body).toMatchObject({ success: false, message: INSTRUMENT_TEXT.noValidUntil });
    // a certificate's own day stands
    const typed = (await add({ instrumentNo: 'T-TYPED', lastDate, cycleMonths: 12, validUntil: day(100) })).body.result;
    expect(typed.validUntil).toBe(day(100));
    // a day before the calibration is refused, as any 不早于 rule
    expect((await add({ instrumentNo: 'T-BEFORE', lastDate, validUntil: day(-20) })).body.success).toBe(false);

    // a new certificate entered through the edit form, which sends the old 有效期至 back: counted again from the cycle
    const renewed = (await edit(counted.result.id, { lastDate: day(-1), validUntil: counted.result.validUntil })).body;
    expect(renewed.success, JSON.stringify(renewed)).toBe(true);
    expect(renewed.result.validUntil).toBe(calibrationValidUntil(day(-1), 6));
    // …unless a day is typed in for it
    expect((await edit(counted.result.id, { lastDate: day(-2), validUntil: day(90) })).body.result.validUntil).toBe(day(90));
    // other edits leave the day alone; clearing it counts it again
    expect((await edit(counted.result.id, { location: '杀菌间' })).body.result.validUntil).toBe(day(90));
    expect((await edit(counted.result.id, { validUntil: null })).body.result.validUntil).toBe(calibrationValidUntil(day(-2), 6));
    for (const id of [counted.result.id, typed.id]) await t.call('DELETE', '/foodtrace/instrument/delete', { token: admin, query: { id } });
  });

  it('counts an instrument due while in use, and not once it is stopped', async () => {
    const saved = (await add({ instrumentNo: 'T-DUE', lastDate: day(-370), validUntil: day(-5) })).body.result;
    expect((await due()).map((i) => i.instrumentNo)).toContain('T-DUE');
    const figure = async () => (await t.call<DashboardSummary>('GET', '/foodtrace/dashboard/summary', { token: admin })).body.result.totals.instrumentsDue;
    expect(await figure()).toBe(4);
    await edit(saved.id, { status: 'STOPPED' });
    expect((await due()).map((i) => i.instrumentNo)).not.toContain('T-DUE');
    expect(await figure()).toBe(3);
    await t.call('DELETE', '/foodtrace/instrument/delete', { token: admin, query: { id: saved.id } });
  });

  it('warns of a critical control point monitored by an instrument out of calibration on the day, and the trace report finds it', async () => {
    // the demo's routes name their thermometers
    const demoTech = (await t.call<PageResult<{ id: string }>>('GET', '/foodtrace/technology/list', { token: admin, query: { techCode: 'TECH-PM' } })).body.result.records[0];
    const demoSteps = (await t.call<Array<{ stepName: string; instrument: string | null }>>('GET', '/foodtrace/technology/steps', { token: admin, query: { technologyId: demoTech.id } })).body.result;
    expect(demoSteps.find((s) => s.stepName === '巴氏杀菌')?.instrument).toBe('巴氏杀菌机出口温度计（JL-SJ-02）');

    const m = await masterData(t, admin);
    const thermo = (await add({ instrumentNo: 'T-CCP', name: '杀菌温度计', ccp: '1', lastDate: '2025-03-10', cycleMonths: 12 })).body.result;
    expect(thermo.validUntil).toBe('2026-03-09');
    const tech = await post(t, admin, '/foodtrace/technology/add', { techName: '测试杀菌工艺', techCode: `T-CCP-${Date.now()}`, status: '1' });
    const saveSteps = (instrumentId: string) => t.call<Array<{ id: string; stepName: string; instrumentId: string | null; instrument: string | null }>>('POST', '/foodtrace/technology/saveSteps', {
      token: admin, body: { technologyId: tech.id, steps: [{ stepName: '巴氏杀菌', isCcp: true, hazard: '致病菌残存', params: [], instrumentId }, { stepName: '灌装', isCcp: false, params: [] }] },
    });
    expect((await saveSteps('no-such-instrument')).body).toMatchObject({ success: false, message: INSTRUMENT_TEXT.noInstrument });
    const steps = (await saveSteps(thermo.id)).body.result;
    expect(steps.map((s) => [s.stepName, s.instrumentId, s.instrument])).toEqual([['巴氏杀菌', thermo.id, '杀菌温度计（T-CCP）'], ['灌装', null, null]]);

    const run = async (day: string) => {
      const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
      return post<{ id: string; outputs: Array<{ id: string }>; lapsedMonitors: string[] }>(t, admin, '/foodtrace/process/record', {
        processNo: `PR${Date.now()}${Math.floor(Math.random() * 1000)}`, productId: m.milk.id, startTime: `${day} 08:00:00`, endTime: `${day} 12:00:00`,
        inputs: [{ lotId: raw.lotId, quantity: 20 }], outputs: [{ lotKind: 'FINISHED', quantity: 40 }],
        steps: steps.map((s, i) => ({ stepId: s.id, startTime: `${day} ${String(9 + i).padStart(2, '0')}:00:00`, params: [] })),
      });
    };
    // its last day is covered; the day after is not
    expect((await run('2026-03-09')).lapsedMonitors).toEqual([]);
    const lapsed = await run('2026-03-10');
    const lapse = { stepName: '巴氏杀菌', instrument: '杀菌温度计', instrumentNo: 'T-CCP', validUntil: '2026-03-09', day: '2026-03-10' };
    expect(lapsed.lapsedMonitors).toEqual([INSTRUMENT_TEXT.lapse(lapse)]);
    expect(INSTRUMENT_TEXT.lapse(lapse)).toBe('巴氏杀菌：杀菌温度计（T-CCP）有效期至 2026-03-09');
    expect((await t.call<{ lapsedMonitors: string[] }>('GET', '/foodtrace/process/detail', { token: admin, query: { id: lapsed.id } })).body.result.lapsedMonitors)
      .toEqual([INSTRUMENT_TEXT.lapse(lapse)]);
    const processNo = (await t.call<{ processNo: string }>('GET', '/foodtrace/process/queryById', { token: admin, query: { id: lapsed.id } })).body.result.processNo;
    const report = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: lapsed.outputs[0].id } })).body.result;
    expect(report.findings.filter((f) => f.includes('检定/校准'))).toEqual([INSTRUMENT_TEXT.finding(processNo, lapse)]);
    // an instrument deleted since is no longer judged
    await t.call('DELETE', '/foodtrace/instrument/delete', { token: admin, query: { id: thermo.id } });
    expect((await run('2026-03-11')).lapsedMonitors).toEqual([]);
  });

  it('is read and written only with its permissions', async () => {
    await expectListOnlyGate(t, '/foodtrace/instrument', 'instrument', { instrumentNo: 'T-X', name: 'x', kind: 'LAB', method: 'VERIFY', status: 'IN_USE', lastDate: day(-1), cycleMonths: 12 });
  });
});

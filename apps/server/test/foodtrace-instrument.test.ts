import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INSTRUMENT_TEXT, calibrationValidUntil, type DashboardSummary, type PageResult } from '@foodtrace/contracts';
import { dateText } from '../src/modules/foodtrace/shared/wire.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

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

  // what 计量器具 → 待检定 asks for: in use, 有效期至 within 30 days or past
  const due = async () => (await t.call<PageResult<Instrument>>('GET', '/foodtrace/instrument/list', {
    token: admin, query: { status: 'IN_USE', validUntil_end: day(30), pageSize: '100' },
  })).body.result.records;
  const add = (body: Record<string, unknown>) => t.call<Instrument>('POST', '/foodtrace/instrument/add', {
    token: admin, body: { name: '测试温度计', kind: 'MONITOR', method: 'CALIBRATE', status: 'IN_USE', ...body },
  });
  const edit = (id: string, changes: Record<string, unknown>) => t.call<Instrument>('PUT', '/foodtrace/instrument/edit', { token: admin, body: { id, ...changes } });

  it('lists the demo dairy\'s instruments due: the balance run out, the CCP thermometer and the weighbridge soon; not the scrapped pH meter', async () => {
    expect((await due()).map((i) => i.name)).toEqual(['电子分析天平', '巴氏杀菌机出口温度计', '收奶地磅']);
    const summary = (await t.call<DashboardSummary>('GET', '/foodtrace/dashboard/summary', { token: admin })).body.result;
    expect(summary.totals.instrumentsDue).toBe(3);
    // all of them, soonest first: the scrapped one too (its history), ahead of the rest
    const all = (await t.call<PageResult<Instrument>>('GET', '/foodtrace/instrument/list', { token: admin, query: { pageSize: '100' } })).body.result.records;
    expect(all).toHaveLength(13);
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

  it('is read and written only with its permissions', async () => {
    await t.createUser('instrument_none', 'Instrument#pass-1');
    const none = await t.login('instrument_none', 'Instrument#pass-1');
    expect((await t.call('GET', '/foodtrace/instrument/list', { token: none })).status).toBe(403);
    await t.createUser('instrument_reader', 'Instrument#pass-1', ['foodtrace:instrument:list']);
    const reader = await t.login('instrument_reader', 'Instrument#pass-1');
    expect((await t.call('GET', '/foodtrace/instrument/list', { token: reader })).status).toBe(200);
    const write = await t.call('POST', '/foodtrace/instrument/add', { token: reader, body: { instrumentNo: 'T-X', name: 'x', kind: 'LAB', method: 'VERIFY', status: 'IN_USE', lastDate: day(-1), cycleMonths: 12 } });
    expect(write.status).toBe(403);
  });
});

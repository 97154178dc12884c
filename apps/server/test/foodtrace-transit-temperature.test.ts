import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FT_PERMS, TRANSIT_STATE, TRANSIT_TEXT, lotReachText, type ListByUserResult, type TraceReport, type TraceResult, type TransitImportAnswer, type TransitTemperature } from '@foodtrace/contracts';
import { databaseTargets, eventually, startApp, type TestApp } from './harness.ts';
import { inspect, intake, lotDetail, masterData, post, processRun, releasedFinished, releasedRaw, ship, type Master } from './foodtrace-fixture.ts';
import { multipart } from './multipart.ts';
import { xlsx } from './workbook.ts';

const pad = (n: number) => String(n).padStart(2, '0');
/** The wall time `minutes` after the fixture's shipments leave (2026-03-05 09:00). */
const at = (minutes: number) => {
  const d = new Date(Date.UTC(2026, 2, 5, 9, 0) + minutes * 60_000);
  return `${d.getUTCFullYear()}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:00`;
};

/** A logger's CSV as it exports it: device lines, the header, a reading every 10 minutes from 30 minutes before loading, a summary line. */
const LOGGER_CSV = [
  '\uFEFF设备编号,TL-20 8801', '车牌号,浙A10086', '',
  '记录时间,温度1(℃),温度2(℃),湿度(%RH)',
  // two probes; the first warms up to 7.8 ℃ between 01:10 and 01:30 after loading (the door left open)
  ...[9.5, 7, 5].map((c, i) => `${at(-30 + i * 10)},${c},${c},60`),
  ...Array.from({ length: 19 }, (_, i) => {
    const m = i * 10;
    const first = m === 70 ? 6.9 : m === 80 ? 7.8 : 4 + (i % 3) / 2;
    return `${at(m)},${first},${3.5 + (i % 2) / 2},58`;
  }),
  '最高温度,7.8,,', '',
].join('\r\n');

describe.each(databaseTargets())('在途温度 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  let shipmentId: string;
  let shipmentNo: string;
  let lotId: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin); // 冷藏 2–6℃
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const run = await processRun(t, admin, m.milk.id, [[raw.lotId, 20]], [{ lotKind: 'FINISHED', quantity: 50 }]);
    await inspect(t, admin, run.outputs[0].id, 'PASS');
    lotId = run.outputs[0].id;
    const shipped = await ship(t, admin, m.retailer.id, [[lotId, 10]]);
    shipmentId = shipped.body.result.id;
    shipmentNo = (await t.call<{ shipmentNo: string }>('GET', '/foodtrace/outputwarehouse/queryById', { token: admin, query: { id: shipmentId } })).body.result.shipmentNo;
    // an inspector, who records inspections and is told of a warm trip; and a warehouse clerk, who is not
    await t.createUser('transit_qa', 'Quality#pass-1', [FT_PERMS.checkoutRecord]);
    await t.createUser('transit_clerk', 'Clerk#pass-1', ['foodtrace:outputwarehouse:queryById']);
  });
  afterAll(async () => { await t?.close(); });

  const upload = async (fileName: string, value: Buffer | string, token = admin, id = shipmentId, record = 'outputwarehouse') => {
    const form = multipart([{ name: 'id', value: id }, { name: 'file', fileName, value }]);
    const res = await t.app.inject({ method: 'POST', url: `${t.config.apiBase}/foodtrace/${record}/transit/import`, payload: form.payload, headers: { ...form.headers, 'x-access-token': token } });
    return { status: res.statusCode, body: res.json() as { success: boolean; message: string; code: number; result: TransitImportAnswer } };
  };
  const transit = async () => (await t.call<TransitTemperature>('GET', '/foodtrace/outputwarehouse/transit', { token: admin, query: { id: shipmentId } })).body.result;

  it('names the shipment in the operation log of its recording', async () => {
    const logged = await eventually(
      () => t.ctx.db.selectFrom('sysLog').select('logContent').where('logContent', '=', `登记发货「${shipmentNo}」：成功`).execute(), (rows) => rows.length === 1);
    expect(logged).toHaveLength(1);
  });

  it('reads a logger\'s CSV, judges its readings from the loading on against 冷藏 2–6℃, and finds the warm spell', async () => {
    expect(await transit()).toMatchObject({ verdict: 'NONE', count: 0, condition: 'CHILLED', conditionText: '冷藏 2–6℃', limits: { min: 2, max: 6 }, lot: null });
    const res = await upload('TL-20_8801.csv', LOGGER_CSV);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, result: { added: 44, duplicates: 0, skipped: 1, outsideWindow: 0 } });
    expect(res.body.message).toBe('已导入 44 条温度读数；1 行无法识别时间或温度，已跳过');
    const r = await transit();
    expect(r).toMatchObject({
      verdict: 'EXCURSION', count: 44, judged: 38, firstTime: '2026-03-05 08:30:00', lastTime: '2026-03-05 12:00:00', kind: 'SHIPMENT', atTime: '2026-03-05 09:00:00',
      min: 3.5, max: 7.8, outsideMinutes: 20,
      excursions: [{ probe: '温度1', from: '2026-03-05 10:10:00', to: '2026-03-05 10:30:00', minutes: 20, readings: 2, peak: 7.8 }], gaps: [],
    });
    // the truck's cool-down before loading (9.5 ℃) is drawn, not judged
    expect(r.series.map((s) => [s.probe, s.points.length, s.points[0][1]])).toEqual([['温度1', 22, 9.5], ['温度2', 22, 9.5]]);
  });

  it('keeps on the shipment what its readings show, for its list to show and search by, and judges again when 发货时间 moves', async () => {
    const header = async () => (await t.call<{ transitState: string; transitState_dictText: string; transitOutsideMinutes: number | null }>('GET', '/foodtrace/outputwarehouse/queryById', { token: admin, query: { id: shipmentId } })).body.result;
    expect(await header()).toMatchObject({ transitState: 'EXCURSION', transitState_dictText: '超温待评估', transitOutsideMinutes: 20 });
    const list = async (transitState: string) => (await t.call<{ records: Array<{ id: string }> }>('GET', '/foodtrace/outputwarehouse/list', { token: admin, query: { transitState, pageSize: '100' } })).body.result.records.map((r) => r.id);
    expect(await list('EXCURSION')).toContain(shipmentId);
    // the trace workbench's shipment node says it too
    const trace = (await t.call<TraceResult>('GET', '/foodtrace/trace/forward', { token: admin, query: { lotId } })).body.result;
    expect(trace.nodes.find((n) => n.id === `shipment:${shipmentId}`)?.data).toMatchObject({ transitState: 'EXCURSION', transitOutsideMinutes: 20 });
    expect(await list('WITHIN')).not.toContain(shipmentId);
    // had the truck left at 10:40, the warm spell before it would be the cooling down, not the trip
    const edit = (shippedTime: string) => t.call('PUT', '/foodtrace/outputwarehouse/edit', { token: admin, body: { id: shipmentId, shippedTime } });
    expect((await edit('2026-03-05 10:40:00')).body.success).toBe(true);
    expect(await header()).toMatchObject({ transitState: 'WITHIN', transitOutsideMinutes: 0 });
    expect((await transit()).verdict).toBe('WITHIN');
    expect((await edit('2026-03-05 09:00:00')).body.success).toBe(true);
    expect(await header()).toMatchObject({ transitState: 'EXCURSION', transitOutsideMinutes: 20 });
    // a shipment of a product kept at room temperature has nothing to judge its readings by
    const ambient = await post(t, admin, '/foodtrace/product/add', { name: '常温酸奶', productTypeId: m.type.id, unit: 'box', storageCondition: 'AMBIENT', shelfLifeDays: 90 });
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 40);
    const run = await processRun(t, admin, ambient.id, [[raw.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 20 }]);
    await inspect(t, admin, run.outputs[0].id, 'PASS');
    const other = (await ship(t, admin, m.retailer.id, [[run.outputs[0].id, 5]], { loadTemperature: null })).body.result.id;
    expect((await upload('ambient.csv', LOGGER_CSV, admin, other)).body.success).toBe(true);
    expect((await t.call<{ transitState: string }>('GET', '/foodtrace/outputwarehouse/queryById', { token: admin, query: { id: other } })).body.result.transitState).toBe('UNJUDGED');
    expect((await t.call<TransitTemperature>('GET', '/foodtrace/outputwarehouse/transit', { token: admin, query: { id: other } })).body.result)
      .toMatchObject({ verdict: 'UNJUDGED', condition: null, limits: null, excursions: [], outsideMinutes: 0 });
  });

  it('tells the inspectors once, in their bell, what the trip showed and where to look', async () => {
    const bell = async (user: string, password: string) => (await t.call<ListByUserResult>('GET', '/sys/annountCement/listByUser', { token: await t.login(user, password) })).body.result;
    const title = `在途温度超标：出库单 ${shipmentNo}`;
    const item = (await bell('transit_qa', 'Quality#pass-1')).sysMsgList.find((a) => a.titile === title);
    expect(item, 'in the inspector\'s bell').toBeTruthy();
    expect((await bell('transit_clerk', 'Clerk#pass-1')).sysMsgList.some((a) => a.titile === title)).toBe(false);
    const detail = (await t.call<{ msgContent: string; openType: string; openPage: string; priority: string }>('GET', '/sys/annountCement/queryById', { token: admin, query: { id: item!.id } })).body.result;
    expect(detail).toMatchObject({ openType: 'url', openPage: `/foodtrace/outputwarehouse?id=${shipmentId}`, priority: 'H' });
    expect(detail.msgContent).toContain('在途温度超出贮存条件（冷藏 2–6℃）累计 20 分钟，最高 7.8 ℃');
    expect(detail.msgContent).toContain('收货客户：测试超市');
    // the same trip imported again is no news
    await upload('TL-20_8801.csv', LOGGER_CSV);
    const sent = await t.ctx.db.selectFrom('sysAnnouncement' as never).select('id' as never).where('titile' as never, '=', title as never).execute();
    expect(sent).toHaveLength(1);
  });

  it('adds nothing twice, and keeps to the trip: 12 hours before loading to 15 days after', async () => {
    expect((await upload('again.csv', LOGGER_CSV)).body.result).toEqual({ added: 0, duplicates: 44, skipped: 1, outsideWindow: 0 });
    // 日期 and 时间 in two columns, in GBK as Chinese logger software writes it: 日期,时间,温度
    const header = Buffer.from([0xC8, 0xD5, 0xC6, 0xDA, 0x2C, 0xCA, 0xB1, 0xBC, 0xE4, 0x2C, 0xCE, 0xC2, 0xB6, 0xC8]);
    const celsius = Buffer.from([0xA1, 0xE6]); // ℃
    const gbk = Buffer.concat([header, Buffer.from('\n2026/3/5,12:10,4.4\n2026/3/5,12:20,4.6'), celsius, Buffer.from('\n2026/3/25,08:00,4.0\n2026/3/4,06:00,4.0\n')]);
    const res = await upload('logger-gbk.csv', gbk);
    expect(res.body.result).toEqual({ added: 2, duplicates: 0, skipped: 0, outsideWindow: 2 });
    expect(res.body.message).toContain('2 条不在发货前 12 小时至发货后 15 天之内，未导入');
    expect((await transit()).series.find((s) => s.probe === '温度')?.points.map((p) => p[1])).toEqual([4.4, 4.6]);
  });

  it('reads a workbook with real times, and tells a logger that stopped for more than an hour', async () => {
    // the second time as the bare serial number a cell keeps when it loses its date format (2026-03-05 14:30)
    const book = await xlsx([['Date Time', 'Temperature(°C)'], [new Date(Date.UTC(2026, 2, 5, 13, 0)), 4.2], [46_086 + 14.5 / 24, 4.8]]);
    expect((await upload('export.xlsx', book)).body.result).toMatchObject({ added: 2 });
    const r = await transit();
    expect(r.gaps).toEqual([{ probe: '温度', from: '2026-03-05 13:00:00', to: '2026-03-05 14:30:00', minutes: 90 }]);
  });

  it('refuses a file that is no logger export, naming what it expects', async () => {
    expect((await upload('notes.txt', 'hello')).body).toMatchObject({ success: false, message: TRANSIT_TEXT.badType('notes.txt') });
    expect((await upload('report.csv', '车辆,司机\n浙A10086,张三\n')).body).toMatchObject({ success: false, message: TRANSIT_TEXT.noColumns('report.csv') });
    expect((await upload('empty.csv', '时间,温度\n未记录,--\n')).body).toMatchObject({ success: false, message: TRANSIT_TEXT.noReadings('empty.csv') });
    expect((await upload('fake.xlsx', 'not a workbook')).body).toMatchObject({ success: false, message: TRANSIT_TEXT.badType('fake.xlsx') });
    expect((await upload('TL.csv', LOGGER_CSV, admin, 'no-such-shipment')).body).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('puts the warm spell in the lot\'s trace report, and the trip\'s range beside its loading temperature', async () => {
    const report = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId } })).body.result;
    expect(report.findings).toContain(`出库单 ${shipmentNo} 在途温度超出贮存条件（冷藏 2–6℃）累计 20 分钟，最高 7.8 ℃（2026-03-05 10:10:00 起）`);
    expect(report.shipments).toEqual([expect.objectContaining({ shipmentNo, loadTemperature: '4 ℃', transit: '3.5–7.8 ℃，超温 20 分钟' })]);
  });

  it('exports the trip to EPCIS as the range of its readings beside the loading temperature, valid against GS1\'s schema', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/foodtrace/trace/epcis`, query: { lotId }, headers: { 'x-access-token': admin } });
    const doc = res.json() as { epcisBody: { eventList: Array<{ bizStep?: string; sensorElementList?: unknown[] }> } };
    const ajv = new Ajv({ allErrors: true, strict: false });
    addFormats(ajv);
    const validate = ajv.compile(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'fixtures/EPCIS-JSON-Schema.json'), 'utf8')));
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    expect(doc.epcisBody.eventList.find((e) => e.bizStep === 'shipping')?.sensorElementList).toEqual([
      { sensorMetadata: { time: expect.stringMatching(/^2026-03-05T09:00:00/) }, sensorReport: [{ type: 'Temperature', value: 4, uom: 'CEL' }] },
      {
        sensorMetadata: { startTime: expect.stringMatching(/^2026-03-05T09:00:00/), endTime: expect.stringMatching(/^2026-03-05T14:30:00/) },
        sensorReport: [{ type: 'Temperature', minValue: 3.5, maxValue: 7.8, meanValue: expect.any(Number), uom: 'CEL' }],
      },
    ]);
  });

  it('clears the readings of a wrong file, keeping them on record as deleted', async () => {
    const res = await t.call<{ count: number }>('POST', '/foodtrace/outputwarehouse/transit/clear', { token: admin, body: { id: shipmentId } });
    expect(res.body).toMatchObject({ success: true, result: { count: 48 }, message: TRANSIT_TEXT.cleared(48) });
    expect(await transit()).toMatchObject({ verdict: 'NONE', count: 0, excursions: [] });
    expect((await t.call<{ transitState: string }>('GET', '/foodtrace/outputwarehouse/queryById', { token: admin, query: { id: shipmentId } })).body.result.transitState).toBe('NONE');
    const kept = await t.ctx.db.selectFrom('ftTripReading' as never).select(['delFlag', 'updateBy'] as never).where('tripId' as never, '=', shipmentId as never).execute() as Array<{ delFlag: number; updateBy: string }>;
    expect(kept).toHaveLength(48);
    expect(kept.every((k) => Number(k.delFlag) === 1 && k.updateBy === 'admin')).toBe(true);
    expect((await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId } })).body.result.shipments[0].transit).toBeNull();
  });

  it('lets a reader of shipments see the readings, and only a holder of the code import or clear them', async () => {
    await t.createUser('transit_reader', 'Reader#pass-1', ['foodtrace:outputwarehouse:queryById']);
    const reader = await t.login('transit_reader', 'Reader#pass-1');
    expect((await t.call('GET', '/foodtrace/outputwarehouse/transit', { token: reader, query: { id: shipmentId } })).body.success).toBe(true);
    const denied = await upload('TL.csv', LOGGER_CSV, reader);
    expect([denied.status, denied.body.code]).toEqual([403, 510]);
    expect((await t.call('POST', '/foodtrace/outputwarehouse/transit/clear', { token: reader, body: { id: shipmentId } })).status).toBe(403);
    await t.createUser('transit_loader', 'Loader#pass-1', [FT_PERMS.shipmentTransit]);
    const loader = await t.login('transit_loader', 'Loader#pass-1');
    expect((await upload('TL.csv', LOGGER_CSV, loader)).body).toMatchObject({ success: true, result: { added: 44 } });
    const readings = await post<TransitTemperature>(t, admin, '/foodtrace/outputwarehouse/transit/clear', { id: shipmentId });
    expect(readings).toEqual({ count: 44 });
  });

  it('judges a shipment again when a product it carries is given its 贮存条件 after the truck\'s file came in, and tells the inspectors', async () => {
    const dessert = await post(t, admin, '/foodtrace/product/add', { name: '测试奶冻', productTypeId: m.type.id, unit: 'bottle', shelfLifeDays: 7 });
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 50);
    const out = (await processRun(t, admin, dessert.id, [[raw.lotId, 5]], [{ lotKind: 'FINISHED', quantity: 20 }])).outputs[0];
    await inspect(t, admin, out.id, 'PASS');
    const sent = (await ship(t, admin, m.retailer.id, [[out.id, 10]])).body.result.id;
    const no = (await t.call<{ shipmentNo: string }>('GET', '/foodtrace/outputwarehouse/queryById', { token: admin, query: { id: sent } })).body.result.shipmentNo;
    const state = async () => (await t.call<{ transitState: string }>('GET', '/foodtrace/outputwarehouse/queryById', { token: admin, query: { id: sent } })).body.result.transitState;
    const told = () => t.ctx.db.selectFrom('sysAnnouncement' as never).select('id' as never).where('titile' as never, '=', `在途温度超标：出库单 ${no}` as never).execute();
    expect((await upload('TL-20_8801.csv', LOGGER_CSV, admin, sent)).body.success).toBe(true);
    expect(await state()).toBe(TRANSIT_STATE.unjudged);
    expect((await t.call('PUT', '/foodtrace/product/edit', { token: admin, body: { id: dessert.id, storageCondition: 'CHILLED' } })).body)
      .toMatchObject({ success: true, message: expect.stringContaining(TRANSIT_TEXT.awaitingReview('SHIPMENT', [no])) });
    expect(await state()).toBe(TRANSIT_STATE.excursion);
    expect(await eventually(told, (rows) => rows.length === 1)).toHaveLength(1);
    expect((await t.call('PUT', '/foodtrace/product/edit', { token: admin, body: { id: dessert.id, storageCondition: 'AMBIENT' } })).body.success).toBe(true);
    expect(await state()).toBe(TRANSIT_STATE.unjudged);
  });

  it('carries a decision to recall out from the trip: its lots not yet recalled, with the finding as the reason and the decision\'s time', async () => {
    const out = (await releasedFinished(t, admin, m, [30]))[0];
    const sent = (await ship(t, admin, m.retailer.id, [[out.id, 10]])).body.result.id;
    const trip = async () => (await t.call<TransitTemperature>('GET', '/foodtrace/outputwarehouse/transit', { token: admin, query: { id: sent } })).body.result;
    expect((await upload('TL-20_8801.csv', LOGGER_CSV, admin, sent)).body.success).toBe(true);
    expect((await trip()).recall).toBeNull(); // nothing decided yet
    await post(t, admin, '/foodtrace/outputwarehouse/transit/review', { id: sent, resolution: 'RECALL', note: '客户冷柜同期故障' });
    const decided = await trip();
    expect(decided.recall).toEqual({
      lots: [{ id: out.id, lotNo: out.lotNo }], learnedTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/),
      reason: expect.stringMatching(/在途温度超出贮存条件（冷藏 2–6℃）累计 20 分钟.*已评估：启动召回，客户冷柜同期故障/),
    });
    // started from there: nothing is left to recall
    await post(t, admin, '/foodtrace/lot/recall', { lotId: out.id, reason: decided.recall!.reason, level: '3', learnedTime: decided.recall!.learnedTime });
    expect((await trip()).recall).toEqual({ ...decided.recall, lots: [] });
  });

  describe('of a raw material\'s delivery', () => {
    /** The wall time `minutes` after the tanker is received (2026-03-05 06:00). */
    const rx = (minutes: number) => at(minutes - 180);
    /**
     * The tanker's logger from the end of collection (03:00) to its emptying (06:30), every 10 minutes: its cooling
     * failed at 04:00–04:20 (7.2, 7.5 ℃); the emptied tank warms after 06:00 (not the milk's any more); and one
     * line of a day before the trip's window.
     */
    const TANKER_CSV = ['日期时间,罐温(℃)', '2026-03-01 06:00,4.0', ...Array.from({ length: 22 }, (_, i) => {
      const m = i * 10;
      return `${rx(-180 + m)},${m === 60 ? 7.2 : m === 70 ? 7.5 : m > 180 ? 8 + i / 10 : 3.6 + (i % 3) / 5}`;
    })].join('\n');
    let chilledMilkId: string;
    let putinId: string;
    let putinNo: string;
    let rawLotId: string;
    let rawLotNo: string;
    const finding = () => `原料入库单 ${putinNo}（原料批次 ${rawLotNo}）在途温度超出贮存条件（冷藏 2–6℃）累计 20 分钟，最高 7.5 ℃（2026-03-05 04:00:00 起）`;
    const tanker = async (id = putinId) => (await t.call<TransitTemperature>('GET', '/foodtrace/crudePutin/transit', { token: admin, query: { id } })).body.result;
    const header = async () => (await t.call<{ transitState: string; transitState_dictText: string; transitOutsideMinutes: number | null }>('GET', '/foodtrace/crudePutin/queryById', { token: admin, query: { id: putinId } })).body.result;

    beforeAll(async () => {
      const chilledMilk = await post(t, admin, '/foodtrace/crude/add', { name: '冷藏生鲜乳', crudeCode: `CM${Date.now() % 1_000_000}`, category: 'RAW', unit: 'kg', needInspection: '1', storageCondition: 'CHILLED' });
      chilledMilkId = chilledMilk.id;
      const row = await intake(t, admin, chilledMilk.id, m.farmA.id, 8000, { receivedTime: '2026-03-05 06:00:00', temperature: 4.1 });
      [putinId, rawLotId, rawLotNo] = [row.id, row.lotId, row.lotNo];
      putinNo = (await t.call<{ putinNo: string }>('GET', '/foodtrace/crudePutin/queryById', { token: admin, query: { id: putinId } })).body.result.putinNo;
      await t.createUser('intake_reader', 'Reader#pass-1', ['foodtrace:crudePutin:queryById']);
    });

    it('reads the tanker\'s logger, judging its readings until the milk is received, and keeps to 72 hours before to 2 hours after', async () => {
      expect(await tanker()).toMatchObject({ kind: 'INTAKE', atTime: '2026-03-05 06:00:00', verdict: 'NONE', count: 0, condition: 'CHILLED', limits: { min: 2, max: 6 } });
      const res = await upload('tanker.csv', TANKER_CSV, admin, putinId, 'crudePutin');
      expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, result: { added: 22, duplicates: 0, skipped: 0, outsideWindow: 1 } });
      expect(res.body.message).toBe('已导入 22 条温度读数；1 条不在收货前 72 小时至收货后 2 小时之内，未导入');
      expect(await tanker()).toMatchObject({
        verdict: 'EXCURSION', count: 22, judged: 19, firstTime: '2026-03-05 03:00:00', lastTime: '2026-03-05 06:30:00', max: 7.5, outsideMinutes: 20,
        excursions: [{ probe: '温度', from: '2026-03-05 04:00:00', to: '2026-03-05 04:20:00', minutes: 20, readings: 2, peak: 7.5 }],
        // waiting for its inspection, nothing has been made of it yet
        lot: { id: rawLotId, lotNo: rawLotNo, status: 'PENDING_QC', reach: null },
      });
      expect(await header()).toMatchObject({ transitState: 'EXCURSION', transitState_dictText: '超温待评估', transitOutsideMinutes: 20 });
      const listed = async (transitState: string) => (await t.call<{ records: Array<{ id: string }> }>('GET', '/foodtrace/crudePutin/list', { token: admin, query: { transitState, pageSize: '100' } })).body.result.records.map((r) => r.id);
      expect(await listed('EXCURSION')).toContain(putinId);
      expect(await listed('WITHIN')).not.toContain(putinId);
    });

    it('warns whoever inspects the raw lot, and tells the inspectors in their bell, opening the intake', async () => {
      const warnings = (await t.call<{ intakeTransit: string | null; intakeTemperature: string | null }>('GET', '/foodtrace/checkout/lotWarnings', { token: admin, query: { lotId: rawLotId } })).body.result;
      expect(warnings).toMatchObject({ intakeTransit: finding(), intakeTemperature: null });
      const qa = await t.login('transit_qa', 'Quality#pass-1');
      const title = `在途温度超标：原料入库单 ${putinNo}（原料批次 ${rawLotNo}）`;
      const item = (await t.call<ListByUserResult>('GET', '/sys/annountCement/listByUser', { token: qa })).body.result.sysMsgList.find((a) => a.titile === title);
      expect(item, 'in the inspector\'s bell').toBeTruthy();
      const detail = (await t.call<{ msgContent: string; openPage: string }>('GET', '/sys/annountCement/queryById', { token: admin, query: { id: item!.id } })).body.result;
      expect(detail.openPage).toBe(`/foodtrace/crudePutin?id=${putinId}`);
      expect(detail.msgContent).toContain('供应商：测试牧场 A');
      expect(detail.msgContent).toContain('该批原料待检验：请登记评估结论，并在登记质检时决定是否接收');
      expect(detail.msgContent).not.toContain('去向');
    });

    it('puts the delivery\'s readings in the raw lot\'s trace report and its EPCIS receiving event', async () => {
      const report = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: rawLotId } })).body.result;
      expect(report.findings).toContain(finding());
      expect(report.sources).toEqual([expect.objectContaining({ putinNo, temperature: '4.1 ℃', transit: '3.6–7.5 ℃，超温 20 分钟' })]);
      const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/foodtrace/trace/epcis`, query: { lotId: rawLotId }, headers: { 'x-access-token': admin } });
      const events = (res.json() as { epcisBody: { eventList: Array<{ bizStep?: string; sensorElementList?: Array<{ sensorReport: unknown[] }> }> } }).epcisBody.eventList;
      expect(events.find((e) => e.bizStep === 'receiving')?.sensorElementList?.map((s) => s.sensorReport)).toEqual([
        [{ type: 'Temperature', value: 4.1, uom: 'CEL' }],
        [{ type: 'Temperature', minValue: 3.6, maxValue: 7.5, meanValue: expect.any(Number), uom: 'CEL' }],
      ]);
      // the trace workbench's raw lot says it under its intake
      const trace = (await t.call<TraceResult>('GET', '/foodtrace/trace/forward', { token: admin, query: { lotId: rawLotId } })).body.result;
      expect((trace.nodes.find((n) => n.id === `lot:${rawLotId}`)?.data as { intake: unknown }).intake).toMatchObject({ transitState: 'EXCURSION', transitOutsideMinutes: 20 });
    });

    it('judges again when 收货时间 moves: received at 03:50, the warm spell is after it', async () => {
      const edit = (receivedTime: string) => t.call('PUT', '/foodtrace/crudePutin/edit', { token: admin, body: { id: putinId, receivedTime } });
      expect((await edit('2026-03-05 03:50:00')).body.success).toBe(true);
      expect(await header()).toMatchObject({ transitState: 'WITHIN', transitOutsideMinutes: 0 });
      expect((await t.call<{ intakeTransit: string | null }>('GET', '/foodtrace/checkout/lotWarnings', { token: admin, query: { lotId: rawLotId } })).body.result.intakeTransit).toBeNull();
      expect((await edit('2026-03-05 06:00:00')).body.success).toBe(true);
      expect(await header()).toMatchObject({ transitState: 'EXCURSION', transitOutsideMinutes: 20 });
    });

    it('records the quality department\'s 评估结论, by whoever records inspections, until a later file reopens it', async () => {
      const review = (token: string, body: Record<string, unknown>) => t.call('POST', '/foodtrace/crudePutin/transit/review', { token, body: { id: putinId, ...body } });
      const decided = { resolution: 'EXTRA_TEST', note: '加检菌落总数、嗜冷菌合格' };
      // the one the message told decides; a reader of intakes, or the one who imports readings, does not
      expect((await review(await t.login('intake_reader', 'Reader#pass-1'), decided)).status).toBe(403);
      expect((await review(await t.login('transit_loader', 'Loader#pass-1'), decided)).status).toBe(403);
      const qa = await t.login('transit_qa', 'Quality#pass-1');
      expect((await review(qa, { resolution: 'FINE' })).status).toBe(400);
      expect((await review(qa, decided)).body).toMatchObject({ success: true, message: '评估结论已登记' });
      expect((await tanker()).review).toMatchObject({ resolution: 'EXTRA_TEST', resolutionText: '加检合格后放行或继续销售', note: '加检菌落总数、嗜冷菌合格', by: expect.any(String) });
      // the list tells it from the excursions still waiting (超温待评估: the quality department's worklist)
      expect(await header()).toMatchObject({ transitState: 'REVIEWED', transitState_dictText: '超温已评估', transitOutsideMinutes: 20 });
      const listed = async (transitState: string) => (await t.call<{ records: Array<{ id: string }> }>('GET', '/foodtrace/crudePutin/list', { token: admin, query: { transitState, pageSize: '100' } })).body.result.records.map((r) => r.id);
      expect([await listed('REVIEWED'), await listed('EXCURSION')]).toEqual([expect.arrayContaining([putinId]), expect.not.arrayContaining([putinId])]);
      const settled = `${finding()}；已评估：加检合格后放行或继续销售，加检菌落总数、嗜冷菌合格（`;
      const warning = async () => (await t.call<{ intakeTransit: string | null }>('GET', '/foodtrace/checkout/lotWarnings', { token: admin, query: { lotId: rawLotId } })).body.result.intakeTransit;
      expect(await warning()).toContain(settled);
      const report = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: rawLotId } })).body.result;
      expect(report.findings.find((f) => f.startsWith(finding()))).toContain(settled);
      // a second probe's file, imported after the decision, is news it did not weigh
      await new Promise((r) => setTimeout(r, 5));
      expect((await upload('probe2.csv', `日期时间,温度2(℃),温度3(℃)\n${rx(-30)},4.2,4.4\n`, admin, putinId, 'crudePutin')).body.result).toMatchObject({ added: 2 });
      expect((await tanker()).review).toBeNull();
      expect(await warning()).toBe(finding());
      expect(await header()).toMatchObject({ transitState: 'EXCURSION', transitState_dictText: '超温待评估' });
      // a trip within its limits has nothing to decide
      const within = await intake(t, admin, m.rawMilk.id, m.farmA.id, 100, { receivedTime: '2026-03-05 06:00:00' });
      expect((await t.call('POST', '/foodtrace/crudePutin/transit/review', { token: qa, body: { id: within.id, ...decided } })).body).toMatchObject({ success: false, message: TRANSIT_TEXT.notOutside });
    });

    it('holds the raw lot\'s release until a 评估结论 that does not turn the delivery away is on record; a fail is never held', async () => {
      const warm = async () => {
        const row = await intake(t, admin, chilledMilkId, m.farmA.id, 500, { receivedTime: '2026-03-05 06:00:00', temperature: 4.1 });
        expect((await upload('tanker.csv', TANKER_CSV, admin, row.id, 'crudePutin')).body.result).toMatchObject({ added: 22 });
        const no = (await t.call<{ putinNo: string }>('GET', '/foodtrace/crudePutin/queryById', { token: admin, query: { id: row.id } })).body.result.putinNo;
        return { ...row, putinNo: no };
      };
      const hold = async (lotId: string) => (await t.call<{ intakeTransitHold: string | null }>('GET', '/foodtrace/checkout/lotWarnings', { token: admin, query: { lotId } })).body.result.intakeTransitHold;
      const judge = (lotId: string, result: 'PASS' | 'FAIL') => t.call<{ lotStatus: string }>('POST', '/foodtrace/checkout/record', { token: admin, body: {
        checkoutNo: `QC${Date.now()}${result}`, lotId, stage: 'INCOMING', result, inspector: '王质检', inspectedTime: '2026-03-05 09:00:00', isPublic: '1',
        items: [{ itemName: '菌落总数', standardLimit: '≤2×10⁶', unit: 'CFU/mL', measuredValue: result === 'PASS' ? '5×10⁴' : '3×10⁶', passed: result === 'PASS' }],
      } });
      const review = (id: string, resolution: string) => post(t, admin, '/foodtrace/crudePutin/transit/review', { id, resolution, note: '测试' });
      // waiting for its decision: a pass is refused, as 登记检验 says before anyone tries
      const a = await warm();
      expect(await hold(a.lotId)).toBe('PENDING');
      expect((await judge(a.lotId, 'PASS')).body).toMatchObject({ success: false, message: TRANSIT_TEXT.releaseRefused('PENDING', a.lotNo, a.putinNo, '') });
      // decided 拒收: still refused, saying why; a later decision to accept it lets it pass
      await review(a.id, 'REJECTED');
      expect(await hold(a.lotId)).toBe('REFUSED');
      expect((await judge(a.lotId, 'PASS')).body.message).toBe(`原料批次 ${a.lotNo} 的原料入库单 ${a.putinNo} 在途温度超标的评估结论为“拒收退回或停止销售”，不能判定合格放行`);
      await new Promise((r) => setTimeout(r, 5));
      await review(a.id, 'ACCEPTABLE');
      expect(await hold(a.lotId)).toBeNull();
      expect((await judge(a.lotId, 'PASS')).body).toMatchObject({ success: true, result: { lotStatus: 'RELEASED' } });
      // judging it 不合格 needs no decision first
      const b = await warm();
      expect((await judge(b.lotId, 'FAIL')).body).toMatchObject({ success: true, result: { lotStatus: 'REJECTED' } });
      // nor is a recorded 不合格 corrected to 合格 while it waits (质检记录 → 编辑)
      const c = await warm();
      const judged = await inspect(t, admin, c.lotId, 'FAIL', { stage: 'INCOMING', inspectedTime: '2026-03-05 09:00:00', items: [{ itemName: '感官', passed: true }] });
      expect((await t.call('PUT', '/foodtrace/checkout/edit', { token: admin, body: { id: judged.id, result: 'PASS' } })).body)
        .toMatchObject({ success: false, message: TRANSIT_TEXT.releaseRefused('PENDING', c.lotNo, c.putinNo, '') });
    });

    it('holds a material taken in without inspection once its logger shows the delivery warm: nothing is drawn from it until it is weighed', async () => {
      const uninspected = await post(t, admin, '/foodtrace/crude/add', { name: '冷藏稀奶油', crudeCode: `CR${Date.now() % 1_000_000}`, category: 'RAW', unit: 'kg', needInspection: '0', storageCondition: 'CHILLED' });
      const row = await intake(t, admin, uninspected.id, m.farmA.id, 300, { receivedTime: '2026-03-05 06:00:00', temperature: 4.1 });
      const putin = (await t.call<{ putinNo: string }>('GET', '/foodtrace/crudePutin/queryById', { token: admin, query: { id: row.id } })).body.result.putinNo;
      const status = async () => (await lotDetail(t, admin, row.lotId)).status;
      const use = (quantity: number) => t.call<{ id: string }>('POST', '/foodtrace/process/record', { token: admin, body: {
        processNo: `PR${Date.now()}${quantity}`, productId: m.milk.id, startTime: '2026-03-05 10:00:00', endTime: '2026-03-05 12:00:00',
        inputs: [{ lotId: row.lotId, quantity }], outputs: [{ lotKind: 'FINISHED', quantity: 10 }], steps: [],
      } });
      const review = async (resolution: string) => (await t.call('POST', '/foodtrace/crudePutin/transit/review', { token: admin, body: { id: row.id, resolution, note: '测试' } })).body.message;
      // released on intake, and used before the logger was read: made into milk, and some of that shipped
      expect(await status()).toBe('RELEASED');
      const made = (await processRun(t, admin, m.milk.id, [[row.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 10 }], { startTime: '2026-03-05 10:00:00', endTime: '2026-03-05 12:00:00' })).outputs[0];
      await inspect(t, admin, made.id, 'PASS', { inspectedTime: '2026-03-05 13:00:00' });
      expect((await ship(t, admin, m.retailer.id, [[made.id, 4]], { shippedTime: '2026-03-05 14:00:00' })).body.success).toBe(true);
      // the file shows the cooling failed on the road: what is left waits for the quality department
      const inspector = await t.createUser('transit_qc', 'Qc#pass-1', [FT_PERMS.checkoutRecord]);
      expect((await upload('tanker.csv', TANKER_CSV, admin, row.id, 'crudePutin')).body.result).toMatchObject({ added: 22 });
      expect(await status()).toBe('HOLD');
      // who decides is shown, and told, what had already been made of it and where that went
      const reach = { drawn: '10 千克', shipped: null, lots: [{ lotNo: made.lotNo, itemName: '测试鲜奶' }], lotCount: 1, customers: ['测试超市'], customerCount: 1 };
      expect((await tanker(row.id)).lot).toEqual({ id: row.lotId, lotNo: row.lotNo, status: 'HOLD', reach });
      // where it went is the forward trace's to tell: a reader of intakes who may not open 追溯查询 is not told it
      const seen = async (token: string) => (await t.call<TransitTemperature>('GET', '/foodtrace/crudePutin/transit', { token, query: { id: row.id } })).body.result.lot?.reach;
      expect(await seen(await t.login('intake_reader', 'Reader#pass-1'))).toBeNull();
      await t.createUser('intake_tracer', 'Tracer#pass-1', ['foodtrace:crudePutin:queryById', FT_PERMS.traceQuery]);
      expect(await seen(await t.login('intake_tracer', 'Tracer#pass-1'))).toEqual(reach);
      expect(lotReachText(reach)).toBe(`已投料 10 千克，产出 ${made.lotNo}（测试鲜奶）；已发往 测试超市`);
      // and so is the inspectors' message: those who may open 追溯查询 are told 去向, an inspector who may not is not
      const messages = await t.ctx.db.selectFrom('sysAnnouncement' as never).select(['msgContent', 'userIds'] as never)
        .where('titile' as never, '=', `在途温度超标：原料入库单 ${putin}（原料批次 ${row.lotNo}）` as never).execute() as { msgContent: string; userIds: string }[];
      expect(messages).toHaveLength(2);
      const [plain, told] = [messages.find((x) => x.userIds.split(',').includes(inspector))!, messages.find((x) => !x.userIds.split(',').includes(inspector))!];
      const adminId = (await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow()).id;
      expect(told.userIds.split(',')).toContain(adminId);
      expect(told.msgContent).toContain(`去向：${lotReachText(reach)}。`);
      expect(plain.msgContent).not.toContain('去向');
      expect(plain.msgContent).not.toContain('测试超市');
      for (const x of messages) expect(x.msgContent).toContain('请登记评估结论，并评估对已投料产品的影响，必要时追溯其成品批次并采取措施');
      expect((await use(10)).body.message).toBe(`批次 ${row.lotNo} 未放行（暂停放行：原料入库单 ${putin} 在途温度超标，待评估），不能投料`);
      // accepted: released again; a decision to turn it away rejects it, and says so when it is drawn on
      expect(await review('ACCEPTABLE')).toBe(`评估结论已登记；原料批次 ${row.lotNo} 已恢复放行`);
      expect(await status()).toBe('RELEASED');
      await new Promise((r) => setTimeout(r, 5));
      expect(await review('REJECTED')).toBe(`评估结论已登记；原料批次 ${row.lotNo} 已判定不合格，请按不合格品处置`);
      expect(await status()).toBe('REJECTED');
      expect((await use(10)).body.message).toBe(`批次 ${row.lotNo} 未放行（不合格：原料入库单 ${putin} 在途温度超标的评估结论为“拒收退回或停止销售”），不能投料`);
      // clearing the file (another tanker's, say) takes the hold away with it; its history stays in the data log
      expect(await post(t, admin, '/foodtrace/crudePutin/transit/clear', { id: row.id })).toEqual({ count: 22 });
      expect(await status()).toBe('RELEASED');
    });

    it('judges a delivery again when its material\'s 贮存条件 is set after its file came in: the lot is held and the inspectors told', async () => {
      const cream = await post(t, admin, '/foodtrace/crude/add', { name: '稀奶油（待定贮存条件）', crudeCode: `CU${Date.now() % 1_000_000}`, category: 'RAW', unit: 'kg', needInspection: '0' });
      const row = await intake(t, admin, cream.id, m.farmA.id, 200, { receivedTime: '2026-03-05 06:00:00' });
      const putin = (await t.call<{ putinNo: string }>('GET', '/foodtrace/crudePutin/queryById', { token: admin, query: { id: row.id } })).body.result.putinNo;
      const state = async () => (await t.call<{ transitState: string }>('GET', '/foodtrace/crudePutin/queryById', { token: admin, query: { id: row.id } })).body.result.transitState;
      const status = async () => (await lotDetail(t, admin, row.lotId)).status;
      const told = () => t.ctx.db.selectFrom('sysAnnouncement' as never).select('id' as never)
        .where('titile' as never, '=', `在途温度超标：原料入库单 ${putin}（原料批次 ${row.lotNo}）` as never).execute();
      const edit = (storageCondition: string) => t.call('PUT', '/foodtrace/crude/edit', { token: admin, body: { id: cream.id, storageCondition } });
      // no 贮存条件 yet: the readings are kept, and judged by nothing
      expect((await upload('tanker.csv', TANKER_CSV, admin, row.id, 'crudePutin')).body.result).toMatchObject({ added: 22 });
      expect([await state(), await status()]).toEqual([TRANSIT_STATE.unjudged, 'RELEASED']);
      // set to 冷藏: the same readings are out of it — held, and said, as an import that found it would
      // whoever saves it is told what now waits for a decision
      expect((await edit('CHILLED')).body).toMatchObject({ success: true, message: expect.stringContaining(TRANSIT_TEXT.awaitingReview('INTAKE', [putin])) });
      expect([await state(), await status()]).toEqual([TRANSIT_STATE.excursion, 'HOLD']);
      expect(await eventually(told, (rows) => rows.length === 1)).toHaveLength(1);
      // an unrelated edit does not judge it again, nor tell anyone twice
      expect((await t.call('PUT', '/foodtrace/crude/edit', { token: admin, body: { id: cream.id, remark: '供应商提供冷链证明' } })).body.success).toBe(true);
      expect(await told()).toHaveLength(1);
      // set back to 常温: nothing to weigh; the lot is what its record says again
      expect((await edit('AMBIENT')).body).toMatchObject({ success: true, message: expect.not.stringContaining('待质量部门评估') });
      expect([await state(), await status()]).toEqual([TRANSIT_STATE.unjudged, 'RELEASED']);
    });

    it('lets a reader of intakes see the readings, and only a holder of the intake\'s code import or clear them', async () => {
      const reader = await t.login('intake_reader', 'Reader#pass-1');
      expect((await tanker()).count).toBe(24);
      expect((await t.call('GET', '/foodtrace/crudePutin/transit', { token: reader, query: { id: putinId } })).body.success).toBe(true);
      const denied = await upload('tanker.csv', TANKER_CSV, reader, putinId, 'crudePutin');
      expect([denied.status, denied.body.code]).toEqual([403, 510]);
      expect((await t.call('POST', '/foodtrace/crudePutin/transit/clear', { token: reader, body: { id: putinId } })).status).toBe(403);
      // the shipments' code is not the intakes'
      const loader = await t.login('transit_loader', 'Loader#pass-1');
      expect((await upload('tanker.csv', TANKER_CSV, loader, putinId, 'crudePutin')).status).toBe(403);
      await t.createUser('intake_receiver', 'Receiver#pass-1', [FT_PERMS.intakeTransit]);
      const receiver = await t.login('intake_receiver', 'Receiver#pass-1');
      expect((await upload('tanker.csv', TANKER_CSV, receiver, putinId, 'crudePutin')).body.result).toMatchObject({ added: 0, duplicates: 22 });
      expect(await post(t, receiver, '/foodtrace/crudePutin/transit/clear', { id: putinId })).toEqual({ count: 24 });
      expect(await header()).toMatchObject({ transitState: 'NONE', transitOutsideMinutes: null });
      // a file that arrives after the lot was judged asks what became of it
      await inspect(t, admin, rawLotId, 'PASS', { stage: 'INCOMING' });
      expect((await upload('tanker.csv', TANKER_CSV, receiver, putinId, 'crudePutin')).body.result).toMatchObject({ added: 22 });
      const sent = await t.ctx.db.selectFrom('sysAnnouncement' as never).select('msgContent' as never)
        .where('titile' as never, '=', `在途温度超标：原料入库单 ${putinNo}（原料批次 ${rawLotNo}）` as never).execute() as Array<{ msgContent: string }>;
      expect(sent.map((m) => (m.msgContent.includes('该批原料已暂停放行，登记评估结论前不能投料或发货') ? 'held' : 'pending')).sort()).toEqual(['held', 'pending', 'pending']); // the second: reopened by the second probe's file
      // and holds the lot it had passed (暂停放行) until the quality department has weighed it
      expect((await lotDetail(t, admin, rawLotId)).status).toBe('HOLD');
      await post(t, admin, '/foodtrace/crudePutin/transit/review', { id: putinId, resolution: 'ACCEPTABLE', note: '复测合格' });
      expect((await lotDetail(t, admin, rawLotId)).status).toBe('RELEASED');
    });
  });
});

import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COLD_CHAIN_TEXT, type TraceReport, type TraceResult } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { inspect, intake, lotDetail, masterData, post, processRun, releasedRaw, ship, type Master } from './foodtrace-fixture.ts';

const validate = (() => {
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  return ajv.compile(JSON.parse(fs.readFileSync(path.resolve(import.meta.dirname, 'fixtures/EPCIS-JSON-Schema.json'), 'utf8')));
})();

type EpcisDoc = { epcisBody: { eventList: Array<Record<string, unknown> & { bizStep?: string }> } };

/** 冷链 on every database: the loading temperature a shipment of a chilled product needs, an intake outside its limits. */
describe.each(databaseTargets())('冷链 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  let coldMilk: { id: string };
  let lotId: string;
  let lotNo: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin); // its products are kept 冷藏 2–6℃
    coldMilk = await post(t, admin, '/foodtrace/crude/add', { name: '冷链生鲜乳', crudeCode: `CC${Date.now().toString(36)}`, category: 'RAW', unit: 'kg', needInspection: '1', storageCondition: 'CHILLED' });
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const run = await processRun(t, admin, m.milk.id, [[raw.lotId, 20]], [{ lotKind: 'FINISHED', quantity: 50 }]);
    await inspect(t, admin, run.outputs[0].id, 'PASS');
    lotId = run.outputs[0].id;
    lotNo = run.outputs[0].lotNo;
  });
  afterAll(async () => { await t?.close(); });

  const report = async () => (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId } })).body.result;

  it('ships a chilled product only with a loading temperature within 冷藏 2–6℃', async () => {
    expect((await ship(t, admin, m.retailer.id, [[lotId, 5]], { loadTemperature: null })).body)
      .toMatchObject({ success: false, message: COLD_CHAIN_TEXT.loadRequired('测试鲜奶', '冷藏 2–6℃') });
    expect((await ship(t, admin, m.retailer.id, [[lotId, 5]], { loadTemperature: 8.5 })).body)
      .toMatchObject({ success: false, message: '装车温度 8.5 ℃ 超出“测试鲜奶”的贮存条件（冷藏 2–6℃），不能发货；请降温复测合格后再登记' });
    expect((await ship(t, admin, m.retailer.id, [[lotId, 5]], { loadTemperature: 1.5 })).body.success).toBe(false);
    expect((await lotDetail(t, admin, lotId)).shippedQty).toBe(0);
    const shipped = await ship(t, admin, m.retailer.id, [[lotId, 5]], { loadTemperature: 4.5 });
    expect(shipped.body.success, JSON.stringify(shipped.body)).toBe(true);
    // a temperature corrected later keeps to the same limits; clearing it is refused too
    const edit = (loadTemperature: number | null) => t.call('PUT', '/foodtrace/outputwarehouse/edit', { token: admin, body: { id: shipped.body.result.id, loadTemperature } });
    expect((await edit(9)).body).toMatchObject({ success: false, message: COLD_CHAIN_TEXT.loadRefused(9, '测试鲜奶', '冷藏 2–6℃') });
    expect((await edit(null)).body.success).toBe(false);
    expect((await edit(5.2)).body.success).toBe(true);
    // the report prints it, the trace's shipment node carries it
    expect((await report()).shipments).toEqual([expect.objectContaining({ lotNo, loadTemperature: '5.2 ℃' })]);
    const trace = (await t.call<TraceResult>('GET', '/foodtrace/trace/forward', { token: admin, query: { lotId } })).body.result;
    expect(trace.nodes.find((n) => n.type === 'shipment')?.data).toMatchObject({ loadTemperature: 5.2 });
  });

  it('asks no temperature of a product kept at room temperature', async () => {
    const ambient = await post(t, admin, '/foodtrace/product/add', { name: '常温纯牛奶', productTypeId: m.type.id, unit: 'box', storageCondition: 'AMBIENT', shelfLifeDays: 180 });
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 50);
    const run = await processRun(t, admin, ambient.id, [[raw.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 20 }]);
    await inspect(t, admin, run.outputs[0].id, 'PASS');
    expect((await ship(t, admin, m.retailer.id, [[run.outputs[0].id, 5]], { loadTemperature: null })).body.success).toBe(true);
  });

  it('finds a cold-chain shipment recorded without its temperature (before it was asked)', async () => {
    const shipped = await ship(t, admin, m.dealer.id, [[lotId, 3]], { loadTemperature: 3.8 });
    await t.ctx.db.updateTable('ftShipment' as never).set({ loadTemperature: null } as never).where('id' as never, '=', shipped.body.result.id as never).execute();
    const { shipmentNo } = (await t.call<{ shipmentNo: string }>('GET', '/foodtrace/outputwarehouse/queryById', { token: admin, query: { id: shipped.body.result.id } })).body.result;
    expect((await report()).findings).toContain(COLD_CHAIN_TEXT.loadMissing(shipmentNo, '测试鲜奶'));
  });

  it('tells whoever inspects a raw lot that arrived warm, and keeps it among the findings', async () => {
    const warm = await intake(t, admin, coldMilk.id, m.farmB.id, 30, { temperature: 8.2 });
    const outside = COLD_CHAIN_TEXT.intakeOutside(warm.lotNo, '冷链生鲜乳', 8.2, '冷藏 2–6℃');
    expect(outside).toBe(`原料批次 ${warm.lotNo}（冷链生鲜乳）到货温度 8.2 ℃，超出贮存条件（冷藏 2–6℃）`);
    const warnings = (await t.call<{ intakeTemperature: string | null }>('GET', '/foodtrace/checkout/lotWarnings', { token: admin, query: { lotId: warm.lotId } })).body.result;
    expect(warnings.intakeTemperature).toBe(outside);
    expect((await lotDetail(t, admin, warm.lotId)) as unknown).toMatchObject({ intakeTemperature: outside });
    const lotReport = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: warm.lotId } })).body.result;
    expect(lotReport.findings).toContain(outside);
    // recorded as it came: the inspection decides, and a cold one is no news
    const cold = await intake(t, admin, coldMilk.id, m.farmB.id, 30, { temperature: 3.6 });
    expect((await t.call<{ intakeTemperature: string | null }>('GET', '/foodtrace/checkout/lotWarnings', { token: admin, query: { lotId: cold.lotId } })).body.result.intakeTemperature).toBeNull();
    // taken in only with its temperature read; one recorded before that was asked is a finding
    const refused = await t.call('POST', '/foodtrace/crudePutin/add', { token: admin, body: {
      crudeId: coldMilk.id, supplierId: m.farmB.id, supplierLotNo: 'SL-NOREAD', quantity: 30, unit: 'kg', receivedTime: '2026-03-01 08:00:00',
    } });
    expect(refused.body).toMatchObject({ success: false, message: COLD_CHAIN_TEXT.intakeRequired('冷链生鲜乳', '冷藏 2–6℃') });
    const unread = await intake(t, admin, coldMilk.id, m.farmB.id, 30, { temperature: 4 });
    expect((await t.call('PUT', '/foodtrace/crudePutin/edit', { token: admin, body: { id: unread.id, temperature: null } })).body)
      .toMatchObject({ success: false, message: COLD_CHAIN_TEXT.intakeRequired('冷链生鲜乳', '冷藏 2–6℃') });
    await t.ctx.db.updateTable('ftCrudePutin' as never).set({ temperature: null } as never).where('id' as never, '=', unread.id as never).execute();
    // such an old record still takes other corrections
    expect((await t.call('PUT', '/foodtrace/crudePutin/edit', { token: admin, body: { id: unread.id, remark: '补录备注', temperature: null } })).body.success).toBe(true);
    const unreadReport = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: unread.lotId } })).body.result;
    expect(unreadReport.findings).toContain(COLD_CHAIN_TEXT.intakeMissing(unread.lotNo, '冷链生鲜乳'));
  });

  it('exports both temperatures to EPCIS as sensor reports in degrees Celsius, valid against GS1\'s schema', async () => {
    const raw = await releasedRaw(t, admin, coldMilk.id, m.farmA.id, 40, { temperature: 4.1 });
    const run = await processRun(t, admin, m.milk.id, [[raw.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 10 }]);
    await inspect(t, admin, run.outputs[0].id, 'PASS');
    await ship(t, admin, m.retailer.id, [[run.outputs[0].id, 4]], { loadTemperature: 3.9 });
    const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/foodtrace/trace/epcis`, query: { lotId: run.outputs[0].id }, headers: { 'x-access-token': admin } });
    const doc = res.json() as EpcisDoc;
    expect(validate(doc), JSON.stringify(validate.errors)).toBe(true);
    const reading = (bizStep: string) => doc.epcisBody.eventList.find((e) => e.bizStep === bizStep)?.sensorElementList;
    expect(reading('receiving')).toEqual([{ sensorMetadata: { time: expect.any(String) }, sensorReport: [{ type: 'Temperature', value: 4.1, uom: 'CEL' }] }]);
    expect(reading('shipping')).toEqual([{ sensorMetadata: { time: expect.any(String) }, sensorReport: [{ type: 'Temperature', value: 3.9, uom: 'CEL' }] }]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALLERGEN_TEXT, type PublicFoodCode, type TraceReport } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { inspect, masterData, post, processRun, releasedRaw, type Master } from './foodtrace-fixture.ts';

/** 致敏物质 (GB 7718—2025) on every database: what a run puts into a product unlabelled, and what a consumer reads. */
describe.each(databaseTargets())('allergens on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  let soyMilk: { id: string };
  let soy: { id: string };
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    soy = await post(t, admin, '/foodtrace/crude/add', { name: '测试大豆蛋白粉', crudeCode: `SOY-${Date.now()}`, category: 'AUXILIARY', unit: 'kg', needInspection: '0', allergens: 'SOY' });
    soyMilk = await post(t, admin, '/foodtrace/product/add', { name: '测试豆乳饮品', productTypeId: m.type.id, unit: 'bottle', shelfLifeDays: 7, allergens: 'MILK', gtin: null });
    await t.call('PUT', '/foodtrace/crude/edit', { token: admin, body: { id: m.rawMilk.id, allergens: 'MILK' } });
  });
  afterAll(async () => { await t?.close(); });

  it('stores a material\'s set of allergens and lists them as the dictionary words them', async () => {
    const listed = (await t.call<{ records: Array<Record<string, unknown>> }>('GET', '/foodtrace/product/list', { token: admin, query: { name: '测试豆乳饮品' } })).body.result.records;
    expect(listed[0]).toMatchObject({ allergens: 'MILK', allergens_dictText: '乳及乳制品' });
    await t.call('PUT', '/foodtrace/crude/edit', { token: admin, body: { id: soy.id, allergens: 'SOY,PEANUT' } });
    const crude = (await t.call<Record<string, unknown>>('GET', '/foodtrace/crude/queryById', { token: admin, query: { id: soy.id } })).body.result;
    expect(crude).toMatchObject({ allergens: 'SOY,PEANUT', allergens_dictText: '大豆及其制品,花生及其制品' });
    await t.call('PUT', '/foodtrace/crude/edit', { token: admin, body: { id: soy.id, allergens: 'SOY' } });
  });

  it('says when a run puts an allergen into a product whose label does not declare it, and the trace report keeps it', async () => {
    const milk = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const powder = await releasedRaw(t, admin, soy.id, m.farmB.id, 50);
    const run = await processRun(t, admin, soyMilk.id, [[milk.lotId, 10], [powder.lotId, 2]], [{ lotKind: 'FINISHED', quantity: 20 }]);
    expect(run.undeclaredAllergens).toEqual(['大豆及其制品']);
    const report = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotNo: run.outputs[0].lotNo } })).body.result;
    const processNo = report.processes[0].processNo;
    expect(report.findings).toContain(ALLERGEN_TEXT.undeclared(processNo, '大豆及其制品', '测试豆乳饮品'));
    expect(report.lot.allergens).toBe('乳及乳制品');
    const rawReport = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: powder.lotId } })).body.result;
    expect(rawReport.lot.allergens).toBe('大豆及其制品');

    // declared on the label, the next run is quiet; milk alone into a milk product never spoke
    await t.call('PUT', '/foodtrace/product/edit', { token: admin, body: { id: soyMilk.id, allergens: 'MILK,SOY' } });
    const again = await processRun(t, admin, soyMilk.id, [[milk.lotId, 10], [powder.lotId, 2]], [{ lotKind: 'FINISHED', quantity: 20 }]);
    expect(again.undeclaredAllergens).toEqual([]);
    await t.call('PUT', '/foodtrace/product/edit', { token: admin, body: { id: m.milk.id, allergens: 'MILK' } });
    expect((await processRun(t, admin, m.milk.id, [[milk.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 10 }])).undeclaredAllergens).toEqual([]);

    // the consumer reads the label's declaration on the code's page
    await inspect(t, admin, again.outputs[0].id, 'PASS', { sampleQty: 2, sampleLocation: '留样室' });
    const batch = await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: again.outputs[0].id, quantity: 1 });
    const [{ code }] = await t.ctx.db.selectFrom('ftTraceCode' as never).select('code' as never).where('batchId' as never, '=', batch.batchId as never).execute() as Array<{ code: string }>;
    const page = (await t.call<PublicFoodCode>('GET', '/public/foodcode', { query: { code } })).body.result;
    expect(page.product?.allergens).toBe('乳及乳制品、大豆及其制品');
  });
});

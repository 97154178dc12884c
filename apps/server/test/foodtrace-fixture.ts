import { afterAll, beforeAll, expect } from 'vitest';
import { withCheckDigit } from '@foodtrace/contracts';
import { startApp, type DbTarget, type TestApp } from './harness.ts';

/**
 * A small plant for the food-traceability suites, built through the API like a user would: master data by the
 * generic routes, intake, inspections, processing and shipments by the module's routes.
 */
type Body = Record<string, unknown>;

export async function post<T = { id: string }>(t: TestApp, token: string, url: string, body: Body): Promise<T> {
  const res = await t.call<T>('POST', url, { token, body });
  expect(res.body, `${url} ${JSON.stringify(res.body)}`).toMatchObject({ success: true });
  return res.body.result;
}

let n = 0;
const uniq = (p: string) => `${p}${++n}${Date.now().toString(36).slice(-4)}`;

export async function masterData(t: TestApp, token: string) {
  const office = (name: string, orgType: string, provinceCode: string, regionName: string) =>
    post(t, token, '/foodtrace/relationOffice/add', { name, orgType, provinceCode, regionName, address: '保密路 88 号', phone: '13800000000', contactPerson: '张三' });
  const type = await post(t, token, '/foodtrace/productType/add', { typeName: uniq('测试类型'), typeCode: uniq('T') });
  const product = (name: string, gtin13: string | null) =>
    post(t, token, '/foodtrace/product/add', { name, productTypeId: type.id, unit: 'bottle', gtin: gtin13 ? withCheckDigit(gtin13) : null, shelfLifeDays: 7, execStandard: 'GB 19645', storageCondition: 'CHILLED' });
  const crude = (name: string, unit: string, needInspection: string, category = 'RAW') => post(t, token, '/foodtrace/crude/add', { name, crudeCode: uniq('C'), category, unit, needInspection });
  const suffix = String(Date.now()).slice(-6);
  return {
    farmA: await office('测试牧场 A', 'SUPPLIER', '150000', '内蒙古自治区/呼伦贝尔市'),
    farmB: await office('测试牧场 B', 'SUPPLIER', '330000', '浙江省/湖州市'),
    retailer: await office('测试超市', 'RETAILER', '310000', '上海市/上海市/浦东新区'),
    dealer: await office('测试经销商', 'DISTRIBUTOR', '440000', '广东省/深圳市'),
    type,
    milk: await product('测试鲜奶', `069${suffix}0001`.slice(0, 13)),
    yogurt: await product('测试酸奶', null),
    base: await product('测试乳基液', null),
    rawMilk: await crude('测试生鲜乳', 'kg', '1'),
    sugar: await crude('测试白砂糖', 'kg', '1'),
    carton: await crude('测试包装盒', 'piece', '0', 'PACKAGING'),
  };
}
export type Master = Awaited<ReturnType<typeof masterData>>;

export async function intake(t: TestApp, token: string, crudeId: string, supplierId: string, quantity: number, extra: Body = {}) {
  const row = await post<{ id: string; lotId: string; lotNo: string }>(t, token, '/foodtrace/crudePutin/add', {
    putinNo: uniq('CP'), crudeId, supplierId, supplierLotNo: uniq('SL'), quantity, unit: 'kg', receivedTime: '2026-03-01 08:00:00', unitPrice: 4.35, ...extra,
  });
  return row;
}

/** The inspection each kind of lot gets by default: 进货检验 of raw lots, 过程检验 of semi-finished, 出厂检验 of finished. */
const STAGE_BY_KIND: Record<string, string> = { RAW: 'INCOMING', WIP: 'IN_PROCESS', FINISHED: 'FINAL' };

export async function inspect(t: TestApp, token: string, lotId: string, result: 'PASS' | 'FAIL', extra: Body = {}) {
  const stage = extra.stage ?? STAGE_BY_KIND[(await lotDetail(t, token, lotId)).lotKind];
  return post<{ id: string; lotStatus: string }>(t, token, '/foodtrace/checkout/record', {
    // raw lots arrive on 03-01 and are inspected on 03-02; the fixture's runs end on 03-03, their lots are inspected on 03-04
    checkoutNo: uniq('QC'), lotId, stage, result, inspector: '王质检', inspectedTime: stage === 'INCOMING' ? '2026-03-02 10:00:00' : '2026-03-04 10:00:00', isPublic: '1',
    // a finished lot's release keeps a sample of it (留样)
    ...(stage === 'FINAL' ? { sampleQty: 2, sampleLocation: '留样室 A-01' } : {}),
    items: [{ itemName: '蛋白质', standardLimit: '≥2.9', unit: 'g/100g', measuredValue: '3.2', passed: result === 'PASS' }], ...extra,
  });
}

export interface RunOutput { lotKind: 'WIP' | 'FINISHED'; quantity: number; lotNo?: string }

export async function processRun(t: TestApp, token: string, productId: string, inputs: Array<[string, number]>, outputs: RunOutput[], extra: Body = {}) {
  return post<{ id: string; outputs: Array<{ id: string; lotNo: string; status: string }>; ccpDeviations: string[]; undeclaredAllergens: string[] }>(t, token, '/foodtrace/process/record', {
    processNo: uniq('PR'), productId, startTime: '2026-03-03 08:00:00', endTime: '2026-03-03 12:00:00',
    inputs: inputs.map(([lotId, quantity]) => ({ lotId, quantity })), outputs, steps: [], ...extra,
  });
}

export async function ship(t: TestApp, token: string, customerId: string, lines: Array<[string, number]>, extra: Body = {}) {
  return t.call<{ id: string }>('POST', '/foodtrace/outputwarehouse/record', {
    // the fixture's products are kept 冷藏 2–6℃: they are loaded at 4 ℃ (冷链, shared/cold-chain.ts)
    token, body: { shipmentNo: uniq('SO'), customerId, shippedTime: '2026-03-05 09:00:00', loadTemperature: 4, lines: lines.map(([lotId, quantity]) => ({ lotId, quantity })), ...extra },
  });
}

export async function lotDetail(t: TestApp, token: string, id: string) {
  return (await t.call<{ status: string; available: number; consumedQty: number; shippedQty: number; lotNo: string; lotKind: string; ccpDeviations: string[]; ccpPending: boolean }>('GET', '/foodtrace/lot/detail', { token, query: { id } })).body.result;
}

/** A released raw lot (intake + passing incoming inspection). */
export async function releasedRaw(t: TestApp, token: string, crudeId: string, supplierId: string, quantity: number, extra: Body = {}) {
  const row = await intake(t, token, crudeId, supplierId, quantity, extra);
  if ((await lotDetail(t, token, row.lotId)).status !== 'RELEASED') await inspect(t, token, row.lotId, 'PASS', { stage: 'INCOMING' });
  return row;
}

/** Released finished lots of the milk product made from one released raw lot (20 kg in), one per quantity. */
export async function releasedFinished(t: TestApp, token: string, m: Master, quantities: number[]) {
  const raw = await releasedRaw(t, token, m.rawMilk.id, m.farmA.id, 100);
  const run = await processRun(t, token, m.milk.id, [[raw.lotId, 20]], quantities.map((quantity) => ({ lotKind: 'FINISHED' as const, quantity })));
  for (const out of run.outputs) await inspect(t, token, out.id, 'PASS');
  return run.outputs;
}

/**
 * The genealogy of the trace tests: a diamond (M1 reaches F3 through W1 and through W2) and lots shared
 * by several products (W1 and the carton lot C go into the milk F1 and the yogurt F2).
 *   M1 + M2 → W1;  M1 → W2;  W1 + C → F1 (milk);  W1 + S + C → F2 (yogurt);  W1 + W2 → F3 (milk)
 */
export async function genealogy(t: TestApp, token: string, m: Master) {
  const M1 = await releasedRaw(t, token, m.rawMilk.id, m.farmA.id, 1000, { supplierLotNo: uniq('A-') });
  const M2 = await releasedRaw(t, token, m.rawMilk.id, m.farmB.id, 800);
  const S = await releasedRaw(t, token, m.sugar.id, m.farmB.id, 100);
  const C = await releasedRaw(t, token, m.carton.id, m.farmB.id, 5000, { unit: 'piece' });
  const W1 = (await processRun(t, token, m.base.id, [[M1.lotId, 600], [M2.lotId, 800]], [{ lotKind: 'WIP', quantity: 1380 }])).outputs[0];
  const W2 = (await processRun(t, token, m.base.id, [[M1.lotId, 400]], [{ lotKind: 'WIP', quantity: 395 }])).outputs[0];
  const F1 = (await processRun(t, token, m.milk.id, [[W1.id, 500], [C.lotId, 500]], [{ lotKind: 'FINISHED', quantity: 500 }], {
    steps: [{ stepName: '巴氏杀菌', startTime: '2026-03-03 09:00:00', operator: '操作工王五', params: [{ key: 'temp', name: '杀菌温度', value: 75, unit: '℃' }] }],
  })).outputs[0];
  const F2 = (await processRun(t, token, m.yogurt.id, [[W1.id, 400], [S.lotId, 20], [C.lotId, 400]], [{ lotKind: 'FINISHED', quantity: 400 }])).outputs[0];
  const F3 = (await processRun(t, token, m.milk.id, [[W1.id, 300], [W2.id, 300]], [{ lotKind: 'FINISHED', quantity: 600 }])).outputs[0];
  for (const f of [F1, F2, F3]) await inspect(t, token, f.id, 'PASS');
  return { M1: M1.lotId, M2: M2.lotId, S: S.lotId, C: C.lotId, W1: W1.id, W2: W2.id, F1: F1.id, F2: F2.id, F3: F3.id, supplierLotNoM1: (M1 as unknown as { supplierLotNo: string }).supplierLotNo };
}

export type Genealogy = Awaited<ReturnType<typeof genealogy>>;

/**
 * For a describe block over one database: an app with the master data and the genealogy above, started before
 * its tests and closed after them. The fields are filled in by the time the first test runs.
 */
export function genealogyApp(target: DbTarget): { t: TestApp; admin: string; m: Master; g: Genealogy } {
  const s = {} as { t: TestApp; admin: string; m: Master; g: Genealogy };
  beforeAll(async () => {
    s.t = await startApp(target);
    s.admin = await s.t.login();
    s.m = await masterData(s.t, s.admin);
    s.g = await genealogy(s.t, s.admin, s.m);
  });
  afterAll(async () => { await s.t?.close(); });
  return s;
}

/**
 * A register's gate (DESIGN.md §5): a user without its list permission gets 403 on the list; one with only the list
 * reads it and gets 403 on add (with a body that would otherwise be valid). `who` names the two users made for it.
 */
export async function expectListOnlyGate(t: TestApp, basePath: string, who: string, addBody: Body): Promise<void> {
  const password = 'Gate#pass-2026';
  await t.createUser(`${who}_none`, password);
  const none = await t.login(`${who}_none`, password);
  expect((await t.call('GET', `${basePath}/list`, { token: none })).status).toBe(403);
  await t.createUser(`${who}_reader`, password, [`foodtrace:${basePath.split('/').pop()}:list`]);
  const reader = await t.login(`${who}_reader`, password);
  expect((await t.call('GET', `${basePath}/list`, { token: reader })).status).toBe(200);
  expect((await t.call('POST', `${basePath}/add`, { token: reader, body: addBody })).status).toBe(403);
}

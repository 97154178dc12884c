import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORMULA_SCOPE, FORMULA_TEXT, FT_PERMS, LIST_SCOPE_KEY, type PageResult, permissionCode, productResource, type FormulaPick, type ProductFormula, type TraceReport } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { masterData, post, processRun, releasedRaw, type Master } from './foodtrace-fixture.ts';

type Line = { id?: string | null; crudeId?: string | null; componentId?: string | null; quantity: number; tolerancePct?: number; remark?: string | null };

/** 产品配方: a product's bill of materials, 按配方投料 (first to expire first) and the 配方偏差 a run is recorded with. */
describe.each(databaseTargets())('产品配方 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  let culture: { id: string };
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    culture = await post(t, admin, '/foodtrace/crude/add', { name: '测试发酵剂', crudeCode: `CU${Date.now()}`, category: 'ADDITIVE', unit: 'kg', needInspection: '1' });
  });
  afterAll(async () => { await t?.close(); });

  const save = (productId: string, batchQty: number | null, lines: Line[], token = admin) =>
    t.call<ProductFormula>('POST', '/foodtrace/product/saveFormula', { token, body: { productId, batchQty, lines } });
  const read = async (productId: string) => (await t.call<ProductFormula>('GET', '/foodtrace/product/formula', { token: admin, query: { productId } })).body.result;
  // the yogurt: 200 kg of base, 12 kg of sugar (±5 %), 0.025 kg of culture (±10 %) and 1,000 cartons per 1,000 units
  const yogurtLines = (): Line[] => [
    { componentId: m.base.id, quantity: 200, tolerancePct: 2 }, { crudeId: m.sugar.id, quantity: 12, tolerancePct: 5, remark: '按乳基液 6%' },
    { crudeId: culture.id, quantity: 0.025, tolerancePct: 10 }, { crudeId: m.carton.id, quantity: 1000, tolerancePct: 0 },
  ];

  it('keeps a formula in its order with each material named, edits it in place, and clears it', async () => {
    const saved = await save(m.yogurt.id, 1000, yogurtLines());
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    const f = saved.body.result;
    expect(f.batchQty).toBe(1000);
    expect(f.lines.map((l) => [l.name, l.quantity, l.unit, l.tolerancePct, l.category])).toEqual([
      ['测试乳基液', 200, 'bottle', 2, null], ['测试白砂糖', 12, 'kg', 5, 'RAW'], ['测试发酵剂', 0.025, 'kg', 10, 'ADDITIVE'], ['测试包装盒', 1000, 'piece', 0, 'PACKAGING'],
    ]);
    expect(f.lines[1].remark).toBe('按乳基液 6%');
    // edited: the sugar line kept (same id), the carton line left out is deleted, the order is the one given
    const [base, sugar, cult] = f.lines;
    const edited = await save(m.yogurt.id, 500, [{ ...sugar, quantity: 6.5 }, base, cult]);
    expect(edited.body.success, JSON.stringify(edited.body)).toBe(true);
    expect(edited.body.result.lines.map((l) => [l.id, l.name, l.quantity])).toEqual([[sugar.id, '测试白砂糖', 6.5], [base.id, '测试乳基液', 200], [cult.id, '测试发酵剂', 0.025]]);
    expect((await read(m.yogurt.id)).batchQty).toBe(500);
    // no lines: no formula
    expect((await save(m.yogurt.id, 500, [])).body.success).toBe(true);
    expect(await read(m.yogurt.id)).toEqual({ productId: m.yogurt.id, batchQty: null, lines: [] });
  });

  it('refuses a formula without its batch, a line naming no or two materials, a material twice or unknown, and a product in its own formula', async () => {
    const refused = async (batch: number | null, lines: Line[]) => (await save(m.yogurt.id, batch, lines)).body;
    expect(await refused(null, yogurtLines())).toMatchObject({ success: false, message: FORMULA_TEXT.batchRequired });
    expect(await refused(1000, [{ quantity: 5 }])).toMatchObject({ success: false, message: FORMULA_TEXT.oneMaterial });
    expect(await refused(1000, [{ crudeId: m.sugar.id, componentId: m.base.id, quantity: 5 }])).toMatchObject({ success: false, message: FORMULA_TEXT.oneMaterial });
    expect(await refused(1000, [{ crudeId: m.sugar.id, quantity: 5 }, { crudeId: m.sugar.id, quantity: 6 }])).toMatchObject({ success: false, message: FORMULA_TEXT.duplicate('测试白砂糖') });
    expect(await refused(1000, [{ crudeId: 'nosuchcrude', quantity: 5 }])).toMatchObject({ success: false, message: FORMULA_TEXT.noMaterial });
    expect(await refused(1000, [{ componentId: m.yogurt.id, quantity: 5 }])).toMatchObject({ success: false, message: FORMULA_TEXT.selfComponent });
    expect((await save(m.yogurt.id, 1000, [{ crudeId: m.sugar.id, quantity: 5, tolerancePct: 120 }])).status).toBe(400);
    // a line is edited in place only in its own formula: another product's (or a deleted) line id is refused
    expect(await refused(1000, [{ id: 'notalineofthis', crudeId: m.sugar.id, quantity: 5 }])).toMatchObject({ success: false, message: '配方行不存在或不属于该产品' });
    expect(await read(m.yogurt.id)).toMatchObject({ batchQty: null, lines: [] });
  });

  it('proposes the lots for a run first to expire first, leaves expired lots out and says what stock cannot cover', async () => {
    expect((await t.call('GET', '/foodtrace/process/formulaPick', { token: admin, query: { productId: m.milk.id, quantity: '10' } })).body)
      .toMatchObject({ success: false, message: FORMULA_TEXT.noFormula });
    const later = await releasedRaw(t, admin, m.sugar.id, m.farmA.id, 100, { expiryDate: '2099-06-01' });
    const sooner = await releasedRaw(t, admin, m.sugar.id, m.farmA.id, 5, { expiryDate: '2099-05-01' });
    await releasedRaw(t, admin, m.sugar.id, m.farmA.id, 50, { expiryDate: '2026-06-01' }); // expired by now: never proposed
    expect((await save(m.milk.id, 1000, [{ crudeId: m.sugar.id, quantity: 12, tolerancePct: 5 }, { crudeId: culture.id, quantity: 0.025 }])).body.success).toBe(true);
    const pick = (await t.call<FormulaPick>('GET', '/foodtrace/process/formulaPick', { token: admin, query: { productId: m.milk.id, quantity: '2000' } })).body.result;
    // 24 kg of sugar: all 5 of the lot that expires first, 19 of the next; no culture in stock at all
    expect(pick.inputs.map((i) => [i.lotId, i.quantity, i.available, i.unitText, i.itemName])).toEqual([
      [sooner.lotId, 5, 5, '千克', '测试白砂糖'], [later.lotId, 19, 100, '千克', '测试白砂糖'],
    ]);
    expect(pick.shortages).toEqual([FORMULA_TEXT.shortage('测试发酵剂', 0.05, '千克')]);
    expect((await save(m.milk.id, null, [])).body.success).toBe(true);
  });

  it('records a run that strays from the formula with its 配方偏差, and one that keeps to it without', async () => {
    const sugar = await releasedRaw(t, admin, m.sugar.id, m.farmA.id, 100);
    const cult = await releasedRaw(t, admin, culture.id, m.farmA.id, 1);
    const milk = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    expect((await save(m.yogurt.id, 1000, [{ crudeId: m.sugar.id, quantity: 12, tolerancePct: 5 }, { crudeId: culture.id, quantity: 0.025, tolerancePct: 10 }])).body.success).toBe(true);
    // 1,000 units: 12.5 kg of sugar is within 5 %, 0.03 kg of culture is over its limit (0.0275), and milk is not in the formula
    const strayed = await processRun(t, admin, m.yogurt.id, [[sugar.lotId, 12.5], [cult.lotId, 0.03], [milk.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 1000 }]) as { id: string; formulaDeviations?: string[] };
    expect(strayed.formulaDeviations).toEqual([FORMULA_TEXT.additiveOver('测试发酵剂', 0.03, 0.0275, '千克'), FORMULA_TEXT.extra('测试生鲜乳')]);
    const detail = (await t.call<{ processNo: string; formulaDeviation: string | null }>('GET', '/foodtrace/process/queryById', { token: admin, query: { id: strayed.id } })).body.result;
    expect(detail.formulaDeviation).toBe(strayed.formulaDeviations!.join('；'));
    // and the trace report of what it made lists it under 记录核查
    const report = (await t.call<TraceReport>('GET', '/foodtrace/trace/report', { token: admin, query: { lotId: (strayed as unknown as { outputs: Array<{ id: string }> }).outputs[0].id } })).body.result;
    expect(report.findings).toContain(FORMULA_TEXT.finding(detail.processNo, detail.formulaDeviation!));
    // and the inspector judging what it made is told (登记检验's notes, the lot's detail in the trace workbench)
    const made = (strayed as unknown as { outputs: Array<{ id: string }> }).outputs[0].id;
    expect((await t.call<{ formulaDeviation: string | null }>('GET', '/foodtrace/checkout/lotWarnings', { token: admin, query: { lotId: made } })).body.result.formulaDeviation)
      .toBe(FORMULA_TEXT.finding(detail.processNo, detail.formulaDeviation!));
    // 配方偏差 lists it (the list scope), not the runs that kept to their formula
    const deviated = (await t.call<PageResult<{ id: string }>>('GET', '/foodtrace/process/list', { token: admin, query: { [LIST_SCOPE_KEY]: FORMULA_SCOPE.deviated, pageSize: '100' } })).body.result.records.map((r) => r.id);
    expect(deviated).toContain(strayed.id);
    // 500 units, as the formula asks: nothing said, nothing kept
    const kept = await processRun(t, admin, m.yogurt.id, [[sugar.lotId, 6], [cult.lotId, 0.0125]], [{ lotKind: 'FINISHED', quantity: 300 }, { lotKind: 'FINISHED', quantity: 200 }]) as { id: string; formulaDeviations?: string[] };
    expect(kept.formulaDeviations).toEqual([]);
    expect((await t.call<{ formulaDeviation: string | null }>('GET', '/foodtrace/process/queryById', { token: admin, query: { id: kept.id } })).body.result.formulaDeviation).toBeNull();
    expect((await t.call<PageResult<{ id: string }>>('GET', '/foodtrace/process/list', { token: admin, query: { [LIST_SCOPE_KEY]: FORMULA_SCOPE.deviated, pageSize: '100' } })).body.result.records.map((r) => r.id)).not.toContain(kept.id);
    // a product without a formula is not judged
    expect((await processRun(t, admin, m.milk.id, [[milk.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 20 }]) as { formulaDeviations?: string[] }).formulaDeviations).toEqual([]);
  });

  it('answers 403 to a user without the permission of each route', async () => {
    const password = 'Gate#pass-2026';
    // a reader of every product's record, who may edit them, is not shown their formulas: those are asked for by name
    await t.createUser('formula_lister', password, [permissionCode(productResource, 'list'), permissionCode(productResource, 'queryById'), permissionCode(productResource, 'edit')]);
    await t.createUser('formula_reader', password, [permissionCode(productResource, 'list'), FT_PERMS.productFormula]);
    const lister = await t.login('formula_lister', password);
    const reader = await t.login('formula_reader', password);
    expect((await t.call('GET', '/foodtrace/product/formula', { token: lister, query: { productId: m.yogurt.id } })).status).toBe(403);
    expect((await save(m.yogurt.id, 1000, yogurtLines(), lister)).status).toBe(403);
    expect((await t.call('GET', '/foodtrace/product/formula', { token: reader, query: { productId: m.yogurt.id } })).status).toBe(200);
    expect((await save(m.yogurt.id, 1000, yogurtLines(), reader)).status).toBe(403);
    await t.createUser('formula_keeper', password, [FT_PERMS.productFormula, FT_PERMS.productFormulaEdit]);
    expect((await save(m.yogurt.id, 1000, yogurtLines(), await t.login('formula_keeper', password))).status).toBe(200);
    expect((await save(m.yogurt.id, null, [])).body.success).toBe(true);
    expect((await t.call('GET', '/foodtrace/process/formulaPick', { token: reader, query: { productId: m.yogurt.id, quantity: '10' } })).status).toBe(403);
    await t.createUser('formula_runner', password, [FT_PERMS.processRecord]);
    const runner = await t.login('formula_runner', password);
    expect((await t.call('GET', '/foodtrace/process/formulaPick', { token: runner, query: { productId: m.yogurt.id, quantity: '10' } })).status).toBe(200);
  });
});

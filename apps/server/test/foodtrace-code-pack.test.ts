import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CaseContents, CodePackAnswer, PublicFoodCode, ShipmentCodeResult, ShipmentCodes } from '@foodtrace/contracts';
import { withCheckDigit } from '@foodtrace/contracts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { multipart } from './multipart.ts';
import { xlsx } from './workbook.ts';
import { masterData, post, releasedFinished, ship, type Master } from './foodtrace-fixture.ts';
import { RaceLost, writePacking } from '../src/modules/foodtrace/codes/code-pack.ts';
import type { FtTraceCode } from '../src/modules/foodtrace/schema.ts';

/**
 * 单品码 and 箱码 (TRACEABILITY.md §4.4 "aggregate case → items"): case codes for a lot, packing items into them,
 * a case shipped whole by one scan, taking items out again, and what a case says on the public page.
 */
describe.each(databaseTargets())('case codes and packing on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  let lot: { id: string; lotNo: string };
  let other: { id: string; lotNo: string };
  let items: string[];
  let cases: string[];
  let otherItem: string;

  const codesOf = async (batchId: string) => (await t.ctx.db.selectFrom('ftTraceCode' as never).select('code' as never)
    .where('batchId' as never, '=', batchId as never).orderBy('code' as never).execute() as Array<{ code: string }>).map((r) => r.code);
  const generate = (body: Record<string, unknown>) => t.call<{ batchId: string }>('POST', '/foodtrace/code/generate', { token: admin, body });
  const pack = async (caseId: string | null, codes: string[]) => (await t.call<CodePackAnswer>('POST', '/foodtrace/code/pack', { token: admin, body: { caseId, codes } })).body;
  const outcomes = (results: Array<{ outcome: string; message: string }>) => results.map((r) => [r.outcome, r.message]);
  const row = async (code: string) => t.ctx.db.selectFrom('ftTraceCode' as never).select(['id', 'parentCodeId', 'shipmentId', 'status', 'packedBy'] as never)
    .where('code' as never, '=', code as never).executeTakeFirstOrThrow() as Promise<{ id: string; parentCodeId: string | null; shipmentId: string | null; status: string; packedBy: string | null }>;
  const contents = async (code: string) => (await t.call<CaseContents>('GET', '/foodtrace/code/case', { token: admin, query: { code } })).body;
  const scanOut = async (id: string, codes: string[]) => (await t.call<ShipmentCodeResult[]>('POST', '/foodtrace/outputwarehouse/scanCodes', { token: admin, body: { id, codes } })).body.result;

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    [lot, other] = await releasedFinished(t, admin, m, [10, 5]);
    items = await codesOf((await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: lot.id, quantity: 10 })).batchId);
    [otherItem] = await codesOf((await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: other.id, quantity: 1 })).batchId);
  });
  afterAll(async () => { await t?.close(); });

  it('makes case codes for as many cases as the lot fills, beside its item codes', async () => {
    expect((await generate({ lotId: lot.id, quantity: 1, level: 'CASE' })).body).toMatchObject({ success: false, message: expect.stringContaining('请填写每箱件数') });
    // 10 bottles at 4 a case fill 3 cases (the last one part full)
    expect((await generate({ lotId: lot.id, quantity: 4, level: 'CASE', perCase: 4 })).body.message)
      .toBe(`批次 ${lot.lotNo} 共 10 瓶，每箱 4 件可装 3 箱，已有 0 个有效箱码，最多还能生成 3 个`);
    expect((await generate({ lotId: lot.id, quantity: 1, level: 'CASE', perCase: 4, withSerial: true })).body.message).toBe('该产品没有外箱条码(GTIN-14)，箱码不能生成 GS1 数字链接');
    const made = await generate({ lotId: lot.id, quantity: 3, level: 'CASE', perCase: 4 });
    expect(made.body.success).toBe(true);
    cases = await codesOf(made.body.result.batchId);
    expect(cases).toHaveLength(3);
    const batch = (await t.call<Record<string, unknown>>('GET', '/foodtrace/codeBatch/queryById', { token: admin, query: { id: made.body.result.batchId } })).body.result;
    expect(batch).toMatchObject({ codeLevel: 'CASE', perCase: 4, quantity: 3 });
    // the case codes take nothing from the item codes' 一物一码 count (10 of 10 made)
    expect((await generate({ lotId: lot.id, quantity: 1 })).body.message).toMatch(/最多还能生成 0 个（一物一码）$/);
    const list = (await t.call<{ records: Array<{ code: string; codeLevel: string }> }>('GET', '/foodtrace/foodCode/list', { token: admin, query: { lotId: lot.id, codeLevel: 'CASE' } })).body.result;
    expect(list.records.map((r) => r.code).sort()).toEqual([...cases].sort());
  });

  it('packs the items scanned after a case into it, up to its size, and says why the others may not go in', async () => {
    const first = await pack(null, [items[0], cases[0], items[0], items[1], `https://trace.example.cn/foodcode?code=${items[2]}`, items[3], items[4], items[0], otherItem]);
    expect(first.success).toBe(true);
    expect(outcomes(first.result.results)).toEqual([
      ['refused', '请先扫描箱码'],
      ['case', `箱码（批次 ${lot.lotNo}），已装 0 / 4 件`],
      ['packed', '已装箱，1 / 4 件'], ['packed', '已装箱，2 / 4 件'], ['packed', '已装箱，3 / 4 件'], ['packed', '已装箱，4 / 4 件'],
      ['refused', '本箱已装满（每箱 4 件），请扫描下一个箱码'],
      ['already', '已在本箱中'],
      ['refused', `追溯码属于批次 ${other.lotNo}，箱码属于批次 ${lot.lotNo}，不能装入`],
    ]);
    expect(first.result.case).toMatchObject({ code: cases[0], lotNo: lot.lotNo, perCase: 4, shipmentNo: null });
    expect(first.result.case!.items.map((i) => i.code)).toEqual(items.slice(0, 4));
    expect(first.result.case!.items[0]).toMatchObject({ packedBy: '系统管理员', packedTime: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/) });

    // the next call goes on with the case left open; a case code opens another
    const second = await pack(first.result.case!.id, [items[4], cases[1], items[0], items[4], items[5]]);
    expect(outcomes(second.result.results)).toEqual([
      ['refused', '本箱已装满（每箱 4 件），请扫描下一个箱码'],
      ['case', `箱码（批次 ${lot.lotNo}），已装 0 / 4 件`],
      ['refused', `追溯码已在箱码 ${cases[0]} 中，请先从该箱拆出`],
      ['packed', '已装箱，1 / 4 件'], ['packed', '已装箱，2 / 4 件'],
    ]);
    expect((await row(items[4])).parentCodeId).toBe((await row(cases[1])).id);
    expect((await contents(cases[1])).result.items.map((i) => i.code)).toEqual([items[4], items[5]]);
    expect((await contents(items[0])).message).toBe('箱码不存在或已作废');
  });

  it('shows an item\'s case on its detail, and a case\'s items', async () => {
    const detail = (await t.call<{ level: string; parentCase: { code: string } | null; packedBy: string | null }>('GET', '/foodtrace/code/detail', { token: admin, query: { code: items[1] } })).body.result;
    expect(detail).toMatchObject({ level: 'ITEM', parentCase: { code: cases[0] }, packedBy: '系统管理员' });
    expect((await t.call<{ level: string }>('GET', '/foodtrace/code/detail', { token: admin, query: { code: cases[0] } })).body.result.level).toBe('CASE');
  });

  it('ships a case whole with one scan: its items count against the line and go with it', async () => {
    const { id } = (await ship(t, admin, m.retailer.id, [[lot.id, 6]])).body.result;
    const shipmentNo = (await t.call<{ shipmentNo: string }>('GET', '/foodtrace/outputwarehouse/queryById', { token: admin, query: { id } })).body.result.shipmentNo;
    // two labels someone scanned on the public page while the goods were still at the plant
    for (const code of [items[1], items[6], items[6]]) await t.call('GET', '/public/foodcode', { query: { code } });
    const scanned = await scanOut(id, [items[0], cases[2], cases[0], items[6], cases[1]]);
    expect(outcomes(scanned)).toEqual([
      ['refused', `追溯码在箱码 ${cases[0]} 中，请扫箱码整箱出库，或先拆箱`],
      ['refused', '箱内没有追溯码，请先装箱关联'],
      ['bound', `整箱出库（批次 ${lot.lotNo}，箱内 4 件）`],
      ['bound', `已出库（批次 ${lot.lotNo}）`],
      ['refused', `箱内 2 件，批次 ${lot.lotNo} 本单还能扫 1 件，整箱装不下`],
    ]);
    // they still ship, with a word to the warehouse to look at them
    expect(scanned.map((r) => r.warning)).toEqual([
      undefined, undefined,
      `箱内 1 件出厂前已被查询（${items[1]}），如非本厂试扫，标签可能已外流，请开箱核查`,
      expect.stringMatching(/^出厂前已被查询 2 次（首次 \d{4}-\d\d-\d\d \d\d:\d\d:\d\d），如非本厂试扫，标签可能已外流，请核查这件商品$/),
      undefined,
    ]);
    for (const code of [cases[0], ...items.slice(0, 4)]) expect((await row(code)).shipmentId).toBe(id);
    const listed = (await t.call<ShipmentCodes>('GET', '/foodtrace/outputwarehouse/codes', { token: admin, query: { id } })).body.result;
    expect(listed.lines[0].codes).toBe(5);
    expect([listed.total, listed.cases]).toEqual([2, 1]);
    expect(listed.records.map((r) => [r.code, r.level, r.items]).sort()).toEqual([[cases[0], 'CASE', 4], [items[6], 'ITEM', 0]].sort());

    // a shipped case stays shut, and its items leave only with it
    expect(outcomes((await pack(null, [cases[0]])).result.results)).toEqual([['refused', `箱码已随出库单 ${shipmentNo} 出库，不能再装箱或拆箱`]]);
    expect((await t.call('POST', '/foodtrace/code/unpack', { token: admin, body: { caseId: (await row(cases[0])).id, ids: [(await row(items[0])).id] } })).body.message)
      .toBe(`箱码已随出库单 ${shipmentNo} 出库，不能再装箱或拆箱`);
    expect((await t.call('POST', '/foodtrace/outputwarehouse/unbindCodes', { token: admin, body: { id, codeIds: [(await row(items[0])).id] } })).body.message)
      .toBe('追溯码随整箱出库，请移出整箱');

    // the consumer of a bottle from the case sees where the case went
    const bottle = (await t.call<PublicFoodCode>('GET', '/public/foodcode', { query: { code: items[2] } })).body.result;
    expect(bottle.shippedTo).toEqual([{ province: '上海市', city: '上海市' }]);
    expect(bottle.caseCode).toBeUndefined();

    // taking the case off takes its items with it
    const off = await t.call<{ count: number }>('POST', '/foodtrace/outputwarehouse/unbindCodes', { token: admin, body: { id, codeIds: [(await row(cases[0])).id] } });
    expect(off.body).toMatchObject({ success: true, result: { count: 5 } });
    for (const code of [cases[0], ...items.slice(0, 4)]) expect((await row(code)).shipmentId).toBeNull();
    expect((await row(items[0])).parentCodeId).toBe((await row(cases[0])).id);
  });

  it('tells a shop scanning a case what it is, without a counterfeit warning for its many scans', async () => {
    const scanCase = async () => (await t.call<PublicFoodCode>('GET', '/public/foodcode', { query: { code: cases[1] } })).body.result;
    await scanCase();
    const again = await scanCase();
    expect(again).toMatchObject({ status: 'ACTIVE', caseCode: true, scanNo: 2, message: expect.stringMatching(/^这是整箱包装上的箱码（第 2 次查询）/) });
    expect(again.warning).toBeUndefined();
    expect(again.product).toBeDefined();
  });

  it('takes items out of a case, and lets a voided case\'s items go', async () => {
    const caseId = (await row(cases[0])).id;
    const out = await t.call<{ count: number }>('POST', '/foodtrace/code/unpack', { token: admin, body: { caseId, ids: [(await row(items[0])).id] } });
    expect(out.body).toMatchObject({ success: true, result: { count: 1 }, message: '已从箱中拆出 1 个追溯码' });
    expect(await row(items[0])).toMatchObject({ parentCodeId: null, packedBy: null });
    expect((await t.call('POST', '/foodtrace/code/unpack', { token: admin, body: { caseId, ids: [(await row(items[0])).id] } })).body.message).toBe('没有可拆出的追溯码');

    await post(t, admin, '/foodtrace/code/void', { ids: [(await row(cases[1])).id], reason: '箱标破损' });
    expect((await row(items[4])).parentCodeId).toBeNull();
    expect(outcomes((await pack(null, [cases[1]])).result.results)).toEqual([['refused', '箱码已作废，不能装箱']]);
    // …and they go into another case
    expect(outcomes((await pack(caseId, [items[4]])).result.results)).toEqual([['packed', '已装箱，4 / 4 件']]);
    // each change is in the data log
    const log = await t.ctx.db.selectFrom('sysDataLog' as never).select('dataId' as never).where('dataId' as never, '=', (await row(items[4])).id as never).execute();
    expect(log.length).toBeGreaterThanOrEqual(3);
  });

  it('keeps a role with the 本部门 rule to its department\'s cases on every 装箱关联 route', async () => {
    const menus = await t.ctx.db.selectFrom('sysPermission').select(['id', 'component'])
      .where('component', 'in', ['foodtrace/CodeFoodList', 'foodtrace/FoodCodeManageList']).execute();
    const buttons = await t.ctx.db.selectFrom('sysPermission').select('id').where('parentId', 'in', menus.map((x) => x.id)).execute();
    const roleId = (await post(t, admin, '/sys/role/add', { roleName: '质量部装箱', roleCode: 'qa_packer' })).id;
    await post(t, admin, '/sys/permission/saveRolePermission', { roleId, permissionIds: [...menus, ...buttons].map((p) => p.id).join(',') });
    const codesMenu = menus.find((x) => x.component === 'foodtrace/CodeFoodList')!;
    const rule = await t.ctx.db.selectFrom('sysPermissionDataRule').select('id').where('permissionId', '=', codesMenu.id).executeTakeFirstOrThrow();
    await post(t, admin, '/sys/role/datarule', { permissionId: codesMenu.id, roleId, dataRuleIds: rule.id });
    await post(t, admin, '/sys/user/add', { username: 'qa_packer', password: 'Pack#pass-2026', realname: '质检装箱', selectedroles: roleId, selecteddeparts: SEED_IDS.qaDepart });
    const qa = await t.login('qa_packer', 'Pack#pass-2026');
    // the cases were made by admin (the company, A01): not 质量管理部's
    const caseId = (await row(cases[0])).id;
    const before = (await contents(cases[0])).result.items.length;
    expect((await t.call('GET', '/foodtrace/code/case', { token: qa, query: { code: cases[0] } })).body).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await t.call('POST', '/foodtrace/code/pack', { token: qa, body: { caseId, codes: [items[9]] } })).body).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await t.call('POST', '/foodtrace/code/unpack', { token: qa, body: { caseId, ids: [(await row(items[1])).id] } })).body).toMatchObject({ success: false, message: '未找到对应数据' });
    const scanned = await t.call<CodePackAnswer>('POST', '/foodtrace/code/pack', { token: qa, body: { codes: [cases[0], items[9]] } });
    expect(outcomes(scanned.body.result.results)).toEqual([['refused', '未找到对应数据'], ['refused', '请先扫描箱码']]);
    expect((await contents(cases[0])).result.items).toHaveLength(before);
  });

  it('lets one of two stations have an item scanned into two cases at once', async () => {
    const spare = (await codesOf((await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: other.id, quantity: 2, level: 'CASE', perCase: 3 })).batchId));
    const [a, b] = await Promise.all([pack(null, [spare[0], otherItem]), pack(null, [spare[1], otherItem])]);
    expect([a.result.results[1].outcome, b.result.results[1].outcome].sort()).toEqual(['packed', 'refused']);
  });

  it('keeps an item scanned for a second case in one list in the first, and writes a long list together', async () => {
    const lotCases = await codesOf((await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: lot.id, quantity: 2, level: 'CASE', perCase: 3 })).batchId);
    const loose = [items[7], items[8]];
    const answer = (await pack(null, [lotCases[0], loose[0], loose[1], lotCases[1], loose[0], lotCases[0], items[9]])).result;
    expect(outcomes(answer.results).slice(1)).toEqual([
      ['packed', '已装箱，1 / 3 件'], ['packed', '已装箱，2 / 3 件'],
      ['case', `箱码（批次 ${lot.lotNo}），已装 0 / 3 件`],
      ['refused', `追溯码已在箱码 ${lotCases[0]} 中，请先从该箱拆出`],
      // opened again, the first case counts what it took in this list
      ['case', `箱码（批次 ${lot.lotNo}），已装 2 / 3 件`], ['packed', '已装箱，3 / 3 件'],
    ]);
    expect((await row(loose[0])).parentCodeId).toBe((await row(lotCases[0])).id);
    expect((await contents(lotCases[0])).result.items.map((i) => i.code).sort()).toEqual([...loose, items[9]].sort());
    // each packed item's new state is in the data log
    const logged = await t.ctx.db.selectFrom('sysDataLog').select('dataContent').where('dataId', '=', (await row(loose[1])).id).orderBy('createTime', 'desc').executeTakeFirstOrThrow();
    expect(JSON.parse(logged.dataContent)).toMatchObject({ parentCodeId: (await row(lotCases[0])).id, packedBy: 'admin' });
  });

  it('writes items together only while each is as read; otherwise it says which one changed', async () => {
    const item = await t.ctx.db.selectFrom('ftTraceCode' as never).selectAll().where('code' as never, '=', items[9] as never).executeTakeFirstOrThrow() as unknown as FtTraceCode;
    const caseId = (await row(cases[1])).id;
    // another station packed it after it was read
    await t.ctx.db.updateTable('ftTraceCode' as never).set({ parentCodeId: caseId } as never).where('id' as never, '=', item.id as never).execute();
    const values = { packedTime: Date.now(), packedBy: 'admin' };
    await expect(t.ctx.db.transaction().execute((db) => writePacking(db as never, [{ row: item, caseId }], values, 'together'))).rejects.toBeInstanceOf(RaceLost);
    expect(await t.ctx.db.transaction().execute((db) => writePacking(db as never, [{ row: item, caseId }], values, 'one by one'))).toEqual([false]);
    expect(await t.ctx.db.transaction().execute((db) => writePacking(db as never, [{ row: { ...item, parentCodeId: caseId }, caseId }], values, 'together'))).toEqual([true]);
  });

  it('recalls a lot\'s cases with its items, and counts the items', async () => {
    const recall = await post<{ codeCount: number }>(t, admin, '/foodtrace/lot/recall', { lotId: other.id, reason: '胀包', level: '3' });
    expect(recall.codeCount).toBe(1);
    const statuses = await t.ctx.db.selectFrom('ftTraceCode' as never).select(['codeLevel', 'status'] as never).where('lotId' as never, '=', other.id as never).execute() as Array<{ codeLevel: string; status: string }>;
    expect(statuses.filter((c) => c.codeLevel === 'CASE').map((c) => c.status)).toEqual(['RECALLED', 'RECALLED']);
  });

  it('gives a case code the GS1 Digital Link of the product\'s carton (外箱条码), and its 箱规 as 每箱件数', async () => {
    const product = (await t.call<{ gtin: string }>('GET', '/foodtrace/product/queryById', { token: admin, query: { id: m.milk.id } })).body.result;
    const caseGtin = withCheckDigit(`1${product.gtin.slice(1, 13)}`);
    const edit = (body: Record<string, unknown>) => t.call('PUT', '/foodtrace/product/edit', { token: admin, body: { id: m.milk.id, ...body } });
    expect((await edit({ caseGtin: product.gtin })).body).toMatchObject({ success: false, message: '外箱条码(GTIN-14)不能与商品条码(GTIN-14)相同' });
    expect((await edit({ caseGtin: `${caseGtin.slice(0, 13)}${(Number(caseGtin[13]) + 1) % 10}` })).body.success).toBe(false);
    // a GTIN names one trade item: another product's 商品条码 is not this one's 外箱条码
    const other = await post<{ id: string }>(t, admin, '/foodtrace/product/add', { name: '测试整箱装', productTypeId: m.type.id, unit: 'box', gtin: caseGtin });
    expect((await edit({ caseGtin })).body).toMatchObject({ success: false, message: '外箱条码(GTIN-14)已是另一条记录的商品条码(GTIN-14)' });
    await t.call('DELETE', '/foodtrace/product/delete', { token: admin, query: { id: other.id } });
    expect((await edit({ caseGtin, caseQty: 5 })).body.success).toBe(true);
    // …and the other way round: no product's 商品条码 may be a 外箱条码, whether added one by one or imported
    expect((await t.call('POST', '/foodtrace/product/add', { token: admin, body: { name: '测试整箱装', productTypeId: m.type.id, unit: 'box', gtin: caseGtin } })).body)
      .toMatchObject({ success: false, message: '商品条码(GTIN-14)已是另一条记录的外箱条码(GTIN-14)' });
    const { typeName } = (await t.call<{ typeName: string }>('GET', '/foodtrace/productType/queryById', { token: admin, query: { id: m.type.id } })).body.result;
    // GTINs of a prefix no fixture product has ('069…'), so that only the clashes written here can refuse a row
    const [g1, g2, g3] = ['0701', '0702', '0703'].map((p) => withCheckDigit(`${p}${product.gtin.slice(4, 13)}`));
    const sheet = await xlsx([
      ['产品名称', '产品类型', '商品条码(GTIN-14)', '外箱条码(GTIN-14)', '单位'],
      ['导入甲', typeName, g1, g2, '瓶'],
      ['导入乙', typeName, g2, null, '瓶'], // 甲's carton, in the same file
      ['导入丙', typeName, g3, caseGtin, '瓶'], // the milk's carton
      ['导入丁', typeName, g1, null, '瓶'], // 甲's 商品条码 again
    ]);
    const { payload, headers } = multipart([{ name: 'files[]', fileName: '产品.xlsx', value: sheet }]);
    const imported = await t.app.inject({ method: 'POST', url: `${t.config.apiBase}/foodtrace/product/importExcel`, payload, headers: { ...headers, 'x-access-token': admin } });
    expect(imported.json().result, imported.body).toMatchObject({ totalCount: 4, successCount: 1 });
    const names = (await t.call<{ records: Array<{ name: string }> }>('GET', '/foodtrace/product/list', { token: admin, query: { name: '导入*', pageSize: '10' } })).body.result.records;
    expect(names.map((r) => r.name)).toEqual(['导入甲']);

    const [lot3] = await releasedFinished(t, admin, m, [10]);
    const made = (await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: lot3.id, quantity: 2, level: 'CASE', withSerial: true })).batchId;
    expect((await t.call<Record<string, unknown>>('GET', '/foodtrace/codeBatch/queryById', { token: admin, query: { id: made } })).body.result).toMatchObject({ perCase: 5, withSerial: '1' });
    const [box] = await codesOf(made);
    const detail = (await t.call<{ digitalLinkUrl: string; product: { caseGtin: string } }>('GET', '/foodtrace/code/detail', { token: admin, query: { code: box } })).body.result;
    expect(detail.product.caseGtin).toBe(caseGtin);
    expect(detail.digitalLinkUrl).toMatch(new RegExp(`/01/${caseGtin}/10/${lot3.lotNo}/21/${box}$`));
    // the carton's GTIN resolves the case; the bottle's GTIN does not
    const dl = await t.app.inject({ method: 'GET', url: `/01/${caseGtin}/10/${lot3.lotNo}/21/${box}` });
    expect([dl.statusCode, dl.headers.location]).toEqual([302, `/foodcode?code=${box}`]);
    expect((await t.app.inject({ method: 'GET', url: `/01/${product.gtin}/21/${box}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/01/${caseGtin}/21/${items[0]}` })).statusCode).toBe(404);
    // a scanner reading the case's Digital Link packs and ships it like its code
    expect(outcomes((await pack(null, [`https://trace.example.cn/01/${caseGtin}/10/${lot3.lotNo}/21/${box}`])).result.results)).toEqual([['case', `箱码（批次 ${lot3.lotNo}），已装 0 / 5 件`]]);

    const csv = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/foodtrace/code/exportCsv`, query: { batchId: made }, headers: { 'x-access-token': admin } });
    expect(csv.body.trim().split('\r\n')[1]).toMatch(new RegExp(`^1,[0-9A-Z]{12},测试鲜奶,${caseGtin},${lot3.lotNo},ACTIVE,https?://.+/foodcode\\?code=[0-9A-Z]{12},https?://.+/01/${caseGtin}/10/${lot3.lotNo}/21/[0-9A-Z]{12}$`));
  });

  it('ships and gives back a case of a thousand items in one scan, each item logged once each way', async () => {
    const [big] = await releasedFinished(t, admin, m, [1002]); // a thousand to ship, two retained samples (留样)
    const bottles = await codesOf((await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: big.id, quantity: 1000 })).batchId);
    const [carton] = await codesOf((await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: big.id, quantity: 1, level: 'CASE', perCase: 1000 })).batchId);
    expect((await pack(null, [carton, ...bottles])).result.results.at(-1)).toMatchObject({ outcome: 'packed', message: '已装箱，1000 / 1000 件' });
    const ids = new Map((await t.ctx.db.selectFrom('ftTraceCode' as never).select(['id', 'code'] as never).where('lotId' as never, '=', big.id as never)
      .where('codeLevel' as never, '=', 'ITEM' as never).execute() as Array<{ id: string; code: string }>).map((r) => [r.id, r.code]));
    /** Each bottle's data-log versions, in order. */
    const versions = async () => {
      const rows = await t.ctx.db.selectFrom('sysDataLog' as never).select(['dataId', 'dataVersion'] as never).where('dataTable' as never, '=', 'ft_trace_code' as never)
        .where('dataId' as never, 'in', [...ids.keys()] as never).execute() as Array<{ dataId: string; dataVersion: number }>;
      const byCode = new Map<string, number[]>();
      for (const r of rows) byCode.set(ids.get(r.dataId)!, [...(byCode.get(ids.get(r.dataId)!) ?? []), Number(r.dataVersion)].sort((a, b) => a - b));
      return byCode;
    };
    const packed = await versions();

    const { id } = (await ship(t, admin, m.retailer.id, [[big.id, 1000]])).body.result;
    expect(outcomes(await scanOut(id, [carton]))).toEqual([['bound', `整箱出库（批次 ${big.lotNo}，箱内 1000 件）`]]);
    const shipped = await versions();
    expect((await t.call<ShipmentCodes>('GET', '/foodtrace/outputwarehouse/codes', { token: admin, query: { id } })).body.result.lines[0].codes).toBe(1000);
    for (const code of bottles) expect(shipped.get(code)).toEqual([...packed.get(code)!, packed.get(code)!.length + 1]);
    const lastLog = await t.ctx.db.selectFrom('sysDataLog' as never).select('dataContent' as never).where('dataId' as never, '=', (await row(bottles[999])).id as never)
      .orderBy('dataVersion' as never, 'desc').executeTakeFirstOrThrow() as { dataContent: string };
    expect(JSON.parse(lastLog.dataContent)).toMatchObject({ shipmentId: id, scannedOutBy: 'admin', parentCodeId: (await row(carton)).id });

    await post(t, admin, '/foodtrace/outputwarehouse/unbindCodes', { id, codeIds: [(await row(carton)).id] });
    const back = await versions();
    for (const code of bottles) expect(back.get(code)!.length).toBe(shipped.get(code)!.length + 1);
    expect((await row(bottles[500])).shipmentId).toBeNull();
  });
});

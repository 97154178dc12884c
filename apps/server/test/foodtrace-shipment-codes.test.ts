import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foodcodeUrl, type PageResult, type PublicFoodCode, type RecallReport, type ShipmentCodeResult, type ShipmentCodes } from '@foodtrace/contracts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { masterData, post, releasedFinished, ship, type Master } from './foodtrace-fixture.ts';

/**
 * 扫码出库 (TRACEABILITY.md §4.4): codes bound to the shipment they leave with — the rules of a scan, the counts,
 * the code's own destination on the public page, taking codes off again, and a deleted shipment giving them back.
 */
describe.each(databaseTargets())('scanning codes out with a shipment on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  let lot: { id: string; lotNo: string };
  let codes: string[];
  let otherLotCode: string;
  const shipments: Record<'sh' | 'gd', { id: string; shipmentNo: string }> = {} as never;

  const scan = async (shipmentId: string, inputs: string[]) => (await t.call<ShipmentCodeResult[]>('POST', '/foodtrace/outputwarehouse/scanCodes', { token: admin, body: { id: shipmentId, codes: inputs } })).body;
  const outcomes = (results: ShipmentCodeResult[]) => results.map((r) => [r.outcome, r.message]);
  const listed = async (shipmentId: string) => (await t.call<ShipmentCodes>('GET', '/foodtrace/outputwarehouse/codes', { token: admin, query: { id: shipmentId } })).body.result;
  const codeRow = async (code: string) => t.ctx.db.selectFrom('ftTraceCode' as never).select(['id', 'shipmentId', 'status'] as never).where('code' as never, '=', code as never).executeTakeFirstOrThrow() as Promise<{ id: string; shipmentId: string | null; status: string }>;

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    const outputs = await releasedFinished(t, admin, m, [10, 5]);
    [lot] = outputs;
    const codesOf = async (lotId: string, quantity: number) => {
      const batch = await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId, quantity });
      const rows = await t.ctx.db.selectFrom('ftTraceCode' as never).select('code' as never).where('batchId' as never, '=', batch.batchId as never).orderBy('code' as never).execute() as Array<{ code: string }>;
      return rows.map((r) => r.code);
    };
    codes = await codesOf(lot.id, 10);
    [otherLotCode] = await codesOf(outputs[1].id, 5);
    for (const [key, customer, qty] of [['sh', m.retailer.id, 4], ['gd', m.dealer.id, 3]] as const) {
      const { id } = (await ship(t, admin, customer, [[lot.id, qty]])).body.result;
      const header = (await t.call<{ shipmentNo: string }>('GET', '/foodtrace/outputwarehouse/queryById', { token: admin, query: { id } })).body.result;
      shipments[key] = { id, shipmentNo: header.shipmentNo };
    }
  });
  afterAll(async () => { await t?.close(); });

  it('binds each scanned label that may leave with the shipment and says why the others may not', async () => {
    const res = await scan(shipments.sh.id, [
      codes[0], foodcodeUrl('https://trace.example.cn', codes[1]), 'https://trace.example.cn/AdDetail?id=1', 'ZZZZZZZZZZZZ', otherLotCode, codes[0].toLowerCase(),
    ]);
    expect(res.success).toBe(true);
    expect(res.message).toBe('已出库 2 个');
    expect(outcomes(res.result)).toEqual([
      ['bound', `已出库（批次 ${lot.lotNo}）`],
      ['bound', `已出库（批次 ${lot.lotNo}）`],
      ['refused', '无法识别：不是本系统的追溯码或其二维码'],
      ['refused', '追溯码不存在'],
      ['refused', expect.stringMatching(/^追溯码属于批次 \S+，不在本出库单的发货明细中$/)],
      ['already', '已在本出库单中'],
    ]);
    expect(res.result[1]).toMatchObject({ code: codes[1], input: foodcodeUrl('https://trace.example.cn', codes[1]) });

    // one code per item: the line ships 4 bottles, so the fifth label is refused
    expect(outcomes((await scan(shipments.sh.id, [codes[2], codes[3], codes[4]])).result)).toEqual([
      ['bound', `已出库（批次 ${lot.lotNo}）`], ['bound', `已出库（批次 ${lot.lotNo}）`], ['refused', `批次 ${lot.lotNo} 本单发货 4 瓶，扫码数已满（一物一码）`],
    ]);
    // a code out with one shipment cannot leave with another; nor can a voided one
    await post(t, admin, '/foodtrace/code/void', { ids: [(await codeRow(codes[9])).id], reason: '标签破损' });
    expect(outcomes((await scan(shipments.gd.id, [codes[0], codes[9]])).result)).toEqual([
      ['refused', `追溯码已随出库单 ${shipments.sh.shipmentNo} 出库`], ['refused', '追溯码已作废，不能出库'],
    ]);
    expect((await codeRow(codes[0])).shipmentId).toBe(shipments.sh.id);
  });

  it('lists what left with the shipment, by lot and code, and shows it on the code and in the code list', async () => {
    const list = await listed(shipments.sh.id);
    expect(list.lines).toEqual([{ lotId: lot.id, lotNo: lot.lotNo, itemName: '测试鲜奶', quantity: 4, unit: 'bottle', codes: 4 }]);
    expect(list.total).toBe(4);
    expect(list.records.map((r) => r.code).sort()).toEqual(codes.slice(0, 4).sort());
    expect(list.records[0]).toMatchObject({ lotNo: lot.lotNo, status: 'ACTIVE', boundBy: '系统管理员', boundTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });

    const detail = (await t.call<Record<string, unknown>>('GET', '/foodtrace/code/detail', { token: admin, query: { code: codes[0] } })).body.result;
    expect(detail.shipment).toMatchObject({ id: shipments.sh.id, shipmentNo: shipments.sh.shipmentNo, customerName: '测试超市', region: '上海市/上海市/浦东新区', deleted: false, scannedOutBy: '系统管理员' });
    const page = await t.call<PageResult<Record<string, unknown>>>('GET', '/foodtrace/foodCode/list', { token: admin, query: { shipmentId: shipments.sh.id } });
    expect(page.body.result.total).toBe(4);
    expect(page.body.result.records[0]).toMatchObject({ shipmentId: shipments.sh.id, shipmentId_dictText: shipments.sh.shipmentNo });
    // each binding is in the code's data log, with who did it
    const logs = await t.ctx.db.selectFrom('sysDataLog').select(['dataContent', 'createBy']).where('dataTable', '=', 'ft_trace_code').where('dataId', '=', (await codeRow(codes[0])).id).execute();
    expect(logs.some((l) => JSON.parse(l.dataContent).shipmentId === shipments.sh.id && l.createBy === 'admin')).toBe(true);
  });

  it('tells a consumer where their own item went; an item not scanned out, where its lot went', async () => {
    const shippedTo = async (code: string) => (await t.call<PublicFoodCode>('GET', '/public/foodcode', { query: { code } })).body.result.shippedTo;
    expect(await shippedTo(codes[0])).toEqual([{ province: '上海市', city: '上海市' }]);
    expect(await shippedTo(codes[5])).toEqual(expect.arrayContaining([{ province: '上海市', city: '上海市' }, { province: '广东省', city: '深圳市' }]));
    expect(await shippedTo(codes[5])).toHaveLength(2);
  });

  it('takes a code off again, and gives every code back when the shipment is deleted', async () => {
    const removed = await t.call<{ count: number }>('POST', '/foodtrace/outputwarehouse/unbindCodes', { token: admin, body: { id: shipments.sh.id, codeIds: [(await codeRow(codes[1])).id] } });
    expect(removed.body).toMatchObject({ success: true, result: { count: 1 }, message: '已移出 1 个追溯码' });
    expect((await listed(shipments.sh.id)).total).toBe(3);
    expect(outcomes((await scan(shipments.gd.id, [codes[1]])).result)).toEqual([['bound', `已出库（批次 ${lot.lotNo}）`]]);
    // a code of another shipment is not this one's to take off
    expect((await t.call('POST', '/foodtrace/outputwarehouse/unbindCodes', { token: admin, body: { id: shipments.sh.id, codeIds: [(await codeRow(codes[1])).id] } })).body.message).toBe('没有可移出的追溯码');

    const del = await t.call('DELETE', '/foodtrace/outputwarehouse/delete', { token: admin, query: { id: shipments.sh.id } });
    expect(del.body.success).toBe(true);
    expect((await codeRow(codes[0])).shipmentId).toBeNull();
    expect((await codeRow(codes[1])).shipmentId).toBe(shipments.gd.id);
    expect((await scan(shipments.sh.id, [codes[0]])).message).toBe('未找到对应数据');
    // and the freed code may leave with another shipment
    expect(outcomes((await scan(shipments.gd.id, [codes[0]])).result)).toEqual([['bound', `已出库（批次 ${lot.lotNo}）`]]);
  });

  it('tells a recall how many of the items each consignee got can be found by their codes', async () => {
    const recall = await post<{ recallId: string }>(t, admin, '/foodtrace/recall/mock', { lotId: lot.id, reason: '演练' });
    const report = (await t.call<RecallReport>('GET', '/foodtrace/recall/report', { token: admin, query: { id: recall.recallId } })).body.result;
    const dealer = report.consignees.find((c) => c.customerName === '测试经销商')!;
    const bound = await t.ctx.db.selectFrom('ftTraceCode' as never).select('id' as never).where('shipmentId' as never, '=', shipments.gd.id as never).execute();
    expect(bound.length).toBeGreaterThan(0);
    expect(dealer).toMatchObject({ lotId: lot.id, shippedQty: 3, scannedCodes: bound.length });
  });

  it('keeps a role with the 本部门 rule to its department\'s shipments on every 扫码出库 route', async () => {
    const menu = await t.ctx.db.selectFrom('sysPermission').select('id').where('component', '=', 'foodtrace/OutputwarehouseList').executeTakeFirstOrThrow();
    const buttons = await t.ctx.db.selectFrom('sysPermission').select('id').where('parentId', '=', menu.id).execute();
    const roleId = (await post(t, admin, '/sys/role/add', { roleName: '质量部出库', roleCode: 'qa_scan_out' })).id;
    await post(t, admin, '/sys/permission/saveRolePermission', { roleId, permissionIds: [menu, ...buttons].map((p) => p.id).join(',') });
    const rule = await t.ctx.db.selectFrom('sysPermissionDataRule').select('id').where('permissionId', '=', menu.id).executeTakeFirstOrThrow();
    await post(t, admin, '/sys/role/datarule', { permissionId: menu.id, roleId, dataRuleIds: rule.id });
    await post(t, admin, '/sys/user/add', { username: 'qa_scanner', password: 'Scan#pass-2026', realname: '质检扫码', selectedroles: roleId, selecteddeparts: SEED_IDS.qaDepart });
    const qa = await t.login('qa_scanner', 'Scan#pass-2026');
    // the dealer's shipment was written by admin (the company, A01): not 质量管理部's
    const calls = [
      await t.call('GET', '/foodtrace/outputwarehouse/codes', { token: qa, query: { id: shipments.gd.id } }),
      await t.call('POST', '/foodtrace/outputwarehouse/scanCodes', { token: qa, body: { id: shipments.gd.id, codes: [codes[8]] } }),
      await t.call('POST', '/foodtrace/outputwarehouse/unbindCodes', { token: qa, body: { id: shipments.gd.id, codeIds: [(await codeRow(codes[0])).id] } }),
    ];
    for (const res of calls) expect(res.body).toMatchObject({ success: false, message: '未找到对应数据' });
    expect((await codeRow(codes[8])).shipmentId).toBeNull();
    expect((await codeRow(codes[0])).shipmentId).toBe(shipments.gd.id);
  });

  it('lets one of two shipments take a code scanned into both at once', async () => {
    const { id } = (await ship(t, admin, m.retailer.id, [[lot.id, 2]])).body.result;
    const [a, b] = await Promise.all([scan(id, [codes[6]]), scan(shipments.gd.id, [codes[6]])]);
    expect([a.result[0].outcome, b.result[0].outcome].sort()).toEqual(['bound', 'refused']);
    expect([id, shipments.gd.id]).toContain((await codeRow(codes[6])).shipmentId);
  });
});

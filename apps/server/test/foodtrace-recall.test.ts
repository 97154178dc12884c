import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DICT_ADMIN_TEXT, FT_DICT, FT_PERMS, elapsedText, type RecallReport } from '@foodtrace/contracts';
import { formatInstant } from '../src/platform/db/time.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { genealogy, lotDetail, masterData, post, processRun, ship } from './foodtrace-fixture.ts';

/** 召回管理 (TRACEABILITY.md §4.3): mock and real recalls, consignees, mass balance, the clock, the report. */
describe.each(databaseTargets())('recalls on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let g: Awaited<ReturnType<typeof genealogy>>;
  let boxed: { id: string; lotNo: string };
  let m: Awaited<ReturnType<typeof masterData>>;
  let mockId = '';
  let firstShipment = '';
  const report = async (id: string) => (await t.call<RecallReport>('GET', '/foodtrace/recall/report', { token: admin, query: { id } })).body.result;
  const consignee = (r: RecallReport, customer: string, lotId: string) => r.consignees.find((c) => c.customerName === customer && c.lotId === lotId)!;

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    g = await genealogy(t, admin, m);
    // A lot that shares only the carton lot with F1 (the last test): listed, but it does not widen a recall by itself.
    boxed = (await processRun(t, admin, m.yogurt.id, [[g.C, 10]], [{ lotKind: 'FINISHED', quantity: 10 }])).outputs[0];
    firstShipment = (await ship(t, admin, m.retailer.id, [[g.F1, 60]])).body.result.id;
    await ship(t, admin, m.retailer.id, [[g.F1, 40], [g.F3, 60]]);
    await ship(t, admin, m.dealer.id, [[g.F1, 50]]);
    await post(t, admin, '/foodtrace/code/generate', { lotId: g.F1, quantity: 5 });
  });
  afterAll(async () => { await t?.close(); });

  it('a mock recall finds every lot and consignee downstream and changes nothing', async () => {
    const res = await post<{ recallId: string; recallNo: string; lotCount: number; codeCount: number; consigneeCount: number }>(
      t, admin, '/foodtrace/recall/mock', { lotId: g.M1, reason: '年度模拟召回演练' });
    mockId = res.recallId;
    expect(res.recallNo).toMatch(/^MR\d{8}-/);
    // M1 → W1, W2 → F1, F2, F3: six lots; the five active codes of F1 would be flagged by a real recall
    expect(res).toMatchObject({ lotCount: 6, codeCount: 5, consigneeCount: 3 });
    expect((await lotDetail(t, admin, g.F1)).status).toBe('RELEASED');
    const codes = await t.ctx.db.selectFrom('ftTraceCode' as never).select('status' as never).where('lotId' as never, '=', g.F1 as never).execute() as Array<{ status: string }>;
    expect(codes.every((c) => c.status === 'ACTIVE')).toBe(true);
    expect((await report(mockId)).timer.start).toBeNull(); // a mock recall is timed against the 4-hour trace only
  });

  it('reports sources, lots, consignees, codes and the mass balance', async () => {
    const r = await report(mockId);
    expect(r.recall).toMatchObject({ recallType: 'MOCK', status: 'OPEN', reason: '年度模拟召回演练' });
    expect(r.sources.map((s) => s.lotId)).toEqual([g.M1]);
    expect(r.sources[0]).toMatchObject({ supplierName: '测试牧场 A', supplierLotNo: g.supplierLotNoM1, received: 1000, used: 1000 });
    expect(r.lots.map((l) => l.lotId).sort()).toEqual([g.M1, g.W1, g.W2, g.F1, g.F2, g.F3].sort());
    expect(r.lots.find((l) => l.lotId === g.F1)).toMatchObject({ produced: 500, shipped: 150, onHand: 350, recovered: 0 });
    // two shipments of F1 to the retailer are one consignee row with both shipment numbers
    const retailerF1 = consignee(r, '测试超市', g.F1);
    expect(retailerF1.shippedQty).toBe(100);
    expect(retailerF1.shipmentNos?.split('、')).toHaveLength(2);
    expect(consignee(r, '测试经销商', g.F1).shippedQty).toBe(50);
    expect(consignee(r, '测试超市', g.F3).shippedQty).toBe(60);
    expect(r.codes).toMatchObject({ total: 5, active: 5, recalled: 0 });
    // each stage balances on its own, raw first: the base liquid (counted in bottles by the fixture: W1 1380 + W2 395)
    // is not added to the bottles made of it (F1 500 + F2 400 + F3 600)
    expect(r.balance.map((b) => `${b.lotKind}/${b.unit}`)).toEqual(['RAW/kg', 'WIP/bottle', 'FINISHED/bottle']);
    expect(r.balance[1]).toMatchObject({ produced: 1775, consumed: 1500, shipped: 0, onHand: 275, accountedPct: 100 });
    const bottles = r.balance[2];
    expect(bottles).toMatchObject({ produced: 1500, consumed: 0, shipped: 210, onHand: 1290, recovered: 0, accountedPct: 100, recoveredOfSoldPct: 0 });
    expect(bottles.recoveredOfPlannedPct).toBeCloseTo((1290 / (210 + 1290)) * 100, 1);
    expect(r.balance[0]).toMatchObject({ accountedPct: 100 });
    expect(r.timer).toMatchObject({ target: '4 小时内完成追溯', overdue: false, endedAt: null });
    expect(r.gaps).toContain('2 个收货方尚未通知');
    expect(r.gaps.some((gap) => gap.includes('缺少联系电话'))).toBe(false);
    const phone = async (value: string) => expect((await t.call('PUT', '/foodtrace/relationOffice/edit', { token: admin, body: { id: m.dealer.id, phone: value } })).body.success).toBe(true);
    await phone('');
    expect((await report(mockId)).gaps).toContain('收货方 测试经销商 缺少联系电话');
    await phone('13800000000');
  });

  it('records notifications and returns, refusing impossible ones', async () => {
    const r = await report(mockId);
    const row = consignee(r, '测试经销商', g.F1);
    const notify = (body: Record<string, unknown>) => t.call('POST', '/foodtrace/recall/notify', { token: admin, body: { id: row.id, ...body } });
    expect((await notify({ recoveredQty: 51 })).body.message).toBe('回收数量不能超过发货数量 50 瓶');
    // told just now (the recall was started moments ago), confirmed a few seconds later
    const tz = t.config.timeZone;
    const told = formatInstant(Date.now(), tz)!;
    const confirmed = formatInstant(Date.now() + 5_000, tz)!;
    expect((await notify({ notifiedTime: confirmed, acknowledgedTime: told })).body.message).toBe('确认时间不能早于通知时间');
    expect((await notify({ notifiedTime: '2020-01-01 10:00:00' })).body.message).toBe('通知时间不能早于召回发起时间');
    expect((await notify({ notifiedTime: '2099-01-01 10:00:00' })).body.message).toBe('通知时间不能晚于当前时间');
    expect((await notify({ notifiedTime: told, acknowledgedTime: '2099-01-01 10:30:00' })).body.message).toBe('确认时间不能晚于当前时间');
    expect((await notify({ notifiedTime: told, notifyMethod: 'PHONE', contact: '李四', acknowledgedTime: confirmed, recoveredQty: 50 })).body.success).toBe(true);
    const after = await report(mockId);
    expect(consignee(after, '测试经销商', g.F1)).toMatchObject({ notifiedTime: told, acknowledgedTime: confirmed, contact: '李四', recoveredQty: 50 });
    expect(after.lots.find((l) => l.lotId === g.F1)!.recovered).toBe(50);
    expect(after.balance.find((b) => b.lotKind === 'FINISHED')!.recoveredOfSoldPct).toBeCloseTo((50 / 210) * 100, 1);
    expect(after.gaps).toContain('1 个收货方尚未通知');
  });

  it('closes with a summary, after which the recall is read-only', async () => {
    expect((await t.call('POST', '/foodtrace/recall/close', { token: admin, body: { id: mockId, summary: ' ' } })).status).toBe(400);
    await post(t, admin, '/foodtrace/recall/close', { id: mockId, summary: '2 小时内找全下游；经销商联系方式需更新' });
    const r = await report(mockId);
    expect(r.recall).toMatchObject({ status: 'CLOSED', summary: '2 小时内找全下游；经销商联系方式需更新' });
    expect(r.timer.endedAt).not.toBeNull();
    const row = consignee(r, '测试超市', g.F1);
    expect((await t.call('POST', '/foodtrace/recall/notify', { token: admin, body: { id: row.id, contact: '王五' } })).body.message).toBe('该召回已结束，不能再修改');
    expect((await t.call('POST', '/foodtrace/recall/close', { token: admin, body: { id: mockId, summary: '再次' } })).body.message).toBe('该召回已结束，不能再修改');
  });

  it('keeps the shipments a recall lists: no delete, no other customer, even once it is closed', async () => {
    const shipment = (await t.call<{ shipmentNo: string; _noDelete?: string }>('GET', '/foodtrace/outputwarehouse/queryById', { token: admin, query: { id: firstShipment } })).body.result;
    const recallNo = (await report(mockId)).recall.recallNo;
    const lotNo = (await lotDetail(t, admin, g.F1)).lotNo;
    // the detail (and the list) say why before a delete is tried
    expect(shipment._noDelete).toBe(`出库单 ${shipment.shipmentNo} 的批次 ${lotNo} 已列入召回 ${recallNo}，不能删除`);
    expect((await t.call('DELETE', '/foodtrace/outputwarehouse/delete', { token: admin, query: { id: firstShipment } })).body)
      .toMatchObject({ success: false, message: `出库单 ${shipment.shipmentNo} 的批次 ${lotNo} 已列入召回 ${recallNo}，不能删除` });
    expect((await t.call('PUT', '/foodtrace/outputwarehouse/edit', { token: admin, body: { id: firstShipment, customerId: m.dealer.id } })).body)
      .toMatchObject({ success: false, message: `出库单 ${shipment.shipmentNo} 的批次 ${lotNo} 已列入召回 ${recallNo}，不能更改收货客户` });
    expect((await t.call('PUT', '/foodtrace/outputwarehouse/edit', { token: admin, body: { id: firstShipment, remark: '补记车牌' } })).body.success).toBe(true);
    expect((await lotDetail(t, admin, g.F1)).shippedQty).toBe(150);
  });

  it('a real recall flags lots and codes, lists consignees and runs on its level\'s clock', async () => {
    // The start is timed from when the risk became known (level 2: within 48 hours); that cannot be in the future.
    const hoursAgo = (h: number) => formatInstant(Date.now() - h * 3_600_000, t.config.timeZone);
    const early = await t.call('POST', '/foodtrace/lot/recall', { token: admin, body: { lotId: g.C, reason: '包装材料迁移物超标', level: '2', learnedTime: hoursAgo(-2) } });
    expect(early.body).toMatchObject({ success: false, message: '知悉风险时间不能晚于发起召回的时间' });
    expect((await lotDetail(t, admin, g.F1)).status).not.toBe('RECALLED');
    const res = await post<{ recallId: string; recallNo: string; codeCount: number; consigneeCount: number }>(t, admin, '/foodtrace/lot/recall', { lotId: g.C, reason: '包装材料迁移物超标', level: '2', learnedTime: hoursAgo(50) });
    expect(res.recallNo).toMatch(/^RC\d{8}-/);
    expect(res).toMatchObject({ codeCount: 5, consigneeCount: 2 }); // F1 to the retailer and to the dealer; F3 has no carton
    expect((await lotDetail(t, admin, g.F1)).status).toBe('RECALLED');
    const r = await report(res.recallId);
    expect(r.recall).toMatchObject({ recallType: 'REAL', recallLevel: '2' });
    expect(r.timer.target).toBe('20 个工作日内完成召回');
    expect(r.recall.learnedTime).toBe(r.timer.start?.learnedAt);
    expect(r.timer.start).toMatchObject({ target: '知悉风险后 48 小时内启动召回', overdue: true });
    expect(r.timer.start?.lagMinutes).toBeGreaterThanOrEqual(50 * 60 - 1);
    expect(r.gaps).toContain(`知悉风险 ${elapsedText(r.timer.start!.lagMinutes!)}后才启动召回，未满足“知悉风险后 48 小时内启动召回”`);
    expect(r.codes).toMatchObject({ total: 5, recalled: 5, active: 0 });
    expect(r.gaps).toContain('2 条发货尚未登记回收数量');
    const list = await t.call<{ records: Array<Record<string, unknown>> }>('GET', '/foodtrace/recall/list', { token: admin, query: { recallType: 'REAL' } });
    expect(list.body.result.records[0]).toMatchObject({ recallNo: res.recallNo, recallType_dictText: '召回', recallLevel_dictText: '二级召回', status_dictText: '进行中' });
    expect(list.body.result.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const today = String(list.body.result.records[0].createTime).slice(0, 10);
    const byDay = await t.call<{ total: number }>('GET', '/foodtrace/recall/list', { token: admin, query: { createTime_begin: today, createTime_end: today, column: 'createTime', order: 'asc' } });
    expect(byDay.body.result.total).toBe(2);

    // The deadline follows the calendar the administrators keep in 数据字典: three holidays push it back.
    const dicts = await t.call<{ records: Array<{ id: string }> }>('GET', '/sys/dict/list', { token: admin, query: { dictCode: FT_DICT.holiday } });
    const dictId = dicts.body.result.records[0].id;
    const deadline = r.timer.deadline.slice(0, 10);
    for (const offset of [1, 2, 3]) {
      const day = new Date(Date.parse(`${deadline}T00:00:00Z`) - offset * 86_400_000).toISOString().slice(0, 10);
      expect((await t.call('POST', '/sys/dictItem/add', { token: admin, body: { dictId, itemText: '测试假日', itemValue: day } })).body.success).toBe(true);
    }
    // A value that is not a real date would never match a day: refused on add and on edit.
    for (const [bad, message] of [['2026/10/1', DICT_ADMIN_TEXT.valueNotDate], ['2026-02-30', '2026-02-30 不是有效的日期']]) {
      const refused = await t.call('POST', '/sys/dictItem/add', { token: admin, body: { dictId, itemText: '写错的假日', itemValue: bad } });
      expect(refused.body).toMatchObject({ success: false, message });
    }
    const added = await t.call<{ records: Array<{ id: string }> }>('GET', '/sys/dictItem/list', { token: admin, query: { dictId } });
    const retyped = await t.call('PUT', '/sys/dictItem/edit', { token: admin, body: { id: added.body.result.records[0].id, itemValue: '2026.10.1' } });
    expect(retyped.body).toMatchObject({ success: false, message: '本字典的数据值是日期，格式为 YYYY-MM-DD（如 2026-10-01）' });
    const later = (await report(res.recallId)).timer.deadline.slice(0, 10);
    expect(later > deadline, `${later} after ${deadline}`).toBe(true);
    const items = await t.call<{ records: Array<{ id: string }> }>('GET', '/sys/dictItem/list', { token: admin, query: { dictId } });
    await t.call('DELETE', '/sys/dictItem/deleteBatch', { token: admin, query: { ids: items.body.result.records.map((i) => i.id).join(',') } });
    expect((await report(res.recallId)).timer.deadline.slice(0, 10)).toBe(deadline);

    // The workbook's 概况 carries the start against its limit too.
    const book = new ExcelJS.Workbook();
    const file = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/foodtrace/recall/exportReport`, query: { id: res.recallId }, headers: { 'x-access-token': admin } });
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = new Map<string, unknown>();
    book.getWorksheet('概况')!.eachRow((row) => rows.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(rows.get('知悉风险时间')).toBe(r.recall.learnedTime);
    expect(rows.get('启动时限')).toBe('知悉风险后 48 小时内启动召回');
    expect(rows.get('启动用时')).toMatch(/^5\d 小时 \d+ 分（超时）$/);
  });

  it('records the plan reported to the regulator and the disposal, as 食品召回管理办法 asks', async () => {
    const list = await t.call<{ records: Array<{ id: string }> }>('GET', '/foodtrace/recall/list', { token: admin, query: { recallType: 'REAL' } });
    const id = list.body.result.records[0].id;
    const at = (hours: number) => formatInstant(Date.now() - hours * 3_600_000, t.config.timeZone);
    const dispose = (body: Record<string, unknown>) => t.call('POST', '/foodtrace/recall/dispose', { token: admin, body: { id, ...body } });
    let r = await report(id);
    expect(r.gaps).toContain('尚未记录向市场监督管理部门报告召回计划');
    // Food has come back from a consignee: how it was disposed of is now owed.
    const c = r.consignees[0];
    expect((await t.call('POST', '/foodtrace/recall/notify', { token: admin, body: { id: c.id, notifiedTime: at(0), acknowledgedTime: at(0), recoveredQty: 1 } })).body.success).toBe(true);
    expect((await report(id)).gaps).toContain('已回收的食品尚未记录处置（销毁、无害化处理或补救）');

    // Each half whole, nothing in the future, no report before the risk was known (50 hours ago in this recall).
    expect((await dispose({ planReportedTime: at(1) })).body).toMatchObject({ success: false, message: '请同时填写报告时间和报告的监管部门' });
    expect((await dispose({ disposalMethod: 'DESTROY' })).body).toMatchObject({ success: false, message: '请同时填写处置方式和处置时间' });
    expect((await dispose({ planReportedTime: at(-2), planReportedTo: '区市场监管局' })).body.message).toBe('报告时间不能晚于当前时间');
    expect((await dispose({ planReportedTime: at(60), planReportedTo: '区市场监管局' })).body.message).toBe('报告时间不能早于知悉风险的时间');
    // A level-2 recall (harm to health): the food is destroyed or made harmless, never sold again.
    expect((await dispose({ disposalMethod: 'REMEDY', disposalTime: at(0) })).body.message).toMatch(/^只有因标签、标识问题实施的三级召回才能补救后继续销售/);
    expect((await dispose({ disposalMethod: 'BURY', disposalTime: at(0) })).status).toBe(400);

    // A drill has nothing to report or dispose of.
    const drill = await post<{ recallId: string }>(t, admin, '/foodtrace/recall/mock', { lotId: g.W2, reason: '演练' });
    expect((await t.call('POST', '/foodtrace/recall/dispose', { token: admin, body: { id: drill.recallId, planReportedTime: at(1), planReportedTo: '区市场监管局' } })).body)
      .toMatchObject({ success: false, message: '模拟召回不向监管部门报告，也没有需要处置的食品' });
    await post(t, admin, '/foodtrace/recall/close', { id: drill.recallId, summary: '演练结束' });

    const saved = await dispose({
      planReportedTime: at(1), planReportedTo: '上海市浦东新区市场监督管理局', noticeChannel: '企业官网、门店公告',
      disposalMethod: 'DESTROY', disposalTime: at(0), disposalPlace: '本厂无害化处理间', disposalWitness: '区市场监管局 李四',
    });
    expect(saved.body).toMatchObject({ success: true, message: '已登记' });
    r = await report(id);
    expect(r.recall).toMatchObject({ planReportedTo: '上海市浦东新区市场监督管理局', noticeChannel: '企业官网、门店公告', disposalMethod: 'DESTROY', disposalPlace: '本厂无害化处理间', disposalWitness: '区市场监管局 李四' });
    expect(r.recall.planReportedTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(r.gaps).not.toContain('尚未记录向市场监督管理部门报告召回计划');
    expect(r.gaps.filter((gap) => gap.includes('处置'))).toEqual([]);
    // Learned 50 hours ago, reported an hour ago: later than a level-2 recall's 48 hours.
    expect(r.gaps).toContain('召回计划报告晚于“知悉风险后 48 小时内启动召回”的时限');

    const book = new ExcelJS.Workbook();
    const file = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/foodtrace/recall/exportReport`, query: { id }, headers: { 'x-access-token': admin } });
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const rows = new Map<string, unknown>();
    book.getWorksheet('概况')!.eachRow((row) => rows.set(String(row.getCell(1).value), row.getCell(2).value));
    expect(rows.get('召回计划报告')).toBe(`${r.recall.planReportedTime} 报 上海市浦东新区市场监督管理局`);
    expect([rows.get('处置方式'), rows.get('监督/见证人')]).toEqual(['销毁', '区市场监管局 李四']);
  });

  it('exports the report as a workbook with one sheet per section', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/foodtrace/recall/exportReport`, query: { id: mockId }, headers: { 'x-access-token': admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('模拟召回报告'));
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets.map((w) => w.name)).toEqual(['概况', '逆向溯源', '加工路径', '正向追踪', '同源批次', '收货方与通知', '物料平衡', '发现的问题']);
    const summary = book.getWorksheet('概况')!;
    expect(summary.getCell('B3').value).toBe('模拟召回');
    const balance = book.getWorksheet('物料平衡')!;
    const bottleRow = balance.getRows(2, balance.rowCount - 1)!.find((row) => row.getCell(1).value === '成品批次' && row.getCell(2).value === '瓶')!;
    expect(bottleRow.getCell(9).value).toBe('100%'); // 可核对比例, after 已处置
  });

  it('each route needs its own permission: 401 without a session, 403 without the code', async () => {
    const routes: Array<[string, string, string, Record<string, unknown> | undefined]> = [
      ['POST', '/foodtrace/recall/mock', FT_PERMS.recallMock, { lotId: g.M2, reason: '演练' }],
      ['GET', `/foodtrace/recall/report?id=${mockId}`, 'foodtrace:recall:queryById', undefined],
      ['POST', '/foodtrace/recall/notify', FT_PERMS.recallNotify, {}],
      ['POST', '/foodtrace/recall/dispose', FT_PERMS.recallDispose, {}],
      ['POST', '/foodtrace/recall/close', FT_PERMS.recallClose, {}],
      ['GET', `/foodtrace/recall/exportReport?id=${mockId}`, FT_PERMS.recallReport, undefined],
      ['GET', '/foodtrace/recall/list', 'foodtrace:recall:list', undefined],
    ];
    // status only: the report export answers a workbook, not JSON
    const status = async (method: string, url: string, token: string | undefined, body: Record<string, unknown> | undefined) => (await t.app.inject({
      method: method as never, url: `${t.config.apiBase}${url}`, headers: token ? { 'x-access-token': token } : {}, payload: body as never,
    })).statusCode;
    await t.createUser('rc_nobody', 'Nobody#pass-1', [FT_PERMS.traceQuery]);
    const nobody = await t.login('rc_nobody', 'Nobody#pass-1');
    for (const [method, url, code, body] of routes) {
      expect(await status(method, url, undefined, body), `${method} ${url}`).toBe(401);
      expect(await status(method, url, nobody, body), `${method} ${url}`).toBe(403);
      const name = `rc_${code.replace(/\W/g, '_')}`.slice(0, 40);
      await t.createUser(name, 'Holder#pass-1', [code]);
      const allowed = await status(method, url, await t.login(name, 'Holder#pass-1'), body);
      expect(allowed, `${method} ${url} with ${code}`).toBe(body && !Object.keys(body).length ? 400 : 200);
    }
    // recalls are started by their own routes, never by the generic add
    expect((await t.call('POST', '/foodtrace/recall/add', { token: admin, body: { recallNo: 'X' } })).status).toBe(404);
  });

  it('counts of each source only what went into the runs that lead to the recalled lot', async () => {
    // F1 is made from W1 (600 of M1 and 800 of M2) and the carton lot C; W2 took the other 400 of M1 elsewhere
    const res = await post<{ recallId: string }>(t, admin, '/foodtrace/recall/mock', { lotId: g.F1, reason: '成品批次演练' });
    const used = Object.fromEntries((await report(res.recallId)).sources.map((s) => [s.lotId, s.used]));
    expect(used[g.M1]).toBe(600);
    expect(used[g.M2]).toBe(800);
    expect((await lotDetail(t, admin, g.M1)).consumedQty).toBe(1000);
    const r = await report(res.recallId);
    // The made lots between the sources and F1, with the runs that made them: the base W1 is not skipped.
    const no = new Map([...r.sources, ...r.lots, ...r.path].map((l) => [l.lotId, l.lotNo]));
    const lotNo = async (id: string) => no.get(id) ?? (await lotDetail(t, admin, id)).lotNo as string;
    expect(r.path.map((p) => [p.lotId, p.lotKind, p.inputs.map((i) => `${i.lotNo} ${i.quantity} ${i.unit}`)])).toEqual([
      [g.W1, 'WIP', [`${await lotNo(g.M1)} 600 kg`, `${await lotNo(g.M2)} 800 kg`]],
      [g.F1, 'FINISHED', [`${await lotNo(g.W1)} 500 bottle`, `${await lotNo(g.C)} 500 piece`]],
    ]);
    expect(r.path.every((p) => /^PR/.test(p.processNo ?? ''))).toBe(true);
    // …with the lot's status (F1 is in the real recall of the carton lot), its inspections and the run's deviations
    expect(r.path[1]).toMatchObject({ status: 'RECALLED', deviations: [] });
    expect(r.path[1].inspections).toEqual([expect.stringMatching(/^QC\S+ 合格$/)]);
    // Made from the same sources, not covered by this recall: W2 (of M1), the yogurt F2 (of W1 and the cartons C), and F3
    // (of W1, and of M1 through W2). F3 has gone to the retailer: widening the recall is the regulator's first question.
    const [w2, f2, f3] = await Promise.all([g.W2, g.F2, g.F3].map(lotNo));
    expect(r.siblings.map((b) => [b.lotNo, b.via.map((v) => v.lotNo), b.shipped])).toEqual([
      [w2, [await lotNo(g.M1)], 0],
      ...[[f2, [await lotNo(g.C), await lotNo(g.W1)].sort(), 0], [f3, [await lotNo(g.M1), await lotNo(g.W1)].sort(), 60]].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
      [boxed.lotNo, [await lotNo(g.C)], 0],
    ]);
    expect(r.siblings.map((b) => b.sharesFood)).toEqual([true, true, true, false]);
    expect(r.siblings[3].via).toEqual([{ lotNo: await lotNo(g.C), itemName: '测试包装盒', packaging: true }]);
    expect(r.gaps).toContain(`3 个批次与召回批次共用原料或半成品而未纳入本次召回（${r.siblings.slice(0, 3).map((b) => b.lotNo).join('、')}），其中 1 个已发货，请评估是否扩大召回范围`);
    // The carton lot is received on its certificate (需进货检验 = 否): no inspection, and none missing.
    expect(r.sources.find((x) => x.lotId === g.C)?.inspections).toEqual([]);
    expect(r.gaps.filter((gap) => gap.includes('没有检验记录'))).toEqual([]);
    // A run with a step recorded as a deviation says so on the path.
    const deviated = (await processRun(t, admin, m.yogurt.id, [[g.S, 5]], [{ lotKind: 'FINISHED', quantity: 5 }], {
      steps: [{ stepName: '灌装封口', startTime: '2026-03-03 09:00:00', operator: '操作工王五', params: [], result: 'DEVIATION' }],
    })).outputs[0];
    const drill = await post<{ recallId: string }>(t, admin, '/foodtrace/recall/mock', { lotId: deviated.id, reason: '封口偏差演练' });
    expect((await report(drill.recallId)).path).toEqual([expect.objectContaining({ lotId: deviated.id, deviations: ['灌装封口'], inspections: [] })]);
    await post(t, admin, '/foodtrace/recall/close', { id: drill.recallId, summary: '演练结束' });
    // The mock recall of the raw lot M1 covers all that was made of it: nothing shares a source with it.
    expect((await report(mockId)).siblings).toEqual([]);
    await post(t, admin, '/foodtrace/recall/close', { id: res.recallId, summary: '演练结束' });
  });
});

import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FT_DICT, FT_PERMS, LOT_HAS_STOCK, type DashboardAlerts, type DashboardSummary, type DashboardTrend, type ProductTypeShare, type ProvinceShare, type RecallReport, type SafetyCheckGap } from '@foodtrace/contracts';
import { seedDemo } from '../src/modules/foodtrace/seed/demo/demo-seed.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { inspect, masterData, post, processRun, releasedRaw, ship } from './foodtrace-fixture.ts';

const ucs2 = (text: string) => [...text].map((c) => c.charCodeAt(0).toString(16).padStart(4, '0')).join('').toUpperCase();

/** The views of spec §2.3 the menu must name exactly. */
const VIEWS = ['ProductTypeManageList', 'ProductManageList', 'PproductTechnologyManageList', 'FoodCrudeList', 'FoodCrudePutinList',
  'FoodProccessList', 'FinishPutinManageList', 'FinishFlowManageList', 'ProductCheckoutList', 'OutputwarehouseList', 'FoodCodeManageList',
  'CodeFoodList', 'CodeDatePickerList', 'FoodOriginCodeList', 'SellOriginList', 'SelfOfficeList', 'RelationOfficeList', 'OfficeTypeManageList',
  'FoodAdList', 'AnounsList', 'FoodConsumerSuggestList', 'FileManageList', 'traceability', 'CodeView', 'OfficeDetail',
  // beyond spec §2.3: recalls and mock recalls (DOMAIN.md §4), the warehouse's scanning station, supplier licences,
  // the disposal of non-conforming stock, the corrective actions of missed critical limits, the approved suppliers,
  // the stock of every lot, the workers' health certificates, the daily, weekly and monthly self-inspection, the
  // workers' training and its assessment with the year's training plan, the instruments' verification and calibration,
  // the cleaning of the lines and the register of the lines, the holds of lots while a doubt is looked into
  'RecallList', 'ScanStation', 'OfficeCertList', 'LotDisposalList', 'CcpCorrectionList', 'SupplierApprovalList', 'LotStockList', 'StaffHealthList',
  'SafetyCheckList', 'StaffTrainingList', 'TrainingPlanList', 'InstrumentList', 'CleaningList', 'ProductionLineList', 'LotHoldList'];

describe.each(databaseTargets())('dashboards and demo data on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const get = async <T>(url: string, query: Record<string, string> = {}) => {
    const res = await t.call<T>('GET', `/foodtrace/dashboard/${url}`, { token: admin, query });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.result;
  };

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  it('seeds a believable plant once, with menus, buttons and dictionaries', async () => {
    expect(await seedDemo(t.ctx)).toBe(false);
    const components = (await t.ctx.db.selectFrom('sysPermission').select('component').where('component', 'like', 'foodtrace/%').execute()).map((r) => r.component);
    expect(components.sort()).toEqual(VIEWS.map((v) => `foodtrace/${v}`).sort());
    const dashboards = (await t.ctx.db.selectFrom('sysPermission').select('component').where('component', 'like', 'dashboard/%').execute()).map((r) => r.component);
    expect(dashboards).toEqual(expect.arrayContaining(['dashboard/FoodChart', 'dashboard/FoodTypeChart', 'dashboard/ChinaMap', 'dashboard/UserConflict']));
    for (const code of Object.values(FT_PERMS)) expect(await t.ctx.db.selectFrom('sysPermission').select('id').where('perms', '=', code).executeTakeFirst(), code).toBeTruthy();
    // The recall calendar's two dictionaries and the plant's 停产日 are there but empty: the administrators enter the dates.
    const calendar: string[] = [FT_DICT.holiday, FT_DICT.makeupWorkday, FT_DICT.restDay];
    for (const code of Object.values(FT_DICT)) {
      if (calendar.includes(code)) expect(await t.ctx.db.selectFrom('sysDict').select('id').where('dictCode', '=', code).executeTakeFirst(), code).toBeDefined();
      else expect((await t.ctx.dict.items(code))?.length, code).toBeGreaterThan(1);
    }
    const self = await t.call<{ records: Array<{ name: string }> }>('GET', '/foodtrace/selfOffice/list', { token: admin });
    expect(self.body.result.records[0].name).toBe('浙江鲜源乳业有限公司');
  });

  it('keeps the operation log of how its records were entered, by whom and when, as 日志管理 lists it', async () => {
    const log = await t.call<{ records: Array<{ logContent: string; username: string; requestUrl: string; createTime: string }>; total: number }>(
      'GET', '/sys/log/list', { token: admin, query: { logType: '2', pageSize: '200' } });
    expect(log.body.result.total).toBeGreaterThan(50);
    const shipped = log.body.result.records.find((r) => r.logContent.startsWith('登记发货「SO'));
    expect(shipped).toMatchObject({ username: 'hejing', requestUrl: `${t.config.apiBase}/foodtrace/outputwarehouse/record`, logContent: expect.stringMatching(/^登记发货「SO\d{8}-\d{2}-\d」：成功$/) });
    const [no] = /SO\d{8}-\d{2}-\d/.exec(shipped!.logContent)!;
    const shipment = (await t.call<{ records: Array<{ createBy: string; createTime: string }> }>('GET', '/foodtrace/outputwarehouse/list', { token: admin, query: { shipmentNo: no } })).body.result.records[0];
    expect([shipped!.username, shipped!.createTime]).toEqual([shipment.createBy, shipment.createTime]);
    expect(log.body.result.records.some((r) => r.logContent.startsWith('登记质检「QC'))).toBe(true);
  });

  it('has nothing in the demo happen after the moment it was seeded', async () => {
    const db = t.ctx.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const seededBy = Date.now();
    const times: Array<[string, string[]]> = [
      ['ftCheckout', ['inspectedTime', 'createTime']], ['ftCodeBatch', ['createTime']], ['ftTraceCode', ['createTime', 'firstScanTime', 'lastScanTime']],
      ['ftShipment', ['shippedTime']], ['ftProcess', ['startTime', 'endTime']], ['ftLot', ['producedTime']], ['ftScanLog', ['scanTime']],
      ['ftCrudePutin', ['receivedTime']], ['ftFinishPutin', ['putinTime']],
    ];
    for (const [table, columns] of times) {
      for (const column of columns) {
        const ahead = await db.selectFrom(table).select(column).where(column, '>', seededBy).limit(1).executeTakeFirst();
        expect(ahead, `${table}.${column}`).toBeUndefined();
      }
    }
  });

  it('numbers the demo scans of each code in the order they happened, as the live counter would', async () => {
    const db = t.ctx.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const logs = await db.selectFrom('ftScanLog').select(['codeId', 'scanNo', 'scanTime']).where('codeId', 'is not', null).orderBy('scanTime').execute();
    const seen = new Map<string, number>();
    for (const l of logs) {
      const n = (seen.get(String(l.codeId)) ?? 0) + 1;
      expect(Number(l.scanNo), String(l.codeId)).toBe(n);
      seen.set(String(l.codeId), n);
    }
    const counts = await db.selectFrom('ftTraceCode').select(['id', 'scanCount']).where('scanCount', '>', 0).execute();
    for (const c of counts) expect(seen.get(String(c.id)), String(c.id)).toBe(Number(c.scanCount));
    expect([...seen.values()].some((n) => n > 2)).toBe(true);
  });

  it('stores the files its records point at: photos and banners, reports and certificates as real documents', async () => {
    const db = t.ctx.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const paths = async (table: string, column: string) => (await db.selectFrom(table).select(column).where(column, 'is not', null).execute()).map((r) => String(r[column]));
    const fetch = (p: string, token?: string) => t.app.inject({ method: 'GET', url: `/api/sys/common/static/${p}`, headers: token ? { 'x-access-token': token } : {} });
    const images = [...await paths('ftProduct', 'image'), ...await paths('ftAd', 'image')];
    const reports = await db.selectFrom('ftCheckout').select(['reportFile', 'isPublic', 'result']).execute();
    const documents = [...await paths('ftFile', 'filePath'), ...await paths('ftRelationOffice', 'credentials')];
    expect(images.length).toBe(7);
    expect(reports.length).toBeGreaterThan(20);
    for (const p of images) {
      // shown on the public page: no session needed
      const res = await fetch(p);
      expect(res.statusCode, p).toBe(200);
      expect(res.headers['content-type'], p).toBe('image/jpeg');
      expect(res.rawPayload.subarray(0, 3).toString('hex'), p).toBe('ffd8ff');
    }
    for (const r of reports) {
      const p = String(r.reportFile);
      const open = await fetch(p);
      // a report the trace page shows opens for anyone; the plant's own incoming checks need a session
      expect(open.statusCode, p).toBe(r.isPublic === '1' ? 200 : 401);
      const res = await fetch(p, admin);
      expect(res.statusCode, p).toBe(200);
      const pdf = res.rawPayload.toString('latin1');
      expect(pdf.startsWith('%PDF-1.4'), p).toBe(true);
      expect(pdf.trimEnd().endsWith('%%EOF'), p).toBe(true);
      // the conclusion is the record's verdict (text in a PDF string is UCS-2, in hex)
      expect(pdf.includes(ucs2(r.result === 'FAIL' ? '判定为不合格' : '判定为合格')), p).toBe(true);
    }
    for (const p of documents) expect((await fetch(p, admin)).statusCode, p).toBe(200);
    const list = await t.call<{ records: Array<{ fileName: string; fileSize: number; isPublic: string }> }>('GET', '/foodtrace/fileManage/list', { token: admin });
    const license = list.body.result.records.find((f) => f.fileName === '食品生产许可证')!;
    expect(license.isPublic).toBe('0');
    expect(license.fileSize).toBeGreaterThan(1000);
  });

  it('has a real recall being worked and last month\'s mock recall, closed in time', async () => {
    const list = await t.call<{ records: Array<{ id: string; recallType: string; status: string }> }>('GET', '/foodtrace/recall/list', { token: admin });
    const real = list.body.result.records.find((r) => r.recallType === 'REAL')!;
    const mock = list.body.result.records.find((r) => r.recallType === 'MOCK')!;
    const report = async (id: string) => (await t.call<RecallReport>('GET', '/foodtrace/recall/report', { token: admin, query: { id } })).body.result;
    const r = await report(real.id);
    expect(r.recall).toMatchObject({ status: 'OPEN', recallLevel: '3' });
    expect(r.consignees.length).toBeGreaterThan(1);
    expect(r.consignees[0].customerName).toBeTruthy();
    expect(r.balance[0].recovered).toBeGreaterThan(0);
    const m = await report(mock.id);
    expect(m.recall.status).toBe('CLOSED');
    expect(m.timer).toMatchObject({ elapsedMinutes: 155, overdue: false });
    expect(m.consignees.every((c) => c.acknowledgedTime)).toBe(true);
  });

  it('sums up the demo plant: activity, totals, trend, product types and provinces', async () => {
    const s = await get<DashboardSummary>('summary');
    expect(s.last30Days.intakes).toBeGreaterThan(10);
    expect(s.last30Days.processRuns).toBeGreaterThan(10);
    expect(s.last30Days.inspectionsFailed).toBeGreaterThanOrEqual(2);
    expect(s.last30Days.shipments).toBeGreaterThan(10);
    expect(s.last30Days.scans).toBeGreaterThan(50);
    expect(s.last7Days.scans).toBeLessThanOrEqual(s.last30Days.scans);
    // the demo's drill (last month, 950 mL) leaves the 250 mL milk and the yogurt due for their first
    // 资质证照: the culture supplier's lapsed licence, a lapsed organic certificate, a pasture's licence within 30 days
    // 缺少证照: the culture supplier, whose only licence has lapsed; 待纠偏: yesterday's filling run that dipped to 71.2 ℃
    expect(s.totals).toMatchObject({ products: 4, suppliers: 6, customers: 7, recalledLots: 1, drillsDue: 2, certsDue: 3, uncoveredOffices: 1, pendingCorrections: 1 });
    // 待处置: the milk that failed its CCP (the rejected tanker went back) and the retained samples of the latest lot
    // past its 保质期 (those of the others were destroyed the morning after) — what 不合格品处置's worklist offers to
    // dispose of. The recalled yogurt's samples are not: they are kept until their 留样至, evidence for the recall.
    const disposable = await t.call<{ total: number }>('GET', '/foodtrace/lot/list', { token: admin, query: { listScope: 'disposable', availableQty: LOT_HAS_STOCK, pageSize: '1' } });
    expect(s.totals.undisposedLots).toBeGreaterThanOrEqual(2);
    expect(s.totals.undisposedLots).toBe(disposable.body.result.total);
    // 待检验: what the lot list says is waiting for its inspection
    const pending = await t.call<{ total: number }>('GET', '/foodtrace/lot/list', { token: admin, query: { status: 'PENDING_QC', pageSize: '1' } });
    expect(s.totals.pendingLots).toBe(pending.body.result.total);
    // 待纠偏加工单: what CCP 纠偏's worklist lists
    const runs = await t.call<{ total: number }>('GET', '/foodtrace/process/list', { token: admin, query: { ccpState: 'PENDING', pageSize: '1' } });
    expect(s.totals.pendingCorrections).toBe(runs.body.result.total);

    // 批次库存's three views and the 留样台账's samples past their 留样至, as those lists count them
    const listed = async (url: string, query: Record<string, string>) => (await t.call<{ total: number }>('GET', url, { token: admin, query: { ...query, pageSize: '1' } })).body.result.total;
    expect(s.totals.stockLots).toBe(await listed('/foodtrace/lot/list', { listScope: 'inStock' }));
    expect(s.totals.expiringLots).toBe(await listed('/foodtrace/lot/list', { listScope: 'nearExpiry' }));
    expect(s.totals.expiredLots).toBe(await listed('/foodtrace/lot/list', { listScope: 'expired' }));
    const yesterday = new Date(Date.now() + 8 * 3600_000 - 86_400_000).toISOString().slice(0, 10);
    expect(s.totals.samplesDue).toBe(await listed('/foodtrace/checkout/list', { listScope: 'samplesKept', sampleUntil_end: yesterday }));
    // …which is the list the figure opens (留样到期), and there are some in the demo
    expect(s.totals.samplesDue).toBe(await listed('/foodtrace/checkout/list', { listScope: 'samplesDue' }));
    expect(s.totals.samplesDue).toBeGreaterThan(0);
    // the demo holds some of each: a plant's stock, lots due within the week, the expired ones waiting for 处置
    expect(Math.min(s.totals.stockLots, s.totals.expiringLots, s.totals.expiredLots)).toBeGreaterThan(0);
    expect(s.totals.stockLots).toBeGreaterThan(s.totals.expiringLots + s.totals.expiredLots);
    // the plant's own checks and people, as their views list them: 食品安全自查's two missed days and one missed week
    // (what is due today is not missed yet) and its hazard still being put right; 健康证明's filler (lapsed) and
    // pasteuriser (lapsing), and the fermentation room's helper with none on file
    const gaps = (await t.call<SafetyCheckGap[]>('GET', '/foodtrace/safetyCheck/gaps', { token: admin })).body.result;
    expect(s.totals.safetyGaps).toBe(gaps.filter((g) => g.state === 'MISSING').length);
    expect(s.totals).toMatchObject({ safetyGaps: 3, openHazards: 1, healthDue: 2 });
    expect(s.totals.openHazards).toBe(await listed('/foodtrace/safetyCheck/list', { result: 'OPEN' }));
    const unregistered = (await t.call<unknown[]>('GET', '/foodtrace/staffHealth/unregistered', { token: admin })).body.result;
    expect(s.totals.unregisteredStaff).toBe(unregistered.length);
    expect(s.totals.unregisteredStaff).toBeGreaterThan(0);
    // 计量器具 → 待检定 (its list scope: in use, run out or within 30 days): the balance, the CCP thermometer, the weighbridge
    expect(s.totals.instrumentsDue).toBe(await listed('/foodtrace/instrument/list', { listScope: 'due' }));
    expect(s.totals.instrumentsDue).toBe(3);

    const trend = await get<DashboardTrend>('trend', { days: '30' });
    expect(trend.days).toHaveLength(30);
    expect(trend.days[29]).toBe(new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' }));
    for (const [name, values] of Object.entries(trend.series)) {
      expect(values.reduce((a, b) => a + b, 0), name).toBe(s.last30Days[name as keyof typeof s.last30Days]);
    }
    expect((await get<DashboardTrend>('trend', { days: '7' })).series.scans).toHaveLength(7);

    const types = await get<ProductTypeShare[]>('byProductType');
    expect(types.find((x) => x.name === '巴氏杀菌乳')).toMatchObject({ products: 2 });
    expect(types.find((x) => x.name === '发酵乳')?.codes).toBeGreaterThan(0);
    const provinces = await get<ProvinceShare[]>('byProvince');
    expect(provinces.find((p) => p.provinceCode === '310000')).toMatchObject({ province: '上海市', sellOrigins: 1 });
    expect(provinces.reduce((a, p) => a + p.shipments, 0)).toBe(await t.ctx.db.selectFrom('ftShipment' as never).select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow().then((r) => Number((r as { n: unknown }).n)));
  });

  it('raises repeated-scan, invalid-code and diversion alerts in SQL', async () => {
    const m = await masterData(t, admin);
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const lot = (await processRun(t, admin, m.milk.id, [[raw.lotId, 50]], [{ lotKind: 'FINISHED', quantity: 50 }])).outputs[0];
    await inspect(t, admin, lot.id, 'PASS');
    await ship(t, admin, m.retailer.id, [[lot.id, 20]]);
    const batch = await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: lot.id, quantity: 3 });
    const [a, b, c] = (await t.ctx.db.selectFrom('ftTraceCode' as never).select(['code', 'id'] as never).where('batchId' as never, '=', batch.batchId as never).execute()) as Array<{ code: string; id: string }>;
    for (let i = 0; i < 4; i++) await t.call('GET', '/public/foodcode', { query: { code: a.code } });
    // b is scanned from an address in Chengdu: the scan's region comes from the address (platform/geo)
    const mapScans = async (province: string) => (await get<ProvinceShare[]>('byProvince')).find((p) => p.provinceCode === province)?.scans ?? 0;
    const [sichuan, guangdong] = [await mapScans('510000'), await mapScans('440000')];
    await t.call('GET', '/public/foodcode', { query: { code: b.code }, ip: '110.184.0.1' });
    await t.call('GET', '/public/foodcode', { query: { code: '0000000000XY' }, ip: '1.2.64.9' });
    // on 销售地图, b's scan counts in 四川; the code we never made, scanned in 广东, is no sale
    expect([await mapScans('510000'), await mapScans('440000')]).toEqual([sichuan + 1, guangdong]);

    const alerts = await get<DashboardAlerts>('alerts', { days: '30', threshold: '3' });
    expect(alerts.repeatedScans.find((r) => r.code === a.code)).toMatchObject({ scans: 4, productName: '测试鲜奶', lotNo: lot.lotNo });
    expect(alerts.invalidScans.find((r) => r.code === '0000000000XY')).toMatchObject({ result: 'UNKNOWN', scans: 1 });
    // the demo's two labels scanned before their lot shipped, and none of its consumers' ordinary scans
    expect(alerts.invalidScans.filter((r) => r.result === 'UNSHIPPED').map((r) => r.scans)).toEqual([1, 1]);
    expect(alerts.diversions.find((r) => r.code === b.code)).toMatchObject({ scanProvince: '四川省', shippedProvinces: ['上海市'], lotNo: lot.lotNo });
    expect(alerts.diversions.some((r) => r.code === a.code)).toBe(false);
    // By lot: b scanned once more in 四川 and c once in 北京 — three scans of two codes, and whom the lot went to.
    await t.call('GET', '/public/foodcode', { query: { code: b.code }, ip: '110.184.0.1' });
    await t.call('GET', '/public/foodcode', { query: { code: c.code }, ip: '61.135.169.121' });
    const byLot = (await get<DashboardAlerts>('alerts', { days: '30', threshold: '3' })).diversionLots.find((l) => l.lotId === lot.id);
    expect(byLot).toMatchObject({
      lotNo: lot.lotNo, productName: '测试鲜奶', scans: 3, codes: 2,
      scanProvinces: [{ province: '四川省', scans: 2 }, { province: '北京市', scans: 1 }],
      consignees: [{ id: m.retailer.id, name: '测试超市', province: '上海市' }],
    });
    expect((await get<DashboardAlerts>('alerts', { days: '30', threshold: '3' })).diversionLots.some((l) => l.lotId === raw.lotId)).toBe(false);
    // A label of a lot still in the cold store, scanned: 未出厂码 (UNSHIPPED).
    const held = (await processRun(t, admin, m.milk.id, [[raw.lotId, 20]], [{ lotKind: 'FINISHED', quantity: 20 }])).outputs[0];
    await inspect(t, admin, held.id, 'PASS');
    const heldBatch = await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: held.id, quantity: 1 });
    const [d] = (await t.ctx.db.selectFrom('ftTraceCode' as never).select(['code'] as never).where('batchId' as never, '=', heldBatch.batchId as never).execute()) as Array<{ code: string }>;
    await t.call('GET', '/public/foodcode', { query: { code: d.code } });
    const early = await get<DashboardAlerts>('alerts', { days: '30', threshold: '3' });
    expect(early.invalidScans.find((r) => r.code === d.code)).toMatchObject({ result: 'UNSHIPPED', scans: 1, handled: null });
    expect(early.invalidScans.some((r) => [a.code, b.code, c.code].includes(r.code))).toBe(false);
    // Its shipment recorded afterwards, dated before the scan (补录): the goods had left, the signal goes.
    expect((await ship(t, admin, m.retailer.id, [[held.id, 5]])).body.success).toBe(true);
    expect((await get<DashboardAlerts>('alerts', { days: '30', threshold: '3' })).invalidScans.some((r) => r.code === d.code)).toBe(false);
    expect([alerts.repeatedScans[0].handled, alerts.invalidScans[0].handled]).toEqual([null, null]);

    // 处理: a settled signal says how, by whom and when; each kind is settled on its own.
    const handle = (body: Record<string, unknown>) => t.call('POST', '/foodtrace/dashboard/handleSignal', { token: admin, body });
    expect((await handle({ kind: 'REPEATED', code: a.code, resolution: 'NORMAL', note: '同一位消费者多次查询，已电话核实' })).body).toMatchObject({ success: true, message: '已处理' });
    expect((await handle({ kind: 'DIVERSION', code: b.code, resolution: 'DIVERTED' })).body.success).toBe(true);
    expect((await handle({ kind: 'INVALID', code: 'NEVERSCANNED', resolution: 'OTHER' })).body).toMatchObject({ success: false, message: '追溯码 NEVERSCANNED 没有扫码记录' });
    expect((await handle({ kind: 'REPEATED', code: a.code, resolution: 'GUESS' })).status).toBe(400);
    expect((await handle({ kind: 'LOUD', code: a.code, resolution: 'OTHER' })).status).toBe(400);
    let settled = await get<DashboardAlerts>('alerts', { days: '30', threshold: '3' });
    expect(settled.repeatedScans.find((r) => r.code === a.code)?.handled).toMatchObject({ resolution: 'NORMAL', note: '同一位消费者多次查询，已电话核实', by: 'admin' });
    expect(settled.diversions.find((r) => r.code === b.code)?.handled).toMatchObject({ resolution: 'DIVERTED', note: null });
    expect(settled.invalidScans.find((r) => r.code === '0000000000XY')?.handled).toBeNull();
    // Scanned again after it was settled: the signal is raised again, with the new count.
    await t.call('GET', '/public/foodcode', { query: { code: a.code } });
    settled = await get<DashboardAlerts>('alerts', { days: '30', threshold: '3' });
    expect(settled.repeatedScans.find((r) => r.code === a.code)).toMatchObject({ scans: 5, handled: null });
    expect(settled.diversions.find((r) => r.code === b.code)?.handled).not.toBeNull();
  });

  it('follows a code scanned out with its shipment to that shipment\'s province, also within the lot\'s own provinces', async () => {
    const m = await masterData(t, admin);
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const lot = (await processRun(t, admin, m.milk.id, [[raw.lotId, 50]], [{ lotKind: 'FINISHED', quantity: 50 }])).outputs[0];
    await inspect(t, admin, lot.id, 'PASS');
    // the lot went to 上海 (the retailer) and to 广东 (the dealer); x was scanned out with the 上海 shipment
    const toShanghai = (await ship(t, admin, m.retailer.id, [[lot.id, 10]])).body.result.id;
    await ship(t, admin, m.dealer.id, [[lot.id, 10]]);
    const batch = await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: lot.id, quantity: 2 });
    const [x, y] = (await t.ctx.db.selectFrom('ftTraceCode' as never).select(['code', 'id'] as never).where('batchId' as never, '=', batch.batchId as never).execute()) as Array<{ code: string; id: string }>;
    await post(t, admin, '/foodtrace/outputwarehouse/scanCodes', { id: toShanghai, codes: [x.code] });
    // both scanned in 广东: x was sold to the 上海 channel, y may be the dealer's
    for (const code of [x.code, y.code]) await t.call('GET', '/public/foodcode', { query: { code }, ip: '1.2.64.9' });

    const alerts = await get<DashboardAlerts>('alerts', { days: '30', threshold: '3' });
    expect(alerts.diversions.find((r) => r.code === x.code)).toMatchObject({ scanProvince: '广东省', shippedProvinces: ['上海市'], lotNo: lot.lotNo });
    expect(alerts.diversions.some((r) => r.code === y.code)).toBe(false);
    expect(alerts.diversionLots.find((l) => l.lotId === lot.id)).toMatchObject({ scans: 1, codes: 1, scanProvinces: [{ province: '广东省', scans: 1 }] });

    // taken off the shipment again (a mistaken scan), x goes by its lot, which did go to 广东
    await post(t, admin, '/foodtrace/outputwarehouse/unbindCodes', { id: toShanghai, codeIds: [x.id] });
    const after = await get<DashboardAlerts>('alerts', { days: '30', threshold: '3' });
    expect(after.diversions.some((r) => r.code === x.code)).toBe(false);
    expect(after.diversionLots.some((l) => l.lotId === lot.id)).toBe(false);
  });

  it('answers 400, 401 and 403', async () => {
    expect((await t.call('GET', '/foodtrace/dashboard/trend', { token: admin, query: { days: '0' } })).status).toBe(400);
    expect((await t.call('GET', '/foodtrace/dashboard/alerts', { token: admin, query: { threshold: '1' } })).status).toBe(400);
    await t.createUser('dash_none', 'Dash#pass-1');
    const none = await t.login('dash_none', 'Dash#pass-1');
    for (const url of ['summary', 'trend', 'byProductType', 'byProvince', 'alerts']) {
      expect((await t.call('GET', `/foodtrace/dashboard/${url}`)).status).toBe(401);
      expect((await t.call('GET', `/foodtrace/dashboard/${url}`, { token: none })).status).toBe(403);
    }
    // Settling a signal has its own code: reading the dashboards is not enough.
    await t.createUser('dash_view', 'Dash#pass-2', [FT_PERMS.dashboardView]);
    const viewer = await t.login('dash_view', 'Dash#pass-2');
    const body = { kind: 'INVALID', code: '0000000000XY', resolution: 'OTHER' };
    expect((await t.call('POST', '/foodtrace/dashboard/handleSignal', { body })).status).toBe(401);
    expect((await t.call('POST', '/foodtrace/dashboard/handleSignal', { token: viewer, body })).status).toBe(403);
    await t.createUser('dash_handle', 'Dash#pass-3', [FT_PERMS.signalHandle]);
    expect((await t.call('POST', '/foodtrace/dashboard/handleSignal', { token: await t.login('dash_handle', 'Dash#pass-3'), body })).body.success).toBe(true);
  });
});

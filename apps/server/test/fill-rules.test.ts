import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILL_RULE_SEEDS, FILL_RULE_STATUS, PATTERN_TEXT, type ApiResult, type ImportPartialResult, type PageResult } from '@foodtrace/contracts';
import { multipart } from './multipart.ts';
import { xlsx } from './workbook.ts';
import { dateText } from '../src/modules/foodtrace/shared/wire.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { inspect, intake, masterData, processRun, releasedRaw, ship, type Master } from './foodtrace-fixture.ts';

/** 填值规则: the seeded rules, the numbers they give blank documents, and the rules about the rules. */
type Rule = { id: string; ruleName: string; ruleCode: string; rulePattern: string; status: number; _inUse?: string; _noDelete?: string };

describe.each(databaseTargets())('fill rules on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  let day: string;
  const rules = async () => (await t.call<PageResult<Rule>>('GET', '/sys/fillRule/list', { token: admin, query: { pageSize: '50' } })).body.result.records;
  const rule = async (code: string) => (await rules()).find((r) => r.ruleCode === code)!;
  const edit = (id: string, body: Record<string, unknown>) => t.call('PUT', '/sys/fillRule/edit', { token: admin, body: { id, ...body } });

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    day = dateText(Date.now(), t.ctx.config.timeZone)!.replace(/-/g, '');
  });
  afterAll(async () => { await t?.close(); });

  it('seeds one rule per numbered document, on, with its code fixed by the field that uses it', async () => {
    const seeded = await rules();
    expect(seeded.map((r) => [r.ruleCode, r.rulePattern, r.status])).toEqual(
      Object.entries(FILL_RULE_SEEDS).map(([code, s]) => [code, s.pattern, FILL_RULE_STATUS.on]));
    expect((await rule('ft_crude_putin_no'))._inUse).toBe('该规则正用于“原料入库·入库单号”');
    const res = await edit((await rule('ft_crude_putin_no')).id, { ruleCode: 'ft_other' });
    expect(res.body).toMatchObject({ success: false });
    const del = await t.call('DELETE', '/sys/fillRule/delete', { token: admin, query: { id: (await rule('ft_process_no')).id } });
    expect(del.body).toMatchObject({ success: false, message: '填值规则“加工单号”正用于“加工记录·加工单号”，不能删除（可以停用）' });
    // the list and the detail say it first, in the same words (删除 is greyed out with them)
    expect((await rule('ft_process_no'))._noDelete).toBe('填值规则“加工单号”正用于“加工记录·加工单号”，不能删除（可以停用）');
  });

  it('numbers a document left blank, in order within the day, and keeps one typed by hand', async () => {
    const a = await intake(t, admin, m.rawMilk.id, m.farmA.id, 10, { putinNo: '' });
    const b = await intake(t, admin, m.rawMilk.id, m.farmA.id, 10, { putinNo: null });
    const typed = await intake(t, admin, m.rawMilk.id, m.farmA.id, 10, { putinNo: 'HAND-001' });
    const numbers = await Promise.all([a, b, typed].map(async (r) => (await t.call<{ putinNo: string }>('GET', '/foodtrace/crudePutin/queryById', { token: admin, query: { id: r.id } })).body.result.putinNo));
    expect(numbers).toEqual([`CP${day}-001`, `CP${day}-002`, 'HAND-001']);
  });

  it('skips a number some record already has, deleted ones included', async () => {
    const taken = await intake(t, admin, m.rawMilk.id, m.farmA.id, 10, { putinNo: `CP${day}-003` });
    await t.call('DELETE', '/foodtrace/crudePutin/delete', { token: admin, query: { id: taken.id } });
    const next = await intake(t, admin, m.rawMilk.id, m.farmA.id, 10, { putinNo: null });
    expect((next as unknown as { putinNo: string }).putinNo).toBe(`CP${day}-004`);
  });

  it('gives concurrent writes different numbers', async () => {
    const made = await Promise.all(Array.from({ length: 12 }, () => intake(t, admin, m.sugar.id, m.farmB.id, 5, { putinNo: null })));
    const numbers = made.map((r) => (r as unknown as { putinNo: string }).putinNo);
    expect(new Set(numbers).size).toBe(12);
    expect(numbers.every((n) => n.startsWith(`CP${day}-`))).toBe(true);
  });

  it('numbers 加工单, 检验单 and 出库单 recorded through their own forms', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const check = await inspect(t, admin, raw.lotId, 'PASS', { stage: 'INCOMING', checkoutNo: null });
    const run = await processRun(t, admin, m.milk.id, [[raw.lotId, 50]], [{ lotKind: 'FINISHED', quantity: 40 }], { processNo: '' });
    await inspect(t, admin, run.outputs[0].id, 'PASS', { checkoutNo: null });
    const shipped = await ship(t, admin, m.retailer.id, [[run.outputs[0].id, 10]], { shipmentNo: null });
    const no = async (path: string, id: string, field: string) => (await t.call<Record<string, string>>('GET', `/foodtrace/${path}/queryById`, { token: admin, query: { id } })).body.result[field];
    expect(await no('checkout', check.id, 'checkoutNo')).toMatch(new RegExp(`^QC${day}-\\d{3}$`));
    expect(await no('process', run.id, 'processNo')).toBe(`PR${day}-01`);
    expect(await no('outputwarehouse', shipped.body.result.id, 'shipmentNo')).toBe(`SO${day}-001`);
  });

  it('numbers the blank rows of an Excel import, around the numbers typed in the same sheet', async () => {
    const rows = async () => (await t.call<PageResult<{ putinNo: string }>>('GET', '/foodtrace/crudePutin/list', {
      token: admin, query: { pageSize: '100', putinNo: `CP${day}-*`, column: 'putinNo', order: 'asc' },
    })).body.result.records.map((r) => r.putinNo);
    const before = await rows();
    const next = (k: number) => `CP${day}-${String(Number(before[before.length - 1].slice(-3)) + k).padStart(3, '0')}`;
    const sheet = await xlsx([
      ['入库单号', '原料', '供应商', '供应商批号', '入库数量', '单位', '收货时间'],
      [null, '测试白砂糖', '测试牧场 B', 'XL-1', 5, '千克', '2026-03-01 08:00:00'],
      [next(2), '测试白砂糖', '测试牧场 B', 'XL-2', 5, '千克', '2026-03-01 08:00:00'],
      [null, '测试白砂糖', '测试牧场 B', 'XL-3', 5, '千克', '2026-03-01 08:00:00'],
    ]);
    const { payload, headers } = multipart([{ name: 'files[]', fileName: '原料入库.xlsx', value: sheet }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/foodtrace/crudePutin/importExcel', payload, headers: { ...headers, 'x-access-token': admin } });
    expect((res.json() as ApiResult<ImportPartialResult | null>).success, res.body).toBe(true);
    // the typed number stays with its row; the blank rows get the serials around it, never the same one
    expect((await rows()).slice(before.length)).toEqual([next(1), next(2), next(3)]);
  });

  it('follows an edited pattern, and asks for the number by hand while the rule is off', async () => {
    const r = await rule('ft_shipment_no');
    expect((await edit(r.id, { rulePattern: 'OUT{yy}{MM}-{seq:5}' })).body).toMatchObject({ success: true });
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const run = await processRun(t, admin, m.milk.id, [[raw.lotId, 50]], [{ lotKind: 'FINISHED', quantity: 40 }]);
    await inspect(t, admin, run.outputs[0].id, 'PASS');
    const shipped = await ship(t, admin, m.retailer.id, [[run.outputs[0].id, 5]], { shipmentNo: null });
    const got = (await t.call<{ shipmentNo: string }>('GET', '/foodtrace/outputwarehouse/queryById', { token: admin, query: { id: shipped.body.result.id } })).body.result;
    expect(got.shipmentNo).toBe(`OUT${day.slice(2, 6)}-00001`);

    await edit(r.id, { status: FILL_RULE_STATUS.off });
    const refused = await t.call('POST', '/foodtrace/outputwarehouse/record', {
      token: admin, body: { shipmentNo: null, customerId: m.retailer.id, shippedTime: '2026-03-05 09:00:00', loadTemperature: 4, lines: [{ lotId: run.outputs[0].id, quantity: 1 }] },
    });
    expect(refused.body).toMatchObject({ success: false, message: '请输入出库单号' });
    await edit(r.id, { status: FILL_RULE_STATUS.on, rulePattern: FILL_RULE_SEEDS.ft_shipment_no.pattern });
  });

  it('refuses a blank number on an edit, a pattern it cannot run, and a serial that ran out', async () => {
    const row = await intake(t, admin, m.rawMilk.id, m.farmA.id, 10);
    const blank = await t.call('PUT', '/foodtrace/crudePutin/edit', { token: admin, body: { id: row.id, putinNo: '' } });
    expect(blank.status).toBe(400);
    expect(blank.body.message).toContain('请输入入库单号');

    const r = await rule('ft_finish_putin_no');
    for (const [pattern, message] of [['FP{yyyy}', PATTERN_TEXT.oneSeq], ['FP{seq:3}{seq:2}', PATTERN_TEXT.oneSeq], ['FP{hh}{seq:3}', PATTERN_TEXT.badToken('hh')],
      ['FP 号{seq:3}', PATTERN_TEXT.badChar(' ')], [`${'X'.repeat(30)}{seq:3}`, PATTERN_TEXT.tooLong(33)]] as const) {
      const res = await edit(r.id, { rulePattern: pattern });
      expect(res.status, pattern).toBe(400);
      expect(res.body.message).toContain(message);
    }

    await edit((await rule('ft_crude_putin_no')).id, { rulePattern: 'ONE{yyyy}{MM}{dd}{seq:1}' });
    for (let i = 0; i < 9; i++) await intake(t, admin, m.rawMilk.id, m.farmA.id, 1, { putinNo: null });
    const res = await t.call('POST', '/foodtrace/crudePutin/add', {
      token: admin, body: { putinNo: null, crudeId: m.rawMilk.id, supplierId: m.farmA.id, supplierLotNo: 'SL-X', quantity: 1, unit: 'kg', receivedTime: '2026-03-01 08:00:00' },
    });
    expect(res.body).toMatchObject({ success: false, message: '填值规则“原料入库单号”的 1 位流水号已用完，请在填值规则中加长流水号或手工填写编号' });
    await edit((await rule('ft_crude_putin_no')).id, { rulePattern: FILL_RULE_SEEDS.ft_crude_putin_no.pattern });
  });

  it('answers 403 to a user without the rules\' codes', async () => {
    await t.createUser('rulereader', 'Rulereader#pass-1', ['foodtrace:crudePutin:list']);
    const reader = await t.login('rulereader', 'Rulereader#pass-1');
    expect((await t.call('GET', '/sys/fillRule/list', { token: reader })).status).toBe(403);
    expect((await t.call('PUT', '/sys/fillRule/edit', { token: reader, body: { id: (await rule('ft_process_no')).id, status: 0 } })).status).toBe(403);
  });
});

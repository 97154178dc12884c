import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FT_PERMS, MSG, TRACE_CODE, type PageResult } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { inspect, masterData, post, processRun, releasedRaw, type Master } from './foodtrace-fixture.ts';

/** Trace codes (DOMAIN.md §3; TRACEABILITY.md §4.4): generation, listing, detail, void, export, GS1 Digital Link. */
describe.each(databaseTargets())('trace codes on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  let lot: { id: string; lotNo: string };
  let batch: { batchId: string; batchNo: string; quantity: number };
  let gtin: string;

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 5000);
    lot = (await processRun(t, admin, m.milk.id, [[raw.lotId, 1500]], [{ lotKind: 'FINISHED', quantity: 1500 }])).outputs[0];
    gtin = (await t.call<{ gtin: string }>('GET', '/foodtrace/product/queryById', { token: admin, query: { id: m.milk.id } })).body.result.gtin;
  });
  afterAll(async () => { await t?.close(); });

  it('generates codes only for released finished lots, within the limits', async () => {
    const pending = await t.call('POST', '/foodtrace/code/generate', { token: admin, body: { lotId: lot.id, quantity: 5 } });
    expect(pending.body.message).toContain('未放行');
    await inspect(t, admin, lot.id, 'PASS');
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 10);
    expect((await t.call('POST', '/foodtrace/code/generate', { token: admin, body: { lotId: raw.lotId, quantity: 5 } })).body.message).toBe('只能为成品批次生成追溯码');
    expect((await t.call('POST', '/foodtrace/code/generate', { token: admin, body: { lotId: lot.id, quantity: TRACE_CODE.maxPerBatch + 1 } })).status).toBe(400);
    expect((await t.call('POST', '/foodtrace/code/generate', { token: admin, body: { lotId: lot.id, quantity: 0 } })).status).toBe(400);
    const yogurtRaw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 10);
    const yogurt = (await processRun(t, admin, m.yogurt.id, [[yogurtRaw.lotId, 10]], [{ lotKind: 'FINISHED', quantity: 10 }])).outputs[0];
    await inspect(t, admin, yogurt.id, 'PASS');
    expect((await t.call('POST', '/foodtrace/code/generate', { token: admin, body: { lotId: yogurt.id, quantity: 2, withSerial: true } })).body.message).toContain('GTIN');

    batch = await post(t, admin, '/foodtrace/code/generate', { lotId: lot.id, quantity: 1200, withSerial: true });
    const codes = (await t.ctx.db.selectFrom('ftTraceCode' as never).select(['code', 'id'] as never).where('batchId' as never, '=', batch.batchId as never).orderBy('id' as never).execute()) as Array<{ code: string }>;
    expect(codes).toHaveLength(1200);
    expect(codes.every((c) => /^[0-9A-HJKMNP-TV-Z]{12}$/.test(c.code))).toBe(true);
    expect(new Set(codes.map((c) => c.code)).size).toBe(1200);
    // Random, not sequential: the codes in insertion order share no common prefixes.
    expect(new Set(codes.map((c) => c.code[0])).size).toBeGreaterThan(25);
    expect(codes.filter((c, i) => i > 0 && c.code.slice(0, 6) === codes[i - 1].code.slice(0, 6))).toHaveLength(0);
    // one code per item: 1500 bottles, 1200 coded, so 300 more at most
    const over = await t.call('POST', '/foodtrace/code/generate', { token: admin, body: { lotId: lot.id, quantity: 301 } });
    expect(over.body).toMatchObject({ success: false, message: `批次 ${lot.lotNo} 共 1500 瓶，已有 1200 个有效追溯码，最多还能生成 300 个（一物一码）` });
  });

  it('lists codes by product and by date through the generic list', async () => {
    const today = new Date().toLocaleDateString('sv-SE', { timeZone: 'Asia/Shanghai' });
    const page = await t.call<PageResult<Record<string, unknown>>>('GET', '/foodtrace/foodCode/list', { token: admin, query: {
      productId: m.milk.id, createTime_begin: today, createTime_end: today, column: 'createTime', order: 'desc', pageSize: '20',
    } });
    expect(page.body.result.total).toBe(1200);
    expect(page.body.result.records).toHaveLength(20);
    expect(page.body.result.records[0]).toMatchObject({ productId_dictText: '测试鲜奶', lotId_dictText: lot.lotNo, status_dictText: '有效' });
    const batches = await t.call<PageResult<Record<string, unknown>>>('GET', '/foodtrace/codeBatch/list', { token: admin, query: { lotId: lot.id } });
    expect(batches.body.result.records[0]).toMatchObject({ batchNo: batch.batchNo, quantity: 1200, withSerial_dictText: '是' });
  });

  it('shows a code with its URLs and scan history, and resolves its GS1 Digital Link', async () => {
    const { code } = await t.ctx.db.selectFrom('ftTraceCode' as never).select('code' as never).where('batchId' as never, '=', batch.batchId as never).executeTakeFirstOrThrow() as { code: string };
    await t.call('GET', '/public/foodcode', { query: { code }, ip: '218.75.123.1' });
    const detail = (await t.call<Record<string, unknown> & { scans: Array<Record<string, unknown>> }>('GET', '/foodtrace/code/detail', { token: admin, query: { code } })).body.result;
    expect(detail).toMatchObject({ code, status: 'ACTIVE', scanCount: 1, firstScanProvince: '330000', lot: { lotNo: lot.lotNo }, product: { gtin } });
    expect(detail.foodcodeUrl).toMatch(new RegExp(`^https?://[^/]+/foodcode\\?code=${code}$`));
    expect(detail.digitalLinkUrl).toMatch(new RegExp(`/01/${gtin}/10/${lot.lotNo}/21/${code}$`));
    expect(detail.scans[0]).toMatchObject({ scanNo: 1, result: 'OK', ip: '218.75.123.*', provinceCode: '330000' });

    const dl = await t.app.inject({ method: 'GET', url: `/01/${gtin}/10/${lot.lotNo}/21/${code}` });
    expect([dl.statusCode, dl.headers.location]).toEqual([302, `/foodcode?code=${code}`]);
    expect((await t.app.inject({ method: 'GET', url: `/01/${gtin}/21/${code}` })).statusCode).toBe(302);
    expect((await t.app.inject({ method: 'GET', url: `/01/00000000000000/21/${code}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: `/01/${gtin}/10/OTHER/21/${code}` })).statusCode).toBe(404);
  });

  it('exports a batch as CSV with the QR URLs, streamed', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/foodtrace/code/exportCsv`, query: { batchId: batch.batchId }, headers: { 'x-access-token': admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain(encodeURIComponent(`追溯码-${batch.batchNo}.csv`));
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toBe('序号,追溯码,产品,商品条码,批号,状态,扫码网址,GS1数字链接');
    expect(lines).toHaveLength(1201);
    expect(lines[1]).toMatch(new RegExp(`^1,[0-9A-Z]{12},测试鲜奶,${gtin},${lot.lotNo},ACTIVE,https?://.+/foodcode\\?code=[0-9A-Z]{12},https?://.+/01/${gtin}/10/`));
    expect((await t.call('GET', '/foodtrace/code/exportCsv', { token: admin, query: { batchId: 'none' } })).body).toMatchObject({ success: false, message: MSG.recordMissing });
  });

  it('voids codes with a reason, once', async () => {
    const rows = await t.ctx.db.selectFrom('ftTraceCode' as never).select(['id', 'code'] as never).where('batchId' as never, '=', batch.batchId as never).limit(2).execute() as Array<{ id: string; code: string }>;
    expect((await t.call('POST', '/foodtrace/code/void', { token: admin, body: { ids: [rows[0].id] } })).status).toBe(400);
    const res = await t.call<{ count: number }>('POST', '/foodtrace/code/void', { token: admin, body: { ids: rows.map((r) => r.id).join(','), reason: '标签破损' } });
    expect(res.body.result.count).toBe(2);
    expect((await t.call('POST', '/foodtrace/code/void', { token: admin, body: { ids: [rows[0].id], reason: '再次' } })).body.message).toBe('没有可作废的追溯码');
    const log = await t.ctx.db.selectFrom('sysDataLog').select('dataContent').where('dataId', '=', rows[0].id).executeTakeFirstOrThrow();
    expect(JSON.parse(log.dataContent)).toMatchObject({ status: 'VOID', voidReason: '标签破损', updateBy: 'admin' });
    // the code's detail says who voided it (by name, as it names who packed and shipped it) and when
    const detail = (await t.call<Record<string, unknown>>('GET', '/foodtrace/code/detail', { token: admin, query: { code: rows[0].code } })).body.result;
    expect(detail).toMatchObject({ status: 'VOID', voidReason: '标签破损', voidedBy: '系统管理员', voidedTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
  });

  it('answers 401 and 403 on every code route', async () => {
    await t.createUser('code_none', 'Codes#pass-1');
    const none = await t.login('code_none', 'Codes#pass-1');
    const routes: Array<[string, string, string]> = [
      ['POST', '/foodtrace/code/generate', FT_PERMS.codeGenerate], ['POST', '/foodtrace/code/void', FT_PERMS.codeVoid],
      ['GET', '/foodtrace/code/exportCsv?batchId=x', FT_PERMS.codeExport], ['GET', '/foodtrace/code/detail?code=x', 'foodtrace:foodCode:queryById'],
    ];
    for (const [method, url, code] of routes) {
      expect((await t.call(method, url, { body: method === 'POST' ? {} : undefined })).status).toBe(401);
      expect((await t.call(method, url, { token: none, body: method === 'POST' ? {} : undefined })).status).toBe(403);
      const name = `code_${code.split(':').pop()}`;
      await t.createUser(name, 'Codes#pass-1', [code]);
      const holder = await t.login(name, 'Codes#pass-1');
      expect((await t.call(method, url, { token: holder, body: method === 'POST' ? {} : undefined })).status).toBe(method === 'POST' ? 400 : 200);
    }
  });
});

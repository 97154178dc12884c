import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SUGGEST_TEXT, type PublicFoodCode } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { genealogy, inspect, masterData, post, ship, type Master } from './foodtrace-fixture.ts';

/** What never reaches a consumer (DOMAIN.md §3): quantities, costs, personal data, addresses, customers. */
const PRIVATE_KEYS = new Set(['quantity', 'consumedQty', 'shippedQty', 'unitPrice', 'address', 'phone', 'contactPerson', 'contact', 'createBy',
  'updateBy', 'operator', 'inspector', 'ip', 'userAgent', 'customerId', 'customer', 'supplierId', 'id_card', 'temperature', 'docNo', 'sysOrgCode']);
const PRIVATE_VALUES = ['保密路 88 号', '13800000000', '张三', '测试超市', '测试经销商', '质检员李四', '操作工王五', '4.35', '1380', 'admin'];

/**
 * Whether a private value shows in an answer's JSON: a text anywhere, a number (a quantity, a price) only as a
 * number or word of its own — 1380 inside a GTIN such as 06961380500013, a random code or an id is no leak.
 */
function leaks(json: string, value: string): boolean {
  if (!/^[\d.]+$/.test(value)) return json.includes(value);
  return new RegExp(`(^|[^\\w.])${value.replace('.', '\\.')}([^\\w.]|$)`).test(json);
}

function keysOf(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => keysOf(v, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) { out.push(k); keysOf(v, out); }
  return out;
}

describe.each(databaseTargets())('the public trace page on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let m: Master;
  let codes: string[];
  let g: Awaited<ReturnType<typeof genealogy>>;
  const scan = async (code: string) => (await t.call<PublicFoodCode>('GET', '/public/foodcode', { query: { code } })).body;

  beforeAll(async () => {
    t = await startApp(target, { publicRateLimit: 10_000 });
    admin = await t.login();
    m = await masterData(t, admin);
    g = await genealogy(t, admin, m);
    await inspect(t, admin, g.M1, 'PASS', { stage: 'THIRD_PARTY', inspector: '质检员李四', isPublic: '1', items: [{ itemName: '抗生素残留', standardLimit: '不得检出', measuredValue: '未检出', passed: true }] });
    await inspect(t, admin, g.M2, 'PASS', { stage: 'INCOMING', isPublic: '0', checkoutNo: 'QC-INTERNAL' });
    await ship(t, admin, m.retailer.id, [[g.F1, 100]]);
    const batch = await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: g.F1, quantity: 10 });
    codes = (await t.ctx.db.selectFrom('ftTraceCode' as never).select('code' as never).where('batchId' as never, '=', batch.batchId as never).execute() as Array<{ code: string }>).map((c) => c.code);
    await post(t, admin, '/foodtrace/foodAd/add', { title: '测试广告', productId: m.milk.id, status: 'PUBLISHED', content: '广告正文', linkUrl: 'https://example.com/ad' });
  });
  afterAll(async () => { await t?.close(); });

  it('answers authenticity, product, materials, steps, public inspections, region and ads — and nothing private', async () => {
    const first = await scan(codes[0]);
    expect(first.success).toBe(true);
    const r = first.result;
    expect(r).toMatchObject({ code: codes[0], status: 'ACTIVE', scanNo: 1, product: { name: '测试鲜奶', execStandard: 'GB 19645', storageCondition: '冷藏 2–6℃' } });
    expect(r.message).toMatch(/^本次为第 1 次查询，首次查询时间：\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(r.warning).toBeUndefined();
    expect(r.materials?.map((x) => x.supplier).sort()).toEqual(['测试牧场 A', '测试牧场 B', '测试牧场 B']);
    expect(r.inspections?.map((i) => i.stage)).toEqual(expect.arrayContaining(['第三方检验', '出厂检验']));
    expect(r.inspections?.some((i) => i.items.some((x) => x.name === '抗生素残留' && x.pass))).toBe(true);
    // Incoming on M1 and M2, third-party on M1, final on F1; the internal one (isPublic 0) stays internal.
    expect(r.inspections?.length).toBe(4);
    expect(r.steps).toEqual([{ name: '巴氏杀菌', time: '2026-03-03 09:00:00', isCcp: false, result: '正常', deviation: false, corrected: false, params: [{ name: '杀菌温度', value: '75', unit: '℃' }] }]);
    expect(r.shippedTo).toEqual([{ province: '上海市', city: '上海市' }]);
    expect(r.ads?.map((a) => a.title)).toContain('测试广告');
    expect(r.recall).toBeUndefined();

    const text = JSON.stringify(first);
    for (const v of PRIVATE_VALUES) expect(leaks(text, v), v).toBe(false);
    // the check itself: a quantity or price of its own is found, the same digits inside a longer number are not
    expect([leaks('{"quantity":1380}', '1380'), leaks('"1380 千克"', '1380'), leaks('"¥4.35"', '4.35')]).toEqual([true, true, true]);
    expect([leaks('"06961380500013"', '1380'), leaks('"K7QF1380XPA0"', '1380'), leaks('"14.35"', '4.35')]).toEqual([false, false, false]);
    for (const k of keysOf(first)) expect(PRIVATE_KEYS.has(k), k).toBe(false);

    const second = (await scan(codes[0].toLowerCase())).result;
    expect(second).toMatchObject({ scanNo: 2, warning: '该追溯码已被查询过，如非您本人查询，请谨防假冒。' });
    expect(second.firstScanTime).toBe(r.firstScanTime);
    // typed as the label prints it: in groups of four
    const grouped = codes[0].toLowerCase().replace(/(.{4})(?!$)/g, '$1 ');
    expect((await scan(grouped)).result).toMatchObject({ code: codes[0], scanNo: 3 });
  });

  it('tells a repeated scan where the first scan came from, by its address, and keeps that first place', async () => {
    const from = async (code: string, ip: string) => (await t.call<PublicFoodCode>('GET', '/public/foodcode', { query: { code }, ip })).body.result;
    const first = await from(codes[7], '218.75.123.1'); // Hangzhou
    expect(first.firstScanRegion).toBeUndefined(); // the consumer's own place, not news to them
    expect(await from(codes[7], '110.184.0.1')).toMatchObject({ scanNo: 2, firstScanRegion: '浙江省' }); // Chengdu
    expect(await from(codes[7], '61.135.169.121')).toMatchObject({ scanNo: 3, firstScanRegion: '浙江省' }); // Beijing
    const logged = await t.ctx.db.selectFrom('ftScanLog' as never).select(['scanNo', 'provinceCode'] as never).where('code' as never, '=', codes[7] as never)
      .orderBy('scanNo' as never).execute() as Array<{ scanNo: number; provinceCode: string | null }>;
    expect(logged.map((l) => l.provinceCode)).toEqual(['330000', '510000', '110000']);

    // a first scan from an address that places nowhere leaves the first place unknown for good
    await from(codes[8], '127.0.0.1');
    expect((await from(codes[8], '110.184.0.1')).firstScanRegion).toBeUndefined();
  });

  it('warns more strongly from the 10th scan of a code', async () => {
    const answers = [];
    for (let i = 0; i < 10; i++) answers.push((await scan(codes[6])).result);
    expect(answers[0].warning).toBeUndefined();
    expect(answers[8]).toMatchObject({ scanNo: 9, warning: '该追溯码已被查询过，如非您本人查询，请谨防假冒。' });
    expect(answers[9]).toMatchObject({ scanNo: 10, warning: '该追溯码已被查询 10 次，查询次数异常，可能是被复制的假冒追溯码。如非您本人多次查询，请勿购买或食用，并可通过下方留言反馈。' });
  });

  it('counts 50 parallel scans of one code as 50, each number once, each scan logged', async () => {
    const code = codes[1];
    const answers = await Promise.all(Array.from({ length: 50 }, () => scan(code)));
    expect(answers.map((a) => a.result.scanNo).sort((a, b) => a! - b!)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    const row = await t.ctx.db.selectFrom('ftTraceCode' as never).select(['scanCount', 'id'] as never).where('code' as never, '=', code as never).executeTakeFirstOrThrow() as { scanCount: number; id: string };
    expect(row.scanCount).toBe(50);
    const logged = await t.ctx.db.selectFrom('ftScanLog' as never).select(['scanNo', 'provinceCode', 'ip'] as never).where('codeId' as never, '=', row.id as never).execute() as Array<{ scanNo: number; provinceCode: string | null; ip: string }>;
    expect(logged.map((l) => l.scanNo).sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i + 1));
    expect(logged.every((l) => l.provinceCode === null && l.ip === '127.0.0.1')).toBe(true);
  });

  it('numbers scans of several codes arriving together (more than one commit group) each from 1, unknown ones too', async () => {
    const mixed = [codes[4], codes[5], 'ZZZZZZZZZZZZ'];
    const answers = await Promise.all(Array.from({ length: 150 }, (_, i) => scan(mixed[i % 3])));
    for (const [k, code] of mixed.entries()) {
      const numbers = answers.filter((_, i) => i % 3 === k).map((a) => a.result.scanNo ?? 0).sort((a, b) => a - b);
      expect(numbers, code).toEqual(k === 2 ? Array(50).fill(0) : Array.from({ length: 50 }, (_, i) => i + 1));
    }
    const unknown = await t.ctx.db.selectFrom('ftScanLog' as never).select('id' as never).where('code' as never, '=', 'ZZZZZZZZZZZZ' as never).execute();
    expect(unknown.length).toBeGreaterThanOrEqual(50);
  });

  it('says so clearly for unknown and voided codes, and shows the recall banner', async () => {
    const unknown = (await scan('ZZZZZZZZZZZZ')).result;
    expect(unknown).toEqual({ code: 'ZZZZZZZZZZZZ', status: 'UNKNOWN', message: '未查询到该追溯码，请核对后重新输入；如为所购商品上的追溯码，请谨防假冒。' });
    expect((await scan('not a code at all')).result.status).toBe('UNKNOWN');
    const ids = await t.ctx.db.selectFrom('ftTraceCode' as never).select('id' as never).where('code' as never, '=', codes[2] as never).execute() as Array<{ id: string }>;
    await post(t, admin, '/foodtrace/code/void', { ids: [ids[0].id], reason: '标签破损' });
    expect((await scan(codes[2])).result).toMatchObject({ status: 'VOID', message: '该追溯码已被企业作废，正品不应使用此码，请谨慎购买，并可通过下方留言反馈。', scanNo: 1 });
    expect((await scan(codes[2])).result.product).toBeUndefined();
    const lot = await t.ctx.db.selectFrom('ftTraceCode' as never).select('lotId' as never).where('code' as never, '=', codes[3] as never).executeTakeFirstOrThrow() as { lotId: string };
    expect((await scan(codes[3])).result.ads?.length).toBeGreaterThan(0);
    // the product names no producer: the page's producer is the first 本单位 (seeded), with its phone and contact person
    const office = await t.ctx.db.selectFrom('ftSelfOffice' as never).select(['phone', 'contactPerson'] as never).orderBy('createTime' as never).executeTakeFirstOrThrow() as { phone: string; contactPerson: string };
    expect(office.phone).toBeTruthy();
    await post(t, admin, '/foodtrace/lot/recall', { lotId: lot.lotId, reason: '测试召回：原料抗生素残留超标', level: '2' });
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.ctx.config.timeZone }).format(Date.now());
    const recalled = (await scan(codes[3])).result;
    // the public recall notice (reason, level, start date) and the producer's phone — nothing of the recall's internals
    expect(recalled).toMatchObject({ status: 'RECALLED', recall: {
      message: '该批次产品已召回，请立即停止食用，并联系购买商家或生产企业办理退货。', reason: '测试召回：原料抗生素残留超标', level: '二级召回',
      startDate: today, producerPhone: office.phone,
    } });
    expect(Object.keys(recalled.recall!).sort()).toEqual(['level', 'message', 'producerPhone', 'reason', 'startDate']);
    if (office.contactPerson) expect(JSON.stringify(recalled)).not.toContain(office.contactPerson);
    expect(JSON.stringify(recalled).split(office.phone).length).toBe(2); // the phone only in the notice
    expect(recalled.ads).toEqual([]); // no promotion for what the consumer is asked to stop eating
    const results = await t.ctx.db.selectFrom('ftScanLog' as never).select('result' as never).distinct().execute() as Array<{ result: string }>;
    expect(results.map((r) => r.result)).toEqual(expect.arrayContaining(['OK', 'UNKNOWN', 'VOID', 'RECALLED']));
    expect((await t.call('GET', '/public/foodcode', { query: { code: '' } })).status).toBe(400);
  });

  it('speaks to the consumer, not in field names: an empty code, and a code of the wrong length (still logged)', async () => {
    for (const code of ['', '   ', undefined]) {
      const res = await t.call('GET', '/public/foodcode', { query: code === undefined ? {} : { code } });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('请输入追溯码');
    }
    const wrong = { status: 'UNKNOWN', wrongLength: true, message: '追溯码应为 12 位，请核对后重新输入' };
    expect((await scan('K7QF 2M9X PA0')).result).toEqual({ code: 'K7QF 2M9X PA0', ...wrong });
    expect((await scan('W'.repeat(65))).result).toEqual({ code: 'W'.repeat(32), ...wrong });
    const logged = await t.ctx.db.selectFrom('ftScanLog' as never).select('result' as never).where('code' as never, 'in', ['K7QF 2M9X PA0', 'W'.repeat(32)] as never).execute() as Array<{ result: string }>;
    expect(logged.map((l) => l.result)).toEqual(['UNKNOWN', 'UNKNOWN']);
    // twelve characters that are no code of ours keep the counterfeit warning
    expect((await scan('ZZZZZZZZZZZU')).result.message).toBe('未查询到该追溯码，请核对后重新输入；如为所购商品上的追溯码，请谨防假冒。');
  });

  it('says whether the product is past its 保质期至 by the business date of the scan, in the live part', async () => {
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: t.ctx.config.timeZone }).format(Date.now());
    const codeOf = async (lotId: string, expiryDate: string | null) => {
      await t.ctx.db.updateTable('ftLot' as never).set({ expiryDate } as never).where('id' as never, '=', lotId as never).execute();
      const batch = await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId, quantity: 1 });
      return (await t.ctx.db.selectFrom('ftTraceCode' as never).select('code' as never).where('batchId' as never, '=', batch.batchId as never).executeTakeFirstOrThrow() as { code: string }).code;
    };
    const lastDay = await codeOf(g.F3, today); // 保质期至 is the last good day
    const dayBefore = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const past = await codeOf(g.F2, dayBefore);
    expect((await scan(lastDay)).result.expired).toBeUndefined();
    expect((await scan(past)).result).toMatchObject({ status: 'ACTIVE', expired: true, lot: { expiryDate: dayBefore } });
    // the expiry date rides with the cached lot part: the second scan is answered from the cache, still expired
    expect((await scan(past)).result).toMatchObject({ scanNo: 2, expired: true });
  });

  it('takes suggestions (validated, tied to the code) and serves published ads', async () => {
    expect((await t.call('POST', '/public/suggest', { body: { code: codes[4], content: '短' } })).status).toBe(400);
    expect((await t.call('POST', '/public/suggest', { body: { code: codes[4], content: 'x'.repeat(501) } })).status).toBe(400);
    expect((await t.call('POST', '/public/suggest', { body: { content: '没有追溯码的建议内容' } })).status).toBe(400);
    // The page's rule for a contact holds on the server too: one the producer can answer, or none.
    const unanswerable = await t.call('POST', '/public/suggest', { body: { code: codes[4], content: '口感偏甜，希望改进。', contact: '周末再联系我' } });
    expect(unanswerable.status).toBe(400);
    expect(unanswerable.body.message).toContain(SUGGEST_TEXT.contactInvalid);
    expect((await t.call('POST', '/public/suggest', { body: { code: codes[4], content: '口感偏甜，希望改进。', contact: 'gu@example.com' } })).body.success).toBe(true);
    expect((await t.call('POST', '/public/suggest', { body: { code: codes[4], content: '瓶盖不好拧开。', contact: '+86 139-0000-0001' } })).body.success).toBe(true);
    const ok = await t.call('POST', '/public/suggest', { body: { code: codes[4], content: '包装很好，希望增加小规格。', contact: '13900000000' } });
    expect(ok.body).toMatchObject({ success: true, message: '感谢您的反馈，我们会尽快处理' });
    // from an unknown code's page: the typed code is kept with the report (no product)
    expect((await t.call('POST', '/public/suggest', { body: { code: 'ZZZZZZZZZZZZ', content: '追溯码查不到，怀疑假冒。' } })).body).toMatchObject({ success: true });
    const list = await t.call<{ records: Array<Record<string, unknown>> }>('GET', '/foodtrace/consumerSuggest/list', { token: admin, query: { code: codes[4] } });
    expect(list.body.result.records.find((r) => r.contact === '13900000000')).toMatchObject({ source: 'PUBLIC', status: 'NEW', productId: m.milk.id, createBy: 'public' });

    const ads = await t.call<{ records: Array<{ id: string; title: string }> }>('GET', '/foodtrace/foodAd/list', { token: admin, query: { title: '测试广告' } });
    const ad = await t.call('GET', '/public/ad', { query: { id: ads.body.result.records[0].id } });
    expect(ad.body.result).toEqual({ id: ads.body.result.records[0].id, title: '测试广告', image: null, linkUrl: 'https://example.com/ad', content: '广告正文' });
    const draft = await post(t, admin, '/foodtrace/foodAd/add', { title: '草稿广告', status: 'DRAFT' });
    expect((await t.call('GET', '/public/ad', { query: { id: draft.id } })).body).toMatchObject({ success: false, message: '广告不存在或已下线' });
    expect((await t.call('POST', '/foodtrace/foodAd/add', { token: admin, body: { title: 'x', status: 'DRAFT', linkUrl: 'javascript:alert(1)' } })).status).toBe(400);
  });
});

describe('the public trace page is rate-limited per address', () => {
  it('answers 429 past the limit', async () => {
    const t = await startApp({ name: 'sqlite' }, { publicRateLimit: 3 });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 4; i++) statuses.push((await t.call('GET', '/public/foodcode', { query: { code: 'ZZZZZZZZZZZZ' } })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
    } finally {
      await t.close();
    }
  });
});

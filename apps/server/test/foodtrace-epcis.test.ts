import fs from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import ExcelJS from 'exceljs';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FT_PERMS, withCheckDigit, type TraceResult } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { genealogy, inspect, masterData, post, processRun, releasedRaw, ship } from './foodtrace-fixture.ts';

/**
 * GS1's own EPCIS 2.0 JSON Schema (draft-07, https://gs1.github.io/EPCIS/EPCIS-JSON-Schema.json), a verbatim copy
 * kept with the tests so that they run from any checkout.
 */
const schemaFile = path.resolve(import.meta.dirname, 'fixtures/EPCIS-JSON-Schema.json');
const ajv = new Ajv({ allErrors: true, strict: false });
addFormats(ajv);
const validate = ajv.compile(JSON.parse(fs.readFileSync(schemaFile, 'utf8')));

type Doc = { '@context': unknown[]; type: string; epcisBody: { eventList: Array<Record<string, unknown> & { type: string; bizStep?: string; eventID: string }> } };

describe.each(databaseTargets())('EPCIS 2.0 export on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let g: Awaited<ReturnType<typeof genealogy>>;
  let m: Awaited<ReturnType<typeof masterData>>;
  const exportOf = async (query: Record<string, string>, token = admin) => {
    const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/foodtrace/trace/epcis`, query, headers: { 'x-access-token': token } });
    return { res, doc: res.statusCode === 200 && res.headers['content-type']?.toString().startsWith('application/ld+json') ? res.json() as Doc : undefined };
  };
  const events = (doc: Doc, bizStep: string) => doc.epcisBody.eventList.filter((e) => e.bizStep === bizStep);

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    m = await masterData(t, admin);
    g = await genealogy(t, admin, m);
    await ship(t, admin, m.retailer.id, [[g.F1, 100]]);
  });
  afterAll(async () => { await t?.close(); });

  it('describes a finished lot\'s whole history as a document valid against GS1\'s schema', async () => {
    const { res, doc } = await exportOf({ lotId: g.F1 });
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="EPCIS-.+\.jsonld"; filename\*=UTF-8''EPCIS-.+\.jsonld$/);
    expect(doc, res.body).toBeDefined();
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    expect(doc!.type).toBe('EPCISDocument');

    // receipts of exactly the ancestors' raw lots, keeping the supplier's own lot number
    const receipts = events(doc!, 'receiving');
    expect(receipts).toHaveLength(3);
    expect(receipts.map((e) => e['ft:supplierLotNo'])).toContain(g.supplierLotNoM1);
    expect(receipts.every((e) => (e.sourceList as Array<{ type: string }>)[0].type === 'owning_party')).toBe(true);
    // the two runs behind F1 as transformations: M1 + M2 → W1 and W1 + cartons → F1, with quantities
    const runs = doc!.epcisBody.eventList.filter((e) => e.type === 'TransformationEvent');
    expect(runs).toHaveLength(2);
    const w1Run = runs.find((e) => (e.inputQuantityList as unknown[]).length === 2 && (e.inputQuantityList as Array<{ quantity: number }>).some((q) => q.quantity === 800))!;
    expect((w1Run.inputQuantityList as Array<{ quantity: number; uom?: string }>).map((q) => q.quantity).sort()).toEqual([600, 800]);
    expect((w1Run.outputQuantityList as Array<{ quantity: number }>)[0].quantity).toBe(1380);
    expect(w1Run.ilmd).toMatchObject({ 'cbvmda:lotNumber': expect.any(String) });
    // the same inspections the backward trace shows (incoming where the material needs one, and the final), passed
    const back = await t.call<TraceResult>('GET', '/foodtrace/trace/backward', { token: admin, query: { lotId: g.F1 } });
    const inspected = back.body.result.nodes.filter((n) => n.type === 'inspection').map((n) => n.label).sort();
    expect(inspected.length).toBeGreaterThanOrEqual(3);
    expect(events(doc!, 'inspecting').map((e) => e['ft:inspectionNo']).sort()).toEqual(inspected);
    expect(events(doc!, 'inspecting').every((e) => e.disposition === 'conformant')).toBe(true);
    // the shipment to the retailer; everything oldest first
    const shipping = events(doc!, 'shipping');
    expect(shipping).toHaveLength(1);
    expect(shipping[0]['ft:customerName']).toBe('测试超市');
    const times = doc!.epcisBody.eventList.map((e) => Date.parse(e.eventTime as string));
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('gives the same event ids on a second export, and shows a recall', async () => {
    const first = (await exportOf({ lotId: g.F1 })).doc!;
    await post(t, admin, '/foodtrace/lot/recall', { lotId: g.C, reason: '包装材料迁移物超标' });
    const second = (await exportOf({ lotId: g.F1 })).doc!;
    expect(validate(second), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    const ids = new Set(second.epcisBody.eventList.map((e) => e.eventID));
    for (const e of first.epcisBody.eventList) expect(ids.has(e.eventID)).toBe(true);
    const recall = second.epcisBody.eventList.find((e) => e.disposition === 'recalled')!;
    expect(recall).toMatchObject({ bizStep: 'holding', 'ft:reason': '包装材料迁移物超标' });
    expect((recall.quantityList as unknown[]).length).toBe(2); // the carton lot and F1 made from it, within this export
  });

  it('dates a run recorded without times by when its output was made', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 50);
    const out = (await processRun(t, admin, m.base.id, [[raw.lotId, 50]], [{ lotKind: 'WIP', quantity: 48 }], { startTime: null, endTime: null })).outputs[0];
    const { doc } = await exportOf({ lotId: out.id });
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    const run = doc!.epcisBody.eventList.find((e) => e.type === 'TransformationEvent')!;
    expect(run, JSON.stringify(doc!.epcisBody.eventList.map((e) => e.type))).toBeDefined();
    expect((run.outputQuantityList as Array<{ quantity: number }>)[0].quantity).toBe(48);
    expect(Math.abs(Date.parse(run.eventTime as string) - Date.now())).toBeLessThan(60_000);
  });

  it('ends a rejected lot by its disposals: a return to its supplier, a destruction', async () => {
    const rejected = await post<{ lotId: string }>(t, admin, '/foodtrace/crudePutin/add', {
      putinNo: `CP-D-${Date.now()}`, crudeId: m.rawMilk.id, supplierId: m.farmB.id, supplierLotNo: 'SL-D', quantity: 100, unit: 'kg', receivedTime: '2026-03-01 08:00:00',
    });
    await inspect(t, admin, rejected.lotId, 'FAIL');
    const dispose = (method: string, quantity: number) => post(t, admin, '/foodtrace/lotDisposal/add', {
      lotId: rejected.lotId, method, quantity, disposedTime: '2026-03-01 15:00:00', reason: '抗生素残留检出',
    });
    await dispose('RETURN', 60);
    await dispose('DESTROY', 40);
    const { doc } = await exportOf({ lotId: rejected.lotId });
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    const back = events(doc!, 'shipping').find((e) => e.disposition === 'returned')!;
    expect(back).toMatchObject({ action: 'OBSERVE', quantityList: [expect.objectContaining({ quantity: 60, uom: 'KGM' })], 'ft:reason': '抗生素残留检出' });
    expect((back.destinationList as Array<{ destination: string }>)[0].destination).toContain(m.farmB.id);
    expect(events(doc!, 'destroying')).toEqual([expect.objectContaining({ action: 'DELETE', disposition: 'destroyed', quantityList: [expect.objectContaining({ quantity: 40 })] })]);
  });

  it('is checked by the schema: a broken document is refused', async () => {
    const doc = structuredClone((await exportOf({ lotId: g.F1 })).doc!);
    delete doc.epcisBody.eventList[0].eventTimeZoneOffset;
    expect(validate(doc)).toBe(false);
  });

  it('gives FSMA 204\'s sortable spreadsheet: receiving, each input and output of a transformation, shipping', async () => {
    const res = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/foodtrace/trace/fsma204`, query: { lotId: g.F1 }, headers: { 'x-access-token': admin } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="FSMA204-.+\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const ws = book.getWorksheet('FSMA 204')!;
    expect(ws.autoFilter).toBeTruthy();
    const header = (ws.getRow(1).values as string[]).slice(1);
    expect(header[3]).toBe('Traceability Lot Code (追溯批号)');
    const rows = ws.getRows(2, ws.rowCount - 1)!.map((r) => Object.fromEntries(header.map((h, i) => [h.split(' (')[0], r.getCell(i + 1).value])));
    const of = (cte: string) => rows.filter((r) => String(r['Critical Tracking Event']).startsWith(cte));
    // M1, M2 and the carton lot were received; M1's code is the supplier's own lot number
    expect(of('Receiving')).toHaveLength(3);
    expect(of('Receiving').map((r) => r['Traceability Lot Code'])).toContain(g.supplierLotNoM1);
    expect(of('Receiving').every((r) => r['Immediate Previous Source'])).toBe(true);
    // W1 (M1 600 + M2 800 → 1380) and F1 (W1 500 + cartons 500 → 500): each input and output a row, one Event ID per run
    expect(of('Transformation – input')).toHaveLength(4);
    expect(of('Transformation – output')).toHaveLength(2);
    const f1Run = rows.filter((r) => r['Event ID'] === of('Transformation – output').find((o) => o.Quantity === 500)!['Event ID']);
    expect(f1Run.map((r) => r.Quantity).sort()).toEqual([500, 500, 500]);
    expect(of('Shipping')).toHaveLength(1);
    expect(of('Shipping')[0]).toMatchObject({ Quantity: 100, 'Immediate Subsequent Recipient': expect.stringContaining('测试超市') });
    const dates = rows.map((r) => String(r['Event Date']));
    expect(dates).toEqual([...dates].sort());
    // the same lot has the same code and source whichever lot the trace starts from: from M1 forward, M2 is
    // only a co-input of W1's run (its intake is outside that trace), and keeps its supplier's lot number
    const forward = await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/foodtrace/trace/fsma204`, query: { lotId: g.M1 }, headers: { 'x-access-token': admin } });
    const fbook = new ExcelJS.Workbook();
    await fbook.xlsx.load(forward.rawPayload as unknown as ArrayBuffer);
    const fws = fbook.getWorksheet('FSMA 204')!;
    const frows = fws.getRows(2, fws.rowCount - 1)!.map((r) => Object.fromEntries(header.map((h, i) => [h.split(' (')[0], r.getCell(i + 1).value])));
    const m2 = (list: typeof rows) => list.filter((r) => String(r['Critical Tracking Event']).startsWith('Transformation – input') && r.Quantity === 800)
      .map((r) => [r['Traceability Lot Code'], r['TLC Source']]);
    expect(m2(frows)).toHaveLength(1);
    expect(m2(frows)).toEqual(m2(rows));
    expect(String(m2(frows)[0][0])).toMatch(/^SL/);
    const as = async (perms: string[]) => {
      const name = `fsma_${perms.length}_${Date.now().toString(36)}`;
      await t.createUser(name, 'Fsma#pass-1', perms);
      return (await t.app.inject({ method: 'GET', url: `${t.config.apiBase}/foodtrace/trace/fsma204`, query: { lotId: g.F1 }, headers: { 'x-access-token': await t.login(name, 'Fsma#pass-1') } })).statusCode;
    };
    expect(await as([FT_PERMS.traceExportEpcis])).toBe(403);
    expect(await as([FT_PERMS.traceExportEpcis, FT_PERMS.traceExportFsma])).toBe(200);
  });

  it('names the codes scanned out with a shipment one by one, and the rest of the line as a quantity', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    const lot = (await processRun(t, admin, m.milk.id, [[raw.lotId, 20]], [{ lotKind: 'FINISHED', quantity: 10 }])).outputs[0];
    await inspect(t, admin, lot.id, 'PASS');
    const { id } = (await ship(t, admin, m.dealer.id, [[lot.id, 5]])).body.result;
    const batch = await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: lot.id, quantity: 2 });
    const codes = (await t.ctx.db.selectFrom('ftTraceCode' as never).select('code' as never).where('batchId' as never, '=', batch.batchId as never).orderBy('code' as never).execute() as Array<{ code: string }>).map((c) => c.code);
    await post(t, admin, '/foodtrace/outputwarehouse/scanCodes', { id, codes });
    const { doc } = await exportOf({ lotId: lot.id });
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    const [shipping] = events(doc!, 'shipping');
    const gtin = (await t.call<{ gtin: string }>('GET', '/foodtrace/product/queryById', { token: admin, query: { id: m.milk.id } })).body.result.gtin;
    // each item as its GS1 Digital Link (lot and serial), which our resolver opens; 5 shipped, 2 named, 3 as a quantity
    expect(shipping.epcList).toEqual(codes.map((c) => expect.stringMatching(new RegExp(`/01/${gtin}/10/[^/]+/21/${c}$`))));
    expect(shipping.quantityList).toEqual([expect.objectContaining({ quantity: 3 })]);
    const first = new URL((shipping.epcList as string[])[0]);
    expect((await t.app.inject({ method: 'GET', url: first.pathname })).headers.location).toBe(`/foodcode?code=${codes[0]}`);
  });

  it('names a case shipped whole by its case code, with its packing as an AggregationEvent', async () => {
    const raw = await releasedRaw(t, admin, m.rawMilk.id, m.farmA.id, 100);
    // 8 bottles: 6 shipped, 2 kept as retained samples (inspect's 留样)
    const lot = (await processRun(t, admin, m.milk.id, [[raw.lotId, 20]], [{ lotKind: 'FINISHED', quantity: 8 }])).outputs[0];
    await inspect(t, admin, lot.id, 'PASS');
    const { id } = (await ship(t, admin, m.dealer.id, [[lot.id, 6]])).body.result;
    const codesOf = async (body: Record<string, unknown>) => {
      const batch = await post<{ batchId: string }>(t, admin, '/foodtrace/code/generate', { lotId: lot.id, ...body });
      return (await t.ctx.db.selectFrom('ftTraceCode' as never).select('code' as never).where('batchId' as never, '=', batch.batchId as never).orderBy('code' as never).execute() as Array<{ code: string }>).map((c) => c.code);
    };
    const items = await codesOf({ quantity: 3 });
    const [box] = await codesOf({ quantity: 1, level: 'CASE', perCase: 2 });
    await post(t, admin, '/foodtrace/code/pack', { codes: [box, items[0], items[1]] });
    await post(t, admin, '/foodtrace/outputwarehouse/scanCodes', { id, codes: [box, items[2]] });
    const { doc } = await exportOf({ lotId: lot.id });
    expect(validate(doc), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    const [packing] = events(doc!, 'packing');
    expect(packing).toMatchObject({ type: 'AggregationEvent', action: 'ADD', parentID: expect.stringMatching(new RegExp(`/ft/case/${box}$`)) });
    expect(packing.childEPCs).toEqual([items[0], items[1]].map((c) => expect.stringMatching(new RegExp(`/21/${c}$`))));
    // shipped: the case and the loose bottle by name, the other 3 of 6 as a quantity
    const [shipping] = events(doc!, 'shipping');
    expect(shipping.epcList).toEqual([expect.stringMatching(new RegExp(`/ft/case/${box}$`)), expect.stringMatching(new RegExp(`/21/${items[2]}$`))]);
    expect(shipping.quantityList).toEqual([expect.objectContaining({ quantity: 3 })]);

    // once the product's carton has its own GTIN (外箱条码), the case is named by its Digital Link, which our resolver opens
    const gtin = (await t.call<{ gtin: string }>('GET', '/foodtrace/product/queryById', { token: admin, query: { id: m.milk.id } })).body.result.gtin;
    const caseGtin = withCheckDigit(`2${gtin.slice(1, 13)}`);
    expect((await t.call('PUT', '/foodtrace/product/edit', { token: admin, body: { id: m.milk.id, caseGtin } })).body.success).toBe(true);
    const again = (await exportOf({ lotId: lot.id })).doc!;
    expect(validate(again), JSON.stringify(validate.errors?.slice(0, 5))).toBe(true);
    const parent = events(again, 'packing')[0].parentID as string;
    expect(parent).toMatch(new RegExp(`/01/${caseGtin}/10/${lot.lotNo}/21/${box}$`));
    expect(events(again, 'shipping')[0].epcList).toEqual([parent, expect.stringMatching(new RegExp(`/01/${gtin}/10/[^/]+/21/${items[2]}$`))]);
    expect((await t.app.inject({ method: 'GET', url: new URL(parent).pathname })).headers.location).toBe(`/foodcode?code=${box}`);
  });

  it('needs its own permission: 401 without a session, 403 with trace query only', async () => {
    expect((await exportOf({ lotId: g.F1 }, '')).res.statusCode).toBe(401);
    await t.createUser('epcis_query', 'Epcis#pass-1', [FT_PERMS.traceQuery]);
    expect((await exportOf({ lotId: g.F1 }, await t.login('epcis_query', 'Epcis#pass-1'))).res.statusCode).toBe(403);
    await t.createUser('epcis_ok', 'Epcis#pass-1', [FT_PERMS.traceExportEpcis]);
    expect((await exportOf({ lotId: g.F1 }, await t.login('epcis_ok', 'Epcis#pass-1'))).res.statusCode).toBe(200);
    expect((await exportOf({ lotNo: 'NO-SUCH' })).res.json()).toMatchObject({ success: false, message: '批次不存在' });
  });
});

import type { PublicFoodCode } from '@foodtrace/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OTHER_PROVINCES } from '../src/modules/foodtrace/seed/demo/distribution.ts';
import { seedLarge } from '../src/modules/foodtrace/seed/large/large-seed.ts';
import { ftDb } from '../src/modules/foodtrace/schema.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/** The load-test data of `npm run seed:large`, small: a genealogy the trace queries can walk, in real departments. */
describe.each(databaseTargets())('seed:large on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => { t = await startApp(target); });
  afterAll(async () => { await t?.close(); });

  it('writes the codes and the lots behind them, each record in the department that does such work', async () => {
    const result = await seedLarge(t.ctx, 250, 100, 400);
    expect(result.codes).toBe(250);
    const db = ftDb(t.ctx.db);
    const codes = await db.selectFrom('ftTraceCode').select(['sysOrgCode', 'lotId']).where('createBy', '=', 'seed-large').execute();
    expect(codes).toHaveLength(250);
    expect(new Set(codes.map((c) => c.lotId)).size).toBe(3);
    expect(new Set(codes.map((c) => c.sysOrgCode))).toEqual(new Set(['A01A02']));
    // scanned out (扫码出库) with their own lot's shipment, up to what it ships (5000 a lot; 100 codes a lot here)
    const scannedOut = await db.selectFrom('ftTraceCode as c')
      .innerJoin('ftShipmentLine as y', (j) => j.onRef('y.shipmentId', '=', 'c.shipmentId').onRef('y.lotId', '=', 'c.lotId'))
      .select('c.id').where('c.createBy', '=', 'seed-large').execute();
    expect(scannedOut).toHaveLength(250);
    const departments = async (table: 'ftCrudePutin' | 'ftCheckout' | 'ftShipment' | 'ftProcess') => new Set((await db.selectFrom(table)
      .select('sysOrgCode').where('createBy', '=', 'seed-large').execute()).map((r) => r.sysOrgCode));
    expect(await departments('ftCrudePutin')).toEqual(new Set(['A01A03']));
    expect(await departments('ftCheckout')).toEqual(new Set(['A01A01']));
    expect(await departments('ftShipment')).toEqual(new Set(['A01A03']));
    expect(await departments('ftProcess')).toEqual(new Set(['A01A02']));
    const lots = await db.selectFrom('ftLot').select(['lotKind', 'sysOrgCode']).where('createBy', '=', 'seed-large').execute();
    expect(new Set(lots.filter((l) => l.lotKind === 'RAW').map((l) => l.sysOrgCode))).toEqual(new Set(['A01A03']));
    expect(new Set(lots.filter((l) => l.lotKind !== 'RAW').map((l) => l.sysOrgCode))).toEqual(new Set(['A01A02']));
    // Consumer scans, each code keeping its count
    const scans = await db.selectFrom('ftScanLog').select(['codeId', 'provinceCode', 'scanTime']).where('userAgent', '=', 'seed-large').execute();
    expect(scans.length).toBe(result.scans);
    expect(scans.length).toBeGreaterThan(100);
    const counted = await db.selectFrom('ftTraceCode').select(['id', 'scanCount', 'firstScanTime']).where('createBy', '=', 'seed-large').where('scanCount', '>', 0).execute();
    expect(counted.reduce((n, c) => n + Number(c.scanCount), 0)).toBe(scans.length);
    for (const c of counted) expect(Number(c.firstScanTime)).toBe(Math.min(...scans.filter((s) => s.codeId === c.id).map((s) => Number(s.scanTime))));
    expect(scans.every((s) => Number(s.scanTime) <= Date.now())).toBe(true);
    expect(scans.some((s) => OTHER_PROVINCES.includes(s.provinceCode ?? ''))).toBe(true); // 窜货 for the dashboard
    // its runs name a line on the register (生产线), once however often it runs, not judged for cleaning
    const runLines = new Set((await db.selectFrom('ftProcess').select('line').where('createBy', '=', 'seed-large').execute()).map((r) => r.line));
    expect(runLines).toEqual(new Set(['压测线']));
    await seedLarge(t.ctx, 10, 10, 0);
    expect(await db.selectFrom('ftProductionLine').select(['cleanHours', 'status']).where('name', '=', '压测线').where('delFlag', '=', 0).execute())
      .toEqual([{ cleanHours: null, status: 'ACTIVE' }]);
    // A code of the load reads on the public page like any other (the genealogy is whole).
    const page = await t.call<PublicFoodCode>('GET', '/public/foodcode', { query: { code: result.sample.codes[0] } });
    expect(page.body.result).toMatchObject({ status: 'ACTIVE' });
    expect(page.body.result.product).toBeTruthy();
  });
});

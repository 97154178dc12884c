import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { CODE_STATUS, LOT_STATUS, TRACE_CODE } from '@foodtrace/contracts';
import type { AppContext } from '../../../../context.ts';
import { newId } from '../../../../platform/db/ids.ts';
import { ftDb, type FoodtraceTables, type FtKysely } from '../../schema.ts';
import { isDepartmentOwned } from '../../shared/records.ts';
import { randomToken } from '../../shared/tokens.ts';
import { demoDepartment } from '../demo/demo-data.ts';
import { OTHER_PROVINCES } from '../demo/distribution.ts';
import { bulkWriter } from './bulk-writer.ts';

const DAY = 86_400_000;
const SEEDER = 'seed-large';
/** Rows per transaction: big enough to amortise the commit, small enough to keep the journal modest. */
const ROWS_PER_TRANSACTION = 50_000;

export interface LargeSeedResult { codes: number; lots: number; scans: number; seconds: number; sample: { codes: string[]; finishedLotIds: string[]; rawLotIds: string[]; productId: string; scansLast30Days: number } }

type Row = Record<string, unknown>;
const audit = (at: number) => ({ createBy: SEEDER, createTime: at, updateBy: null, updateTime: null, delFlag: 0 });

/**
 * Ids and codes for a whole transaction from one CSPRNG call each: the same formats as newId() (time-prefixed
 * hex) and randomToken() (Crockford base32, 5 bits per byte), without a system call per row.
 */
function bulkIds(n: number): string[] {
  const bytes = randomBytes(n * 10);
  const prefix = Date.now().toString(16).padStart(12, '0');
  return Array.from({ length: n }, (_, i) => prefix + bytes.toString('hex', i * 10, i * 10 + 10));
}

function bulkCodes(n: number): string[] {
  const bytes = randomBytes(n * TRACE_CODE.length);
  return Array.from({ length: n }, (_, i) => {
    let code = '';
    for (let k = 0; k < TRACE_CODE.length; k++) code += TRACE_CODE.alphabet[bytes[i * TRACE_CODE.length + k] & 31];
    return code;
  });
}

/**
 * Load-test data (DESIGN.md §8): `codes` trace codes behind a genealogy of raw → WIP → finished lots with
 * their runs, inspections, shipments and code batches, spread over the last 90 days, on top of the demo plant
 * (its products, suppliers and customers). Synthetic rows: written in bulk, without data-log snapshots, by the
 * seed (createBy seed-large) but each in the department that does such work in the demo plant.
 */
export async function seedLarge(ctx: AppContext, codes: number, codesPerLot = 10_000, scans = 0): Promise<LargeSeedResult> {
  const started = Date.now();
  const db = ftDb(ctx.db);
  const products = await db.selectFrom('ftProduct').select(['id', 'unit']).where('delFlag', '=', 0).where('gtin', 'is not', null).execute();
  const crude = await db.selectFrom('ftCrude').select('id').where('crudeCode', '=', 'RM-MILK').executeTakeFirstOrThrow();
  const suppliers = await db.selectFrom('ftRelationOffice').select('id').where('orgType', '=', 'SUPPLIER').execute();
  const customers = await db.selectFrom('ftRelationOffice').select(['id', 'provinceCode', 'regionName']).where('orgType', 'in', ['RETAILER', 'DISTRIBUTOR']).execute();
  if (!products.length || !suppliers.length || !customers.length) throw new Error('seed:large needs the demo plant (start the server once on this database first)');

  await registerLine(db);
  const lotCount = Math.ceil(codes / codesPerLot);
  const genealogy = buildGenealogy(lotCount, products, crude.id, suppliers.map((s) => s.id), customers);
  const writer = bulkWriter(ctx.config, ctx.db as unknown as Kysely<unknown>);
  const codeDepartment = demoDepartment('ftTraceCode', {});
  try {
    for (const [table, rows] of Object.entries(genealogy.tables)) await writer.insert(table, rows);
    const sample: string[] = [];
    const consumers = consumerScans(codes, scans);
    let scanned = 0;
    for (let made = 0; made < codes; made += ROWS_PER_TRANSACTION) {
      const n = Math.min(ROWS_PER_TRANSACTION, codes - made);
      const ids = bulkIds(n);
      const values = bulkCodes(n);
      const rows: Row[] = new Array(n);
      for (let k = 0; k < n; k++) {
        const i = made + k;
        const lot = genealogy.finished[Math.floor(i / codesPerLot)];
        if (i % 10_007 === 0) sample.push(values[k]);
        rows[k] = { id: ids[k], code: values[k], lotId: lot.id, productId: lot.productId, batchId: lot.batchId, status: CODE_STATUS.active, scanCount: 0,
          firstScanTime: null, lastScanTime: null, firstScanProvince: null, voidReason: null, sysOrgCode: codeDepartment, ...audit(lot.at + (i % codesPerLot) * 7),
          // the codes of the goods that left were scanned out with the lot's shipment (扫码出库), the rest are in stock
          ...(i % codesPerLot < lot.shippedQty
            ? { shipmentId: lot.shipmentId, scannedOutTime: lot.shippedAt - 1_800_000, scannedOutBy: 'hejing' }
            : { shipmentId: null, scannedOutTime: null, scannedOutBy: null }) };
        consumers.scan(rows[k], lot);
      }
      await writer.insert('ftTraceCode', rows);
      scanned += consumers.pending.length;
      await writer.insert('ftScanLog', consumers.pending.splice(0));
    }
    await writer.analyze();
    return {
      codes, lots: genealogy.lotCount, scans: scanned, seconds: (Date.now() - started) / 1000,
      sample: { codes: sample, finishedLotIds: genealogy.finished.slice(0, 20).map((l) => l.id), rawLotIds: genealogy.raw.slice(0, 20), productId: products[0].id, scansLast30Days: consumers.lastMonth() },
    };
  } finally {
    await writer.close();
  }
}

interface Finished { id: string; productId: string; batchId: string; at: number; shippedAt: number; provinceCode: string | null; shipmentId: string; shippedQty: number }


/**
 * Consumer scans for the load (`total` about, over all codes): a code is scanned from its lot's shipment to now,
 * mostly once, some again and again; mostly where the lot was shipped, some far away (窜货), some from an
 * address no province is known for. The code keeps its count and first scan, as the live counter keeps them.
 */
function consumerScans(codes: number, total: number) {
  const chance = total / codes / 1.4; // a scanned code is scanned 1.4 times on average
  const pending: Row[] = [];
  const now = Date.now();
  let lastMonth = 0;
  return {
    pending,
    lastMonth: () => lastMonth,
    scan(code: Row, lot: Finished): void {
      if (Math.random() >= chance || lot.shippedAt >= now) return;
      const r = Math.random();
      const times = r < 0.8 ? 1 : r < 0.92 ? 2 : 3 + Math.floor(Math.random() * 4);
      const ids = bulkIds(times);
      let at = lot.shippedAt + Math.random() * (now - lot.shippedAt) * 0.9;
      for (let n = 1; n <= times && at < now; n++, at += Math.random() * 3 * DAY) {
        const p = Math.random();
        const provinceCode = p < 0.85 ? lot.provinceCode : p < 0.93 ? OTHER_PROVINCES[n % OTHER_PROVINCES.length] : null;
        const scanTime = Math.floor(at);
        if (scanTime >= now - 30 * DAY) lastMonth++;
        pending.push({ id: ids[n - 1], codeId: code.id, code: code.code, lotId: lot.id, productId: lot.productId, scanNo: n, result: 'OK', scanTime,
          ip: null, userAgent: 'seed-large', provinceCode, createBy: null, createTime: scanTime });
        code.scanCount = n;
        code.firstScanTime ??= scanTime;
        code.firstScanProvince ??= provinceCode;
        code.lastScanTime = scanTime;
      }
    },
  };
}

/** The line the synthetic runs name, on the register (生产线) as every line a record names; without a 清洗有效期, as its runs have no cleaning to be judged by. */
const LINE = '压测线';

async function registerLine(db: FtKysely): Promise<void> {
  if (await db.selectFrom('ftProductionLine').select('id').where('name', '=', LINE).where('delFlag', '=', 0).executeTakeFirst()) return;
  const row = { id: newId(), name: LINE, workshop: null, products: null, equipment: null, cleanHours: null, lastCleaned: null, status: 'ACTIVE', remark: '压测数据（npm run seed:large）', ...audit(Date.now()) };
  await db.insertInto('ftProductionLine').values({ ...row, ...(isDepartmentOwned('ftProductionLine') ? { sysOrgCode: demoDepartment('ftProductionLine', row) } : {}) }).execute();
}

/**
 * Each finished lot is made from its own WIP lot and from the previous finished lot's WIP, so every WIP feeds
 * two finished lots and backward traces meet shared lots; each WIP comes from two raw lots with their intakes.
 */
function buildGenealogy(lotCount: number, products: Array<{ id: string; unit: string }>, crudeId: string, suppliers: string[],
  customers: Array<{ id: string; provinceCode: string | null; regionName: string | null }>) {
  const now = Date.now();
  const tables: Record<string, Row[]> = { ftLot: [], ftCrudePutin: [], ftProcess: [], ftProcessInput: [], ftLotLink: [], ftCheckout: [], ftShipment: [], ftShipmentLine: [], ftCodeBatch: [] };
  const tag = randomToken(4);
  let seq = 0;
  const lot = (kind: string, quantity: number, at: number, extra: Row) => {
    const row = { id: newId(), lotNo: `${kind[0]}L${tag}${String(++seq).padStart(6, '0')}`, lotKind: kind, crudeId: null, productId: null, quantity,
      consumedQty: 0, shippedQty: 0, disposedQty: 0, unit: 'kg', status: LOT_STATUS.released, initialStatus: LOT_STATUS.released, recallId: null,
      producedTime: at, expiryDate: null, originId: null, processId: null, remark: null, ...extra, ...audit(at) };
    tables.ftLot.push(row);
    return row;
  };
  const run = (productId: string, at: number, inputs: Row[], outputs: Row[]) => {
    const p = { id: newId(), processNo: `PL${tag}${++seq}`, productId, technologyId: null, line: LINE, startTime: at, endTime: at + 3_600_000, status: 'DONE', remark: null, ...audit(at) };
    tables.ftProcess.push(p);
    for (const i of inputs) {
      i.consumedQty = Number(i.consumedQty) + 100;
      tables.ftProcessInput.push({ id: newId(), processId: p.id, lotId: i.id, quantity: 100, unit: i.unit, ...audit(at) });
      for (const o of outputs) tables.ftLotLink.push({ id: newId(), processId: p.id, parentLotId: i.id, childLotId: o.id, ...audit(at) });
    }
    for (const o of outputs) o.processId = p.id;
  };
  const raw: string[] = [];
  const finished: Finished[] = [];
  let previousWip: Row | undefined;
  for (let i = 0; i < lotCount; i++) {
    const at = now - 90 * DAY + Math.floor((i / lotCount) * 89 * DAY);
    const product = products[i % products.length];
    const raws = [0, 1].map((k) => {
      const r = lot('RAW', 1000, at - DAY, { crudeId });
      raw.push(r.id);
      tables.ftCrudePutin.push({ id: newId(), putinNo: `CL${tag}${++seq}`, crudeId, supplierId: suppliers[(i + k) % suppliers.length], supplierLotNo: `SUP-${tag}-${i}-${k}`,
        lotNo: r.lotNo, quantity: 1000, unit: 'kg', unitPrice: 4.2, receivedTime: at - DAY, productionDate: null, expiryDate: null, originId: null,
        carrierId: null, docType: 'DN', docNo: `DL${seq}`, temperature: 4, certificateFile: null, warehouse: null, lotId: r.id, remark: null, ...audit(at - DAY) });
      return r;
    });
    const wip = lot('WIP', 200, at - 12 * 3_600_000, { productId: product.id });
    run(product.id, at - 12 * 3_600_000, raws, [wip]);
    const fin = lot('FINISHED', 20_000, at, { productId: product.id, unit: product.unit });
    run(product.id, at, previousWip ? [wip, previousWip] : [wip], [fin]);
    previousWip = wip;
    tables.ftCheckout.push({ id: newId(), checkoutNo: `QL${tag}${++seq}`, lotId: fin.id, stage: 'FINAL', result: 'PASS', inspectedTime: at + 3_600_000, agencyId: null,
      standardRef: 'GB 19645', certificateNo: null, inspector: null, reportFile: null, isPublic: '1', remark: null, ...audit(at + 3_600_000) });
    const customer = customers[i % customers.length];
    const shipment = { id: newId(), shipmentNo: `SL${tag}${++seq}`, customerId: customer.id, destinationId: null, shippedTime: at + DAY, provinceCode: customer.provinceCode,
      regionName: customer.regionName, carrierId: null, vehicleNo: null, docType: 'OUT', docNo: null, remark: null, loadTemperature: 4, temperatureRecord: null, ...audit(at + DAY) };
    tables.ftShipment.push(shipment);
    tables.ftShipmentLine.push({ id: newId(), shipmentId: shipment.id, lotId: fin.id, productId: product.id, customerId: customer.id, provinceCode: customer.provinceCode,
      regionName: customer.regionName, quantity: 5000, unit: product.unit, shippedTime: at + DAY, ...audit(at + DAY) });
    fin.shippedQty = 5000;
    const batch = { id: newId(), batchNo: `CL${tag}${++seq}`, lotId: fin.id, productId: product.id, quantity: 10_000, withSerial: '1', remark: null, ...audit(at + 2 * 3_600_000) };
    tables.ftCodeBatch.push(batch);
    finished.push({ id: fin.id as string, productId: product.id, batchId: batch.id, at: at + 2 * 3_600_000, shippedAt: at + DAY, provinceCode: customer.provinceCode, shipmentId: shipment.id, shippedQty: Number(fin.shippedQty) });
  }
  // The department whose people do such work in the demo plant, so that a 本部门 data rule meets real spreads.
  for (const [table, rows] of Object.entries(tables) as Array<[keyof FoodtraceTables, Row[]]>) {
    if (isDepartmentOwned(table)) for (const row of rows) row.sysOrgCode = demoDepartment(table, row);
  }
  return { tables, finished, raw, lotCount: tables.ftLot.length };
}

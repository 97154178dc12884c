import { SCAN_RESULT, type ScanResult } from '@foodtrace/contracts';
import type { DbKind } from '../../../config.ts';
import { newId } from '../../../platform/db/ids.ts';
import type { FtKysely } from '../schema.ts';
import { prepare } from '../../../platform/db/prepared.ts';
import { loadIpRegions, provinceOfIp } from '../../../platform/geo/ip-province.ts';

export interface ScannedCode {
  id: string; code: string; lotId: string; productId: string | null; status: string; scanCount: number; firstScanTime: number | null;
  firstScanProvince: string | null; shipmentId: string | null; codeLevel: string;
}

export interface ScanMeta { ip: string | null; userAgent: string | null; at: number }

const COLUMNS = ['id', 'code', 'lotId', 'productId', 'status', 'scanCount', 'firstScanTime', 'firstScanProvince', 'shipmentId', 'codeLevel'] as const;

function resultOf(row: ScannedCode | undefined): ScanResult {
  if (!row) return SCAN_RESULT.unknown;
  return ({ VOID: SCAN_RESULT.void, RECALLED: SCAN_RESULT.recalled } as Record<string, ScanResult>)[row.status] ?? SCAN_RESULT.ok;
}

/**
 * Counts scans: ONE atomic SQL update `scan_count = scan_count + 1` per scan (DOMAIN.md §3), with RETURNING on
 * SQLite and PostgreSQL; MariaDB has no UPDATE … RETURNING, so there the row is read back inside the same
 * transaction, under the row lock the update took. Either way N concurrent scans read 1…N, each once. Every
 * lookup is logged in the same transaction, unknown codes too (their number is a counterfeiting signal), with
 * the province the address places it in (platform/geo: 销售地图 and the 窜货 signal read it).
 * Scans that arrive together are committed together (see below).
 * The three statements are compiled once (platform/db/prepared.ts): this is the busiest path of the product.
 */
export function scanCounter(db: FtKysely, kind: DbKind) {
  loadIpRegions();
  // The first scan's place is set with its time. It is assigned first: MySQL evaluates SET from left to right
  // with the values already assigned, so after first_scan_time it would never see that column empty.
  const update = prepare(['code', 'at', 'province'], (v) => db.updateTable('ftTraceCode')
    .set((eb) => ({
      firstScanProvince: eb.case().when('firstScanTime', 'is', null).then(eb.val(v.province as string | null)).else(eb.ref('firstScanProvince')).end(),
      scanCount: eb('scanCount', '+', 1), firstScanTime: eb.fn.coalesce('firstScanTime', eb.val(v.at as number)), lastScanTime: v.at as number,
    }))
    .where('code', '=', v.code as string).where('delFlag', '=', 0)
    .$call((q) => (kind === 'mysql' ? q : q.returning(COLUMNS))));
  const read = prepare(['code'], (v) => db.selectFrom('ftTraceCode').select(COLUMNS).where('code', '=', v.code as string).where('delFlag', '=', 0));
  const log = prepare(['id', 'codeId', 'code', 'lotId', 'productId', 'scanNo', 'result', 'at', 'ip', 'userAgent', 'provinceCode'], (v) => db.insertInto('ftScanLog').values({
    id: v.id as string, codeId: v.codeId as string, code: v.code as string, lotId: v.lotId as string, productId: v.productId as string,
    scanNo: v.scanNo as number, result: v.result as string, scanTime: v.at as number, ip: v.ip as string, userAgent: v.userAgent as string,
    provinceCode: v.provinceCode as string, createBy: null, createTime: v.at as number,
  }));

  type Pending = { code: string; meta: ScanMeta; resolve: (row: ScannedCode | undefined) => void; reject: (err: unknown) => void };

  const one = async (trx: FtKysely, code: string, meta: ScanMeta): Promise<ScannedCode | undefined> => {
    const province = provinceOfIp(meta.ip);
    const res = await trx.executeQuery<ScannedCode>(update({ code, at: meta.at, province }));
    let row = res.rows[0];
    if (kind === 'mysql' && Number(res.numAffectedRows ?? 0) === 1) row = (await trx.executeQuery<ScannedCode>(read({ code }))).rows[0];
    await trx.executeQuery(log({
      id: newId(), codeId: row?.id ?? null, code: code.slice(0, 32), lotId: row?.lotId ?? null, productId: row?.productId ?? null,
      scanNo: row ? Number(row.scanCount) : null, result: resultOf(row), at: meta.at, ip: meta.ip?.slice(0, 64) ?? null,
      userAgent: meta.userAgent?.slice(0, 255) ?? null, provinceCode: province,
    }));
    return row;
  };

  // Group commit: the scans that arrive in the same turn of the event loop share one transaction. Each scan is
  // still its own atomic UPDATE with its own number and log row, and none is answered before the commit; but
  // the commit — most of a scan's cost on SQLite's WAL, a round trip on a server database — is paid once per
  // group, so a burst of scans costs little more than one.
  let queue: Pending[] = [];
  let scheduled = false;
  const flush = async () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (!batch.length) return;
    try {
      const rows = await db.transaction().execute(async (trx) => {
        const out: Array<ScannedCode | undefined> = [];
        for (const p of batch) out.push(await one(trx, p.code, p.meta));
        return out;
      });
      batch.forEach((p, i) => p.resolve(rows[i]));
    } catch (err) {
      if (batch.length === 1) {
        batch[0].reject(err);
        return;
      }
      // One failing scan must not fail the others of its group: each runs again on its own.
      for (const p of batch) db.transaction().execute((trx) => one(trx, p.code, p.meta)).then(p.resolve, p.reject);
    }
  };

  return function countScan(code: string, meta: ScanMeta): Promise<ScannedCode | undefined> {
    return new Promise((resolve, reject) => {
      queue.push({ code, meta, resolve, reject });
      if (queue.length >= MAX_GROUP) void flush();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
  };
}

/** At most this many scans share a transaction: a group holds the write lock only briefly. */
const MAX_GROUP = 64;

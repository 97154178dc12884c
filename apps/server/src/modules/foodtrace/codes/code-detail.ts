import { CODE_STATUS, YES, digitalLinkUrl, foodcodeUrl, levelGtin, normalizeTraceCode } from '@foodtrace/contracts';
import { BusinessError } from '../../../platform/errors.ts';
import { writerNames } from '../../../platform/audit/writer-names.ts';
import { lotNames } from '../lots/lot-names.ts';
import type { FtKysely } from '../schema.ts';
import { timeText } from '../shared/wire.ts';

/** The last address part of an IPv4 (and the tail of an IPv6) is hidden: scans are consumers' data. */
export function maskIp(ip: string | null): string | null {
  if (!ip) return null;
  if (/^\d+\.\d+\.\d+\.\d+$/.test(ip)) return ip.replace(/\.\d+$/, '.*');
  return ip.split(':').slice(0, 3).join(':') + ':*';
}

/** The URLs a code's QR may carry: the trace page, and the GS1 Digital Link form for serialised batches (`gtin`: the code level's, levelGtin). */
export function codeUrls(base: string, code: string, gtin: string | null, lotNo: string, withSerial: boolean) {
  return { foodcodeUrl: foodcodeUrl(base, code), digitalLinkUrl: withSerial && gtin ? digitalLinkUrl(base, gtin, lotNo, code) : null };
}

/** CodeView: a code with its product, lot, batch, its case (装箱关联), the shipment it left with, URLs and scan history (newest first, at most 200). */
export async function codeDetail(db: FtKysely, input: string, base: string, tz: string) {
  const code = normalizeTraceCode(input);
  const row = code ? await db.selectFrom('ftTraceCode').selectAll().where('code', '=', code).where('delFlag', '=', 0).executeTakeFirst() : undefined;
  if (!row) throw new BusinessError('追溯码不存在');
  const lot = (await lotNames(db, [row.lotId])).get(row.lotId)!;
  const product = row.productId ? await db.selectFrom('ftProduct').select(['id', 'name', 'gtin', 'caseGtin']).where('id', '=', row.productId).executeTakeFirst() : undefined;
  const batch = row.batchId ? await db.selectFrom('ftCodeBatch').select(['id', 'batchNo', 'withSerial']).where('id', '=', row.batchId).executeTakeFirst() : undefined;
  // 扫码出库: the shipment the code left with, and its consignee (a deleted shipment still names itself)
  const shipment = row.shipmentId ? await db.selectFrom('ftShipment as s').leftJoin('ftRelationOffice as o', 'o.id', 's.customerId')
    .select(['s.id', 's.shipmentNo', 's.regionName', 's.delFlag', 'o.name as customerName']).where('s.id', '=', row.shipmentId).executeTakeFirst() : undefined;
  // 装箱关联: the case an item is packed into (a voided case no longer holds it)
  const parentCase = row.parentCodeId ? await db.selectFrom('ftTraceCode').select(['id', 'code', 'status']).where('id', '=', row.parentCodeId)
    .where('delFlag', '=', 0).where('status', '<>', CODE_STATUS.void).executeTakeFirst() : undefined;
  const voided = row.status === CODE_STATUS.void;
  const names = await writerNames(db, [voided ? row.updateBy : null, row.packedBy, row.scannedOutBy]);
  const nameOf = (username: string | null) => (username ? names.get(username) ?? username : null);
  const scans = await db.selectFrom('ftScanLog').selectAll().where('codeId', '=', row.id).orderBy('scanTime', 'desc').limit(200).execute();
  return {
    id: row.id, code: row.code, level: row.codeLevel, status: row.status, scanCount: row.scanCount, voidReason: row.voidReason,
    // a voided code is written to once more only by its voiding: who did it and when are its last update
    ...(voided ? { voidedBy: nameOf(row.updateBy), voidedTime: timeText(row.updateTime, tz) } : { voidedBy: null, voidedTime: null }),
    firstScanTime: timeText(row.firstScanTime, tz), firstScanProvince: row.firstScanProvince, lastScanTime: timeText(row.lastScanTime, tz), createTime: timeText(row.createTime, tz),
    lot: { id: lot.id, lotNo: lot.lotNo, status: lot.status },
    product: product ? { id: product.id, name: product.name, gtin: product.gtin, caseGtin: product.caseGtin } : null,
    batch: batch ? { id: batch.id, batchNo: batch.batchNo } : null,
    parentCase: parentCase ? { id: parentCase.id, code: parentCase.code } : null,
    packedBy: parentCase ? nameOf(row.packedBy) : null,
    packedTime: parentCase ? timeText(row.packedTime, tz) : null,
    shipment: shipment ? {
      id: shipment.id, shipmentNo: shipment.shipmentNo, customerName: shipment.customerName, region: shipment.regionName, deleted: Number(shipment.delFlag) === 1,
      scannedOutBy: nameOf(row.scannedOutBy), scannedOutTime: timeText(row.scannedOutTime, tz),
    } : null,
    ...codeUrls(base, row.code, product ? levelGtin(product, row.codeLevel) : null, lot.lotNo, batch?.withSerial === YES),
    scans: scans.map((s) => ({
      scanNo: s.scanNo, scanTime: timeText(s.scanTime, tz), result: s.result, ip: maskIp(s.ip), userAgent: s.userAgent, provinceCode: s.provinceCode,
    })),
  };
}

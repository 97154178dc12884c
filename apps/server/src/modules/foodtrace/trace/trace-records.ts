import { CODE_LEVEL, LOT_STATUS } from '@foodtrace/contracts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtKysely } from '../schema.ts';
import { holdsInForce } from '../lots/lot-holds.ts';

/** The lots themselves, with the names of what they are (a raw material's or a product's). */
export function loadTraceLots(db: FtKysely, lotIds: readonly string[]) {
  return inChunks(lotIds, (ids) => db.selectFrom('ftLot as l')
    .leftJoin('ftCrude as c', 'c.id', 'l.crudeId').leftJoin('ftProduct as p', 'p.id', 'l.productId')
    .select(['l.id', 'l.lotNo', 'l.lotKind', 'l.status', 'l.quantity', 'l.consumedQty', 'l.shippedQty', 'l.disposedQty', 'l.retainedQty', 'l.unit', 'l.producedTime',
      'l.expiryDate', 'l.processId', 'l.recallId', 'c.name as crudeName', 'c.category as crudeCategory', 'c.needInspection', 'p.name as productName',
      'c.allergens as crudeAllergens', 'p.allergens as productAllergens', 'c.storageCondition as crudeStorage', 'p.storageCondition as productStorage'])
    .where('l.id', 'in', ids).execute());
}

/** Everything recorded about a set of lots that a trace shows, read in a fixed number of queries per 500 lots (`inChunks`). */
export async function loadTraceRecords(db: FtKysely, lotIds: string[], opts: { shipments: boolean }) {
  const lots = await loadTraceLots(db, lotIds);
  const intakes = await inChunks(lotIds, (ids) => db.selectFrom('ftCrudePutin as cp')
    .leftJoin('ftRelationOffice as s', 's.id', 'cp.supplierId')
    .select(['cp.id', 'cp.lotId', 'cp.putinNo', 'cp.crudeId', 'cp.supplierId', 's.name as supplierName', 'cp.supplierLotNo', 'cp.docType', 'cp.docNo',
      'cp.receivedTime', 'cp.quantity', 'cp.unit', 'cp.temperature', 'cp.transitState', 'cp.transitOutsideMinutes'])
    .where('cp.lotId', 'in', ids).where('cp.delFlag', '=', 0).execute());
  const processIds = [...new Set(lots.map((l) => l.processId).filter((v): v is string => v !== null))];
  const processes = await inChunks(processIds, (ids) => db.selectFrom('ftProcess')
    .select(['id', 'processNo', 'line', 'startTime', 'endTime', 'status', 'ccpState', 'formulaDeviation']).where('id', 'in', ids).execute());
  const inputs = await inChunks(processIds, (ids) => db.selectFrom('ftProcessInput as pi').innerJoin('ftLot as il', 'il.id', 'pi.lotId')
    .select(['pi.processId', 'pi.lotId', 'pi.quantity', 'pi.unit', 'il.lotNo as inputLotNo'])
    .where('pi.processId', 'in', ids).where('pi.delFlag', '=', 0).execute());
  // ordered by step within each process: callers group by process, so the order across chunks does not matter
  const steps = await inChunks(processIds, (ids) => db.selectFrom('ftProcessStepRecord')
    .select(['processId', 'stepId', 'seq', 'stepName', 'isCcp', 'result', 'startTime', 'params', 'operator'])
    .where('processId', 'in', ids).where('delFlag', '=', 0).orderBy('seq').execute());
  // CCP 纠偏: what was done when a run missed a critical limit
  const corrections = await inChunks(processIds, (ids) => db.selectFrom('ftCcpCorrection')
    .select(['processId', 'correctionNo', 'correctedTime', 'cause', 'action', 'productAction', 'responsible', 'verifier', 'verifyResult'])
    .where('processId', 'in', ids).where('delFlag', '=', 0).orderBy('correctedTime').execute());
  const inspections = await inChunks(lotIds, (ids) => db.selectFrom('ftCheckout as k').leftJoin('ftRelationOffice as a', 'a.id', 'k.agencyId')
    .select(['k.id', 'k.lotId', 'k.checkoutNo', 'k.stage', 'k.result', 'k.inspectedTime', 'k.reportFile', 'k.isPublic', 'a.name as agencyName'])
    .where('k.lotId', 'in', ids).where('k.delFlag', '=', 0).execute());
  const shipmentLines = opts.shipments ? await inChunks(lotIds, (ids) => db.selectFrom('ftShipmentLine as sl')
    .innerJoin('ftShipment as s', 's.id', 'sl.shipmentId')
    .leftJoin('ftRelationOffice as c', 'c.id', 's.customerId')
    .leftJoin('ftRelationOffice as t', 't.id', 's.carrierId')
    .select(['sl.lotId', 'sl.quantity', 'sl.unit', 's.id as shipmentId', 's.shipmentNo', 's.shippedTime', 's.regionName', 's.provinceCode',
      's.vehicleNo', 's.docNo', 's.loadTemperature', 's.transitState', 's.transitOutsideMinutes', 's.customerId', 'c.name as customerName', 'c.orgType as customerType', 't.name as carrierName'])
    .where('sl.lotId', 'in', ids).where('sl.delFlag', '=', 0).execute()) : [];
  const codeCounts = opts.shipments ? await inChunks(lotIds, (ids) => db.selectFrom('ftTraceCode')
    .select((eb) => ['lotId', 'status', eb.fn.countAll<number>().as('n'), eb.fn.sum<number>(eb.case().when('scanCount', '>', 0).then(1).else(0).end()).as('scanned')])
    .where('lotId', 'in', ids).where('delFlag', '=', 0).where('codeLevel', '=', CODE_LEVEL.item).groupBy(['lotId', 'status']).execute()) : [];
  // 不合格品处置: where stock that was not fit to use went (returned, destroyed, made harmless)
  const disposals = opts.shipments ? await inChunks(lotIds, (ids) => db.selectFrom('ftLotDisposal')
    .select(['id', 'lotId', 'disposalNo', 'method', 'quantity', 'unit', 'disposedTime', 'reason', 'handler', 'witness'])
    .where('lotId', 'in', ids).where('delFlag', '=', 0).execute()) : [];
  const recallIds = [...new Set(lots.map((l) => l.recallId).filter((v): v is string => v !== null))];
  const recalls = recallIds.length
    ? await db.selectFrom('ftRecall').select(['id', 'recallNo', 'lotId', 'reason', 'createTime', 'createBy']).where('id', 'in', recallIds).execute() : [];
  // 质量暂扣 in force: why a held lot is held (only such lots are asked about)
  const holds = await holdsInForce(db, lots.filter((l) => l.status === LOT_STATUS.hold).map((l) => l.id));
  return { lots, intakes, processes, inputs, steps, corrections, inspections, shipmentLines, disposals, codeCounts, recalls, holds };
}

export type TraceRecords = Awaited<ReturnType<typeof loadTraceRecords>>;

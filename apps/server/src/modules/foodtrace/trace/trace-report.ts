import {
  multiValues, celsiusText, CLEANING_TEXT, INSTRUMENT_TEXT, CODE_STATUS, regionText, SUPPLIER_STATUS, SUPPLIER_TEXT, FT_DICT, INSPECTION_RESULT, normalizeTraceCode, TRANSIT_TEXT, TRIP_KIND, type TraceReport, type TraceReportBalance, type TraceReportCodes, type TransitJudgement,
} from '@foodtrace/contracts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import type { FtKysely } from '../schema.ts';
import { available } from '../lots/lot.service.ts';
import { ownOffice } from '../shared/own-office.ts';
import { formatQty, round4 } from '../shared/quantity.ts';
import { decisionsFor, reviewLapsedOn, standingOn, suspendedAfter } from '../shared/supplier-approval.ts';
import { dateText, minuteText as minute } from '../shared/wire.ts';
import { lotHistory } from './lot-history.ts';
import { traceFindings } from './trace-findings.ts';
import { transitFindings, transitJudgements } from '../transit/transit-temperature.ts';
import { tripNames } from '../transit/trip-records.ts';
import { operatorHealthFindings } from '../shared/staff-health.ts';
import { monitorLapses } from '../shared/instruments.ts';
import { cleaningTexts } from '../shared/cleaning.ts';
import type { TraceQuery } from './trace-seeds.ts';

type Dict = (code: string, value: string | null | undefined) => string;


/** What the trace started from, in the words of the report's header. */
function startedFrom(q: TraceQuery, lotNo: string): string {
  if (q.code) return `追溯码 ${normalizeTraceCode(q.code) ?? q.code}`;
  if (q.supplierLotNo) return `供应商批号 ${q.supplierLotNo}`;
  return `批号 ${q.lotNo ?? lotNo}`;
}

/** A step's measured parameters as one line: 杀菌温度 75 ℃；保温时间 15 s. */
function paramsText(params: string | null): string {
  if (!params) return '';
  const list = JSON.parse(params) as Array<{ key: string; name?: string | null; value: number | string; unit?: string | null }>;
  return list.map((p) => [p.name || p.key, p.value, p.unit].filter((v) => v !== null && v !== undefined && v !== '').join(' ')).join('；');
}

/**
 * 批次追溯报告 (contracts foodtrace/trace-report.ts): the lot the query names and every lot before and after it,
 * read through the same genealogy and records as the EPCIS and FSMA 204 exports (lotHistory), written out as
 * the sections a regulator reads — sources with the suppliers' own lot numbers, processing with its critical
 * control points, inspections with their items, shipments with their customers, the mass balance of every lot,
 * what the trace codes saw, recalls, and what the records lack (trace-findings.ts). Like the trace itself it
 * crosses departments: a trace stops nowhere.
 */
export async function traceReport(db: FtKysely, q: TraceQuery, user: SessionUser, opts: { tz: string; dict: Dict; now?: number }): Promise<TraceReport> {
  const { tz, dict } = opts;
  const now = opts.now ?? Date.now();
  const h = await lotHistory(db, q);
  const r = h.records;
  const seed = r.lots.find((l) => l.id === h.seedLotId)!;
  const lotNo = (id: string) => h.refs.get(id)?.lotNo ?? '';
  const itemName = (id: string) => h.refs.get(id)?.itemName ?? null;
  const qty = (n: number | null | undefined, unit: string | null | undefined) => (n === null || n === undefined ? '' : formatQty(Number(n), dict(FT_DICT.unit, unit)).trim());

  const product = seed.productName !== null
    ? await db.selectFrom('ftLot as l').innerJoin('ftProduct as p', 'p.id', 'l.productId')
      .select(['p.spec', 'p.execStandard', 'p.licenseNo', 'p.storageCondition', 'p.producerId', 'p.gtin']).where('l.id', '=', seed.id).executeTakeFirst()
    : undefined;
  const site = await ownOffice(db, product?.producerId);

  const items = await inChunks(r.inspections.map((i) => i.id), (ids) => db.selectFrom('ftCheckoutItem')
    .select(['checkoutId', 'seq', 'itemName', 'standardLimit', 'unit', 'measuredValue', 'passed'])
    .where('checkoutId', 'in', ids).where('delFlag', '=', 0).orderBy('checkoutId').orderBy('seq').execute());
  const transit = await transitJudgements(db, [
    ...r.shipmentLines.map((s) => ({ kind: TRIP_KIND.shipment, id: s.shipmentId, at: s.shippedTime })),
    ...r.intakes.flatMap((i) => (i.receivedTime === null ? [] : [{ kind: TRIP_KIND.intake, id: i.id, at: i.receivedTime }])),
  ]);
  const tripName = await tripNames(db, [...transit.values()].map((j) => j.trip));
  const byTime = <T>(rows: T[], at: (row: T) => number | null) => [...rows].sort((a, b) => (at(a) ?? 0) - (at(b) ?? 0));
  // 合格供方: where each delivering supplier stood for its material on the day it delivered
  const decisions = await decisionsFor(db, r.intakes.map((i) => i.crudeId));
  const approval = new Map(r.intakes.map((i) => {
    const day = i.receivedTime === null ? null : dateText(i.receivedTime, tz);
    const { listed, latest } = day && i.supplierId ? standingOn(decisions, i.supplierId, i.crudeId, day) : { listed: false, latest: undefined };
    const words = latest ? SUPPLIER_TEXT.standing(dict(FT_DICT.supplierStatus, latest.status), dict(FT_DICT.evaluationMethod, latest.method), latest.evaluatedDate)
      : listed ? SUPPLIER_TEXT.unlisted : null;
    return [i.id, { words, day, approved: !listed || latest?.status === SUPPLIER_STATUS.approved, reviewLapsed: day && reviewLapsedOn(latest, day) }] as const;
  }));
  const unapproved = r.intakes.filter((i) => i.lotId && !approval.get(i.id)!.approved)
    .map((i) => SUPPLIER_TEXT.finding(lotNo(i.lotId!), i.supplierName ?? '', itemName(i.lotId!) ?? '', approval.get(i.id)!.words!));
  const unreviewed = r.intakes.filter((i) => i.lotId && approval.get(i.id)!.reviewLapsed).map((i) => {
    const a = approval.get(i.id)!;
    return SUPPLIER_TEXT.reviewLapsed(lotNo(i.lotId!), a.day!, i.supplierName ?? '', itemName(i.lotId!) ?? '', a.reviewLapsed!);
  });
  const suspended = r.intakes.flatMap((i) => {
    const day = approval.get(i.id)!.day;
    const since = i.lotId && day && i.supplierId ? suspendedAfter(decisions, i.supplierId, i.crudeId, day) : undefined;
    return since ? [SUPPLIER_TEXT.suspendedAfter(lotNo(i.lotId!), day!, i.supplierName ?? '', itemName(i.lotId!) ?? '', dict(FT_DICT.supplierStatus, since.status), since.evaluatedDate)] : [];
  });

  // 健康证明: who worked on each run without a certificate in force on the day; 计量器具: which of its steps an
  // instrument out of calibration monitored; 清洗消毒: whether its line was cleaned before it
  const runs = byTime(r.processes, (p) => p.startTime).map((p) => ({
    processNo: p.processNo, line: p.line, start: p.startTime === null ? null : Number(p.startTime),
    steps: r.steps.filter((x) => x.processId === p.id).map((x) => ({ stepId: x.stepId, stepName: x.stepName, operator: x.operator, at: x.startTime === null ? null : Number(x.startTime) })),
  }));
  const unfit = await operatorHealthFindings(db, runs, tz);
  const lapsed = (await monitorLapses(db, runs, tz)).flatMap((found, i) => found.map((l) => INSTRUMENT_TEXT.finding(runs[i].processNo, l)));
  const cleanings = await cleaningTexts(db, runs, tz, (code) => dict(FT_DICT.cleaningType, code));
  const uncleaned = cleanings.flatMap((c, i) => (c?.gap ? [CLEANING_TEXT.finding(runs[i].processNo, c.gap)] : []));
  const covering = new Map(runs.map((run, i) => [run.processNo, cleanings[i]?.covered ?? null]));

  const codes = new Map<string, TraceReportCodes>();
  for (const c of r.codeCounts) {
    const row = codes.get(c.lotId) ?? { lotNo: lotNo(c.lotId), total: 0, scanned: 0, voided: 0, recalled: 0 };
    row.total += Number(c.n);
    row.scanned += Number(c.scanned ?? 0);
    if (c.status === CODE_STATUS.void) row.voided += Number(c.n);
    if (c.status === CODE_STATUS.recalled) row.recalled += Number(c.n);
    codes.set(c.lotId, row);
  }
  // the lots in the order of the chain: raw materials first, the lot itself among its siblings, what it became last
  const kindOrder: Record<string, number> = { RAW: 0, WIP: 1, FINISHED: 2 };
  const lots = [...r.lots].sort((a, b) => (kindOrder[a.lotKind] ?? 9) - (kindOrder[b.lotKind] ?? 9) || (a.producedTime ?? 0) - (b.producedTime ?? 0) || a.lotNo.localeCompare(b.lotNo));

  return {
    reportNo: `TR-${seed.lotNo}-${minute(now, tz)!.replace(/\D/g, '').slice(2)}`,
    generatedTime: minute(now, tz)!,
    generatedBy: user.realname || user.username,
    startedFrom: startedFrom(q, seed.lotNo),
    site: site ? { name: site.name, uscc: site.uscc, gln: site.gln, region: site.regionName } : null,
    lot: {
      id: seed.id, lotNo: seed.lotNo, lotKind: seed.lotKind, kind: dict(FT_DICT.lotKind, seed.lotKind), itemName: seed.productName ?? seed.crudeName ?? null,
      gtin: product?.gtin ?? null, status: dict(FT_DICT.lotStatus, seed.status), quantity: qty(seed.quantity, seed.unit),
      producedTime: minute(seed.producedTime, tz), expiryDate: seed.expiryDate,
      spec: product?.spec ?? null, execStandard: product?.execStandard ?? null, licenseNo: product?.licenseNo ?? null,
      storage: product?.storageCondition ? dict(FT_DICT.storageCondition, product.storageCondition) : null,
      allergens: multiValues(seed.productAllergens ?? seed.crudeAllergens).map((v) => dict(FT_DICT.allergen, v)).join('、') || null,
    },
    counts: { ancestors: h.ancestors, descendants: h.descendants },
    sources: byTime(r.intakes, (i) => i.receivedTime).filter((i) => i.lotId).map((i) => ({
      lotNo: lotNo(i.lotId!), itemName: itemName(i.lotId!), supplierName: i.supplierName, supplierLotNo: i.supplierLotNo, putinNo: i.putinNo,
      document: i.docNo ? `${i.docType ? `${dict(FT_DICT.docType, i.docType)} ` : ''}${i.docNo}` : null,
      receivedTime: minute(i.receivedTime, tz), quantity: qty(i.quantity, i.unit), temperature: i.temperature === null ? null : celsiusText(Number(i.temperature)),
      transit: transitText(transit.get(i.id)?.judgement),
      supplierApproval: approval.get(i.id)!.words,
    })),
    processes: byTime(r.processes, (p) => p.startTime).map((p) => ({
      processNo: p.processNo, line: p.line, startTime: minute(p.startTime, tz), endTime: minute(p.endTime, tz), status: dict(FT_DICT.processStatus, p.status),
      cleaning: covering.get(p.processNo) ?? null,
      inputs: r.inputs.filter((i) => i.processId === p.id).map((i) => ({ lotNo: i.inputLotNo, itemName: itemName(i.lotId), quantity: qty(i.quantity, i.unit) })),
      outputs: [...h.refs.values()].filter((l) => l.processId === p.id).map((l) => ({ lotNo: l.lotNo, itemName: l.itemName, quantity: qty(l.quantity, l.unit) })),
      steps: r.steps.filter((s) => s.processId === p.id).map((s) => ({
        seq: s.seq, stepName: s.stepName, isCcp: s.isCcp === 1, result: dict(FT_DICT.stepResult, s.result), time: minute(s.startTime, tz), params: paramsText(s.params),
        operator: s.operator,
      })),
      corrections: r.corrections.filter((c) => c.processId === p.id).map((c) => ({
        correctionNo: c.correctionNo, correctedTime: minute(c.correctedTime, tz), cause: c.cause, action: c.action,
        productAction: dict(FT_DICT.ccpProductAction, c.productAction), responsible: c.responsible, verifier: c.verifier, verifyResult: c.verifyResult,
      })),
    })),
    inspections: byTime(r.inspections, (i) => i.inspectedTime).map((i) => ({
      checkoutNo: i.checkoutNo, lotNo: lotNo(i.lotId), stage: dict(FT_DICT.inspectionStage, i.stage), result: dict(FT_DICT.inspectionResult, i.result),
      passed: i.result === INSPECTION_RESULT.pass, inspectedTime: minute(i.inspectedTime, tz), agencyName: i.agencyName, hasReport: Boolean(i.reportFile),
      items: items.filter((x) => x.checkoutId === i.id).map((x) => ({
        itemName: x.itemName, standardLimit: x.standardLimit, measured: x.measuredValue === null ? null : [x.measuredValue, x.unit].filter(Boolean).join(' '), passed: x.passed === '1',
      })),
    })),
    shipments: byTime(r.shipmentLines, (s) => s.shippedTime).map((s) => ({
      shipmentNo: s.shipmentNo, shippedTime: minute(s.shippedTime, tz), lotNo: lotNo(s.lotId), itemName: itemName(s.lotId), quantity: qty(s.quantity, s.unit),
      customerName: s.customerName, region: regionText(s.regionName), carrierName: s.carrierName, vehicleNo: s.vehicleNo, docNo: s.docNo,
      loadTemperature: s.loadTemperature === null ? null : celsiusText(Number(s.loadTemperature)),
      transit: transitText(transit.get(s.shipmentId)?.judgement),
    })),
    disposals: byTime(r.disposals, (d) => d.disposedTime).map((d) => ({
      disposalNo: d.disposalNo, disposedTime: minute(d.disposedTime, tz), lotNo: lotNo(d.lotId), itemName: itemName(d.lotId),
      method: dict(FT_DICT.lotDisposalMethod, d.method), quantity: qty(d.quantity, d.unit), reason: d.reason, handler: d.handler, witness: d.witness,
    })),
    balance: lots.map((l): TraceReportBalance => {
      return {
        lotNo: l.lotNo, kind: dict(FT_DICT.lotKind, l.lotKind), itemName: l.productName ?? l.crudeName ?? null, status: dict(FT_DICT.lotStatus, l.status),
        quantity: round4(l.quantity), consumed: round4(l.consumedQty), shipped: round4(l.shippedQty), disposed: round4(l.disposedQty), onHand: available(l), unit: dict(FT_DICT.unit, l.unit),
      };
    }),
    codes: lots.map((l) => codes.get(l.id)).filter((c): c is TraceReportCodes => c !== undefined),
    recalls: byTime(r.recalls, (x) => x.createTime).map((x) => ({ recallNo: x.recallNo, lotNo: lotNo(x.lotId), reason: x.reason, time: minute(x.createTime, tz) })),
    findings: [
      ...unapproved, ...unreviewed, ...suspended, ...traceFindings(r, dict, dateText(Date.now(), tz)!, tz), ...unfit, ...lapsed, ...uncleaned,
      ...transitFindings(transit, (t) => tripName.get(t.id) ?? '', dict, tz),
    ],
  };
}

/** A trip's readings in the report's cell, or null without readings (those judged: a shipment's from its loading on, a delivery's until its arrival). */
function transitText(j: TransitJudgement | undefined): string | null {
  return j && j.min !== null && j.max !== null ? TRANSIT_TEXT.range(j.min, j.max, j.outsideMinutes) : null;
}

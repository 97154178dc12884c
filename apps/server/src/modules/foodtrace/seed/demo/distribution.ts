import { dayEdge } from '../../../../platform/db/time.ts';
import { randomToken } from '../../shared/tokens.ts';
import { dateText } from '../../shared/wire.ts';
import { recallNumber } from '../../recall/recall.service.ts';
import { DAY, HOUR, type DemoData } from './demo-data.ts';
import { addressIn } from './scan-addresses.ts';
import type { Master } from './master.ts';
import { transitReadings, type DemoTrip } from './transit.ts';

type Lot = Record<string, unknown> & { id: string; lotNo: string; quantity: number; shippedQty: number; status: string; producedTime: number; productId?: unknown };
type Code = Record<string, unknown> & { id: string; code: string; lotId: string; status: string; scanCount: number; firstScanTime: number | null; lastScanTime: number | null };

/**
 * Labels of a lot scanned out with each of its shipments (扫码出库); the lot's other labels went by lot. The first
 * PER_CASE of each shipment's went packed in a case (装箱关联), shipped by the case's own label.
 */
const CODES_PER_SHIPMENT = 12;
const PER_CASE = 6;

/** Units of each finished lot the laboratory keeps as retained samples (留样). */
const RETAINED_SAMPLES = 12;

/** Provinces none of the demo's customers is in: a consumer scan from there is 窜货 for every lot. */
export const OTHER_PROVINCES = ['510000', '370000', '410000', '350000', '610000'];
/** Where the scans of codes we never made come from: counterfeit labels turn up far from the plant. */
const FAKE_LABEL_PROVINCES = ['440000', '350000', '450000'];

/**
 * Where the released finished lots went: into the cold store, out in two or three shipments to customers in
 * several provinces, with 40 codes each (a dozen scanned out with each shipment); consumers scanned about a third
 * of the shipped codes over the days since (a few again and again, a few far from where the lot was shipped —
 * 窜货), someone tried made-up codes,
 * two labels got out before their lot shipped, three labels were voided, and one yogurt lot was recalled.
 */
export function distribution(d: DemoData, m: Master, finished: Lot[]) {
  const codes: Code[] = [];
  const trips: DemoTrip[] = [];
  let seq = 0;
  const releasedLots = finished.filter((l) => l.status === 'RELEASED');
  // the newest released lot of each product is still partly in the cold store: there is stock to ship
  const inStore = new Set(new Map(releasedLots.map((l) => [l.productId, l.id])).values());
  for (const lot of releasedLots) {
    const released = lot.producedTime + 21 * HOUR;
    // The lot minus its retained samples (留样, kept by the laboratory, not the cold store).
    d.add('ftFinishPutin', { putinNo: `FP${lot.lotNo.slice(1)}`, lotId: lot.id, warehouse: '成品冷库 1 号', quantity: Math.max(0, lot.quantity - RETAINED_SAMPLES), unit: lot.unit, putinTime: lot.producedTime + HOUR, keeper: '仓库管理员', remark: null }, lot.producedTime + HOUR);
    const provinces: string[] = [];
    const shipped: Array<{ id: string; at: number; province: string }> = [];
    for (let k = 0; k < 3; k++) {
      const at = released + 3 * HOUR + k * DAY;
      if (at > d.now - HOUR) break;
      const customer = m.customers[(seq + k * 3) % m.customers.length];
      const destination = m.sellOrigins[m.customers.indexOf(customer)];
      // the last of three shipments takes what is left but the retained samples (drawn all the same, so the demo's
      // later draws stay as they were), but of a lot still in store
      const drawn = Math.floor(lot.quantity * d.between(0.22, 0.3, 2));
      const quantity = k === 2 && !inStore.has(lot.id) ? lot.quantity - lot.shippedQty - RETAINED_SAMPLES : drawn;
      // the 出库单 is opened before loading: its labels are scanned into it half an hour before the truck leaves
      const opened = at - 2 * HOUR;
      const s = d.add('ftShipment', {
        shipmentNo: `SO${lot.lotNo.slice(1)}-${k + 1}`, customerId: customer.id, destinationId: destination.id, shippedTime: at,
        provinceCode: customer.provinceCode, regionName: customer.regionName, carrierId: m.carrier.id, vehicleNo: `浙A${String(10000 + seq * 7 + k).slice(-5)}`,
        docType: 'OUT', docNo: `CK${String(660000 + ++seq)}`, remark: null,
        // the milk is loaded at 3.0–4.9 ℃ (冷藏 2–6℃); derived from the sequence, not drawn, so the demo's other draws stay as they were
        loadTemperature: 3 + ((seq * 7 + k) % 20) / 10, temperatureRecord: null,
      }, opened);
      trips.push({ shipment: s, at, load: Number(s.loadTemperature), seq });
      d.add('ftShipmentLine', { shipmentId: s.id, lotId: lot.id, productId: lot.productId, customerId: customer.id, provinceCode: customer.provinceCode, regionName: customer.regionName, quantity, unit: lot.unit, shippedTime: at }, opened);
      lot.shippedQty += quantity;
      provinces.push(String(customer.provinceCode));
      shipped.push({ id: s.id as string, at, province: String(customer.provinceCode) });
    }
    const withSerial = lot.productId === m.products.milk.id;
    const batchAt = released + HOUR;
    // A lot released within the last hour has no labels yet: nothing in the demo happens after "now".
    if (batchAt > d.now) continue;
    const batch = d.add('ftCodeBatch', { batchNo: `CB${lot.lotNo.slice(1)}`, lotId: lot.id, productId: lot.productId, quantity: 40, withSerial: withSerial ? '1' : '0', remark: null, codeLevel: 'ITEM', perCase: null }, batchAt);
    const codeRow = (batchId: unknown, codeLevel: string): Record<string, unknown> => ({
      code: randomToken(12), lotId: lot.id, productId: lot.productId, batchId, status: 'ACTIVE', scanCount: 0, firstScanTime: null, lastScanTime: null, firstScanProvince: null, voidReason: null,
      codeLevel, parentCodeId: null, packedTime: null, packedBy: null, shipmentId: null, scannedOutTime: null, scannedOutBy: null,
    });
    // one case per shipment (箱规 6, the products' caseQty), packed at the line half an hour after the labels were
    // printed; the milk's case labels are GS1 Digital Links of its 外箱条码, as its bottles' are of its 商品条码
    // (the case labels are printed ten minutes after the bottles': the newest codes of a lot are its cases)
    const caseAt = Math.min(batchAt + 10 * 60_000, d.now);
    const caseBatch = shipped.length ? d.add('ftCodeBatch', { batchNo: `CB${lot.lotNo.slice(1)}-X`, lotId: lot.id, productId: lot.productId, quantity: shipped.length, withSerial: withSerial ? '1' : '0', remark: null, codeLevel: 'CASE', perCase: PER_CASE }, caseAt) : null;
    const cases = shipped.map((out) => Object.assign(d.add('ftTraceCode', codeRow(caseBatch!.id, 'CASE'), caseAt), { shipmentId: out.id, scannedOutTime: out.at - HOUR / 2, scannedOutBy: 'hejing' }));
    for (let i = 0; i < 40; i++) {
      const code = d.add('ftTraceCode', codeRow(batch.id, 'ITEM'), batchAt) as unknown as Code;
      codes.push(code);
      // 扫码出库: the warehouse scanned a dozen labels into each shipment at loading (half of them by their case);
      // the rest went out by lot
      const k = Math.floor(i / CODES_PER_SHIPMENT);
      const out = shipped[k];
      if (out) Object.assign(code, { shipmentId: out.id, scannedOutTime: out.at - HOUR / 2, scannedOutBy: 'hejing' });
      if (out && i % CODES_PER_SHIPMENT < PER_CASE) Object.assign(code, { parentCodeId: cases[k].id, packedTime: batchAt + HOUR / 2, packedBy: 'hejing' });
      if (provinces.length) scans(d, code, (out?.at ?? released + 3 * HOUR) + 12 * HOUR, out ? [out.province] : provinces);
    }
  }
  transitReadings(d, trips);
  voidAndRecall(d, m, codes, finished);
  retainedSamplesDestroyed(d, finished);
  leakedLabels(d, codes);
  mockRecall(d, m, finished);
  numberScansInTimeOrder(d);
  for (let i = 0; i < 6; i++) {
    const at = d.now - d.between(1, 25 * 24) * HOUR;
    const province = FAKE_LABEL_PROVINCES[i % FAKE_LABEL_PROVINCES.length];
    d.raw('ftScanLog', { code: randomToken(12), codeId: null, lotId: null, productId: null, scanNo: null, result: 'UNKNOWN', scanTime: at, ip: addressIn(d, province), userAgent: 'Mozilla/5.0 (Linux; Android 13) MicroMessenger', provinceCode: province, createBy: null, createTime: at });
  }
  return { codes };
}

/**
 * 留样 is kept until the lot's shelf life ends, then destroyed with a record (不合格品处置 takes stock past its
 * 保质期 without an inspection): the morning after, by the laboratory, witnessed by the QA manager. The latest lot
 * to expire is left waiting, so 待处置批次 has one to show.
 */
function retainedSamplesDestroyed(d: DemoData, finished: Lot[]): void {
  const today = dateText(d.now, d.tz)!;
  const left = (l: Lot) => l.quantity - l.shippedQty - Number(l.disposedQty ?? 0);
  const expired = finished.filter((l) => l.status === 'RELEASED' && typeof l.expiryDate === 'string' && l.expiryDate < today && left(l) > 0)
    .sort((a, b) => String(a.expiryDate).localeCompare(String(b.expiryDate)));
  expired.slice(0, -1).forEach((lot, i) => {
    const at = dayEdge(String(lot.expiryDate), d.tz, 'end')! + 1 + 9 * HOUR;
    if (at > d.now) return;
    const quantity = left(lot);
    d.add('ftLotDisposal', {
      disposalNo: `DP${dateText(at, d.tz)!.replace(/-/g, '')}-${101 + i}`, lotId: lot.id, method: 'DESTROY', quantity, unit: lot.unit,
      disposedTime: at, reason: `留样期满（保质期至 ${String(lot.expiryDate)}），按留样管理制度销毁`, place: '化验室留样间，开封倾倒后包装物作废弃物处理',
      handler: '周明', witness: '王丽', docNo: null, files: null, remark: null,
    }, at);
    lot.disposedQty = Number(lot.disposedQty ?? 0) + quantity;
  });
}

function scans(d: DemoData, code: Code, from: number, provinces: string[]): void {
  if (from >= d.now || d.rnd() > 0.35) return;
  const r = d.rnd();
  const times = r < 0.8 ? 1 : r < 0.92 ? 2 : 3 + Math.floor(d.rnd() * 4);
  let at = from + d.rnd() * (d.now - from) * 0.7;
  for (let n = 1; n <= times; n++, at += d.between(2, 40) * HOUR) {
    if (at > d.now - 60_000) break;
    const p = d.rnd();
    const provinceCode = p < 0.85 ? d.pick(provinces) : p < 0.93 ? d.pick(OTHER_PROVINCES) : null;
    scan(d, code, at, provinceCode, 'OK');
  }
}

/**
 * A code's scans numbered 1, 2, 3 … in the order they happened, as the live counter numbers them; the code
 * keeps where its first scan came from, as the counter does.
 */
function numberScansInTimeOrder(d: DemoData): void {
  const codes = new Map((d.tables.get('ftTraceCode') ?? []).map((c) => [c.id as string, c]));
  const byCode = new Map<string, Array<Record<string, unknown>>>();
  for (const s of d.tables.get('ftScanLog') ?? []) {
    if (s.codeId) byCode.set(s.codeId as string, [...(byCode.get(s.codeId as string) ?? []), s]);
  }
  for (const logs of byCode.values()) {
    logs.sort((a, b) => (a.scanTime as number) - (b.scanTime as number)).forEach((s, i) => { s.scanNo = i + 1; });
    const code = codes.get(logs[0].codeId as string);
    if (code) code.firstScanProvince = logs[0].provinceCode ?? null;
  }
}

function scan(d: DemoData, code: Code, time: number, provinceCode: string | null, result: string): void {
  const at = Math.floor(time);
  code.scanCount += 1;
  code.firstScanTime = Math.min(code.firstScanTime ?? at, at);
  code.lastScanTime = Math.max(code.lastScanTime ?? at, at);
  d.raw('ftScanLog', {
    codeId: code.id, code: code.code, lotId: code.lotId, productId: code.productId, scanNo: code.scanCount, result, scanTime: at,
    ip: addressIn(d, provinceCode),
    userAgent: d.pick(['Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) MicroMessenger/8.0', 'Mozilla/5.0 (Linux; Android 14) AlipayClient/10.5', 'Mozilla/5.0 (Linux; Android 13) MicroMessenger/8.0']),
    provinceCode, createBy: null, createTime: at,
  });
}

/**
 * Three damaged labels voided (one still scanned twice), a yogurt lot recalled two days ago, and last month's
 * mock recall of a milk lot, closed within the four hours.
 */
function voidAndRecall(d: DemoData, m: Master, codes: Code[], finished: Lot[]): void {
  const voided = codes.filter((c) => c.scanCount === 0).slice(5, 8);
  // voided at the plant and relabelled: the damaged label never left with a shipment
  for (const c of voided) {
    Object.assign(c, {
      status: 'VOID', voidReason: '标签破损，已重新贴码', shipmentId: null, scannedOutTime: null, scannedOutBy: null, parentCodeId: null, packedTime: null, packedBy: null,
      updateBy: 'system', updateTime: d.now - 5 * DAY,
    });
  }
  if (voided[0]) {
    scan(d, voided[0], d.now - 3 * DAY, '330000', 'VOID');
    scan(d, voided[0], d.now - 2 * DAY, '330000', 'VOID');
  }
  const yogurts = finished.filter((l) => l.productId === m.products.yogurt.id && l.status === 'RELEASED');
  const lot = yogurts[yogurts.length - 2];
  if (!lot) return;
  const at = d.now - 2 * DAY;
  const recall = d.add('ftRecall', {
    recallNo: recallNumber(true, at, d.tz), lotId: lot.id, reason: '部分产品出现胀包，企业主动实施三级召回', lotCount: 1, codeCount: 0,
    recallType: 'REAL', recallLevel: '3', status: 'OPEN', closedTime: null, summary: null,
    learnedTime: at - 9 * HOUR, // the first complaints came in the evening before; started the next morning
    // the plan went to the district regulator the same afternoon; the returned boxes are not yet disposed of
    planReportedTime: at + 5 * HOUR, planReportedTo: '杭州市余杭区市场监督管理局', noticeChannel: '企业官网、微信公众号、门店公告',
    disposalMethod: null, disposalTime: null, disposalPlace: null, disposalWitness: null, disposalRemark: null,
  }, at);
  // the first customer has been told and sent part back; the others are still to be notified
  consignees(d, recall.id, lot.id, at, (i) => (i === 0 ? { notifiedTime: at + 2 * HOUR, notifyMethod: 'PHONE', contact: '门店店长', acknowledgedTime: at + 3 * HOUR, recoverRatio: 0.6 } : null));
  lot.status = 'RECALLED';
  lot.recallId = recall.id;
  const recalled = new Set<string>();
  // every code of the lot, its cases' too, as the recall service flags them; it counts the items'
  for (const c of (d.tables.get('ftTraceCode') ?? []).filter((x) => x.lotId === lot.id && x.status === 'ACTIVE') as Code[]) {
    c.status = 'RECALLED';
    recalled.add(c.id);
  }
  recall.codeCount = [...recalled].filter((id) => codes.some((c) => c.id === id)).length;
  for (const s of d.tables.get('ftScanLog') ?? []) if (recalled.has(s.codeId as string) && (s.scanTime as number) > at) s.result = 'RECALLED';
}

/**
 * Two labels of one lot scanned in 广东 within the hour after they were printed, before the lot's first shipment
 * left: labels that got out without the goods — 未出厂码 on 窜货与异常扫码.
 */
function leakedLabels(d: DemoData, codes: Code[]): void {
  const printed = (c: Code) => c.createTime as number;
  const fresh = codes.filter((c) => c.status === 'ACTIVE' && c.scanCount === 0 && !c.shipmentId && printed(c) > d.now - 20 * DAY && printed(c) < d.now - 2 * DAY);
  const lot = fresh[0]?.lotId;
  for (const c of fresh.filter((x) => x.lotId === lot).slice(0, 2)) scan(d, c, printed(c) + Math.floor(d.between(720, 3300)) * 1000, '440000', 'OK');
}

/** Last month's yearly exercise on an older milk lot: every consignee called within two hours, closed at 2 h 35 min. */
function mockRecall(d: DemoData, m: Master, finished: Lot[]): void {
  const lot = finished.find((l) => l.productId === m.products.milk.id && l.status === 'RELEASED' && l.shippedQty > 0);
  if (!lot) return;
  const at = Math.max(lot.producedTime + 5 * DAY, d.now - 20 * DAY);
  const codes = (d.tables.get('ftTraceCode') ?? []).filter((c) => c.lotId === lot.id && c.status === 'ACTIVE' && c.codeLevel === 'ITEM').length;
  const recall = d.add('ftRecall', {
    recallNo: recallNumber(false, at, d.tz), lotId: lot.id, reason: '年度模拟召回演练：假设该批巴氏杀菌乳检出单核细胞增生李斯特菌', lotCount: 1, codeCount: codes,
    recallType: 'MOCK', recallLevel: null, status: 'CLOSED', closedTime: at + 155 * 60_000, learnedTime: null,
    planReportedTime: null, planReportedTo: null, noticeChannel: null,
    disposalMethod: null, disposalTime: null, disposalPlace: null, disposalWitness: null, disposalRemark: null,
    summary: '2 小时 35 分找全下游收货方并电话确认，满足 4 小时目标。发现：一家超市的联系电话已变更，已更新相关组织资料；纠正措施：每季度核对一次客户联系人。',
  }, at);
  consignees(d, recall.id, lot.id, at, (i) => ({ notifiedTime: at + (30 + i * 25) * 60_000, notifyMethod: 'PHONE', contact: '收货负责人', acknowledgedTime: at + (45 + i * 25) * 60_000, recoverRatio: null }));
}

type Progress = { notifiedTime: number; notifyMethod: string; contact: string; acknowledgedTime: number; recoverRatio: number | null } | null;

/** The recall's consignee rows from the lot's shipment lines (what the recall service writes when it starts). */
function consignees(d: DemoData, recallId: string, lotId: string, at: number, progress: (i: number) => Progress): void {
  const shipments = new Map((d.tables.get('ftShipment') ?? []).map((s) => [s.id as string, s]));
  const lines = (d.tables.get('ftShipmentLine') ?? []).filter((l) => l.lotId === lotId);
  lines.forEach((line, i) => {
    const p = progress(i);
    const shipment = shipments.get(line.shipmentId as string)!;
    d.add('ftRecallConsignee', {
      recallId, customerId: shipment.customerId, lotId, shippedQty: line.quantity, unit: line.unit, shipmentNos: shipment.shipmentNo,
      notifiedTime: p?.notifiedTime ?? null, notifyMethod: p?.notifyMethod ?? null, contact: p?.contact ?? null, acknowledgedTime: p?.acknowledgedTime ?? null,
      recoveredQty: p?.recoverRatio ? Math.floor(Number(line.quantity) * p.recoverRatio) : null, remark: null,
    }, at);
  });
}

/**
 * Answer shapes of the food-traceability routes (docs/foodtrace-api.md). Times are `YYYY-MM-DD HH:mm:ss` in
 * the server's zone, dates `YYYY-MM-DD`, quantities numbers (decimal(18,4) in the database).
 */
import type { CodeStatus, LotKind, LotStatus } from './codes.ts';
import type { TransitHold } from './transit-temperature.ts';

/**
 * What a lot's record tells that whoever judges or investigates it weighs (GET /foodtrace/checkout/lotWarnings,
 * and part of the lot's detail): the run's CCP deviations, then each note of LOT_NOTES, a sentence or null.
 */
export interface LotWarnings {
  /** The lot is held by a 质量暂扣 in force: why and since when (a pass does not release it until the hold is released). */
  qualityHold: string | null;
  /** The critical control points that deviated in the run that made the lot (`巴氏杀菌：杀菌温度 70 低于下限 72`). */
  ccpDeviations: string[];
  /** They still wait for their CCP 纠偏: a pass of the lot is refused until then. */
  ccpPending: boolean;
  /** The run that made the lot strayed from its product's 配方 (foodtrace/formula.ts FORMULA_TEXT.finding), as kept when recorded. */
  formulaDeviation: string | null;
  /** A raw lot that arrived outside its material's 贮存条件 (冷链, foodtrace/cold-chain.ts): what to weigh before a pass. */
  intakeTemperature: string | null;
  /** A raw lot whose delivery's logger shows it outside that 贮存条件 on the way (在途温度, foodtrace/transit-temperature.ts). */
  intakeTransit: string | null;
  /** Its excursion waits for a 评估结论, or the decision turned the delivery away: a pass of the lot is refused. */
  intakeTransitHold: TransitHold | null;
  /** A raw lot whose admitted supplier delivered it after the review was due (合格供方, foodtrace/supplier-approval.ts). */
  supplierReview: string | null;
  /** A raw lot whose supplier was suspended or struck off for its material after delivering it (合格供方). */
  supplierSuspended: string | null;
}

/** The notes of LotWarnings that are one sentence each: the lot's own hold first, then in the order a reader goes back along the chain. */
export const LOT_NOTES = ['qualityHold', 'formulaDeviation', 'intakeTemperature', 'intakeTransit', 'supplierReview', 'supplierSuspended'] as const satisfies ReadonlyArray<keyof LotWarnings>;

/** A lot with what is left of it (GET /foodtrace/lot/detail). */
export interface LotDetail extends LotWarnings {
  id: string;
  lotNo: string;
  lotKind: LotKind;
  itemName: string;
  status: LotStatus;
  quantity: number;
  consumedQty: number;
  shippedQty: number;
  /** Disposed of as non-conforming (不合格品处置): returned to the supplier, destroyed or made harmless. */
  disposedQty: number;
  available: number;
  /** Of what is available, the retained samples (留样) its passing 出厂检验 keeps: not for a run or a shipment. */
  retainedQty: number;
  unit: string;
  producedTime: string | null;
  expiryDate: string | null;
  hasChildren: boolean;
  codeCount: number;
}

// ---- trace (GET /foodtrace/trace/backward | forward) ----

export type TraceNodeType = 'lot' | 'supplier' | 'process' | 'inspection' | 'shipment' | 'customer' | 'codes' | 'disposal';

export interface TraceNode {
  /** `<type>:<record id>`, e.g. `lot:0190…`; unique within one answer. */
  id: string;
  type: TraceNodeType;
  label: string;
  /** The record's fields for the side panel (see docs/foodtrace-api.md for each type). */
  data: Record<string, unknown>;
}

/** input: input lot → output lot; supplied: supplier → raw lot; produced: run → output lot; inspected: lot → inspection;
 * shipped: lot → shipment; delivered: shipment → customer; coded: lot → its codes; disposed: lot → its 不合格品处置. */
export type TraceEdgeType = 'input' | 'supplied' | 'produced' | 'inspected' | 'shipped' | 'delivered' | 'coded' | 'disposed';

export interface TraceEdge {
  from: string;
  to: string;
  type: TraceEdgeType;
  /** e.g. the quantity of an input or a shipment line, with its unit. */
  label?: string;
}

export interface TraceEvent {
  time: string;
  type: 'intake' | 'process' | 'inspection' | 'shipment' | 'codes' | 'recall' | 'disposal';
  title: string;
  lotNo: string | null;
  nodeId: string;
}

export interface TraceLot {
  id: string;
  lotNo: string;
  lotKind: LotKind;
  status: LotStatus;
  itemName: string;
  /** Steps from the seed lot (0 = the seed); the shortest path when a lot is reached twice. */
  depth: number;
}

export interface TraceResult {
  direction: 'backward' | 'forward';
  seedLotIds: string[];
  lots: TraceLot[];
  nodes: TraceNode[];
  edges: TraceEdge[];
  /** Every dated event of the chain, oldest first. */
  timeline: TraceEvent[];
}

// ---- public trace page (GET /api/public/foodcode) ----

export interface PublicFoodCode {
  code: string;
  /** ACTIVE | VOID | RECALLED for a known code, UNKNOWN otherwise. */
  status: CodeStatus | 'UNKNOWN';
  /** The sentence shown first: authenticity, or why the code is not valid. */
  message: string;
  /** UNKNOWN because the input has too few or too many characters: a typing slip, not a counterfeit sign. */
  wrongLength?: true;
  /**
   * A case code (箱码): the label of a shipping case, scanned by shops and carriers many times over, so its count
   * warns of nothing; the items in the case carry their own codes.
   */
  caseCode?: true;
  /** This scan's number (N of "第 N 次查询"); absent for unknown codes. */
  scanNo?: number;
  firstScanTime?: string;
  /** From the second scan on: repeated queries may mean a counterfeit (DOMAIN.md §3). */
  warning?: string;
  /**
   * From the second scan on, where the first scan came from (a province, from its address) when known: a
   * consumer far from it holds a copied label, or goods diverted from their region.
   */
  firstScanRegion?: string;
  /**
   * The recall notice of a recalled lot (public by law): reason, level (一级召回…), start date and the producer's
   * phone when it has one. Never the recall's quantities or consignees.
   */
  recall?: { message: string; reason?: string | null; level?: string | null; startDate?: string | null; producerPhone?: string | null };
  /** Today (the server's business date) is after the lot's 保质期至: the page tells the consumer not to eat it. */
  expired?: true;
  product?: PublicProduct;
  lot?: { lotNo: string; productionDate: string | null; expiryDate: string | null };
  producer?: { name: string; licenseNo: string | null; region: string | null };
  materials?: PublicMaterial[];
  steps?: PublicStep[];
  inspections?: PublicInspection[];
  /**
   * Provinces and cities the lot was shipped to (never a customer or an address); for a code scanned out with
   * its shipment (扫码出库), that shipment's alone.
   */
  shippedTo?: Array<{ province: string | null; city: string | null }>;
  ads?: PublicAd[];
}

export interface PublicProduct {
  name: string;
  brand: string | null;
  spec: string | null;
  image: string | null;
  productType: string | null;
  gtin: string | null;
  shelfLifeDays: number | null;
  storageCondition: string | null;
  execStandard: string | null;
  licenseNo: string | null;
  ingredients: string | null;
  /** 致敏物质 the label declares, as texts joined by 、 (GB 7718—2025). */
  allergens: string | null;
}

export interface PublicMaterial {
  name: string;
  origin: string | null;
  region: string | null;
  supplier: string | null;
  intakeDate: string | null;
}

export interface PublicStep {
  name: string;
  time: string | null;
  isCcp: boolean;
  /** The result as read (正常, 偏差). */
  result: string;
  /** Recorded as a deviation: the page shows it as a warning, not as 正常's green. */
  deviation: boolean;
  /**
   * A deviation whose run has its CCP 纠偏 on record (the only way its products can have been released): the page
   * says so, and nothing more of it (who corrected it, or why, is not the consumer's to read).
   */
  corrected: boolean;
  params: Array<{ name: string; value: string; unit: string | null }>;
}

export interface PublicInspection {
  stage: string;
  result: string;
  agency: string | null;
  date: string | null;
  reportFile: string | null;
  items: Array<{ name: string; limit: string | null; value: string | null; unit: string | null; pass: boolean }>;
}

export interface PublicAd {
  id: string;
  title: string;
  image: string | null;
  linkUrl: string | null;
  content?: string | null;
}

// ---- dashboards (GET /foodtrace/dashboard/*) ----

export interface ActivityCounts {
  intakes: number;
  processRuns: number;
  inspectionsPassed: number;
  inspectionsFailed: number;
  shipments: number;
  scans: number;
}

export interface DashboardSummary {
  today: ActivityCounts;
  last7Days: ActivityCounts;
  last30Days: ActivityCounts;
  totals: { products: number; suppliers: number; customers: number; lots: number;
    /** Lots waiting for their inspection (待检验). */
    pendingLots: number;
    /** Runs that missed a critical limit with no CCP 纠偏 on record (CCP 纠偏 → 待纠偏加工单). */
    pendingCorrections: number;
    recalledLots: number;
    /** Rejected, held or recalled lots with stock not yet disposed of (不合格品处置). */
    undisposedLots: number;
    openSuggestions: number;
    /** Products due for their yearly mock recall: overdue or never drilled (recall-drill.ts). */
    drillsDue: number;
    /** 资质证照 of live related organisations lapsed or lapsing within CERT_WARN_DAYS (office-cert.ts). */
    certsDue: number;
    /** Organisations dealt with this year that hold no licence in force (资质证照 → 缺少证照). */
    uncoveredOffices: number;
    /** 批次库存's three views: lots with stock; 临期, to use or ship first; past 保质期 with stock left. */
    stockLots: number;
    expiringLots: number;
    expiredLots: number;
    /** Retained samples kept past their 留样至: to destroy (质检记录 → 留样台账, 登记销毁). */
    samplesDue: number;
    /** 食品安全自查 → 缺少记录: the past days, weeks and months without their record (not what is due today). */
    safetyGaps: number;
    /** 食品安全自查 → 整改中: the hazards found and still being put right. */
    openHazards: number;
    /** 健康证明: each person's latest certificate lapsed or lapsing within CERT_WARN_DAYS (what 资质证照提醒 announces). */
    healthDue: number;
    /** 健康证明 → 未登记人员: the year's operators with no certificate on file. */
    unregisteredStaff: number;
    /** 培训考核 → 人员培训情况: the people with no training this year or a failed assessment not passed again. */
    staffToTrain: number;
    /** 计量器具: instruments in use whose 检定/校准 ran out or runs out within CERT_WARN_DAYS (what 资质证照提醒 announces). */
    instrumentsDue: number };
}

export interface DashboardTrend {
  /** YYYY-MM-DD, oldest first; every series has one value per day. */
  days: string[];
  series: ActivityCounts extends infer C ? { [K in keyof C]: number[] } : never;
}

export interface ProductTypeShare {
  productTypeId: string | null;
  name: string;
  products: number;
  lots: number;
  codes: number;
  scans: number;
}

export interface ProvinceShare {
  provinceCode: string;
  province: string;
  sellOrigins: number;
  shipments: number;
  scans: number;
}

/** How a signal was settled (POST /foodtrace/dashboard/handleSignal); a later scan of the code raises it again. */
export interface SignalHandling { resolution: string; note: string | null; by: string | null; time: string }

export interface DashboardAlerts {
  /** Codes scanned at least `threshold` times in the window. */
  repeatedScans: Array<{ code: string; productName: string | null; lotNo: string | null; scans: number; lastScanTime: string; handled: SignalHandling | null }>;
  /**
   * Scans of voided or unknown codes (a counterfeit sign), and of live codes whose lot had not been shipped at
   * the time (UNSHIPPED: a label out without its goods). Newest first.
   */
  invalidScans: Array<{ code: string; result: 'VOID' | 'UNKNOWN' | 'UNSHIPPED'; scans: number; lastScanTime: string; handled: SignalHandling | null }>;
  /** Scans from a province the code's lot was never shipped to (窜货). */
  diversions: Array<{ code: string; productName: string | null; lotNo: string | null; scanProvince: string | null; shippedProvinces: string[]; scanTime: string; handled: SignalHandling | null }>;
  /**
   * The same scans by lot, most first: how many scans of how many of its codes, in which provinces, and whom
   * the lot was shipped to (the consignees to ask). Every such scan of the window, settled or not.
   */
  diversionLots: Array<{
    lotId: string; lotNo: string | null; productName: string | null; scans: number; codes: number; lastScanTime: string;
    scanProvinces: Array<{ province: string; scans: number }>;
    consignees: Array<{ id: string | null; name: string | null; province: string | null }>;
  }>;
  windowDays: number;
  threshold: number;
}

// ---- recall and mock recall (GET /foodtrace/recall/report, TRACEABILITY.md §4.3) ----

/** Per unit, the lots of the forward set: where everything made went, and how much of it is back. */
export interface RecallBalance {
  /** 原料, 半成品 or 成品: each stage balances on its own (raw milk and the base made of it are not one quantity). */
  lotKind: string;
  unit: string;
  produced: number;
  /** Used by later lots of the same recall (work in progress). */
  consumed: number;
  shipped: number;
  /** Disposed of by us as non-conforming (不合格品处置): returned to the supplier, destroyed or made harmless. */
  disposed: number;
  onHand: number;
  /** Returned or destroyed at the consignees, as they reported. */
  recovered: number;
  /** (consumed + shipped + disposed + on hand) / produced: 100 % when every unit is accounted for. */
  accountedPct: number | null;
  /** 召回量 / 计划召回总量: (recovered + on hand) / (shipped + on hand). */
  recoveredOfPlannedPct: number | null;
  /** 召回量 / 已销售总量: recovered / shipped. */
  recoveredOfSoldPct: number | null;
}

export interface RecallTimer {
  startedAt: string;
  endedAt: string | null;
  elapsedMinutes: number;
  /** e.g. '4 小时内完成追溯' or '10 个工作日内完成'. */
  target: string;
  deadline: string;
  overdue: boolean;
  /**
   * A real recall's start against its level (食品召回管理办法 Art. 13: started within 24, 48 or 72 hours of
   * learning of the risk); null for a mock recall. Without a learned time nothing can be measured (nulls).
   */
  start: { learnedAt: string | null; target: string; deadline: string | null; lagMinutes: number | null; overdue: boolean | null } | null;
}

export interface RecallConsigneeRow {
  id: string; customerId: string; customerName: string | null; customerPhone: string | null; customerEmail: string | null; region: string | null;
  lotId: string; lotNo: string | null; itemName: string | null; shippedQty: number; unit: string; shipmentNos: string | null;
  /** Codes of the lot scanned out with shipments to this customer (扫码出库): items it can look for by code. */
  scannedCodes: number;
  notifiedTime: string | null; notifyMethod: string | null; contact: string | null; acknowledgedTime: string | null;
  recoveredQty: number | null; remark: string | null;
}

export interface RecallReport {
  recall: {
    id: string; recallNo: string; recallType: string; recallLevel: string | null; status: string; reason: string;
    lotId: string; lotNo: string | null; itemName: string | null; createBy: string | null; createTime: string | null;
    learnedTime: string | null; closedTime: string | null; summary: string | null; lotCount: number; codeCount: number;
    /** The recall plan as reported to the market regulator (食品召回管理办法 Art. 13) and the public notice's channel. */
    planReportedTime: string | null; planReportedTo: string | null; noticeChannel: string | null;
    /** The disposal of the recalled food (Art. 22): DISPOSAL_METHOD, when, where, witnessed by whom. */
    disposalMethod: string | null; disposalTime: string | null; disposalPlace: string | null; disposalWitness: string | null;
    disposalRemark: string | null;
  };
  timer: RecallTimer;
  /** Backward: the raw lots behind the starting lot, with supplier, supplier's lot number and documents. */
  sources: Array<{
    lotId: string; lotNo: string; itemName: string | null; supplierName: string | null; supplierLotNo: string | null;
    /** `used`: what of the lot went into the runs that lead to the recalled lot (not all it was used for). */
    docNo: string | null; receivedTime: string | null; received: number; used: number; unit: string; inspections: string[];
  }>;
  /**
   * Backward, between the sources and the starting lot: each lot made on the way (the starting lot included when it
   * was made here), with the run that made it and what went into that run.
   */
  path: Array<{
    lotId: string; lotNo: string; itemName: string | null; lotKind: string; status: string; processNo: string | null;
    inputs: Array<{ lotNo: string; quantity: number; unit: string }>;
    /** The run's steps recorded as deviations (关键控制点偏差 first), and the lot's own inspections (`QC… 合格`). */
    deviations: string[]; inspections: string[];
  }>;
  /**
   * Lots this recall does not cover that were made from the same sources (a raw or intermediate lot behind the
   * starting lot): if the fault came with a source, they carry it too. `via`: the shared lots they were made from;
   * `sharesFood`: one of them is food (a 主料, 辅料, 添加剂 or intermediate lot), not only packaging.
   */
  siblings: Array<{
    lotId: string; lotNo: string; itemName: string | null; lotKind: string; status: string; unit: string;
    produced: number; shipped: number; onHand: number; sharesFood: boolean;
    via: Array<{ lotNo: string; itemName: string | null; packaging: boolean }>;
  }>;
  /** Forward: every lot made from the starting lot (itself included), with its mass balance. */
  lots: Array<{
    lotId: string; lotNo: string; itemName: string | null; lotKind: string; status: string; unit: string;
    produced: number; consumed: number; shipped: number; disposed: number; onHand: number; recovered: number;
  }>;
  consignees: RecallConsigneeRow[];
  /** The codes of the forward lots by status, and how many of them consumers have scanned. */
  codes: { total: number; active: number; recalled: number; voided: number; scanned: number };
  balance: RecallBalance[];
  /** What the record itself shows is missing (e.g. consignees not yet notified), for the findings section. */
  gaps: string[];
}

/** 扫码出库: one scanned input and what became of it. */
export interface ShipmentCodeResult {
  /** What was scanned, as read (a code, a /foodcode URL or a GS1 Digital Link). */
  input: string;
  /** The code it names, when it names one. */
  code: string | null;
  /** bound: now with this shipment; already: was with it before; refused: see message. */
  outcome: 'bound' | 'already' | 'refused';
  message: string;
  /**
   * Bound, but to be looked at: the label (or labels in the case) had been scanned on the public page before it
   * left the plant (TRACEABILITY.md §4.4 counterfeit heuristics): a test scan at the plant, or a label that got out.
   */
  warning?: string;
}

/** One scan at the packing station (装箱关联). */
export interface CodePackResult {
  input: string;
  code: string | null;
  /** case: a case code, now the one being packed; packed: an item code, now in it; already: was in it; refused: see message. */
  outcome: 'case' | 'packed' | 'already' | 'refused';
  message: string;
}

/** A case code and the item codes packed into it (GET /foodtrace/code/case). */
export interface CaseContents {
  id: string; code: string; status: string; lotId: string; lotNo: string; productName: string | null;
  /** Items the case holds when full (箱规). */
  perCase: number;
  /** The shipment the case left with, when scanned out (it can then no longer be packed or unpacked). */
  shipmentNo: string | null;
  items: Array<{ id: string; code: string; status: string; scanCount: number; packedBy: string | null; packedTime: string | null }>;
}

/** POST /foodtrace/code/pack: each scan's answer in order, and the case being packed after them. */
export interface CodePackAnswer { results: CodePackResult[]; case: CaseContents | null }

/** A shipment's lines with how many codes of each lot were scanned out with it. */
export interface ShipmentCodeLine { lotId: string; lotNo: string | null; itemName: string | null; quantity: number; unit: string; codes: number }

/** GET /foodtrace/outputwarehouse/codes: the lines' counts and one page of the codes scanned out, latest first. */
export interface ShipmentCodes {
  lines: ShipmentCodeLine[];
  total: number;
  /** Of the codes, the case codes (their items are counted in the lines). */
  cases: number;
  /** Case codes and loose item codes; the items of a case are listed under it (items). */
  records: Array<{ id: string; code: string; level: string; lotNo: string | null; status: string; items: number; boundBy: string | null; boundTime: string | null }>;
}

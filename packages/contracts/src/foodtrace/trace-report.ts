/**
 * 批次追溯报告 (GET /foodtrace/trace/report): a lot's whole history on paper, for the market regulator, an auditor
 * or a customer's quality department. Its sections follow GB/T 37029's record elements (生产、物流、销售环节) and
 * "one step back, one step forward" (GB/T 22005): where every ingredient came from, what was done to it, how it was
 * inspected, where it went, what is left of it and what its trace codes saw. Dictionary values are already texts,
 * times are `YYYY-MM-DD HH:mm` in the plant's time zone and quantities carry their unit's name.
 */
export interface TraceReport {
  /** TR-, the lot number and the minute it was made (yyMMddHHmm): what a signed copy is filed under. */
  reportNo: string;
  generatedTime: string;
  /** The real name of who made it (编制人). */
  generatedBy: string;
  /** What the trace started from, as the user entered it: 追溯码 K7QF…, 批号 F2026…, 供应商批号 … */
  startedFrom: string;
  /** Our own site (本单位): the lot's producer, with its 统一社会信用代码 and GS1 location number. */
  site: { name: string; uscc: string | null; gln: string | null; region: string | null } | null;
  /** The lot the report is about (the first one the start named). */
  lot: TraceReportLot;
  /** How many lots the report covers before and after where it started (the starting lots not counted). */
  counts: { ancestors: number; descendants: number };
  /** 原料来源: every raw lot behind or beside the lot, with its supplier and the supplier's own lot number. */
  sources: TraceReportSource[];
  /** 生产加工: every processing run of the lots covered, its inputs and outputs and its steps. */
  processes: TraceReportProcess[];
  /** 检验记录: every inspection of the lots covered, with its items. */
  inspections: TraceReportInspection[];
  /** 销售去向: every shipment line of the lots covered. */
  shipments: TraceReportShipment[];
  /** 不合格品处置: stock of the lots covered that was returned, destroyed or made harmless. */
  disposals: TraceReportDisposal[];
  /** 物料平衡: each lot covered, made or received, used, shipped, disposed of and on hand. */
  balance: TraceReportBalance[];
  /** 追溯码: per lot covered that has item codes, how many exist, were looked up by consumers, voided, recalled. */
  codes: TraceReportCodes[];
  /** 召回: recalls of the lots covered. */
  recalls: TraceReportRecall[];
  /** 记录核查: what the records lack or show wrong (missing documents or inspections, failures, deviations, lots not released). */
  findings: string[];
}

export interface TraceReportLot {
  /** `kind` is the dictionary's text of `lotKind` (LOT_KIND). */
  id: string; lotNo: string; lotKind: string; kind: string; itemName: string | null; gtin: string | null; status: string;
  quantity: string; producedTime: string | null; expiryDate: string | null;
  /** A product's 规格, 执行标准, 食品生产许可证编号 (SC) and 贮存条件; null for a raw lot. */
  spec: string | null; execStandard: string | null; licenseNo: string | null; storage: string | null;
  /** 致敏物质: what a product's label declares, or what a raw material contains, as texts joined by 、. */
  allergens: string | null;
}

export interface TraceReportSource {
  lotNo: string; itemName: string | null; supplierName: string | null; supplierLotNo: string | null; putinNo: string;
  document: string | null; receivedTime: string | null; quantity: string; temperature: string | null;
  /** The tanker's readings on the way (`3.2–5.6 ℃`, `…，超温 25 分钟`), or null without readings (foodtrace/transit-temperature.ts). */
  transit: string | null;
  /**
   * 合格供方 as it stood on the delivery's day (foodtrace/supplier-approval.ts): `合格（现场审核 2026-02-02）`, the
   * latest decision otherwise, `未列入合格供方名录`; null when the material kept no list by then.
   */
  supplierApproval: string | null;
}

export interface TraceReportProcess {
  processNo: string; line: string | null; startTime: string | null; endTime: string | null; status: string;
  /**
   * 开工前清洗 (清洗消毒): the verified cleaning of its line it began within the line's 清洗有效期 (CLEANING_TEXT.evidence);
   * null when there was none (the findings say so) or the line is not judged.
   */
  cleaning: string | null;
  inputs: Array<{ lotNo: string; itemName: string | null; quantity: string }>;
  outputs: Array<{ lotNo: string; itemName: string | null; quantity: string }>;
  steps: Array<{ seq: number; stepName: string; isCcp: boolean; result: string; time: string | null; params: string; operator: string | null }>;
  /** CCP 纠偏: what was done about the run's missed critical limits (product action as its dictionary text). */
  corrections: Array<{
    correctionNo: string; correctedTime: string | null; cause: string; action: string; productAction: string;
    responsible: string; verifier: string | null; verifyResult: string | null;
  }>;
}

export interface TraceReportInspection {
  checkoutNo: string; lotNo: string; stage: string; result: string; passed: boolean; inspectedTime: string | null;
  agencyName: string | null; hasReport: boolean;
  items: Array<{ itemName: string; standardLimit: string | null; measured: string | null; passed: boolean }>;
}

export interface TraceReportShipment {
  shipmentNo: string; shippedTime: string | null; lotNo: string; itemName: string | null; quantity: string;
  customerName: string | null; region: string | null; carrierName: string | null; vehicleNo: string | null; docNo: string | null;
  /** 装车温度 (`4.5 ℃`), for a cold chain (foodtrace/cold-chain.ts). */
  loadTemperature: string | null;
  /** 在途温度 as its readings went (`3.2–5.6 ℃`, `…，超温 25 分钟`), or null without readings (foodtrace/transit-temperature.ts). */
  transit: string | null;
}

export interface TraceReportDisposal {
  disposalNo: string; disposedTime: string | null; lotNo: string; itemName: string | null; method: string; quantity: string;
  reason: string; handler: string | null; witness: string | null;
}

export interface TraceReportBalance {
  lotNo: string; kind: string; itemName: string | null; status: string;
  quantity: number; consumed: number; shipped: number; disposed: number; onHand: number; unit: string;
}

export interface TraceReportCodes { lotNo: string; total: number; scanned: number; voided: number; recalled: number }

export interface TraceReportRecall { recallNo: string; lotNo: string; reason: string; time: string | null }

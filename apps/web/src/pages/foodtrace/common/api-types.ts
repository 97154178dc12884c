/**
 * Answer shapes of the master-detail routes (docs/foodtrace-api.md §2–§3) that contracts does not export.
 * Times are 'YYYY-MM-DD HH:mm:ss', quantities numbers.
 */
import type { CodeLevel, CodeStatus, LotKind, LotStatus } from '@foodtrace/contracts';

export interface StepParamLimit { key: string; name: string; unit: string | null; min: number | null; max: number | null }

export interface TechnologyStep {
  id?: string;
  seq?: number;
  stepName: string;
  isCcp: boolean;
  hazard: string | null;
  params: StepParamLimit[];
  description: string | null;
  /** The 计量器具 monitoring the step, and (answered) its name and number. */
  instrumentId?: string | null;
  instrument?: string | null;
}

export interface StepParamValue { key: string; name?: string; value: number | string; unit?: string | null }

export interface ProcessDetail extends Record<string, unknown> {
  id: string;
  processNo: string;
  status: string;
  inputs: Array<{ id: string; lotId: string; lotNo: string; itemName: string; quantity: number; unit: string }>;
  outputs: Array<{ id: string; lotNo: string; lotKind: LotKind; itemName: string; quantity: number; unit: string; status: LotStatus; expiryDate: string | null }>;
  steps: Array<{
    id: string; stepId: string | null; seq: number; stepName: string; isCcp: boolean; startTime: string | null; endTime: string | null;
    params: StepParamValue[]; result: string; operator: string | null; remark: string | null;
  }>;
  /** Its steps' 操作人 without a health certificate in force that day (健康证明). */
  unfitOperators: string[];
  /** Its steps monitored by an instrument out of calibration that day (计量器具), as texts. */
  lapsedMonitors: string[];
  /** Its line had no verified cleaning within its 清洗有效期 before it began (清洗消毒), as a text; null: clean, or not judged. */
  uncleanedLine: string | null;
  /** The verified cleaning it began within (开工前清洗), in words; null: none, or not judged. */
  lineCleaning: string | null;
}

export interface ProcessRecordBody extends Record<string, unknown> {
  id?: string;
  inputs: Array<{ lotId: string; quantity: number }>;
  outputs: Array<{ lotKind: 'WIP' | 'FINISHED'; quantity: number; lotNo?: string; expiryDate?: string; remark?: string }>;
  steps: Array<{ stepId?: string; stepName?: string; startTime?: string; endTime?: string; params: StepParamValue[]; result?: 'OK' | 'DEVIATION'; operator?: string; remark?: string }>;
}

export interface InspectionItem { id?: string; seq?: number; itemName: string; standardLimit: string | null; unit: string | null; measuredValue: string | null; passed: boolean }

export interface CheckoutDetail extends Record<string, unknown> {
  id: string;
  checkoutNo: string;
  lotNo: string;
  itemName: string;
  lotStatus: LotStatus;
  items: InspectionItem[];
}

export interface ShipmentDetail extends Record<string, unknown> {
  id: string;
  shipmentNo: string;
  customerName: string | null;
  lines: Array<{ id: string; lotId: string; lotNo: string; itemName: string; quantity: number; unit: string }>;
}

export interface CodeScan { scanNo: number; scanTime: string; result: string; ip: string | null; userAgent: string | null; provinceCode: string | null }

export interface CodeDetail {
  id: string;
  code: string;
  /** ITEM (单品码) or CASE (箱码). */
  level: CodeLevel;
  status: CodeStatus;
  scanCount: number;
  firstScanTime: string | null;
  /** Province code of the first scan's address, when it placed one. */
  firstScanProvince: string | null;
  lastScanTime: string | null;
  voidReason: string | null;
  /** Who voided the code and when (null unless voided). */
  voidedBy: string | null;
  voidedTime: string | null;
  createTime: string;
  lot: { id: string; lotNo: string; status: LotStatus };
  product: { id: string; name: string; gtin: string | null; caseGtin: string | null };
  batch: { id: string; batchNo: string } | null;
  /** 装箱关联: the case an item code is packed into, and who packed it when. */
  parentCase: { id: string; code: string } | null;
  packedBy: string | null;
  packedTime: string | null;
  /** 扫码出库: the shipment the code left with, and who (by name) scanned it out when. */
  shipment: { id: string; shipmentNo: string; customerName: string | null; region: string | null; deleted: boolean; scannedOutBy: string | null; scannedOutTime: string | null } | null;
  foodcodeUrl: string;
  digitalLinkUrl: string | null;
  scans: CodeScan[];
}

export interface RecallAnswer { recallId: string; recallNo: string; lotCount: number; codeCount: number; consigneeCount: number; lots: Array<{ id: string; lotNo: string }> }
/** POST /foodtrace/lot/recall (real, with its level) and /foodtrace/recall/mock. */
export interface RecallStart { lotId: string; reason: string; level?: '1' | '2' | '3' | null; learnedTime?: string | null }
/** POST /foodtrace/recall/notify: times as 'YYYY-MM-DD HH:mm:ss'. */
/** POST /foodtrace/recall/dispose: the plan reported to the regulator, the notice's channel, the disposal. */
export interface RecallDisposalUpdate {
  id: string; planReportedTime: string | null; planReportedTo: string | null; noticeChannel: string | null;
  disposalMethod: string | null; disposalTime: string | null; disposalPlace: string | null; disposalWitness: string | null;
  disposalRemark: string | null;
}

export interface ConsigneeUpdate {
  id: string; notifiedTime: string | null; notifyMethod: string | null; contact: string | null;
  acknowledgedTime: string | null; recoveredQty: number | null; remark: string | null;
}

import {
  EXCEL, type ApiResult, type CaseContents, type CodeLevel, type CodePackAnswer, type LotDetail, type LotWarnings, type RecallDrillPlan, type RecallReport,
  type ShipmentCodeResult, type ShipmentCodes, type TraceReport, type TraceResult, type TransitImportAnswer, type TransitTemperature, type TripKind, type UncoveredOffice,
  type DownstreamLot, type HoldDownstreamResult, type RiskItemSummary, type SafetyCheckGap, type StaffTrainingStatus, type UnregisteredOperator,
  type FormulaPick, type ProductFormula,
} from '@foodtrace/contracts';
import { downloadFile, getAction, http, postAction } from '@/lib/http';
import type {
  CheckoutDetail, CodeDetail, InspectionItem, ProcessDetail, ProcessRecordBody, RecallAnswer, RecallDisposalUpdate, RecallStart, ConsigneeUpdate, ShipmentDetail, TechnologyStep,
} from './api-types';

/** Where each kind of trip's 在途温度 is read and imported: under its record's routes. */
const TRIP_BASE: Record<TripKind, string> = { SHIPMENT: '/foodtrace/outputwarehouse', INTAKE: '/foodtrace/crudePutin' };

/** The module's own routes (docs/foodtrace-api.md §2–§4); the generic list/add/edit come from crud/resourceApi. */
export const foodtraceApi = {
  technologySteps: (technologyId: string) => getAction<TechnologyStep[]>('/foodtrace/technology/steps', { technologyId }),
  saveTechnologySteps: (technologyId: string, steps: TechnologyStep[]) =>
    postAction<TechnologyStep[]>('/foodtrace/technology/saveSteps', { technologyId, steps }),

  /** 产品配方 (contracts foodtrace/formula.ts): empty lines with batchQty null clear it. */
  productFormula: (productId: string) => getAction<ProductFormula>('/foodtrace/product/formula', { productId }),
  saveProductFormula: (body: FormulaSaveBody) => postAction<ProductFormula>('/foodtrace/product/saveFormula', body),

  recordProcess: (body: ProcessRecordBody) => postAction<{
    id: string; outputs: Array<{ id: string; lotNo: string; status: string }>; ccpDeviations: string[]; undeclaredAllergens: string[]; unfitOperators: string[];
    lapsedMonitors: string[]; uncleanedLine: string | null; formulaDeviations: string[];
  }>('/foodtrace/process/record', body),
  /** 按配方投料: the lots (first to expire first) a run making `quantity` units of the product would take. */
  formulaPick: (productId: string, quantity: number) => getAction<FormulaPick>('/foodtrace/process/formulaPick', { productId, quantity }),
  processDetail: (id: string) => getAction<ProcessDetail>('/foodtrace/process/detail', { id }),
  /** 开工前清洗检查: what the run's record would answer as `uncleanedLine`, asked before it is saved. */
  lineCheck: (line: string, startTime: string) => getAction<{ uncleanedLine: string | null }>('/foodtrace/process/lineCheck', { line, startTime }),

  recordCheckout: (body: Record<string, unknown> & { items: InspectionItem[] }) => postAction<{ id: string; lotStatus: string }>('/foodtrace/checkout/record', body),
  checkoutDetail: (id: string) => getAction<CheckoutDetail>('/foodtrace/checkout/detail', { id }),

  /** 暂扣下游批次: what it would hold, and holding it (contracts foodtrace/lot-hold.ts). */
  holdDownstreamLots: (id: string) => getAction<DownstreamLot[]>('/foodtrace/lotHold/downstream', { id }),
  holdDownstream: (id: string) => postAction<HoldDownstreamResult>('/foodtrace/lotHold/holdDownstream', { id }),

  recordShipment: (body: Record<string, unknown> & { lines: Array<{ lotId: string; quantity: number }> }) =>
    postAction<{ id: string }>('/foodtrace/outputwarehouse/record', body),
  shipmentDetail: (id: string) => getAction<ShipmentDetail>('/foodtrace/outputwarehouse/detail', { id }),
  shipmentCodes: (id: string, pageNo: number, pageSize: number) => getAction<ShipmentCodes>('/foodtrace/outputwarehouse/codes', { id, pageNo, pageSize }),
  scanOutCodes: (id: string, codes: string[]) => postAction<ShipmentCodeResult[]>('/foodtrace/outputwarehouse/scanCodes', { id, codes }),
  unbindCodes: (id: string, codeIds: string[]) => postAction<{ count: number }>('/foodtrace/outputwarehouse/unbindCodes', { id, codeIds }),
  /** 在途温度 of a shipment or of a raw material's delivery (TRIP_BASE: the record's own routes). */
  transit: (kind: TripKind, id: string) => getAction<TransitTemperature>(`${TRIP_BASE[kind]}/transit`, { id }),
  /** A logger's export, sent as it is: the server reads its table (a large file waits as long as an Excel import). */
  importTransit: async (kind: TripKind, id: string, file: File) => {
    const form = new FormData();
    form.append('id', id);
    form.append('file', file, file.name);
    return (await http.post<ApiResult<TransitImportAnswer>>(`${TRIP_BASE[kind]}/transit/import`, form, { timeout: EXCEL.timeoutMs })).data;
  },
  clearTransit: (kind: TripKind, id: string) => postAction<{ count: number }>(`${TRIP_BASE[kind]}/transit/clear`, { id }),
  reviewTransit: (kind: TripKind, body: { id: string; resolution: string; note: string | null }) => postAction<null>(`${TRIP_BASE[kind]}/transit/review`, body),

  lotDetail: (id: string) => getAction<LotDetail>('/foodtrace/lot/detail', { id }),
  /** What 登记检验 warns of for a picked lot, under 登记检验's own code (an inspector need not hold 批次查看). */
  lotWarnings: (lotId: string) => getAction<LotWarnings>('/foodtrace/checkout/lotWarnings', { lotId }),
  recallLot: (body: RecallStart) => postAction<RecallAnswer>('/foodtrace/lot/recall', body),
  mockRecall: (body: RecallStart) => postAction<RecallAnswer>('/foodtrace/recall/mock', body),
  recallReport: (id: string) => getAction<RecallReport>('/foodtrace/recall/report', { id }),
  recallDrillPlan: () => getAction<RecallDrillPlan>('/foodtrace/recall/drillPlan'),
  recallNotify: (body: ConsigneeUpdate) => postAction<{ id: string }>('/foodtrace/recall/notify', body),
  recallSendNotice: (id: string) => postAction<{ id: string }>('/foodtrace/recall/sendNotice', { id }),
  recallSendNotices: (recallId: string) => postAction<unknown>('/foodtrace/recall/sendNotices', { id: recallId }),
  recallDispose: (body: RecallDisposalUpdate) => postAction<{ id: string }>('/foodtrace/recall/dispose', body),
  recallClose: (id: string, summary: string) => postAction<{ id: string }>('/foodtrace/recall/close', { id, summary }),
  exportRecallReport: (id: string) => downloadFile('/foodtrace/recall/exportReport', { id }),

  generateCodes: (body: { lotId: string; quantity: number; withSerial: boolean; remark?: string; level: CodeLevel; perCase?: number }) =>
    postAction<{ batchId: string; batchNo: string; quantity: number }>('/foodtrace/code/generate', body),
  codeDetail: (code: string) => getAction<CodeDetail>('/foodtrace/code/detail', { code }),
  voidCodes: (ids: string[], reason: string) => postAction<{ count: number }>('/foodtrace/code/void', { ids, reason }),
  exportCodesCsv: (batchId: string) => downloadFile('/foodtrace/code/exportCsv', { batchId }),
  caseContents: (code: string) => getAction<CaseContents>('/foodtrace/code/case', { code }),
  packCodes: (caseId: string | null, codes: string[]) => postAction<CodePackAnswer>('/foodtrace/code/pack', { caseId, codes }),
  unpackCodes: (caseId: string, ids: string[]) => postAction<{ count: number }>('/foodtrace/code/unpack', { caseId, ids }),

  /** 资质证照 → 缺少证照: organisations dealt with this year that hold no licence in force. */
  uncoveredOffices: () => getAction<UncoveredOffice[]>('/foodtrace/officeCert/uncovered'),
  unregisteredOperators: () => getAction<UnregisteredOperator[]>('/foodtrace/staffHealth/unregistered'),
  /** 食品安全自查 → 缺少记录: the days, weeks and months without their record, and what is due now. */
  safetyCheckGaps: () => getAction<SafetyCheckGap[]>('/foodtrace/safetyCheck/gaps'),
  /** 食品安全自查 → 风险项统计: each item of the 风险管控清单, how often checked and found wanting. */
  riskItems: () => getAction<RiskItemSummary[]>('/foodtrace/safetyCheck/riskItems'),
  /** 培训考核 → 人员培训情况: each person's sessions and hours this year, the untrained and failed first. */
  staffTraining: () => getAction<StaffTrainingStatus[]>('/foodtrace/staffTraining/staff'),

  trace: (direction: 'backward' | 'forward', query: TraceQuery) => getAction<TraceResult>(`/foodtrace/trace/${direction}`, query),
  /** Both directions as one GS1 EPCIS 2.0 JSON-LD document, saved as a file. */
  exportEpcis: (query: TraceQuery) => downloadFile('/foodtrace/trace/epcis', query),
  /** FDA FSMA 204's sortable spreadsheet of the same history. */
  exportFsma: (query: TraceQuery) => downloadFile('/foodtrace/trace/fsma204', query),
  /** 批次追溯报告: the same history as a document to print. */
  traceReport: (query: TraceQuery) => getAction<TraceReport>('/foodtrace/trace/report', query),
};

/** POST saveFormula's body: a line names exactly one of crudeId and componentId; one without id is new. */
export interface FormulaSaveBody {
  productId: string;
  batchQty: number | null;
  lines: Array<{ id?: string | null; crudeId: string | null; componentId: string | null; quantity: number; tolerancePct: number; remark?: string | null }>;
}

/** Where a trace starts: exactly one of these (docs/foodtrace-api.md §4). */
export type TraceQuery = { code: string } | { lotNo: string } | { lotId: string } | { supplierLotNo: string };

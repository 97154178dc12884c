import type { GeneratedAlways, Kysely, Selectable } from 'kysely';
import type { DB } from '../../platform/db/schema.ts';

/** Kysely's view of the food-traceability tables (camelCase; CamelCasePlugin maps to snake_case). */
interface Audit {
  id: string;
  createBy: string | null;
  createTime: number | null;
  updateBy: string | null;
  updateTime: number | null;
  delFlag: number;
}

/** The adder's department (ResourceDef.departmentOwned): what a 本部门 data rule keeps a role to. */
interface Owned extends Audit {
  sysOrgCode: string | null;
}

interface Place {
  provinceCode: string | null;
  cityCode: string | null;
  districtCode: string | null;
  regionName: string | null;
  address: string | null;
}

/** 资质证照: dates are `YYYY-MM-DD`; no 有效期至 is 长期有效. */
export interface FtOfficeCert extends Audit {
  officeId: string; certType: string; certNo: string; issuer: string | null; issueDate: string | null; validUntil: string | null;
  scope: string | null; files: string | null; remark: string | null;
}
/** 健康证明 (0329): dates are `YYYY-MM-DD`. */
export interface FtStaffHealth extends Audit {
  name: string; workNo: string | null; workshop: string | null; post: string | null; certNo: string; issuer: string | null;
  examDate: string; validUntil: string; files: string | null; remark: string | null;
}
/** 食品安全自查 (0330, 0332): dates are `YYYY-MM-DD`; `riskItems` the 风险管控清单 items checked, `nonConformItems` those found wanting, comma-separated. */
export interface FtSafetyCheck extends Owned {
  kind: string; checkDate: string; checker: string; participants: string | null; riskItems: string | null; nonConformItems: string | null; result: string;
  problems: string | null; measures: string | null; rectifiedDate: string | null; reportedTo: string | null; content: string | null;
  files: string | null; remark: string | null;
}
/** 培训考核 (0331, 0335): `trainDate` is `YYYY-MM-DD`; `participants` and `failed` names separated by 、 (the hook keeps them so); `planId` the 培训计划 item it carries out. */
export interface FtStaffTraining extends Owned {
  planId: string | null; trainDate: string; topic: string; kind: string; trainer: string | null; hours: number | string; participants: string; headcount: number | null;
  assessMethod: string; failed: string | null; content: string | null; files: string | null; remark: string | null;
}
/** 培训计划 (0335): dates are `YYYY-MM-DD`; `doneDate` the first live session naming the item (the staffTraining hooks keep it). */
export interface FtTrainingPlan extends Audit {
  dueDate: string; topic: string; kind: string; audience: string; hours: number | string | null; trainer: string | null;
  assessMethod: string | null; doneDate: string | null; remark: string | null;
}
/** 清洗消毒 (0336): times are epoch ms; `line` names a line of 生产线 (0337), as a run's does. */
export interface FtCleaning extends Owned {
  line: string; equipment: string | null; cleanType: string; startTime: number; endTime: number;
  lyeConcentration: number | string | null; lyeTemperature: number | string | null; lyeMinutes: number | null;
  acidConcentration: number | string | null; acidTemperature: number | string | null; acidMinutes: number | null;
  sanitizer: string | null; operator: string; verifyMethod: string | null; result: string; files: string | null; remark: string | null;
}
/** 生产线 (0337): `lastCleaned` (epoch ms) is kept from 清洗消毒; `cleanHours` null: its runs are not judged. */
export interface FtProductionLine extends Audit {
  name: string; workshop: string | null; products: string | null; equipment: string | null; cleanHours: number | null;
  lastCleaned: number | null; status: string; remark: string | null;
}
/** 计量器具 (0333): dates are `YYYY-MM-DD`; `validUntil` is always kept (the hook counts it from the cycle when left empty). */
export interface FtInstrument extends Audit {
  name: string; instrumentNo: string; kind: string; model: string | null; location: string | null; ccp: string | null; method: string;
  cycleMonths: number | null; lastDate: string; validUntil: string; agency: string | null; certNo: string | null; files: string | null;
  status: string; remark: string | null;
}
export interface FtSupplierApproval extends Audit {
  supplierId: string; crudeId: string; status: string; method: string; evaluatedDate: string; reviewDue: string | null;
  evaluator: string | null; conclusion: string | null; files: string | null; remark: string | null;
}
export interface FtOfficeType extends Audit { typeName: string; typeCode: string; orgType: string; remark: string | null }

export interface FtSelfOffice extends Audit, Place {
  name: string; shortName: string | null; uscc: string | null; licenseNo: string | null; contactPerson: string | null;
  phone: string | null; gln: string | null; logo: string | null; intro: string | null; remark: string | null;
}

export interface FtRelationOffice extends Audit, Place {
  name: string; orgType: string; officeTypeId: string | null; uscc: string | null; licenseNo: string | null;
  contactPerson: string | null; phone: string | null; email: string | null; credentials: string | null; status: string | null; remark: string | null;
}

export interface FtOrigin extends Audit, Place {
  originName: string; originCode: string; supplierId: string | null; longitude: number | null; latitude: number | null;
  certification: string | null; remark: string | null;
}

export interface FtSellOrigin extends Audit, Place {
  name: string; sellType: string; retailerId: string | null; longitude: number | null; latitude: number | null; remark: string | null;
}

export interface FtProductType extends Audit { typeName: string; typeCode: string; parentId: string | null; sortNo: number | null; remark: string | null }

export interface FtTechnology extends Audit { techName: string; techCode: string; version: string | null; status: string | null; description: string | null }

/** A step of a route (0334: `instrumentId`, the 计量器具 monitoring it). */
export interface FtTechnologyStep extends Audit {
  technologyId: string; seq: number; stepName: string; isCcp: number; hazard: string | null; paramSpec: string | null; description: string | null;
  instrumentId: string | null;
}

export interface FtProduct extends Audit {
  name: string; productTypeId: string | null; gtin: string | null; caseGtin: string | null; caseQty: number | null; brand: string | null; spec: string | null; unit: string;
  shelfLifeDays: number | null; storageCondition: string | null; execStandard: string | null; licenseNo: string | null;
  technologyId: string | null; producerId: string | null; ingredients: string | null; allergens: string | null; image: string | null;
  status: string | null; remark: string | null;
  /** The standard batch its 配方 is written for, in its unit (0339); null: no formula. */
  formulaBatch: number | null;
}

/** A line of a product's 配方 (0339): a raw material or a 半成品 product, per `FtProduct.formulaBatch`. */
export interface FtProductFormula extends Audit {
  productId: string; seq: number; crudeId: string | null; componentId: string | null; quantity: number; tolerancePct: number; remark: string | null;
}

export interface FtCrude extends Audit {
  name: string; crudeCode: string; category: string; spec: string | null; unit: string; shelfLifeDays: number | null;
  storageCondition: string | null; needInspection: string; allergens: string | null; remark: string | null;
}

/** A lot row as read. */
export type FtLot = Selectable<FtLotTable>;

interface FtLotTable extends Owned {
  lotNo: string; lotKind: string; crudeId: string | null; productId: string | null; quantity: number; consumedQty: number;
  shippedQty: number; unit: string; status: string; initialStatus: string; recallId: string | null; producedTime: number | null;
  expiryDate: string | null; originId: string | null; processId: string | null; remark: string | null;
  /** Disposed of as non-conforming (不合格品处置, migration 0319). */
  disposedQty: number;
  /** quantity − consumed − shipped − disposed, computed by the database (migrations 0306, 0319): never written. */
  availableQty: GeneratedAlways<number>;
  /** Retained samples (留样) of its passing 出厂检验, kept in the plant (migration 0324, refreshLotStatus). */
  retainedQty: number;
  /** availableQty − retainedQty: what a run or a shipment may take, computed by the database (0324). */
  drawableQty: GeneratedAlways<number>;
}

export interface FtCrudePutin extends Owned {
  putinNo: string; crudeId: string; supplierId: string; supplierLotNo: string; lotNo: string | null; quantity: number; unit: string;
  unitPrice: number | null; receivedTime: number; productionDate: string | null; expiryDate: string | null; originId: string | null;
  carrierId: string | null; docType: string | null; docNo: string | null; temperature: number | null; certificateFile: string | null;
  warehouse: string | null; lotId: string | null; remark: string | null;
  /** What its tanker logger's readings show (contracts TRANSIT_STATE: and whether an excursion was reviewed) and how long outside its 贮存条件 (0326). */
  transitState: string; transitOutsideMinutes: number | null;
}

export interface FtProcess extends Owned {
  processNo: string; productId: string; technologyId: string | null; line: string | null; startTime: number | null;
  endTime: number | null; status: string; remark: string | null;
  /** CCP 纠偏 (contracts foodtrace/ccp-correction.ts): NONE, PENDING or CORRECTED, and the missed limits as recorded. */
  ccpState: string; ccpDeviation: string | null;
  /** Where its inputs strayed from the product's 配方 when recorded (0339), as said then; null: kept to it, or no formula. */
  formulaDeviation: string | null;
}

export interface FtProcessInput extends Audit { processId: string; lotId: string; quantity: number; unit: string }

export interface FtLotLink extends Audit { processId: string; parentLotId: string; childLotId: string }

export interface FtProcessStepRecord extends Audit {
  processId: string; stepId: string | null; seq: number; stepName: string; isCcp: number; startTime: number | null;
  endTime: number | null; params: string | null; result: string; operator: string | null; remark: string | null;
}

export interface FtFinishPutin extends Owned {
  putinNo: string; lotId: string; warehouse: string; quantity: number; unit: string | null; putinTime: number; keeper: string | null; remark: string | null;
}

export interface FtCheckout extends Owned {
  checkoutNo: string; lotId: string; stage: string; result: string; inspectedTime: number; agencyId: string | null;
  standardRef: string | null; certificateNo: string | null; inspector: string | null; reportFile: string | null;
  isPublic: string; remark: string | null;
  /** 留样 (contracts foodtrace/retained-sample.ts): units kept, where, until when (YYYY-MM-DD). */
  sampleQty: number | null; sampleLocation: string | null; sampleUntil: string | null;
}

export interface FtCheckoutItem extends Audit {
  checkoutId: string; seq: number; itemName: string; standardLimit: string | null; unit: string | null; measuredValue: string | null; passed: string;
}

export interface FtShipment extends Owned {
  shipmentNo: string; customerId: string; destinationId: string | null; shippedTime: number; provinceCode: string | null;
  regionName: string | null; carrierId: string | null; vehicleNo: string | null; docType: string | null; docNo: string | null; remark: string | null;
  loadTemperature: number | null; temperatureRecord: string | null;
  /** What its logger's readings show (contracts TRANSIT_STATE: and whether an excursion was reviewed) and how long outside its 贮存条件 (0325). */
  transitState: string; transitOutsideMinutes: number | null;
}

export interface FtShipmentLine extends Owned {
  shipmentId: string; lotId: string; productId: string | null; customerId: string | null; provinceCode: string | null;
  regionName: string | null; quantity: number; unit: string; shippedTime: number | null;
}

/**
 * 在途温度 (contracts foodtrace/transit-temperature.ts): one data-logger reading of a trip, a shipment's truck or a
 * delivery's tanker (TRIP_KIND; migration 0326).
 */
export interface FtTripReading extends Audit {
  tripKind: string; tripId: string; probe: string; readTime: number; celsius: number;
}

/** 评估结论 of a trip out of its limits, settling it through `reviewedThrough` (its latest import then; migration 0327). */
export interface FtTripReview extends Audit {
  tripKind: string; tripId: string; reviewedThrough: number; resolution: string; note: string | null;
}

export interface FtRecall extends Owned {
  recallNo: string; lotId: string; reason: string; lotCount: number; codeCount: number;
  recallType: string; recallLevel: string | null; status: string; closedTime: number | null; summary: string | null;
  /** When the risk became known (知悉风险): the start of a real recall is timed from it. */
  learnedTime: number | null;
  /** The recall plan reported to the market regulator (食品召回管理办法 Art. 13), and the public notice's channel. */
  planReportedTime: number | null; planReportedTo: string | null; noticeChannel: string | null;
  /** How the recalled food was disposed of (Art. 22), when, where, witnessed by whom. */
  disposalMethod: string | null; disposalTime: number | null; disposalPlace: string | null; disposalWitness: string | null;
  disposalRemark: string | null;
}

/** A consumer-scan signal looked into: settled through the scan at `handledThrough` (later scans raise it again). */
export interface FtSignalHandled extends Audit {
  kind: string; code: string; handledThrough: number; resolution: string; note: string | null;
}

export interface FtRecallConsignee extends Audit {
  recallId: string; customerId: string; lotId: string; shippedQty: number; unit: string; shipmentNos: string | null;
  notifiedTime: number | null; notifyMethod: string | null; contact: string | null; acknowledgedTime: number | null;
  recoveredQty: number | null; remark: string | null;
}

export interface FtCodeBatch extends Owned {
  batchNo: string; lotId: string; productId: string | null; quantity: number; withSerial: string; remark: string | null;
  /** ITEM or CASE (CODE_LEVEL); a case batch's cases each hold perCase items. */
  codeLevel: string; perCase: number | null;
}

export interface FtTraceCode extends Owned {
  code: string; lotId: string; productId: string | null; batchId: string | null; status: string; scanCount: number;
  firstScanTime: number | null; lastScanTime: number | null; voidReason: string | null;
  /** GB/T 2260 province code of the first scan's address (platform/geo), null when unknown. */
  firstScanProvince: string | null;
  /** The shipment the code left with (扫码出库), who scanned it out and when; null while unbound. */
  shipmentId: string | null; scannedOutTime: number | null; scannedOutBy: string | null;
  /** ITEM or CASE (CODE_LEVEL); an item packed into a case names it (装箱关联), with who packed it and when. */
  codeLevel: string; parentCodeId: string | null; packedTime: number | null; packedBy: string | null;
}

export interface FtScanLog {
  id: string; codeId: string | null; code: string; lotId: string | null; productId: string | null; scanNo: number | null;
  result: string; scanTime: number; ip: string | null; userAgent: string | null; provinceCode: string | null;
  createBy: string | null; createTime: number;
}

export interface FtAd extends Audit {
  title: string; productId: string | null; image: string | null; linkUrl: string | null; content: string | null;
  sortNo: number | null; startDate: string | null; endDate: string | null; status: string;
}

export interface FtAnnouncement extends Audit {
  title: string; announceType: string; content: string | null; source: string | null; publishTime: number | null; isTop: string | null; status: string;
}

export interface FtConsumerSuggest extends Audit {
  content: string; code: string | null; productId: string | null; contact: string | null; source: string | null; status: string;
  reply: string | null; replyBy: string | null; replyTime: number | null; ip: string | null;
}

/** 不合格品处置: stock of a lot that must not be used, returned, destroyed or made harmless. */
export interface FtLotDisposal extends Owned {
  disposalNo: string; lotId: string; method: string; quantity: number; unit: string; disposedTime: number; reason: string;
  place: string | null; handler: string | null; witness: string | null; docNo: string | null; files: string | null; remark: string | null;
}

/** 质量暂扣: a lot stopped while a doubt about it is looked into; in force until `releasedTime`. */
export interface FtLotHold extends Owned {
  lotId: string; source: string; reason: string; heldTime: number; heldBy: string | null; releasedTime: number | null;
  conclusion: string | null; releasedBy: string | null; files: string | null; remark: string | null;
}

/** CCP 纠偏记录: what was done about a run's missed critical limits, and who verified it. */
export interface FtCcpCorrection extends Owned {
  correctionNo: string; processId: string; deviation: string | null; correctedTime: number; cause: string; action: string;
  productAction: string; responsible: string; verifier: string | null; verifyResult: string | null; files: string | null; remark: string | null;
}

export interface FtFile extends Owned {
  fileName: string; filePath: string; fileType: string; fileSize: number | null; isPublic: string | null; remark: string | null;
}

export interface FoodtraceTables {
  ftOfficeType: FtOfficeType;
  ftOfficeCert: FtOfficeCert;
  ftSupplierApproval: FtSupplierApproval;
  ftStaffHealth: FtStaffHealth;
  ftSafetyCheck: FtSafetyCheck;
  ftStaffTraining: FtStaffTraining;
  ftTrainingPlan: FtTrainingPlan;
  ftCleaning: FtCleaning;
  ftProductionLine: FtProductionLine;
  ftInstrument: FtInstrument;
  ftSelfOffice: FtSelfOffice;
  ftRelationOffice: FtRelationOffice;
  ftOrigin: FtOrigin;
  ftSellOrigin: FtSellOrigin;
  ftProductType: FtProductType;
  ftTechnology: FtTechnology;
  ftTechnologyStep: FtTechnologyStep;
  ftProductFormula: FtProductFormula;
  ftProduct: FtProduct;
  ftCrude: FtCrude;
  ftLot: FtLotTable;
  ftLotDisposal: FtLotDisposal;
  ftLotHold: FtLotHold;
  ftCrudePutin: FtCrudePutin;
  ftProcess: FtProcess;
  ftProcessInput: FtProcessInput;
  ftLotLink: FtLotLink;
  ftProcessStepRecord: FtProcessStepRecord;
  ftCcpCorrection: FtCcpCorrection;
  ftFinishPutin: FtFinishPutin;
  ftCheckout: FtCheckout;
  ftCheckoutItem: FtCheckoutItem;
  ftShipment: FtShipment;
  ftShipmentLine: FtShipmentLine;
  ftTripReading: FtTripReading;
  ftTripReview: FtTripReview;
  ftRecall: FtRecall;
  ftRecallConsignee: FtRecallConsignee;
  ftSignalHandled: FtSignalHandled;
  ftCodeBatch: FtCodeBatch;
  ftTraceCode: FtTraceCode;
  ftScanLog: FtScanLog;
  ftAd: FtAd;
  ftAnnouncement: FtAnnouncement;
  ftConsumerSuggest: FtConsumerSuggest;
  ftFile: FtFile;
}

export type FtDB = DB & FoodtraceTables;
export type FtKysely = Kysely<FtDB>;

/** The application's handle seen with the module's tables (one database, one schema). */
export function ftDb(db: Kysely<DB> | Kysely<unknown>): FtKysely {
  return db as unknown as FtKysely;
}

/**
 * Dictionary codes and the values the rules test for (DOMAIN.md §1 status gates). The server seeds the
 * dictionaries with their Chinese texts; code on both sides compares against these constants.
 */
export const FT_DICT = {
  lotKind: 'ft_lot_kind',
  lotStatus: 'ft_lot_status',
  inspectionStage: 'ft_inspection_stage',
  inspectionResult: 'ft_inspection_result',
  orgType: 'ft_org_type',
  docType: 'ft_doc_type',
  unit: 'ft_unit',
  storageCondition: 'ft_storage_condition',
  suggestStatus: 'ft_suggest_status',
  suggestSource: 'ft_suggest_source',
  codeStatus: 'ft_code_status',
  codeLevel: 'ft_code_level',
  transitState: 'ft_transit_state',
  transitResolution: 'ft_transit_resolution',
  scanResult: 'ft_scan_result',
  processStatus: 'ft_process_status',
  stepResult: 'ft_step_result',
  crudeCategory: 'ft_crude_category',
  publishStatus: 'ft_publish_status',
  announceType: 'ft_announce_type',
  fileType: 'ft_file_type',
  sellType: 'ft_sell_type',
  certType: 'ft_cert_type',
  recallType: 'ft_recall_type',
  recallLevel: 'ft_recall_level',
  recallStatus: 'ft_recall_status',
  notifyMethod: 'ft_notify_method',
  disposalMethod: 'ft_disposal_method',
  lotDisposalMethod: 'ft_lot_disposal_method',
  ccpState: 'ft_ccp_state',
  allergen: 'ft_allergen',
  supplierStatus: 'ft_supplier_status',
  evaluationMethod: 'ft_evaluation_method',
  ccpProductAction: 'ft_ccp_product_action',
  signalResolution: 'ft_signal_resolution',
  safetyCheckKind: 'ft_safety_check_kind',
  safetyCheckResult: 'ft_safety_check_result',
  /** The plant's 风险管控清单: what a 日管控 check goes through (SAFETY_RISK_ITEMS to start with). */
  safetyRiskItem: 'ft_safety_risk_item',
  /** 停产日: days (YYYY-MM-DD) or weekdays (1–7) the plant does not produce, when no 日管控 is due. */
  restDay: 'ft_rest_day',
  trainingKind: 'ft_training_kind',
  instrumentKind: 'ft_instrument_kind',
  calibrationMethod: 'ft_calibration_method',
  instrumentStatus: 'ft_instrument_status',
  cleaningType: 'ft_cleaning_type',
  cleaningResult: 'ft_cleaning_result',
  lineStatus: 'ft_line_status',
  holdSource: 'ft_hold_source',
  assessMethod: 'ft_assess_method',
  /** The working-day calendar of recall deadlines: one item per date (value YYYY-MM-DD), kept by the administrators. */
  holiday: 'ft_holiday',
  makeupWorkday: 'ft_makeup_workday',
  /** Shared with the system dictionaries. */
  yn: 'yn',
  validStatus: 'valid_status',
} as const;

/** Raw, work-in-progress and finished lots share one genealogy (DOMAIN.md §1 "Model lots, not products"). */
export const LOT_KIND = { raw: 'RAW', wip: 'WIP', finished: 'FINISHED' } as const;

/** ft_crude_category: packaging is shared by many runs and is not food (the recall report weighs it apart). */
export const CRUDE_CATEGORY = { raw: 'RAW', auxiliary: 'AUXILIARY', additive: 'ADDITIVE', packaging: 'PACKAGING' } as const;
export type LotKind = (typeof LOT_KIND)[keyof typeof LOT_KIND];

/** TRACEABILITY.md §4.1 lot state machine (CONSUMED is not a state here: it is "available = 0"). */
export const LOT_STATUS = {
  pending: 'PENDING_QC', released: 'RELEASED', hold: 'HOLD', rejected: 'REJECTED', recalled: 'RECALLED',
} as const;
export type LotStatus = (typeof LOT_STATUS)[keyof typeof LOT_STATUS];

/**
 * Quantities are decimal(18,4). PostgreSQL and MariaDB compute on exact decimals; SQLite keeps doubles, so
 * every comparison in SQL allows half a unit of the fourth decimal (10 − 9.9 − 0.1 is not quite 0 there).
 */
export const QTY_EPSILON = 0.00005;

/** The lot list filter (`availableQty=…`) of lots with something left to consume or ship. */
export const LOT_HAS_STOCK = `> ${QTY_EPSILON}`;

export const INSPECTION_RESULT = { pass: 'PASS', fail: 'FAIL' } as const;
export type InspectionResult = (typeof INSPECTION_RESULT)[keyof typeof INSPECTION_RESULT];

export const INSPECTION_STAGE = {
  incoming: 'INCOMING', inProcess: 'IN_PROCESS', final: 'FINAL', outgoing: 'OUTGOING', thirdParty: 'THIRD_PARTY', sampling: 'SAMPLING',
} as const;

/**
 * The lots each inspection is for (GB 14881 §9: 进货查验 of what is bought, 过程检验 during production, 出厂检验 and
 * 发货检验 of products); a third party or a supervisory sampling (监督抽检) may test any lot. So an incoming check
 * cannot release finished goods.
 */
export const STAGE_LOT_KINDS: Readonly<Record<string, readonly LotKind[]>> = {
  [INSPECTION_STAGE.incoming]: [LOT_KIND.raw],
  [INSPECTION_STAGE.inProcess]: [LOT_KIND.wip, LOT_KIND.finished],
  [INSPECTION_STAGE.final]: [LOT_KIND.finished],
  [INSPECTION_STAGE.outgoing]: [LOT_KIND.finished],
};

/** Kinds of related organisation (own organisations have their own list). */
export const ORG_TYPE = {
  supplier: 'SUPPLIER', logistics: 'LOGISTICS', retailer: 'RETAILER', distributor: 'DISTRIBUTOR', inspection: 'INSPECTION',
} as const;

export const CODE_STATUS = { active: 'ACTIVE', void: 'VOID', recalled: 'RECALLED' } as const;
export type CodeStatus = (typeof CODE_STATUS)[keyof typeof CODE_STATUS];

/**
 * 单品码 / 箱码 (TRACEABILITY.md §4.4 "aggregate case → items", EPCIS AggregationEvent packing): an item code is
 * on each item a consumer buys; a case code is on a shipping case and holds the item codes packed into it, so one
 * scan of the case ships every item in it.
 */
export const CODE_LEVEL = { item: 'ITEM', case: 'CASE' } as const;
export type CodeLevel = (typeof CODE_LEVEL)[keyof typeof CODE_LEVEL];
/** Most items one case holds (箱规): a case of bottles is 6–48, a carton of sachets a few hundred. */
export const MAX_PER_CASE = 1000;

/**
 * From this many scans of one code the public page stops saying "maybe someone else looked" and warns of a
 * copied code in red: a bought item is scanned a few times, not ten (DOMAIN.md §4, counterfeit signals).
 */
export const REPEAT_SCAN_ALERT = 10;

/** What a public lookup found; kept on every scan so the dashboard's alerts are plain SQL. */
export const SCAN_RESULT = { ok: 'OK', void: 'VOID', recalled: 'RECALLED', unknown: 'UNKNOWN' } as const;
/** The signals of 窜货与异常扫码 (dashboard alerts), each settled per code by a 处理 record. */
export const SIGNAL_KIND = { repeated: 'REPEATED', invalid: 'INVALID', diversion: 'DIVERSION' } as const;
export type SignalKind = (typeof SIGNAL_KIND)[keyof typeof SIGNAL_KIND];
/** The conclusions of a settled signal (ft_signal_resolution). */
export const SIGNAL_RESOLUTION = { normal: 'NORMAL', counterfeit: 'COUNTERFEIT', diverted: 'DIVERTED', other: 'OTHER' } as const;
/** A `{ key: 'CODE' }` constant's codes as a tuple, for a schema's enum: the bodies accept exactly the constant's codes. */
export const codesOf = <T extends Record<string, string>>(c: T) => Object.values(c) as [T[keyof T], ...Array<T[keyof T]>];
export type ScanResult = (typeof SCAN_RESULT)[keyof typeof SCAN_RESULT];

export const PROCESS_STATUS = { planned: 'PLANNED', done: 'DONE' } as const;
export const STEP_RESULT = { ok: 'OK', deviation: 'DEVIATION' } as const;
export const SUGGEST_STATUS = { new: 'NEW', processing: 'PROCESSING', replied: 'REPLIED', closed: 'CLOSED' } as const;
export const SUGGEST_SOURCE = { publicPage: 'PUBLIC', phone: 'PHONE', other: 'OTHER' } as const;
export const PUBLISH_STATUS = { draft: 'DRAFT', published: 'PUBLISHED', offline: 'OFFLINE' } as const;
/** 召回 (食品召回管理办法) and the yearly mock recall that proves the plan works (TRACEABILITY.md §4.3). */
export const RECALL_TYPE = { real: 'REAL', mock: 'MOCK' } as const;
export type RecallType = (typeof RECALL_TYPE)[keyof typeof RECALL_TYPE];
export const RECALL_STATUS = { open: 'OPEN', closed: 'CLOSED' } as const;
/** A recall's reason is at most this long (ft_recall.reason; the start form's counter). */
export const RECALL_REASON_MAX = 500;
/**
 * How recalled food is disposed of (食品召回管理办法 Art. 22): destroyed or made harmless; food recalled for its
 * label or marking only (a level-3 recall) may be remedied and sold again where its safety is assured.
 */
export const DISPOSAL_METHOD = { destroy: 'DESTROY', harmless: 'HARMLESS', remedy: 'REMEDY' } as const;
/**
 * How long a recall may take (食品召回管理办法 Art. 13 and 20: a level-1 recall starts within 24 hours and is
 * completed within 10 working days, level 2 48 h / 20, level 3 72 h / 30); a mock recall is timed against the
 * industry benchmark of a whole trace within 4 hours (BRCGS 3.9).
 */
export const RECALL_TARGETS = {
  levels: { '1': { startHours: 24, workingDays: 10 }, '2': { startHours: 48, workingDays: 20 }, '3': { startHours: 72, workingDays: 30 } },
  mockHours: 4,
} as const;
export type RecallLevel = keyof typeof RECALL_TARGETS.levels;

/** A recall's clock read out (report, workbook and screen alike): 45 分钟, 2 小时 35 分. */
export const elapsedText = (minutes: number): string =>
  (minutes >= 60 ? `${Math.floor(minutes / 60)} 小时 ${minutes % 60} 分` : `${minutes} 分钟`);

export const YES = '1';
export const NO = '0';

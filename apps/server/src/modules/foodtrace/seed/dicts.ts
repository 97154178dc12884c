import { ASSESS_METHOD_ITEMS, TRAINING_KIND_ITEMS, INSTRUMENT_KIND_ITEMS, CALIBRATION_METHOD_ITEMS, INSTRUMENT_STATUS_ITEMS, CLEANING_TYPE_ITEMS, CLEANING_RESULT_ITEMS, SAFETY_CHECK_KIND_ITEMS, SAFETY_CHECK_RESULT_ITEMS, SAFETY_RISK_ITEMS, TRANSIT_STATE_ITEMS, TRANSIT_RESOLUTION_ITEMS, CERT_TYPE_ITEMS, DISPOSAL_METHOD, FT_DICT, LOT_DISPOSAL_METHOD_ITEMS, CCP_STATE_ITEMS, CCP_PRODUCT_ACTION_ITEMS, ALLERGEN_ITEMS, SIGNAL_RESOLUTION, SUPPLIER_STATUS_ITEMS, EVALUATION_METHOD_ITEMS } from '@foodtrace/contracts';
import type { DictSeed } from '../../system/seed/dicts.ts';

/**
 * The food-traceability dictionaries. Values are the constants of contracts/foodtrace/codes.ts (the rules
 * compare against them); texts follow the Chinese regulations' wording (食品安全法, 食品召回管理办法, GB 7718).
 */
export const FOODTRACE_DICTS: DictSeed[] = [
  { code: FT_DICT.lotKind, name: '批次类别', items: [['RAW', '原料批次'], ['WIP', '半成品批次'], ['FINISHED', '成品批次']] },
  { code: FT_DICT.lotStatus, name: '批次状态', items: [['PENDING_QC', '待检验'], ['RELEASED', '已放行'], ['HOLD', '暂停放行'], ['REJECTED', '不合格'], ['RECALLED', '已召回']] },
  { code: FT_DICT.inspectionStage, name: '检验类别', items: [['INCOMING', '进货检验'], ['IN_PROCESS', '过程检验'], ['FINAL', '出厂检验'], ['OUTGOING', '发货检验'], ['THIRD_PARTY', '第三方检验'], ['SAMPLING', '监督抽检']] },
  { code: FT_DICT.inspectionResult, name: '检验结论', items: [['PASS', '合格'], ['FAIL', '不合格']] },
  { code: FT_DICT.orgType, name: '组织类别', items: [['SUPPLIER', '供应商'], ['LOGISTICS', '物流承运商'], ['RETAILER', '零售商'], ['DISTRIBUTOR', '经销商'], ['INSPECTION', '检验机构']] },
  { code: FT_DICT.docType, name: '单据类型', items: [['DN', '送货单'], ['PO', '采购订单'], ['INV', '发票'], ['COA', '检验合格证明'], ['BOL', '运单'], ['OUT', '出库单']] },
  { code: FT_DICT.unit, name: '计量单位', items: [['kg', '千克'], ['t', '吨'], ['L', '升'], ['bottle', '瓶'], ['box', '盒'], ['case', '箱'], ['bag', '袋'], ['piece', '个']] },
  { code: FT_DICT.storageCondition, name: '贮存条件', items: [['AMBIENT', '常温'], ['COOL', '阴凉干燥'], ['CHILLED', '冷藏 2–6℃'], ['FROZEN', '冷冻 ≤ -18℃']] },
  { code: FT_DICT.suggestStatus, name: '建议处理状态', items: [['NEW', '待处理'], ['PROCESSING', '处理中'], ['REPLIED', '已回复'], ['CLOSED', '已关闭']] },
  { code: FT_DICT.suggestSource, name: '建议来源', items: [['PUBLIC', '扫码页面'], ['PHONE', '电话'], ['OTHER', '其他']] },
  { code: FT_DICT.codeLevel, name: '追溯码类型', items: [['ITEM', '单品码'], ['CASE', '箱码']] },
  { code: FT_DICT.transitState, name: '在途温度', items: [...TRANSIT_STATE_ITEMS] },
  { code: FT_DICT.transitResolution, name: '在途超温评估结论', items: [...TRANSIT_RESOLUTION_ITEMS] },
  { code: FT_DICT.codeStatus, name: '追溯码状态', items: [['ACTIVE', '有效'], ['VOID', '已作废'], ['RECALLED', '已召回']] },
  { code: FT_DICT.scanResult, name: '扫码结果', items: [['OK', '正常'], ['VOID', '作废码'], ['RECALLED', '召回批次'], ['UNKNOWN', '无效码']] },
  { code: FT_DICT.processStatus, name: '加工状态', items: [['PLANNED', '计划中'], ['DONE', '已完成']] },
  { code: FT_DICT.stepResult, name: '工序结果', items: [['OK', '正常'], ['DEVIATION', '偏差']] },
  { code: FT_DICT.crudeCategory, name: '原料类别', items: [['RAW', '主料'], ['AUXILIARY', '辅料'], ['ADDITIVE', '食品添加剂'], ['PACKAGING', '包装材料']] },
  { code: FT_DICT.publishStatus, name: '发布状态', items: [['DRAFT', '草稿'], ['PUBLISHED', '已发布'], ['OFFLINE', '已下线']] },
  { code: FT_DICT.announceType, name: '公告类型', items: [['NOTICE', '通知公告'], ['RECALL', '召回公告'], ['WARNING', '风险警示'], ['KNOWLEDGE', '食品安全科普']] },
  { code: FT_DICT.fileType, name: '文件类型', items: [['REPORT', '检验报告'], ['CERTIFICATE', '资质证书'], ['IMAGE', '图片'], ['OTHER', '其他']] },
  { code: FT_DICT.recallType, name: '召回类型', items: [['REAL', '召回'], ['MOCK', '模拟召回']] },
  { code: FT_DICT.recallLevel, name: '召回级别', items: [['1', '一级召回'], ['2', '二级召回'], ['3', '三级召回']] },
  { code: FT_DICT.recallStatus, name: '召回状态', items: [['OPEN', '进行中'], ['CLOSED', '已结束']] },
  { code: FT_DICT.signalResolution, name: '异常扫码处理结论', items: [[SIGNAL_RESOLUTION.normal, '核实无异常'], [SIGNAL_RESOLUTION.counterfeit, '确认假冒，已投诉或报案'], [SIGNAL_RESOLUTION.diverted, '确认窜货，已处理经销商'], [SIGNAL_RESOLUTION.other, '其他']] },
  { code: FT_DICT.disposalMethod, name: '召回食品处置方式', items: [[DISPOSAL_METHOD.destroy, '销毁'], [DISPOSAL_METHOD.harmless, '无害化处理'], [DISPOSAL_METHOD.remedy, '补救后继续销售（仅标签、标识问题）']] },
  // Empty on purpose: the dates come from the State Council's notice of each year, and a wrong one would move a
  // legal deadline. Until they are entered, the recall clock skips weekends only.
  { code: FT_DICT.holiday, name: '法定节假日（召回期限不计入）', description: '按国务院办公厅当年的放假通知，每个放假日一项：数据值为日期（YYYY-MM-DD），名称如“春节”。', items: [] },
  { code: FT_DICT.makeupWorkday, name: '调休上班日（召回期限计入）', description: '放假通知中周末调休上班的日期，每天一项：数据值为日期（YYYY-MM-DD），名称如“春节调休”。', items: [] },
  { code: FT_DICT.notifyMethod, name: '通知方式', items: [['PHONE', '电话'], ['SMS', '短信'], ['EMAIL', '电子邮件'], ['VISIT', '上门'], ['NOTICE', '书面通知']] },
  { code: FT_DICT.certType, name: '证照类型', items: [...CERT_TYPE_ITEMS] },
  { code: FT_DICT.safetyCheckKind, name: '食品安全自查类型', items: [...SAFETY_CHECK_KIND_ITEMS] },
  { code: FT_DICT.safetyCheckResult, name: '食品安全自查结论', items: [...SAFETY_CHECK_RESULT_ITEMS] },
  { code: FT_DICT.restDay, name: '停产日（日管控不计）', description: '不生产、无需日管控的日子，每项一天：数据值为日期（YYYY-MM-DD），名称如“国庆停产检修”；每周固定停产的，数据值为星期（1 为周一，7 为周日），名称如“每周日停产”。周排查、月调度照常。', items: [] },
  { code: FT_DICT.safetyRiskItem, name: '食品安全风险管控清单', description: '日管控逐项检查的内容，按本企业的风险管控清单增删。', items: [...SAFETY_RISK_ITEMS] },
  { code: FT_DICT.trainingKind, name: '培训类别', items: [...TRAINING_KIND_ITEMS] },
  { code: FT_DICT.assessMethod, name: '考核方式', items: [...ASSESS_METHOD_ITEMS] },
  { code: FT_DICT.instrumentKind, name: '计量器具类别', items: [...INSTRUMENT_KIND_ITEMS] },
  { code: FT_DICT.calibrationMethod, name: '检定/校准方式', items: [...CALIBRATION_METHOD_ITEMS] },
  { code: FT_DICT.instrumentStatus, name: '计量器具状态', items: [...INSTRUMENT_STATUS_ITEMS] },
  { code: FT_DICT.cleaningType, name: '清洗方式', items: [...CLEANING_TYPE_ITEMS] },
  { code: FT_DICT.cleaningResult, name: '清洗验证结果', items: [...CLEANING_RESULT_ITEMS] },
  { code: FT_DICT.lotDisposalMethod, name: '不合格品处置方式', items: [...LOT_DISPOSAL_METHOD_ITEMS] },
  { code: FT_DICT.ccpState, name: '关键控制点纠偏状态', items: [...CCP_STATE_ITEMS] },
  { code: FT_DICT.allergen, name: '致敏物质', description: 'GB 7718—2025 要求标示的八类致敏物质', items: [...ALLERGEN_ITEMS] },
  { code: FT_DICT.supplierStatus, name: '供货资格', description: '合格供方名录：供应商对某原料的供货资格', items: [...SUPPLIER_STATUS_ITEMS] },
  { code: FT_DICT.evaluationMethod, name: '供应商评价方式', items: [...EVALUATION_METHOD_ITEMS] },
  { code: FT_DICT.ccpProductAction, name: 'CCP 偏差产品处理', items: [...CCP_PRODUCT_ACTION_ITEMS] },
  { code: FT_DICT.sellType, name: '销售地类型', items: [['REGION', '销售区域'], ['STORE', '门店'], ['DEALER', '经销网点']] },
];

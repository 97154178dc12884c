import {
  FT_PERMS, FT_PERM_LABELS, anounsResource, ccpCorrectionResource, checkoutResource, codeBatchResource, consumerSuggestResource,
  crudePutinResource, crudeResource, fileManageResource, finishFlowResource, finishPutinResource, foodAdResource,
  foodCodeResource, lotDisposalResource, supplierApprovalResource, lotResource, officeCertResource, officeTypeResource, originCodeResource, outputwarehouseResource, processResource,
  productResource, productTypeResource, recallResource, relationOfficeResource, safetyCheckResource, selfOfficeResource, sellOriginResource, staffHealthResource, staffTrainingResource, technologyResource, instrumentResource, trainingPlanResource, cleaningResource, lotHoldResource, productionLineResource,
  type ResourceDef,
} from '@foodtrace/contracts';
import type { MenuSeed } from '../../system/seed/menus.ts';

/**
 * The 食品溯源 menu with every view of spec §2.3 (component strings exactly as the spec names them) and the
 * dashboards. Ids are fixed (an administrator's later edits are kept).
 */
const ROOT = 'f7d00000000000000000000000000001';
const DASHBOARD = 'f7d00000000000000000000000000002';

const buttons = (...codes: string[]) => codes.map((code) => ({ code, name: FT_PERM_LABELS[code] }));

function view(n: number, name: string, url: string, component: string, icon: string, resource?: ResourceDef, extra: Partial<MenuSeed> = {}): MenuSeed {
  return {
    id: `f7d0000000000000000000000000${String(100 + n).padStart(4, '0')}`, parentId: ROOT, name, url: `/foodtrace/${url}`,
    component: `foodtrace/${component}`, componentName: component, icon, sortNo: n, keepAlive: true, resource, ...extra,
  };
}

export const FOODTRACE_MENUS: MenuSeed[] = [
  { id: ROOT, name: '食品溯源', url: '/foodtrace', component: 'layouts/RouteView', componentName: 'RouteView', icon: 'safety', sortNo: 10 },
  view(1, '追溯查询', 'traceability', 'traceability', 'apartment', lotResource, { buttons: buttons(FT_PERMS.traceQuery, FT_PERMS.traceExportEpcis, FT_PERMS.traceExportFsma, FT_PERMS.traceReport, FT_PERMS.lotRecall) }),
  view(2, '产品类型', 'productType', 'ProductTypeManageList', 'cluster', productTypeResource),
  view(3, '产品管理', 'product', 'ProductManageList', 'shopping', productResource, { buttons: buttons(FT_PERMS.productFormula, FT_PERMS.productFormulaEdit) }),
  view(4, '生产工艺', 'technology', 'PproductTechnologyManageList', 'deployment-unit', technologyResource),
  view(5, '原料管理', 'crude', 'FoodCrudeList', 'experiment', crudeResource),
  view(6, '原料入库', 'crudePutin', 'FoodCrudePutinList', 'import', crudePutinResource, { buttons: buttons(FT_PERMS.intakeTransit) }),
  view(7, '加工记录', 'process', 'FoodProccessList', 'build', processResource, { buttons: buttons(FT_PERMS.processRecord) }),
  view(8, '质检记录', 'checkout', 'ProductCheckoutList', 'audit', checkoutResource, { buttons: buttons(FT_PERMS.checkoutRecord) }),
  view(9, '成品入库', 'finishPutin', 'FinishPutinManageList', 'inbox', finishPutinResource),
  view(10, '出库发货', 'outputwarehouse', 'OutputwarehouseList', 'export', outputwarehouseResource, { buttons: buttons(FT_PERMS.shipmentRecord, FT_PERMS.shipmentScanCodes, FT_PERMS.shipmentTransit) }),
  view(11, '成品流向', 'finishFlow', 'FinishFlowManageList', 'branches', finishFlowResource),
  view(12, '追溯码管理', 'foodCodeManage', 'FoodCodeManageList', 'qrcode', codeBatchResource,
    { buttons: buttons(FT_PERMS.codeGenerate, FT_PERMS.codeVoid, FT_PERMS.codeExport, FT_PERMS.codePack) }),
  view(13, '产品追溯码', 'codeFood', 'CodeFoodList', 'barcode', foodCodeResource),
  view(14, '按日期查码', 'codeDate', 'CodeDatePickerList', 'calendar'),
  view(15, '追溯码详情', 'codeView', 'CodeView', 'file-search', undefined, { hidden: true }),
  view(16, '产地管理', 'originCode', 'FoodOriginCodeList', 'environment', originCodeResource),
  view(17, '销售地管理', 'sellOrigin', 'SellOriginList', 'shop', sellOriginResource),
  view(18, '本单位', 'selfOffice', 'SelfOfficeList', 'bank', selfOfficeResource),
  view(19, '相关组织', 'relationOffice', 'RelationOfficeList', 'team', relationOfficeResource),
  view(20, '组织类型', 'officeType', 'OfficeTypeManageList', 'tags', officeTypeResource),
  view(21, '组织详情', 'officeDetail', 'OfficeDetail', 'profile', undefined, { hidden: true }),
  view(22, '广告管理', 'foodAd', 'FoodAdList', 'picture', foodAdResource),
  view(23, '食品安全公告', 'anouns', 'AnounsList', 'notification', anounsResource),
  view(24, '消费者建议', 'consumerSuggest', 'FoodConsumerSuggestList', 'message', consumerSuggestResource),
  view(25, '文件管理', 'fileManage', 'FileManageList', 'folder', fileManageResource),
  view(26, '召回管理', 'recall', 'RecallList', 'rollback', recallResource,
    { buttons: buttons(FT_PERMS.recallMock, FT_PERMS.recallNotify, FT_PERMS.recallSendNotice, FT_PERMS.recallDispose, FT_PERMS.recallClose, FT_PERMS.recallReport, FT_PERMS.recallDrillPlan) }),
  // the warehouse's scanning station (扫码出库, 装箱关联) for a handheld terminal: its calls are those of 出库发货 and 追溯码管理
  view(27, '扫码作业', 'scanStation', 'ScanStation', 'scan'),
  // after 相关组织 in the menu (sortNo between 19 and 20), with an id of its own after the others
  view(28, '资质证照', 'officeCert', 'OfficeCertList', 'solution', officeCertResource, { sortNo: 19.5 }),
  // after 质检记录 (sortNo 8): what becomes of the lots an inspection rejected
  view(29, '不合格品处置', 'lotDisposal', 'LotDisposalList', 'tool', lotDisposalResource, { sortNo: 8.5 }),
  // after 加工记录 (sortNo 7): what was done when a run missed a critical limit
  view(30, 'CCP 纠偏', 'ccpCorrection', 'CcpCorrectionList', 'control', ccpCorrectionResource, { sortNo: 7.5 }),
  // after 资质证照 (sortNo 19.5): which supplier may deliver which raw material
  view(31, '合格供方', 'supplierApproval', 'SupplierApprovalList', 'idcard', supplierApprovalResource, { sortNo: 19.6 }),
  // after 成品入库 (sortNo 9): what is in stock, lot by lot; read through 追溯查询's lot list (its code and data rules)
  view(32, '批次库存', 'lotStock', 'LotStockList', 'database', undefined, { sortNo: 9.5 }),
  // after 合格供方 (sortNo 19.6): the papers a regulator asks for at every visit, the people's with the suppliers'
  view(33, '健康证明', 'staffHealth', 'StaffHealthList', 'medicine-box', staffHealthResource, { sortNo: 19.7 }),
  // after 健康证明 (sortNo 19.7): the plant's own daily, weekly and monthly check (令第 60 号), which a regulator asks for too
  view(34, '食品安全自查', 'safetyCheck', 'SafetyCheckList', 'schedule', safetyCheckResource, { sortNo: 19.8 }),
  // beside 健康证明 (sortNo 19.7): the same people's food-safety training and its assessment (GB 14881 第 13 章)
  view(35, '培训考核', 'staffTraining', 'StaffTrainingList', 'read', staffTrainingResource, { sortNo: 19.75 }),
  // after 食品安全自查 (sortNo 19.8): the instruments whose readings the inspections and the CCP records rest on
  view(36, '计量器具', 'instrument', 'InstrumentList', 'aim', instrumentResource, { sortNo: 19.85 }),
  // before 培训考核 (sortNo 19.75): the year's training plan, which its sessions carry out (GB 14881 13.3)
  // after CCP 纠偏 (sortNo 7.5): the cleaning of the lines the runs are judged by (GB 14881 8.2)
  view(38, '清洗消毒', 'cleaning', 'CleaningList', 'file-text', cleaningResource, { sortNo: 7.6 }),
  view(37, '培训计划', 'trainingPlan', 'TrainingPlanList', 'project', trainingPlanResource, { sortNo: 19.72 }),
  // after 生产工艺 (sortNo 4): the lines 加工记录 and 清洗消毒 choose from, and how long a cleaning keeps each clean
  view(39, '生产线', 'productionLine', 'ProductionLineList', 'hdd', productionLineResource, { sortNo: 4.5 }),
  // before 不合格品处置 (sortNo 8.5): a lot stopped while a doubt is looked into, and released or then disposed of
  view(40, '质量暂扣', 'lotHold', 'LotHoldList', 'lock', lotHoldResource, { sortNo: 8.4 }),

  { id: DASHBOARD, name: '溯源看板', url: '/dashboard', component: 'layouts/RouteView', componentName: 'RouteView', icon: 'dashboard', sortNo: 5, buttons: buttons(FT_PERMS.dashboardView) },
  { id: 'f7d00000000000000000000000000201', parentId: DASHBOARD, name: '溯源统计', url: '/dashboard/foodChart', component: 'dashboard/FoodChart', componentName: 'FoodChart', icon: 'line-chart', sortNo: 1 },
  { id: 'f7d00000000000000000000000000202', parentId: DASHBOARD, name: '产品类型分布', url: '/dashboard/foodTypeChart', component: 'dashboard/FoodTypeChart', componentName: 'FoodTypeChart', icon: 'pie-chart', sortNo: 2 },
  { id: 'f7d00000000000000000000000000203', parentId: DASHBOARD, name: '销售地图', url: '/dashboard/chinaMap', component: 'dashboard/ChinaMap', componentName: 'ChinaMap', icon: 'global', sortNo: 3 },
  { id: 'f7d00000000000000000000000000204', parentId: DASHBOARD, name: '窜货与异常扫码', url: '/dashboard/userConflict', component: 'dashboard/UserConflict', componentName: 'UserConflict', icon: 'alert', sortNo: 4, buttons: buttons(FT_PERMS.signalHandle) },
];

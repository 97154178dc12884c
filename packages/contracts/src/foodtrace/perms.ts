/**
 * Permission codes of the food-traceability routes that are not generic resource codes (docs/foodtrace-api.md).
 * Each is seeded as a button row under its screen's menu, so the administrator role holds it.
 * Detail reads reuse the resource's `queryById` code and step editing its `edit` code.
 */
export const FT_PERMS = {
  processRecord: 'foodtrace:process:record',
  checkoutRecord: 'foodtrace:checkout:record',
  shipmentRecord: 'foodtrace:outputwarehouse:record',
  shipmentScanCodes: 'foodtrace:outputwarehouse:scanCodes',
  lotRecall: 'foodtrace:lot:recall',
  recallMock: 'foodtrace:recall:mock',
  recallNotify: 'foodtrace:recall:notify',
  recallSendNotice: 'foodtrace:recall:sendNotice',
  recallDispose: 'foodtrace:recall:dispose',
  recallClose: 'foodtrace:recall:close',
  recallReport: 'foodtrace:recall:exportReport',
  recallDrillPlan: 'foodtrace:recall:drillPlan',
  traceQuery: 'foodtrace:trace:query',
  traceExportEpcis: 'foodtrace:trace:exportEpcis',
  traceExportFsma: 'foodtrace:trace:exportFsma',
  traceReport: 'foodtrace:trace:report',
  codeGenerate: 'foodtrace:foodCode:generate',
  codeVoid: 'foodtrace:foodCode:void',
  codeExport: 'foodtrace:foodCode:exportCsv',
  codePack: 'foodtrace:foodCode:pack',
  dashboardView: 'foodtrace:dashboard:view',
  signalHandle: 'foodtrace:dashboard:handleSignal',
} as const;

export const FT_PERM_LABELS: Record<string, string> = {
  [FT_PERMS.processRecord]: '登记加工(投料/产出/工序)',
  [FT_PERMS.checkoutRecord]: '登记质检(含检验项目)',
  [FT_PERMS.shipmentRecord]: '登记发货(含明细)',
  [FT_PERMS.shipmentScanCodes]: '扫码出库(关联追溯码)',
  [FT_PERMS.lotRecall]: '批次召回',
  [FT_PERMS.recallMock]: '发起模拟召回',
  [FT_PERMS.recallNotify]: '登记召回通知与回收',
  [FT_PERMS.recallSendNotice]: '发送召回通知邮件',
  [FT_PERMS.recallDispose]: '登记召回计划报告与处置',
  [FT_PERMS.recallClose]: '结束召回',
  [FT_PERMS.recallReport]: '导出召回报告',
  [FT_PERMS.recallDrillPlan]: '查看模拟召回演练计划',
  [FT_PERMS.traceQuery]: '正向/反向追溯与图谱',
  [FT_PERMS.traceExportEpcis]: '导出 EPCIS 事件',
  [FT_PERMS.traceExportFsma]: '导出 FSMA 204 表格',
  [FT_PERMS.traceReport]: '批次追溯报告(打印)',
  [FT_PERMS.codeGenerate]: '生成追溯码',
  [FT_PERMS.codeVoid]: '作废追溯码',
  [FT_PERMS.codeExport]: '导出追溯码',
  [FT_PERMS.codePack]: '装箱关联(箱码与单品码)',
  [FT_PERMS.dashboardView]: '查看溯源看板',
  [FT_PERMS.signalHandle]: '处理异常扫码',
};

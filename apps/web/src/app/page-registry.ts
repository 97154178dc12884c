import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * Menu `component` strings (reference/JEECG.md §1.4, e.g. 'system/UserList') → lazily loaded pages.
 * Pages live under pages/ at the path the component string names, so adding a screen is one line here.
 * Each page is its own chunk: the login page never loads any of them (DESIGN.md §6).
 */
export const PAGE_REGISTRY: Readonly<Record<string, PageLoader>> = {
  'dashboard/Analysis': () => import('@/pages/dashboard/Analysis'),
  'system/PositionList': () => import('@/pages/system/PositionList'),
  'system/UserList': () => import('@/pages/system/UserList'),
  'system/RoleList': () => import('@/pages/system/RoleList'),
  'system/PermissionList': () => import('@/pages/system/PermissionList'),
  'system/DepartList': () => import('@/pages/system/DepartList'),
  'system/TenantList': () => import('@/pages/system/TenantList'),
  'system/LogList': () => import('@/pages/system/LogList'),
  'system/OnlineUserList': () => import('@/pages/system/OnlineUserList'),
  'system/QuartzJobList': () => import('@/pages/system/QuartzJobList'),
  'system/FillRuleList': () => import('@/pages/system/FillRuleList'),
  'system/MessageTemplateList': () => import('@/pages/system/MessageTemplateList'),
  'system/DataSourceList': () => import('@/pages/system/DataSourceList'),
  'system/OssFileList': () => import('@/pages/system/OssFileList'),
  'system/GatewayRouteList': () => import('@/pages/system/GatewayRouteList'),
  'system/MessageList': () => import('@/pages/system/MessageList'),
  'system/AddressList': () => import('@/pages/system/AddressList'),
  'system/DataLogList': () => import('@/pages/system/DataLogList'),
  'system/ServerMonitor': () => import('@/pages/system/ServerMonitor'),
  'system/DictList': () => import('@/pages/system/DictList'),
  'system/SysCategoryList': () => import('@/pages/system/CategoryList'),
  'system/SysCheckRuleList': () => import('@/pages/system/CheckRuleList'),
  'system/SysAnnouncementList': () => import('@/pages/system/AnnouncementList'),
  'system/UserAnnouncementList': () => import('@/pages/isps/UserAnnouncementList'),
  'account/center/Index': () => import('@/pages/account/center/Index'),
  'account/settings/Index': () => import('@/pages/account/settings/Index'),
  'demo/QueryCronDemo': () => import('@/pages/demo/QueryCronDemo'),
  'demo/EditableTableDemo': () => import('@/pages/demo/EditableTableDemo'),
  'demo/DictWidgetsDemo': () => import('@/pages/demo/DictWidgetsDemo'),
  'demo/PickersDemo': () => import('@/pages/demo/PickersDemo'),
  'demo/UploadEditorsDemo': () => import('@/pages/demo/UploadEditorsDemo'),
  'demo/ExcelDemo': () => import('@/pages/demo/ExcelDemo'),
  'dashboard/FoodChart': () => import('@/pages/dashboard/FoodChart'),
  'dashboard/FoodTypeChart': () => import('@/pages/dashboard/FoodTypeChart'),
  'dashboard/ChinaMap': () => import('@/pages/dashboard/ChinaMap'),
  'dashboard/UserConflict': () => import('@/pages/dashboard/UserConflict'),
  'foodtrace/AdDetail': () => import('@/pages/foodtrace/AdDetail'),
  'foodtrace/AnounsList': () => import('@/pages/foodtrace/AnounsList'),
  'foodtrace/CodeBase': () => import('@/pages/foodtrace/CodeBase'),
  'foodtrace/CodeDatePickerList': () => import('@/pages/foodtrace/CodeDatePickerList'),
  'foodtrace/CodeFoodList': () => import('@/pages/foodtrace/CodeFoodList'),
  'foodtrace/CodeView': () => import('@/pages/foodtrace/CodeView'),
  'foodtrace/ScanStation': () => import('@/pages/foodtrace/ScanStation'),
  'foodtrace/FileManageList': () => import('@/pages/foodtrace/FileManageList'),
  'foodtrace/FinishFlowManageList': () => import('@/pages/foodtrace/FinishFlowManageList'),
  'foodtrace/FinishPutinManageList': () => import('@/pages/foodtrace/FinishPutinManageList'),
  'foodtrace/FoodAdList': () => import('@/pages/foodtrace/FoodAdList'),
  'foodtrace/FoodCodeManageList': () => import('@/pages/foodtrace/FoodCodeManageList'),
  'foodtrace/FoodConsumerSuggestList': () => import('@/pages/foodtrace/FoodConsumerSuggestList'),
  'foodtrace/FoodCrudeList': () => import('@/pages/foodtrace/FoodCrudeList'),
  'foodtrace/FoodCrudePutinList': () => import('@/pages/foodtrace/FoodCrudePutinList'),
  'foodtrace/FoodOriginCodeList': () => import('@/pages/foodtrace/FoodOriginCodeList'),
  'foodtrace/FoodProccessList': () => import('@/pages/foodtrace/FoodProccessList'),
  'foodtrace/OfficeCertList': () => import('@/pages/foodtrace/OfficeCertList'),
  'foodtrace/StaffHealthList': () => import('@/pages/foodtrace/StaffHealthList'),
  'foodtrace/SafetyCheckList': () => import('@/pages/foodtrace/SafetyCheckList'),
  'foodtrace/StaffTrainingList': () => import('@/pages/foodtrace/StaffTrainingList'),
  'foodtrace/InstrumentList': () => import('@/pages/foodtrace/InstrumentList'),
  'foodtrace/TrainingPlanList': () => import('@/pages/foodtrace/TrainingPlanList'),
  'foodtrace/CleaningList': () => import('@/pages/foodtrace/CleaningList'),
  'foodtrace/LotHoldList': () => import('@/pages/foodtrace/LotHoldList'),
  'foodtrace/ProductionLineList': () => import('@/pages/foodtrace/ProductionLineList'),
  'foodtrace/SupplierApprovalList': () => import('@/pages/foodtrace/SupplierApprovalList'),
  'foodtrace/LotDisposalList': () => import('@/pages/foodtrace/LotDisposalList'),
  'foodtrace/LotStockList': () => import('@/pages/foodtrace/LotStockList'),
  'foodtrace/CcpCorrectionList': () => import('@/pages/foodtrace/CcpCorrectionList'),
  'foodtrace/OfficeDetail': () => import('@/pages/foodtrace/OfficeDetail'),
  'foodtrace/OfficeTypeManageList': () => import('@/pages/foodtrace/OfficeTypeManageList'),
  'foodtrace/OutputwarehouseList': () => import('@/pages/foodtrace/OutputwarehouseList'),
  'foodtrace/PproductTechnologyManageList': () => import('@/pages/foodtrace/PproductTechnologyManageList'),
  'foodtrace/ProductCheckoutList': () => import('@/pages/foodtrace/ProductCheckoutList'),
  'foodtrace/ProductManageList': () => import('@/pages/foodtrace/ProductManageList'),
  'foodtrace/ProductTypeManageList': () => import('@/pages/foodtrace/ProductTypeManageList'),
  'foodtrace/RelationOfficeList': () => import('@/pages/foodtrace/RelationOfficeList'),
  'foodtrace/RecallList': () => import('@/pages/foodtrace/RecallList'),
  'foodtrace/SelfOfficeList': () => import('@/pages/foodtrace/SelfOfficeList'),
  'foodtrace/SellOriginList': () => import('@/pages/foodtrace/SellOriginList'),
  'foodtrace/traceability': () => import('@/pages/foodtrace/traceability'),
  'exception/403': () => import('@/pages/exception/403'),
  'exception/404': () => import('@/pages/exception/404'),
  'exception/500': () => import('@/pages/exception/500'),
};

/** Route containers: they render their child route, never a page of their own. */
export const CONTAINER_COMPONENTS: ReadonlySet<string> = new Set(['layouts/RouteView', 'layouts/PageView']);

/** A menu entry showing meta.url inside the layout. */
export const IFRAME_COMPONENT = 'layouts/IframePageView';

export type PageKind =
  | { kind: 'container' }
  | { kind: 'iframe' }
  | { kind: 'page'; load: PageLoader }
  | { kind: 'unknown' };

export function resolvePage(component: string | null | undefined): PageKind {
  const name = (component ?? '').trim().replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '');
  if (!name || CONTAINER_COMPONENTS.has(name)) return { kind: 'container' };
  if (name === IFRAME_COMPONENT) return { kind: 'iframe' };
  // hasOwn: a component string from the database must not reach Object.prototype ('constructor', …).
  return Object.hasOwn(PAGE_REGISTRY, name) ? { kind: 'page', load: PAGE_REGISTRY[name] } : { kind: 'unknown' };
}

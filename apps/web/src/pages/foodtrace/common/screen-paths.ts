import type { MenuItem } from '@foodtrace/contracts';

/**
 * The route of a screen named by its component string ('foodtrace/ProductCheckoutList'), looked up in the
 * user's menu: paths come from the server menu (spec §2.1) and an administrator may change them, component
 * strings do not change. Null when the user's menu has no such screen (no permission): no link is shown.
 */
export function pathOfComponent(menu: readonly MenuItem[], component: string): string | null {
  for (const item of menu) {
    if (item.component === component && item.route !== '0' && item.path) return item.path;
    const inner = pathOfComponent(item.children ?? [], component);
    if (inner) return inner;
  }
  return null;
}

/** The screen's path with a query (`?id=…`), or null without the screen. */
export function screenLink(menu: readonly MenuItem[], component: string, query?: Record<string, string | null | undefined>): string | null {
  const path = pathOfComponent(menu, component);
  if (!path) return null;
  const params = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {})) if (v) params.set(k, v);
  const qs = params.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The component strings of the screens a record links to. */
export const SCREENS = {
  trace: 'foodtrace/traceability',
  process: 'foodtrace/FoodProccessList',
  checkout: 'foodtrace/ProductCheckoutList',
  shipment: 'foodtrace/OutputwarehouseList',
  officeDetail: 'foodtrace/OfficeDetail',
  codeView: 'foodtrace/CodeView',
  codeFood: 'foodtrace/CodeFoodList',
  codeManage: 'foodtrace/FoodCodeManageList',
  crudePutin: 'foodtrace/FoodCrudePutinList',
  adList: 'foodtrace/FoodAdList',
  adDetail: 'foodtrace/AdDetail',
  lotDisposal: 'foodtrace/LotDisposalList',
  ccpCorrection: 'foodtrace/CcpCorrectionList',
  recall: 'foodtrace/RecallList',
  consumerSuggest: 'foodtrace/FoodConsumerSuggestList',
  officeCert: 'foodtrace/OfficeCertList',
  staffHealth: 'foodtrace/StaffHealthList',
  safetyCheck: 'foodtrace/SafetyCheckList',
  staffTraining: 'foodtrace/StaffTrainingList',
  instrument: 'foodtrace/InstrumentList',
  trainingPlan: 'foodtrace/TrainingPlanList',
  cleaning: 'foodtrace/CleaningList',
  productionLine: 'foodtrace/ProductionLineList',
  lotStock: 'foodtrace/LotStockList',
} as const;

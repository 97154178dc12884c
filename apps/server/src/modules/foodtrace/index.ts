import type { AppModule } from '../module.ts';
import { recordStoredFile } from '../files/file-index.ts';
import { SEEDER } from './seed/demo/demo-data.ts';
import * as m0300 from './migrations/0300-foodtrace-master.ts';
import * as m0301 from './migrations/0301-foodtrace-lots.ts';
import * as m0302 from './migrations/0302-foodtrace-codes.ts';
import * as m0303 from './migrations/0303-foodtrace-content.ts';
import * as m0304 from './migrations/0304-foodtrace-recall.ts';
import * as m0305 from './migrations/0305-foodtrace-recall-learned.ts';
import * as m0306 from './migrations/0306-foodtrace-lot-available.ts';
import * as m0307 from './migrations/0307-foodtrace-recall-plan-disposal.ts';
import * as m0308 from './migrations/0308-foodtrace-retained-sample.ts';
import * as m0309 from './migrations/0309-foodtrace-signal-handled.ts';
import * as m0310 from './migrations/0310-foodtrace-office-email.ts';
import * as m0311 from './migrations/0311-foodtrace-first-scan-province.ts';
import * as m0312 from './migrations/0312-foodtrace-department.ts';
import * as m0313 from './migrations/0313-foodtrace-scan-window-index.ts';
import * as m0314 from './migrations/0314-foodtrace-code-shipment.ts';
import * as m0315 from './migrations/0315-foodtrace-code-case.ts';
import * as m0316 from './migrations/0316-foodtrace-case-gtin.ts';
import * as m0317 from './migrations/0317-foodtrace-code-department-index.ts';
import * as m0318 from './migrations/0318-foodtrace-office-cert.ts';
import * as m0319 from './migrations/0319-foodtrace-lot-disposal.ts';
import * as m0320 from './migrations/0320-foodtrace-ccp-correction.ts';
import * as m0321 from './migrations/0321-foodtrace-allergens.ts';
import * as m0322 from './migrations/0322-foodtrace-cold-chain.ts';
import * as m0323 from './migrations/0323-foodtrace-supplier-approval.ts';
import * as m0324 from './migrations/0324-foodtrace-lot-retained.ts';
import * as m0325 from './migrations/0325-foodtrace-transit-temperature.ts';
import * as m0326 from './migrations/0326-foodtrace-trip-reading.ts';
import * as m0327 from './migrations/0327-foodtrace-trip-review.ts';
import * as m0328 from './migrations/0328-foodtrace-transit-reviewed.ts';
import * as m0329 from './migrations/0329-foodtrace-staff-health.ts';
import * as m0330 from './migrations/0330-foodtrace-safety-check.ts';
import * as m0331 from './migrations/0331-foodtrace-staff-training.ts';
import * as m0332 from './migrations/0332-foodtrace-safety-nonconform.ts';
import * as m0333 from './migrations/0333-foodtrace-instrument.ts';
import * as m0334 from './migrations/0334-foodtrace-step-monitor.ts';
import * as m0335 from './migrations/0335-foodtrace-training-plan.ts';
import * as m0336 from './migrations/0336-foodtrace-cleaning.ts';
import * as m0337 from './migrations/0337-foodtrace-production-line.ts';
import * as m0338 from './migrations/0338-foodtrace-lot-hold.ts';
import * as m0339 from './migrations/0339-foodtrace-formula.ts';
import { ccpCorrectionHooks } from './hooks/ccp-correction.hooks.ts';
import { checkoutHooks } from './hooks/checkout.hooks.ts';
import { cleaningHooks, productionLineHooks } from './hooks/cleaning.hooks.ts';
import { crudePutinHooks } from './hooks/crude-putin.hooks.ts';
import { crudeHooks, productHooks } from './hooks/storage-condition.hooks.ts';
import { finishPutinHooks } from './hooks/finish-putin.hooks.ts';
import { supplierApprovalHooks } from './hooks/supplier-approval.hooks.ts';
import { lotDisposalHooks } from './hooks/lot-disposal.hooks.ts';
import { LOT_HOLD_LIST_SCOPES, lotHoldHooks } from './hooks/lot-hold.hooks.ts';
import { FORMULA_LIST_SCOPES } from './formula/formula.ts';
import { consumerSuggestHooks, fileManageHooks, productTypeHooks } from './hooks/misc.hooks.ts';
import { processHooks } from './hooks/process.hooks.ts';
import { safetyCheckHooks } from './hooks/safety-check.hooks.ts';
import { shipmentHooks } from './hooks/shipment.hooks.ts';
import { staffTrainingHooks, trainingPlanHooks } from './hooks/staff-training.hooks.ts';
import { instrumentHooks } from './hooks/instrument.hooks.ts';
import { LOT_LIST_SCOPES } from './lots/lot-scopes.ts';
import { OFFICE_CERT_LIST_SCOPES } from './shared/licences.ts';
import { STAFF_HEALTH_LIST_SCOPES } from './shared/staff-health.ts';
import { INSTRUMENT_LIST_SCOPES } from './shared/instruments.ts';
import { TRAINING_PLAN_LIST_SCOPES } from './staff/training-plan.ts';
import { LINE_LIST_SCOPES } from './shared/cleaning.ts';
import { registerFoodtraceRoutes } from './routes.ts';
import { putBytes } from '../../platform/storage/file-storage.ts';
import { seedDemo } from './seed/demo/demo-seed.ts';
import { FOODTRACE_DICTS } from './seed/dicts.ts';
import { FOODTRACE_MENUS } from './seed/menus.ts';

/** 食品溯源: the domain model, its rules, the traces, trace codes, the public page and the dashboards (DOMAIN.md). */
export const foodtraceModule: AppModule = {
  name: 'foodtrace',
  migrations: {
    '0300-foodtrace-master': m0300,
    '0301-foodtrace-lots': m0301,
    '0302-foodtrace-codes': m0302,
    '0303-foodtrace-content': m0303,
    '0304-foodtrace-recall': m0304,
    '0305-foodtrace-recall-learned': m0305,
    '0306-foodtrace-lot-available': m0306,
    '0307-foodtrace-recall-plan-disposal': m0307,
    '0308-foodtrace-retained-sample': m0308,
    '0309-foodtrace-signal-handled': m0309,
    '0310-foodtrace-office-email': m0310,
    '0311-foodtrace-first-scan-province': m0311,
    '0312-foodtrace-department': m0312,
    '0313-foodtrace-scan-window-index': m0313,
    '0314-foodtrace-code-shipment': m0314,
    '0315-foodtrace-code-case': m0315,
    '0316-foodtrace-case-gtin': m0316,
    '0317-foodtrace-code-department-index': m0317,
    '0318-foodtrace-office-cert': m0318,
    '0319-foodtrace-lot-disposal': m0319,
    '0320-foodtrace-ccp-correction': m0320,
    '0321-foodtrace-allergens': m0321,
    '0322-foodtrace-cold-chain': m0322,
    '0323-foodtrace-supplier-approval': m0323,
    '0324-foodtrace-lot-retained': m0324,
    '0325-foodtrace-transit-temperature': m0325,
    '0326-foodtrace-trip-reading': m0326,
    '0327-foodtrace-trip-review': m0327,
    '0328-foodtrace-transit-reviewed': m0328,
    '0329-foodtrace-staff-health': m0329,
    '0330-foodtrace-safety-check': m0330,
    '0331-foodtrace-staff-training': m0331,
    '0332-foodtrace-safety-nonconform': m0332,
    '0333-foodtrace-instrument': m0333,
    '0334-foodtrace-step-monitor': m0334,
    '0335-foodtrace-training-plan': m0335,
    '0336-foodtrace-cleaning': m0336,
    '0337-foodtrace-production-line': m0337,
    '0338-foodtrace-lot-hold': m0338,
    '0339-foodtrace-formula': m0339,
  },
  menus: FOODTRACE_MENUS,
  dicts: FOODTRACE_DICTS,
  resourceHooks: {
    crudePutin: crudePutinHooks,
    checkout: checkoutHooks,
    process: processHooks,
    finishPutin: finishPutinHooks,
    lotDisposal: lotDisposalHooks,
    lotHold: lotHoldHooks,
    ccpCorrection: ccpCorrectionHooks,
    outputwarehouse: shipmentHooks,
    productType: productTypeHooks,
    consumerSuggest: consumerSuggestHooks,
    fileManage: fileManageHooks,
    supplierApproval: supplierApprovalHooks,
    crude: crudeHooks,
    product: productHooks,
    safetyCheck: safetyCheckHooks,
    staffTraining: staffTrainingHooks,
    trainingPlan: trainingPlanHooks,
    instrument: instrumentHooks,
    cleaning: cleaningHooks,
    productionLine: productionLineHooks,
  },
  listScopes: { ...LOT_LIST_SCOPES, ...STAFF_HEALTH_LIST_SCOPES, ...OFFICE_CERT_LIST_SCOPES, ...INSTRUMENT_LIST_SCOPES, ...TRAINING_PLAN_LIST_SCOPES, ...LINE_LIST_SCOPES, ...LOT_HOLD_LIST_SCOPES, ...FORMULA_LIST_SCOPES },
  register: registerFoodtraceRoutes,
  async seed(ctx, app) {
    await seedDemo(ctx, Date.now(), async (storedPath, bytes) => {
      await putBytes(app.fileStorage, app.fileTmpDir, storedPath, bytes);
      // listed in 文件存储 like an upload
      await recordStoredFile(ctx.db, { url: storedPath, fileName: storedPath.split('/').pop()!, size: bytes.length, by: SEEDER });
    });
  },
};

import type { ResourceDef } from '../../resource.ts';
import { anounsResource } from './anouns.ts';
import { ccpCorrectionResource } from './ccp-correction.ts';
import { cleaningResource } from './cleaning.ts';
import { checkoutResource } from './checkout.ts';
import { codeBatchResource } from './code-batch.ts';
import { consumerSuggestResource } from './consumer-suggest.ts';
import { crudePutinResource } from './crude-putin.ts';
import { crudeResource } from './crude.ts';
import { fileManageResource } from './file-manage.ts';
import { finishFlowResource } from './finish-flow.ts';
import { finishPutinResource } from './finish-putin.ts';
import { foodAdResource } from './food-ad.ts';
import { foodCodeResource } from './food-code.ts';
import { lotDisposalResource } from './lot-disposal.ts';
import { lotHoldResource } from './lot-hold.ts';
import { lotResource } from './lot.ts';
import { officeCertResource } from './office-cert.ts';
import { officeTypeResource } from './office-type.ts';
import { originCodeResource } from './origin-code.ts';
import { outputwarehouseResource } from './outputwarehouse.ts';
import { processResource } from './process.ts';
import { productionLineResource } from './production-line.ts';
import { productTypeResource } from './product-type.ts';
import { productResource } from './product.ts';
import { recallResource } from './recall.ts';
import { relationOfficeResource } from './relation-office.ts';
import { selfOfficeResource } from './self-office.ts';
import { safetyCheckResource } from './safety-check.ts';
import { sellOriginResource } from './sell-origin.ts';
import { staffHealthResource } from './staff-health.ts';
import { staffTrainingResource } from './staff-training.ts';
import { trainingPlanResource } from './training-plan.ts';
import { instrumentResource } from './instrument.ts';
import { supplierApprovalResource } from './supplier-approval.ts';
import { technologyResource } from './technology.ts';

export {
  anounsResource, ccpCorrectionResource, cleaningResource, checkoutResource, codeBatchResource, consumerSuggestResource, crudePutinResource, crudeResource,
  fileManageResource, finishFlowResource, finishPutinResource, foodAdResource, foodCodeResource, instrumentResource, lotDisposalResource, lotHoldResource, lotResource,
  officeCertResource, officeTypeResource, originCodeResource, outputwarehouseResource, processResource, productionLineResource, productTypeResource,
  productResource, recallResource, relationOfficeResource, safetyCheckResource, selfOfficeResource, sellOriginResource, staffHealthResource, staffTrainingResource, supplierApprovalResource, technologyResource,
  trainingPlanResource,
};

/**
 * The food-traceability resources (DOMAIN.md §2), master data first so that the generic walk meets the rows a
 * later resource refers to.
 */
export const FOODTRACE_RESOURCES: ResourceDef[] = [
  officeTypeResource, selfOfficeResource, relationOfficeResource, officeCertResource, originCodeResource, sellOriginResource,
  staffHealthResource, productTypeResource, technologyResource, productResource, crudeResource, supplierApprovalResource,
  crudePutinResource, lotResource, productionLineResource, processResource, ccpCorrectionResource, finishPutinResource, checkoutResource,
  outputwarehouseResource, finishFlowResource, lotHoldResource, lotDisposalResource, codeBatchResource, foodCodeResource, recallResource,
  foodAdResource, anounsResource, consumerSuggestResource, fileManageResource, safetyCheckResource, trainingPlanResource, staffTrainingResource, instrumentResource, cleaningResource,
];

import {
  checkoutResource, crudePutinResource, officeCertResource, originCodeResource, outputwarehouseResource, sellOriginResource, supplierApprovalResource,
} from '@foodtrace/contracts';
import type { RelatedSpec } from '../common/related-list';
import { SCREENS } from '../common/screen-paths';

/**
 * The records an organisation appears in, by the role it plays (pure): its licences and certifications, a supplier's evaluations (合格供方), intakes and origins, a
 * customer's shipments and sales points, a carrier's shipments, an agency's inspections; those with a screen that
 * opens one record link it.
 */
const SPECS: Record<string, RelatedSpec> = {
  certs: { key: 'certs', resource: officeCertResource, field: 'officeId', columns: ['certType', 'certNo', 'issuer', 'validUntil'] },
  approvals: { key: 'approvals', resource: supplierApprovalResource, field: 'supplierId', columns: ['crudeId', 'status', 'method', 'evaluatedDate', 'reviewDue'] },
  intakes: { key: 'intakes', resource: crudePutinResource, field: 'supplierId', columns: ['putinNo', 'crudeId', 'supplierLotNo', 'lotNo', 'quantity', 'unit', 'receivedTime'], opens: SCREENS.crudePutin },
  origins: { key: 'origins', resource: originCodeResource, field: 'supplierId', columns: ['originName', 'originCode', 'regionName', 'certification'] },
  shipments: { key: 'shipments', resource: outputwarehouseResource, field: 'customerId', columns: ['shipmentNo', 'shippedTime', 'regionName', 'carrierId', 'docNo'], opens: SCREENS.shipment },
  sellOrigins: { key: 'sellOrigins', resource: sellOriginResource, field: 'retailerId', columns: ['name', 'sellType', 'regionName'] },
  carried: { key: 'carried', resource: outputwarehouseResource, field: 'carrierId', columns: ['shipmentNo', 'customerId', 'shippedTime', 'regionName', 'vehicleNo'], opens: SCREENS.shipment },
  inspections: { key: 'inspections', resource: checkoutResource, field: 'agencyId', columns: ['checkoutNo', 'lotId', 'stage', 'result', 'inspectedTime'], opens: SCREENS.checkout },
};

export function relatedSpec(key: string): RelatedSpec | undefined {
  return SPECS[key];
}

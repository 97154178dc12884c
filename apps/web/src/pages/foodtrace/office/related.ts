import {
  checkoutResource, crudePutinResource, officeCertResource, originCodeResource, outputwarehouseResource, sellOriginResource, supplierApprovalResource,
  type ResourceDef,
} from '@foodtrace/contracts';

/**
 * The records an organisation appears in, by the role it plays (pure): its licences and certifications, a supplier's evaluations (合格供方), intakes and origins, a
 * customer's shipments and sales points, a carrier's shipments, an agency's inspections. Each is a list
 * filter on the referencing field (every declared field is filterable).
 */
export interface RelatedSpec { key: string; resource: ResourceDef; field: string; columns: string[] }

const SPECS: Record<string, RelatedSpec> = {
  certs: { key: 'certs', resource: officeCertResource, field: 'officeId', columns: ['certType', 'certNo', 'issuer', 'validUntil'] },
  approvals: { key: 'approvals', resource: supplierApprovalResource, field: 'supplierId', columns: ['crudeId', 'status', 'method', 'evaluatedDate', 'reviewDue'] },
  intakes: { key: 'intakes', resource: crudePutinResource, field: 'supplierId', columns: ['putinNo', 'crudeId', 'supplierLotNo', 'lotNo', 'quantity', 'unit', 'receivedTime'] },
  origins: { key: 'origins', resource: originCodeResource, field: 'supplierId', columns: ['originName', 'originCode', 'regionName', 'certification'] },
  shipments: { key: 'shipments', resource: outputwarehouseResource, field: 'customerId', columns: ['shipmentNo', 'shippedTime', 'regionName', 'carrierId', 'docNo'] },
  sellOrigins: { key: 'sellOrigins', resource: sellOriginResource, field: 'retailerId', columns: ['name', 'sellType', 'regionName'] },
  carried: { key: 'carried', resource: outputwarehouseResource, field: 'carrierId', columns: ['shipmentNo', 'customerId', 'shippedTime', 'regionName', 'vehicleNo'] },
  inspections: { key: 'inspections', resource: checkoutResource, field: 'agencyId', columns: ['checkoutNo', 'lotId', 'stage', 'result', 'inspectedTime'] },
};

export function relatedSpec(key: string): RelatedSpec | undefined {
  return SPECS[key];
}

/** A field's list cell reads `<field>_dictText` for dictionaries and references (the server's translation). */
export function cellField(def: ResourceDef, field: string): string {
  const f = def.fields[field];
  return f && (f.dict || f.ref) ? `${field}_dictText` : field;
}

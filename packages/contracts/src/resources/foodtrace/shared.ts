import type { FieldDef, FieldRef } from '../../resource.ts';
import { LINE_STATUS } from '../../foodtrace/cleaning.ts';
import { FT_DICT, ORG_TYPE } from '../../foodtrace/codes.ts';

/**
 * Where a place is: GB/T 2260 codes (the web's area cascader fills them, with the chosen names joined by '/'
 * in regionName) and the street address. Public pages show the region only, never the address (DOMAIN.md §3).
 */
export function placeFields(opts: { provinceRequired?: boolean } = {}): Record<string, FieldDef> {
  return {
    provinceCode: { label: '省份', type: 'string', format: 'province', maxLength: 6, required: opts.provinceRequired, search: 'eq', list: false },
    cityCode: { label: '城市', type: 'string', format: 'adminDivision', maxLength: 6, list: false },
    districtCode: { label: '区县', type: 'string', format: 'adminDivision', maxLength: 6, list: false },
    regionName: {
      label: '所在地区', type: 'string', maxLength: 100, search: 'like', placeholder: '省/市/区',
      area: { province: 'provinceCode', city: 'cityCode', district: 'districtCode' },
    },
    address: { label: '详细地址', type: 'string', maxLength: 200, list: false },
  };
}

export const remarkField: FieldDef = { label: '备注', type: 'string', maxLength: 500, list: false };

export const unitField: FieldDef = { label: '单位', type: 'string', dict: FT_DICT.unit, required: true, maxLength: 20, width: 80 };

/** Quantities are decimal(18,4) (docs/engineering.md) and strictly positive. */
export function quantityField(label = '数量'): FieldDef {
  return { label, type: 'decimal', required: true, min: 0.0001, max: 99_999_999_999_999 };
}

export const SUPPLIER_FILTER = { orgType: ORG_TYPE.supplier };

/**
 * A line of 生产线 in use, kept by its name (FieldRef.value) as the record was written: a run and a cleaning are
 * matched by it, and a report prints it whatever the register says later.
 */
export const LINE_REF: FieldRef = { resource: 'productionLine', label: 'name', value: 'name', filter: { status: LINE_STATUS.active }, details: ['workshop'] };
export const LOGISTICS_FILTER = { orgType: ORG_TYPE.logistics };
export const CUSTOMER_FILTER = { orgType: `${ORG_TYPE.retailer},${ORG_TYPE.distributor}` };
export const INSPECTION_FILTER = { orgType: ORG_TYPE.inspection };

/** What a lot picker shows after the lot number: what the lot is and its status (FieldRef.details). */
export const LOT_REF_DETAILS = ['productId_dictText|crudeId_dictText', 'status_dictText'];

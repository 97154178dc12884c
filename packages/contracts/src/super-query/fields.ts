import { DEPARTMENT_DICT, DEPARTMENT_FIELD, SYSTEM_FIELD_LABELS, USER_DICT, type FieldDef, type FieldRef, type ResourceDef } from '../resource.ts';
import type { SuperQueryValueType } from './rules.ts';

/** A field the advanced query offers (spec §3 Super-query line: field, type, dictCode …). */
export interface SuperQueryField {
  /** Wire name, e.g. `rank`. */
  value: string;
  /** Chinese label, e.g. 职级. */
  label: string;
  type: SuperQueryValueType;
  dictCode?: string;
  ref?: FieldRef;
}

export function valueTypeOf(f: Pick<FieldDef, 'type' | 'dict' | 'ref'>): SuperQueryValueType {
  if (f.dict) return 'dict';
  if (f.ref) return 'ref';
  switch (f.type) {
    case 'int': case 'decimal': return 'number';
    case 'date': return 'date';
    case 'datetime': return 'datetime';
    default: return 'string';
  }
}

/** The audit columns every list can filter on (resource.ts SYSTEM_FIELDS) that mean something to a user. */
const AUDIT_FIELDS: SuperQueryField[] = [
  // chosen by name, as the detail and the 变更记录 show who wrote a row
  { value: 'createBy', label: SYSTEM_FIELD_LABELS.createBy, type: 'dict', dictCode: USER_DICT },
  { value: 'createTime', label: SYSTEM_FIELD_LABELS.createTime, type: 'datetime' },
];

/** Every declared field of a resource plus who created it and when: all of them are in the server's whitelist. */
export function superQueryFieldsOf(def: ResourceDef): SuperQueryField[] {
  const own = Object.entries(def.fields).map(([value, f]): SuperQueryField => {
    const field: SuperQueryField = { value, label: f.label, type: valueTypeOf(f) };
    if (f.dict) field.dictCode = f.dict;
    if (f.ref) field.ref = f.ref;
    return field;
  });
  const department: SuperQueryField[] = def.departmentOwned ? [{ value: DEPARTMENT_FIELD, label: SYSTEM_FIELD_LABELS[DEPARTMENT_FIELD], type: 'dict', dictCode: DEPARTMENT_DICT }] : [];
  return [...own, ...AUDIT_FIELDS.filter((a) => !(a.value in def.fields)), ...department];
}

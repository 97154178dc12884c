import { DEPARTMENT_FIELD, PAGING, filterableFields, sortableFields, type FieldType, type ResourceDef } from '@foodtrace/contracts';
import type { ListSpec } from '../platform/list-query/parse.ts';
import { listScopesOf } from './list-scopes.ts';

const SYSTEM_TYPES: Record<string, FieldType> = {
  id: 'string', createBy: 'string', createTime: 'datetime', updateBy: 'string', updateTime: 'datetime', [DEPARTMENT_FIELD]: 'string',
};

/** The list-query whitelist of a resource: its filterable fields with their types, sortable fields, default sort, scopes. */
export function listSpecOf(def: ResourceDef, timeZone: string): ListSpec {
  const types: Record<string, FieldType> = { ...SYSTEM_TYPES };
  for (const [k, f] of Object.entries(def.fields)) types[k] = f.type;
  return {
    fields: Object.fromEntries(filterableFields(def).map((k) => [k, types[k]])),
    sortable: sortableFields(def),
    timeZone,
    scopes: listScopesOf(def, timeZone),
    nameLists: new Set(Object.keys(def.fields).filter((k) => def.fields[k].format === 'personNames')),
    defaultSort: {
      field: def.defaultSort?.column ?? PAGING.defaultSortColumn,
      order: def.defaultSort?.order ?? PAGING.defaultSortOrder,
    },
  };
}

import type { PageResult, ResourceDef } from '@foodtrace/contracts';
import { deleteAction, getAction, postAction, putAction } from '@/lib/http';

/** A list row as it comes from the server: declared fields, system fields and `<field>_dictText`. */
export type ResourceRow = Record<string, unknown> & { id: string };

/** The generic routes of DESIGN.md §3 for one resource; paths only, the base '/api' is the client's. */
export function resourceApi(def: Pick<ResourceDef, 'basePath'>) {
  const p = def.basePath;
  return {
    list: (params: Record<string, string | number>) => getAction<PageResult<ResourceRow>>(`${p}/list`, params),
    /** The list's rows added up by group (ResourceDef.summary): one row per group, no id of its own. */
    summary: (params: Record<string, string | number>) => getAction<PageResult<Record<string, unknown>>>(`${p}/summary`, params),
    queryById: (id: string) => getAction<ResourceRow>(`${p}/queryById`, { id }),
    add: (data: Record<string, unknown>) => postAction<unknown>(`${p}/add`, data),
    edit: (data: Record<string, unknown>) => putAction<unknown>(`${p}/edit`, data),
    remove: (id: string) => deleteAction<unknown>(`${p}/delete`, { id }),
    removeBatch: (ids: string[]) => deleteAction<unknown>(`${p}/deleteBatch`, { ids: ids.join(',') }),
  };
}

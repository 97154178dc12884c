import { useCallback, useEffect, useMemo, useState, type Key } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TablePaginationConfig } from 'antd';
import { PAGING, type ResourceDef } from '@foodtrace/contracts';
import { resourceApi, type ResourceRow } from './resource-api';
import { feedback } from '@/lib/feedback';
import { HttpError } from '@/lib/http';
import {
  buildSearchParams, defaultSort, listRequestParams, sorterToSort,
  type AntdSorter, type ListQuery, type SearchValues,
} from './list-params';

/** A list answer with success:false (e.g. code 510, spec §8); carried as the query's error. */
export class ListLoadError extends Error {
  constructor(message: string, readonly code: number) { super(message); }
}

interface Selection { keys: Key[]; rows: ResourceRow[] }
const NO_SELECTION: Selection = { keys: [], rows: [] };

export const listQueryKey = (def: Pick<ResourceDef, 'key'>) => [def.key, 'list'] as const;

/** spec §8: a list refused with code 510 (or any refusal with a message) is a warning, not a crash. */
export function useListRefusal(q: { error: unknown; errorUpdatedAt: number }): void {
  useEffect(() => {
    if (q.error instanceof ListLoadError && q.error.message) feedback.message.warning(q.error.message);
  }, [q.error, q.errorUpdatedAt]);
}

/**
 * List state of one resource: paging, sort, search, selection; the data comes from react-query. A screen that
 * narrows the list itself (ResourceListView's fixedSearch: a worklist's scope, the product chosen beside it)
 * opens it with that filter (`fixed`), so that its first request already asks for those rows rather than for
 * every row of the table, counted and shown for a moment. A list a screen keeps but does not show (the other view
 * of a two-view screen, the lots under 按品名) keeps its state without asking (`enabled: false`) until it is shown.
 */
export function useResourceList(def: ResourceDef, fixed?: SearchValues, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const api = useMemo(() => resourceApi(def), [def]);
  const initial = useMemo<ListQuery>(
    () => ({ pageNo: 1, pageSize: PAGING.defaultPageSize, sort: defaultSort(def), search: {} }), [def]);
  const [query, setQuery] = useState<ListQuery>(() => ({ ...initial, search: buildSearchParams(def, fixed ?? {}) }));
  // The ticked rows with their keys: antd hands over those of other pages too (preserveSelectedRowKeys), so a
  // batch action sees every row it will act on, whatever page is shown.
  const [selection, setSelection] = useState<Selection>(NO_SELECTION);
  const setSelectedRowKeys = useCallback((keys: Key[], rows: ReadonlyArray<ResourceRow | undefined> = []) =>
    setSelection({ keys, rows: rows.filter((r): r is ResourceRow => Boolean(r)) }), []);
  const clearSelection = useCallback(() => setSelection(NO_SELECTION), []);
  const params = listRequestParams(query);

  const q = useQuery({
    queryKey: [...listQueryKey(def), params],
    queryFn: async () => {
      const res = await api.list(params).catch((e: unknown) => {
        // A 403 carries the envelope with code 510; the client already showed 拒绝访问 for the status.
        const env = e instanceof HttpError ? (e.envelope as { code?: unknown; message?: unknown } | null) : null;
        if (env?.code === 510 && typeof env.message === 'string') throw new ListLoadError(env.message, 510);
        throw e;
      });
      if (!res.success) throw new ListLoadError(res.message, res.code);
      return res.result;
    },
    placeholderData: keepPreviousData,
    // The http client already reported transport errors; retrying a refusal only repeats it.
    retry: false,
    enabled,
  });

  useListRefusal(q);

  const reload = useCallback(
    () => queryClient.invalidateQueries({ queryKey: listQueryKey(def) }), [queryClient, def]);

  /** Clicking 查询 again with the same values still reloads, as users expect. */
  const apply = useCallback((next: ListQuery) => {
    if (JSON.stringify(next) === JSON.stringify(query)) void reload();
    else setQuery(next);
  }, [query, reload]);

  const search = (values: SearchValues) => apply({ ...query, pageNo: 1, search: buildSearchParams(def, values) });
  /** The screen's own filters changed (fixedSearch): the first page of the new search, or nothing if it is the same. */
  const narrow = (values: SearchValues) => {
    const next = buildSearchParams(def, values);
    if (JSON.stringify(next) !== JSON.stringify(query.search)) setQuery({ ...query, pageNo: 1, search: next });
  };
  const reset = () => apply({ ...query, pageNo: 1, search: {} });
  /** 高级查询 applied (or cleared with null); the search form's 重置 leaves it, as in JeecgBoot. */
  const superSearch = (params: { superQueryParams: string; superQueryMatchType: string } | null) =>
    apply({ ...query, pageNo: 1, superQuery: params ? { ...params } : undefined });

  const onTableChange = (p: TablePaginationConfig, _f: unknown, sorter: AntdSorter | AntdSorter[]) => {
    setQuery((cur) => ({
      ...cur,
      pageNo: p.current ?? 1,
      pageSize: p.pageSize ?? cur.pageSize,
      sort: sorterToSort(sorter, initial.sort),
    }));
  };

  const records = q.data?.records ?? [];
  const total = q.data?.total ?? 0;

  /** After deleting, step back when the current page would be past the end (JeecgBoot reCalculatePage). */
  const afterDelete = (count: number) => {
    clearSelection();
    const lastPage = Math.max(1, Math.ceil((total - count) / query.pageSize));
    if (query.pageNo > lastPage) setQuery((cur) => ({ ...cur, pageNo: lastPage }));
    else void reload();
  };

  return {
    query, records: records as ResourceRow[], total, loading: q.isFetching,
    search, narrow, reset, superSearch, reload, onTableChange, afterDelete,
    selectedRowKeys: selection.keys, selectedRows: selection.rows, setSelectedRowKeys, clearSelection,
  };
}

export type ResourceListState = ReturnType<typeof useResourceList>;

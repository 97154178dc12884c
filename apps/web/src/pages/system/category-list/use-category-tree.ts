import { useCallback, useMemo, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { CATEGORY, PAGING, type CategoryRecord } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { queryResult } from '../admin-common/call';
import { categoryAdminApi } from './category-api';
import { categoryRows } from './category-rows';

export interface CategoryFilters { name?: string; code?: string }

/**
 * The category tree of the admin page: a page of roots (or, when searching, of matches at any level, as
 * JeecgBoot's rootList does) and each parent's children, loaded when it is first expanded.
 */
export function useCategoryTree() {
  const queryClient = useQueryClient();
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGING.defaultPageSize as number });
  const [filters, setFilters] = useState<CategoryFilters>({});
  const [children, setChildren] = useState<Map<string, CategoryRecord[]>>(new Map());
  const [expanded, setExpanded] = useState<string[]>([]);
  const params = {
    ...page, column: 'code', order: 'asc',
    ...(filters.name ? { name: `*${filters.name}*` } : {}), ...(filters.code ? { code: `${filters.code}*` } : {}),
  };
  const roots = useQuery({
    queryKey: ['categoryAdmin', params], placeholderData: keepPreviousData, queryFn: () => queryResult(categoryAdminApi.roots(params)),
  });

  const loadChildren = useCallback(async (pid: string) => {
    const res = await categoryAdminApi.children(pid).catch(() => null);
    if (!res) return;
    // spec §8: a failed category tree load shows the server message as an error.
    if (!res.success) {
      feedback.message.error(res.message);
      return;
    }
    setChildren((m) => new Map(m).set(pid, res.result ?? []));
  }, []);

  /** After a write: the roots again, and the changed parent's children. */
  const refresh = useCallback(async (pid?: string) => {
    await queryClient.invalidateQueries({ queryKey: ['categoryAdmin'] });
    if (pid && pid !== CATEGORY.rootPid) await loadChildren(pid);
  }, [queryClient, loadChildren]);

  const rows = useMemo(() => categoryRows(roots.data?.records ?? [], children), [roots.data, children]);
  return {
    rows, total: roots.data?.total ?? 0, loading: roots.isFetching, page, setPage, expanded, setExpanded, loadChildren, refresh,
    search: (f: CategoryFilters) => { setFilters(f); setPage((p) => ({ ...p, pageNo: 1 })); setChildren(new Map()); setExpanded([]); },
  };
}

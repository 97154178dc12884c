import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Table, type TableColumnsType } from 'antd';
import { PAGING, type ResourceDef } from '@foodtrace/contracts';
import { listQueryKey, ListLoadError, useListRefusal, type ResourceListState } from './use-resource-list';
import { resourceApi } from './resource-api';
import { sorterToSort, type AntdSorter, type ListSort } from './list-params';
import { listPagination, useListTableLook } from './resource-table';

export type SummaryRow = Record<string, unknown>;

/**
 * The groups of a list's rows (ResourceDef.summary) under the same search, scope and 高级查询 as the list
 * `list` shows: what its search form applies to the list applies here too. Paged and sorted on its own, read only
 * while `enabled` (shown); `exportParams` are what its 导出 sends (`<basePath>/summary/exportXls`).
 */
export function useResourceSummary(def: ResourceDef, list: ResourceListState, enabled = true) {
  const s = def.summary;
  if (!s) throw new Error(`${def.key} has no summary`);
  const initialSort: ListSort = s.defaultSort;
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: PAGING.defaultPageSize });
  const [sort, setSort] = useState<ListSort>(initialSort);
  const filters = { ...list.query.search, ...list.query.superQuery };
  // a new search starts at the first group, as a list's does
  const filterKey = JSON.stringify(filters);
  const [seenFilters, setSeenFilters] = useState(filterKey);
  if (seenFilters !== filterKey) {
    setSeenFilters(filterKey);
    setPage((p) => ({ ...p, pageNo: 1 }));
  }
  const params = { ...filters, pageNo: page.pageNo, pageSize: page.pageSize, column: sort.column, order: sort.order };
  // under the list's key, so that whatever reloads the list (a write, 查询 again) reloads its totals too
  const q = useQuery({
    queryKey: [...listQueryKey(def), 'summary', params],
    queryFn: async () => {
      const res = await resourceApi(def).summary(params);
      if (!res.success) throw new ListLoadError(res.message, res.code);
      return res.result;
    },
    placeholderData: keepPreviousData,
    retry: false,
    enabled,
  });
  useListRefusal(q);
  return {
    exportUrl: `${def.basePath}/summary/exportXls`, exportParams: { ...filters, column: sort.column, order: sort.order },
    page, sort, records: q.data?.records ?? [], total: q.data?.total ?? 0, loading: q.isFetching,
    onTableChange: (p: { current?: number; pageSize?: number }, sorter: AntdSorter | AntdSorter[]) => {
      setPage({ pageNo: p.current ?? 1, pageSize: p.pageSize ?? page.pageSize });
      setSort(sorterToSort(sorter, initialSort));
    },
  };
}

export type ResourceSummaryState = ReturnType<typeof useResourceSummary>;

/** The table of a summary, paged and sorted by the server like a list's; a row is its group (`rowKey`). */
export function SummaryTable({ summary, columns, rowKey }: {
  summary: ResourceSummaryState; columns: TableColumnsType<SummaryRow>; rowKey: (row: SummaryRow) => string;
}) {
  return (
    <Table<SummaryRow>
      {...useListTableLook()} rowKey={rowKey} columns={columns} dataSource={summary.records} loading={summary.loading}
      pagination={listPagination(summary.page, summary.total)}
      onChange={(p, _f, sorter) => summary.onTableChange(p, sorter as AntdSorter | AntdSorter[])}
    />
  );
}

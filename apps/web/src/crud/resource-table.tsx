import { Table, type TableColumnsType, type TablePaginationConfig } from 'antd';
import { listRequestParams, PAGE_SIZE_OPTIONS, showTotal } from './list-params';
import type { ResourceRow } from './resource-api';
import type { ResourceListState } from './use-resource-list';
import { LAYOUT } from '@foodtrace/contracts';
import { useSettingsStore } from '@/app/stores/settings-store';

/**
 * The paging of every list (spec §4: 10 / 20 / 30 a page, 'a-b 共N条', quick jumper). Lists that are not a
 * generic resource (a tree, a drawer's items, my announcements) pass their own onChange.
 */
export function listPagination(
  page: { pageNo: number; pageSize: number }, total: number, extra: Partial<TablePaginationConfig> = {},
): TablePaginationConfig {
  return {
    current: page.pageNo, pageSize: page.pageSize, total,
    showQuickJumper: true, showSizeChanger: true, pageSizeOptions: PAGE_SIZE_OPTIONS, showTotal, ...extra,
  };
}

/** The toolbar's 导出 / 导入 for a list: its current query (search, sort, fixed filters) and selection. */
export function listExcel(list: ResourceListState) {
  return { params: listRequestParams(list.query), selectedRowKeys: list.selectedRowKeys, onImported: () => void list.reload() };
}

/**
 * How every list's table looks and scrolls: compact rows, and a list wider than the screen keeps its horizontal
 * scroll bar at the bottom of the window (and its header in view), so the columns under a fixed 操作 column are
 * always one drag away, not below the last row.
 */
export function useListTableLook() {
  const fixedHeader = useSettingsStore((s) => s.fixedHeader);
  return { size: 'middle', scroll: { x: 'max-content' }, sticky: { offsetHeader: fixedHeader ? LAYOUT.headerHeight : 0 } } as const;
}

export interface ResourceTableProps {
  list: ResourceListState;
  columns: TableColumnsType<ResourceRow>;
  /** Row checkboxes, for lists whose toolbar acts on a selection (批量删除, 导出 selected); default on. */
  selectable?: boolean;
}

/**
 * The table of a resource list, wired to its list state once: rows, loading, selection kept across pages,
 * sorting and paging through `onTableChange`. Every resource screen uses it, whatever its toolbar and forms.
 */
export function ResourceTable({ list, columns, selectable = true }: ResourceTableProps) {
  return (
    <Table<ResourceRow>
      {...useListTableLook()} rowKey="id" columns={columns} dataSource={list.records} loading={list.loading}
      rowSelection={selectable ? { selectedRowKeys: list.selectedRowKeys, onChange: list.setSelectedRowKeys, preserveSelectedRowKeys: true } : undefined}
      pagination={listPagination(list.query, list.total)}
      onChange={(p, f, s) => list.onTableChange(p, f, s)}
    />
  );
}

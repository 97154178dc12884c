import { useState } from 'react';
import { Input, Table, type TableColumnsType } from 'antd';
import { PAGING, TIMING } from '@foodtrace/contracts';
import { useDebouncedValue } from '@/components/widgets';
import { usePickerPage, type Row } from './picker-api';
import { mergeSelection, singleSelection } from './selection';
import { PICKER_TEXT } from './texts';

export interface PagedPickerTableProps<T extends Row> {
  /** A list call answering a page (spec §7: an array or an object with records). */
  url: string;
  columns: TableColumnsType<T>;
  rowKey: (row: T) => string;
  /** One searchable field, sent as `*keyword*` (JeecgBoot's like convention). */
  search?: { field: string; label: string };
  params?: Record<string, unknown>;
  pageSizeOptions?: readonly number[];
  multiple: boolean;
  selection: ReadonlyMap<string, T>;
  onSelectionChange: (next: Map<string, T>) => void;
}

/** A searchable, paged table whose selection survives paging: the list part of the table pickers. */
export function PagedPickerTable<T extends Row>({
  url, columns, rowKey, search, params, pageSizeOptions = PAGING.pageSizeOptions, multiple, selection, onSelectionChange,
}: PagedPickerTableProps<T>) {
  const [typed, setTyped] = useState('');
  // spec §9: search waits 300 ms after the last key.
  const keyword = useDebouncedValue(typed.trim(), TIMING.searchDebounceMs);
  const [page, setPage] = useState({ pageNo: 1, pageSize: pageSizeOptions.includes(PAGING.defaultPageSize) ? PAGING.defaultPageSize : pageSizeOptions[0] });
  const query = { ...params, pageNo: page.pageNo, pageSize: page.pageSize, ...(search && keyword ? { [search.field]: `*${keyword}*` } : {}) };
  const list = usePickerPage<T>(url, query);
  const rows = list.data?.records ?? [];

  const choose = (row: T) => {
    const key = rowKey(row);
    if (!multiple) return onSelectionChange(singleSelection(row, rowKey));
    const keys = selection.has(key) ? [...selection.keys()].filter((k) => k !== key) : [...selection.keys(), key];
    onSelectionChange(mergeSelection(selection, keys, rows, rowKey));
  };

  return (
    <>
      {search && (
        <Input.Search
          allowClear placeholder={PICKER_TEXT.inputPlaceholder(search.label)} style={{ marginBottom: 12, maxWidth: 320 }}
          onChange={(e) => { setTyped(e.target.value); setPage((p) => ({ ...p, pageNo: 1 })); }}
          onSearch={(v) => setTyped(v)}
        />
      )}
      <Table<T>
        size="small" rowKey={rowKey} columns={columns} dataSource={rows} loading={list.isFetching}
        scroll={{ y: 360 }}
        rowSelection={{
          type: multiple ? 'checkbox' : 'radio', selectedRowKeys: [...selection.keys()], preserveSelectedRowKeys: true,
          onChange: (keys) => onSelectionChange(multiple ? mergeSelection(selection, keys, rows, rowKey) : new Map(rows.filter((r) => keys.map(String).includes(rowKey(r))).map((r) => [rowKey(r), r]))),
        }}
        onRow={(row) => ({ onClick: () => choose(row), style: { cursor: 'pointer' } })}
        pagination={{
          current: page.pageNo, pageSize: page.pageSize, total: list.data?.total ?? 0, showSizeChanger: true, showQuickJumper: true,
          pageSizeOptions: pageSizeOptions.map(String), showTotal: PICKER_TEXT.total,
          onChange: (pageNo, pageSize) => setPage({ pageNo: pageSize === page.pageSize ? pageNo : 1, pageSize }),
        }}
      />
    </>
  );
}

import { useEffect, useRef, useState, type ReactNode } from 'react';
import { Card, Space, type TableColumnsType } from 'antd';
import type { ResourceDef } from '@foodtrace/contracts';
import { useResourceList, type ResourceListState } from './use-resource-list';
import { useResourceDelete } from './use-resource-delete';
import { actionsWidth, resourceColumns } from './resource-columns';
import { ResourceSearchForm } from './resource-search-form';
import { ResourceToolbar } from './resource-toolbar';
import { SelectionBar } from './selection-bar';
import { ResourceFormModal, type FormModalState, type FormMode, type ResourceFormModalProps } from './resource-form-modal';
import type { ResourceRow } from './resource-api';
import type { SearchValues } from './list-params';
import { withRowActions } from './row-actions';
import { listExcel, ResourceTable } from './resource-table';
import './resource-list-page.css';

export type CellRender = (value: unknown, row: ResourceRow) => ReactNode;

export interface ResourceListViewProps {
  /** The resource listed (its definition drives columns, search, form and permission codes). */
  resource: ResourceDef;
  /** The list state (`useResourceList(resource)`), owned by the page so its dialogs can reload it. */
  list: ResourceListState;
  /** The fields the search form offers, when they differ from the list's (a filter chosen elsewhere). */
  searchResource?: ResourceDef;
  /**
   * Filters the page applies itself (the product of a side list, a date range) on top of the search form; the
   * page opens its list with them (useResourceList's `fixed`), so its first request already asks for them.
   */
  fixedSearch?: SearchValues;
  /** Cell renders by field name; they win over `dictCell`. */
  renderers?: Record<string, CellRender>;
  /** How the page draws a dictionary value its own way (a coloured status tag), or undefined for the plain tag. */
  dictCell?: (dictCode: string, value: unknown, text: string | null) => ReactNode | undefined;
  /**
   * A screen's own row actions after 编辑 | 详情 | 删除, and the labels of the most a row shows (so 操作 is as
   * wide as its links: 停止 | 立即执行, 导出 | 打印标签 | 查看追溯码 …).
   */
  extraActions?: { labels: string[]; render: (row: ResourceRow) => ReactNode };
  /** The label of 新增 where it adds something else than a plain record (a plan). */
  addLabel?: string;
  /** Buttons after 新增 / 批量操作 (登记加工, 生成追溯码 …). */
  toolbarExtra?: ReactNode;
  /** Opens the screen's own detail instead of the generic 详细信息. */
  onDetail?: (row: ResourceRow) => void;
  /** Or adds to the generic 详细信息, below the record's fields (ResourceDetailModalProps.extra). */
  detailExtra?: ResourceFormModalProps['detailExtra'];
  /** Shown above the table (a hint, a side selection's summary). */
  header?: ReactNode;
  /** A button of the screen's own in the add / edit form's footer (ResourceFormModalProps.footerExtra). */
  formFooter?: ResourceFormModalProps['footerExtra'];
  /**
   * The screen's own view of the same search in place of the rows (批次库存 按品名: the rows added up): its table,
   * and what 导出 downloads of it.
   */
  alternate?: { table: ReactNode; exportUrl: string; exportParams: Record<string, unknown> };
}

/** The whole list screen of a plain resource, derived from its definition (DESIGN.md §3). */
export function ResourceListPage({ resource }: { resource: ResourceDef }) {
  const list = useResourceList(resource);
  return <ResourceListView resource={resource} list={list} />;
}

/**
 * A list screen built from the generic pieces (search form, toolbar, derived columns, form modal) plus what a
 * screen adds: its own cells and actions, its dialogs (through the list it owns), fixed filters, a header.
 */
export function ResourceListView(props: ResourceListViewProps) {
  const { resource, list, searchResource, fixedSearch, renderers, dictCell, extraActions, toolbarExtra, onDetail, detailExtra, header, addLabel, formFooter, alternate } = props;
  // Room for a screen's own action only when a row of this page has one (完成 only on planned runs).
  const extraShown = extraActions !== undefined && list.records.some((row) => Boolean(extraActions.render(row)));
  const width = actionsWidth(resource, extraShown ? extraActions.labels : []);
  const { removeOne, removeSelected } = useResourceDelete(resource, list);
  const [modal, setModal] = useState<FormModalState>({ open: false, mode: 'add' });
  const open = (mode: FormMode, record?: ResourceRow) => setModal({ open: true, mode, record });
  const { pageNo, pageSize, sort } = list.query;

  const derived = resourceColumns(resource, sort, (pageNo - 1) * pageSize, {
    onEdit: (row) => open('edit', row),
    onDetail: (row) => (onDetail ? onDetail(row) : open('detail', row)),
    onDelete: (row) => removeOne(row.id),
  });
  const columns = withRowActions(ownCells(resource, derived, renderers, dictCell), extraActions?.render, width);
  // The form's last values, so a new fixed filter (another product chosen) keeps what the user typed.
  const typed = useRef<SearchValues>({});
  const search = (values: SearchValues) => {
    typed.current = values;
    list.search({ ...values, ...fixedSearch });
  };
  const fixedKey = JSON.stringify(fixedSearch ?? {});
  const applied = useRef('{}');
  const narrow = list.narrow;
  useEffect(() => {
    if (fixedKey === applied.current) return;
    applied.current = fixedKey;
    // the values themselves, not their JSON: a day (dayjs) would come back as a UTC instant, a day early east of
    // Greenwich. Nothing to read when the list was opened with these filters (useResourceList's `fixed`).
    narrow({ ...typed.current, ...fixedSearch });
  }, [fixedKey, fixedSearch, narrow]);

  return (
    <Card variant="borderless">
      {header}
      <ResourceSearchForm resource={searchResource ?? resource} onSearch={search} onReset={() => search({})} />
      <Space wrap className="resource-toolbar-row">
        {/* 导出 honours the search, the page's fixed filters and the selection; 导入 shows only where the resource
            allows it (import needs add: records written by their own services are not importable) */}
        <ResourceToolbar resource={resource} onAdd={() => open('add')} addLabel={addLabel} onBatchDelete={removeSelected} onSuperQuery={list.superSearch}
          excel={alternate ? { params: alternate.exportParams, exportUrl: alternate.exportUrl, selectedRowKeys: [] } : listExcel(list)} />
        {toolbarExtra}
      </Space>
      {alternate?.table ?? (
        <>
          <SelectionBar count={list.selectedRowKeys.length} onClear={list.clearSelection} />
          <ResourceTable list={list} columns={columns} />
        </>
      )}
      <ResourceFormModal resource={resource} state={modal} onClose={() => setModal((m) => ({ ...m, open: false }))} onSaved={() => void list.reload()}
        footerExtra={formFooter} detailExtra={detailExtra} />
    </Card>
  );
}

/** The page's own cells: its renders by field, then its way of drawing dictionary values. */
function ownCells(resource: ResourceDef, columns: TableColumnsType<ResourceRow>, renderers?: Record<string, CellRender>,
  dictCell?: ResourceListViewProps['dictCell']) {
  if (!renderers && !dictCell) return columns;
  return columns.map((c) => {
    const name = String(c.key);
    const own = renderers?.[name];
    const field = resource.fields[name];
    if (own) return { ...c, render: (_t: unknown, row: ResourceRow) => own(row[name], row) };
    if (!field?.dict || !dictCell) return c;
    const plain = c.render;
    return {
      ...c,
      render: (text: unknown, row: ResourceRow, index: number) =>
        dictCell(field.dict!, row[name], text ? String(text) : null) ?? (plain ? plain(text, row, index) : text as ReactNode),
    };
  });
}

import { useState } from 'react';
import { Card, Table } from 'antd';
import type { ResourceDef } from '@foodtrace/contracts';
import { useResourceList } from './use-resource-list';
import { useResourceDelete } from './use-resource-delete';
import { resourceColumns } from './resource-columns';
import { ResourceSearchForm } from './resource-search-form';
import { ResourceToolbar } from './resource-toolbar';
import { SelectionBar } from './selection-bar';
import { ResourceFormModal, type FormModalState, type FormMode } from './resource-form-modal';
import { PAGE_SIZE_OPTIONS, showTotal } from './list-params';
import type { ResourceRow } from './resource-api';

export interface ResourceListPageProps { resource: ResourceDef }

/** The whole list screen of a plain resource, derived from its definition (DESIGN.md §3). */
export function ResourceListPage({ resource }: ResourceListPageProps) {
  const list = useResourceList(resource);
  const { removeOne, removeSelected } = useResourceDelete(resource, list);
  const [modal, setModal] = useState<FormModalState>({ open: false, mode: 'add' });
  const open = (mode: FormMode, record?: ResourceRow) => setModal({ open: true, mode, record });
  const { pageNo, pageSize, sort } = list.query;

  const columns = resourceColumns(resource, sort, (pageNo - 1) * pageSize, {
    onEdit: (row) => open('edit', row),
    onDetail: (row) => open('detail', row),
    onDelete: (row) => removeOne(row.id),
  });

  return (
    <Card variant="borderless">
      <ResourceSearchForm resource={resource} onSearch={list.search} onReset={list.reset} />
      <ResourceToolbar resource={resource} onAdd={() => open('add')} onBatchDelete={removeSelected} />
      <SelectionBar count={list.selectedRowKeys.length} onClear={list.clearSelection} />
      <Table<ResourceRow>
        rowKey="id"
        size="middle"
        columns={columns}
        dataSource={list.records}
        loading={list.loading}
        scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: list.selectedRowKeys, onChange: list.setSelectedRowKeys, preserveSelectedRowKeys: true }}
        pagination={{
          current: pageNo, pageSize, total: list.total,
          showQuickJumper: true, showSizeChanger: true, pageSizeOptions: PAGE_SIZE_OPTIONS, showTotal,
        }}
        onChange={(p, f, s) => list.onTableChange(p, f, s)}
      />
      <ResourceFormModal resource={resource} state={modal}
        onClose={() => setModal((m) => ({ ...m, open: false }))} onSaved={() => void list.reload()} />
    </Card>
  );
}

import { useState } from 'react';
import { Card } from 'antd';
import type { ResourceDef } from '@foodtrace/contracts';
import { useResourceList } from './use-resource-list';
import { useResourceDelete } from './use-resource-delete';
import { resourceColumns } from './resource-columns';
import { ResourceSearchForm } from './resource-search-form';
import { ResourceToolbar } from './resource-toolbar';
import { SelectionBar } from './selection-bar';
import { ResourceFormModal, type FormModalState, type FormMode } from './resource-form-modal';
import type { ResourceRow } from './resource-api';
import { listExcel, ResourceTable } from './resource-table';

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
      <ResourceToolbar resource={resource} onAdd={() => open('add')} onBatchDelete={removeSelected} onSuperQuery={list.superSearch}
        excel={listExcel(list)} />
      <SelectionBar count={list.selectedRowKeys.length} onClear={list.clearSelection} />
      <ResourceTable list={list} columns={columns} />
      <ResourceFormModal resource={resource} state={modal}
        onClose={() => setModal((m) => ({ ...m, open: false }))} onSaved={() => void list.reload()} />
    </Card>
  );
}

import { useState } from 'react';
import { Button, Card } from 'antd';
import { SYS_PERMS, roleResource } from '@foodtrace/contracts';
import { ResourceFormModal, useResourceList, withRowActions, type FormModalState, type FormMode, type ResourceRow } from '@/crud';
import { actionsWidth, resourceColumns } from '@/crud/resource-columns';
import { ResourceSearchForm } from '@/crud/resource-search-form';
import { ResourceToolbar } from '@/crud/resource-toolbar';
import { SelectionBar } from '@/crud/selection-bar';
import { useResourceDelete } from '@/crud/use-resource-delete';
import { Has } from '@/lib/permissions';
import { RoleAuthDrawer } from './role-list/role-auth-drawer';
import { ROLE_TEXT } from './role-list/texts';
import { listExcel, ResourceTable } from '@/crud/resource-table';

/**
 * 角色管理 (spec §7.2 Role): the list and form derive from the role definition like any plain resource; the
 * row adds 授权, the drawer with the permission tree and the data rules.
 */
export default function RoleList() {
  const list = useResourceList(roleResource);
  const { removeOne, removeSelected } = useResourceDelete(roleResource, list);
  const [modal, setModal] = useState<FormModalState>({ open: false, mode: 'add' });
  const [authorizing, setAuthorizing] = useState<ResourceRow | null>(null);
  const open = (mode: FormMode, record?: ResourceRow) => setModal({ open: true, mode, record });
  const { pageNo, pageSize, sort } = list.query;

  const columns = withRowActions(resourceColumns(roleResource, sort, (pageNo - 1) * pageSize, {
    onEdit: (row) => open('edit', row), onDetail: (row) => open('detail', row), onDelete: (row) => removeOne(row.id),
  }), (row) => (
    <Has action={SYS_PERMS.role.authorize}>
      <Button type="link" size="small" onClick={() => setAuthorizing(row)}>{ROLE_TEXT.authorize}</Button>
    </Has>
  ), actionsWidth(roleResource, [ROLE_TEXT.authorize]));

  return (
    <Card variant="borderless">
      <ResourceSearchForm resource={roleResource} onSearch={list.search} onReset={list.reset} />
      <ResourceToolbar resource={roleResource} onAdd={() => open('add')} onBatchDelete={removeSelected} excel={listExcel(list)} />
      <SelectionBar count={list.selectedRowKeys.length} onClear={list.clearSelection} />
      <ResourceTable list={list} columns={columns} />
      <ResourceFormModal resource={roleResource} state={modal}
        onClose={() => setModal((m) => ({ ...m, open: false }))} onSaved={() => void list.reload()} />
      <RoleAuthDrawer role={authorizing ? { id: authorizing.id, roleName: String(authorizing.roleName) } : null} onClose={() => setAuthorizing(null)} />
    </Card>
  );
}

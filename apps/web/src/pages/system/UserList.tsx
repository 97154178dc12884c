import { useState } from 'react';
import { Card } from 'antd';
import type { UserRecord } from '@foodtrace/contracts';
import { useResourceList, withRowActions, type ResourceRow } from '@/crud';
import { actionsWidth, resourceColumns } from '@/crud/resource-columns';
import { ResourceSearchForm } from '@/crud/resource-search-form';
import { SelectionBar } from '@/crud/selection-bar';
import { useResourceDelete } from '@/crud/use-resource-delete';
import { CRUD_TEXT } from '@/crud/texts';
import { feedback } from '@/lib/feedback';
import { runWrite } from './admin-common/call';
import { PasswordModal } from './user-list/password-modal';
import { userApi } from './user-list/user-api';
import { avatarColumn, UserMore, withLockTag } from './user-list/user-columns';
import { UserFormDrawer, type UserDrawerState } from './user-list/user-form-drawer';
import { UserToolbar } from './user-list/user-toolbar';
import { userListView } from './user-list/user-view';
import { USER_TEXT } from './user-list/texts';
import { listExcel, ResourceTable } from '@/crud/resource-table';

/**
 * 用户管理 (spec §7.2 User): search by account, name, sex, birthday and status; the drawer form with roles,
 * departments, positions and tenants; freeze, unfreeze and password reset.
 */
export default function UserList() {
  const list = useResourceList(userListView);
  const { removeOne, removeSelected } = useResourceDelete(userListView, list);
  const [drawer, setDrawer] = useState<UserDrawerState>({ open: false, mode: 'add' });
  const [passwordFor, setPasswordFor] = useState<string | null>(null);
  const { pageNo, pageSize, sort } = list.query;

  const frozen = (ids: string[], status: 1 | 2) => {
    if (!ids.length) {
      feedback.message.warning(CRUD_TEXT.selectOne);
      return;
    }
    feedback.modal.confirm({
      title: status === 2 ? USER_TEXT.freeze : USER_TEXT.unfreeze,
      content: status === 2 ? USER_TEXT.confirmFreeze(ids.length) : USER_TEXT.confirmUnfreeze(ids.length),
      okText: CRUD_TEXT.ok, cancelText: CRUD_TEXT.cancel,
      onOk: async () => { if (await runWrite(userApi.frozen(ids, status))) void list.reload(); },
    });
  };

  const unlock = (user: UserRecord) => feedback.modal.confirm({
    title: USER_TEXT.unlock, content: USER_TEXT.confirmUnlock(user.username), okText: CRUD_TEXT.ok, cancelText: CRUD_TEXT.cancel,
    onOk: async () => { if (await runWrite(userApi.frozen([user.id], 1))) void list.reload(); },
  });

  const open = (mode: UserDrawerState['mode'], row?: ResourceRow) => setDrawer({ open: true, mode, record: row as unknown as UserRecord | undefined });
  const base = resourceColumns(userListView, sort, (pageNo - 1) * pageSize, {
    onEdit: (row) => open('edit', row), onDetail: (row) => open('detail', row), onDelete: (row) => removeOne(row.id),
  });
  const cells = base.map((c) => (c.key === 'status' ? withLockTag(c) : c));
  const columns = withRowActions([...cells.slice(0, 3), avatarColumn, ...cells.slice(3)], (row) => (
    <UserMore user={row as unknown as UserRecord} onPassword={(u) => setPasswordFor(u.username)} onFrozen={(u, s) => frozen([u.id], s)} onUnlock={unlock} />
  ), actionsWidth(userListView, [`${USER_TEXT.more}▾`])); // 更多 and its ▾, about a character wide

  return (
    <Card variant="borderless">
      <ResourceSearchForm resource={userListView} onSearch={list.search} onReset={list.reset} />
      <UserToolbar onAdd={() => open('add')} onBatchDelete={removeSelected} onBatchFrozen={(s) => frozen(list.selectedRowKeys.map(String), s)}
        excel={listExcel(list)} />
      <SelectionBar count={list.selectedRowKeys.length} onClear={list.clearSelection} />
      <ResourceTable list={list} columns={columns} />
      <UserFormDrawer state={drawer} onClose={() => setDrawer((d) => ({ ...d, open: false }))} onSaved={() => void list.reload()} />
      <PasswordModal username={passwordFor} onClose={() => setPasswordFor(null)} />
    </Card>
  );
}

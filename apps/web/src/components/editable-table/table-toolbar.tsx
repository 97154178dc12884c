import type { ReactNode } from 'react';
import { useSyncExternalStore } from 'react';
import { Button, Space, Tag } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { feedback } from '@/lib/feedback';
import type { SocketStatus } from './socket/table-socket-client';
import { useTable } from './table-context';
import { TABLE_TEXT } from './texts';

export interface TableToolbarProps {
  showAdd: boolean;
  showDelete: boolean;
  addDisabled: boolean;
  deleteDisabled: boolean;
  onAdded(id: string): void;
  extra?: ReactNode;
  /** The real-time socket's state, when the table joined one. */
  socketStatus: SocketStatus | 'off';
}

const SOCKET_COLOR: Record<SocketStatus, string> = { open: 'success', connecting: 'processing', closed: 'warning', unauthorized: 'error' };

/**
 * 新增, 删除 and 清空选择 (spec §2.7). Deleting needs a selection (请选择一条记录！) and asks
 * 确定要删除这 N 项吗? (spec §4 Other); adding twice within 1500 ms warns (spec §8).
 */
export function TableToolbar({ showAdd, showDelete, addDisabled, deleteDisabled, onAdded, extra, socketStatus }: TableToolbarProps) {
  const { controller, rowSelection, warnTooFast } = useTable();
  const { store } = controller;
  useSyncExternalStore(store.subscribeSelection, () => store.getSelectionVersion());
  const count = store.selectedCount();

  const add = () => {
    const id = controller.addFromButton();
    if (id === false) warnTooFast();
    else onAdded(id);
  };
  const remove = () => {
    const ids = store.getSelectedIds();
    if (ids.length === 0) {
      feedback.message.warning(TABLE_TEXT.selectOne);
      return;
    }
    feedback.modal.confirm({
      title: TABLE_TEXT.confirmDeleteTitle, content: TABLE_TEXT.confirmDelete(ids.length),
      okText: TABLE_TEXT.ok, cancelText: TABLE_TEXT.cancel, okButtonProps: { danger: true },
      onOk: () => controller.removeRows(ids),
    });
  };

  return (
    <div className="et-toolbar">
      <Space wrap>
        {showAdd && <Button type="primary" icon={<PlusOutlined />} disabled={addDisabled} onClick={add}>{TABLE_TEXT.add}</Button>}
        {showDelete && rowSelection && <Button danger icon={<DeleteOutlined />} disabled={deleteDisabled} onClick={remove}>{TABLE_TEXT.remove}</Button>}
        {rowSelection && <Button disabled={count === 0} onClick={() => controller.clearSelection()}>{TABLE_TEXT.clearSelection}</Button>}
        {rowSelection && <span className="et-toolbar__count">{TABLE_TEXT.selected(count)}</span>}
        {extra}
        {socketStatus !== 'off' && <Tag color={SOCKET_COLOR[socketStatus]} data-socket-status={socketStatus}>{TABLE_TEXT.socket[socketStatus]}</Tag>}
      </Space>
    </div>
  );
}

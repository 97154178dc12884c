import { Button, Dropdown, Space } from 'antd';
import { DeleteOutlined, DownOutlined, LockOutlined, PlusOutlined, UnlockOutlined } from '@ant-design/icons';
import { SYS_PERMS } from '@foodtrace/contracts';
import { ExcelActions, type ExcelActionsProps } from '@/components/excel';
import { usePermission } from '@/lib/permissions';
import { CRUD_TEXT } from '@/crud/texts';
import { USER_TEXT } from './texts';
import { userListView } from './user-view';

export interface UserToolbarProps {
  onAdd: () => void;
  onBatchDelete: () => void;
  onBatchFrozen: (status: 1 | 2) => void;
  /** 导出 / 导入 with the list's parameters and selection. */
  excel: Omit<ExcelActionsProps, 'resource' | 'importHint'>;
}

/**
 * 新增, 批量操作 (删除, 冻结, 解冻), 导出 and 导入, in the order of every other list (ResourceToolbar), each shown by
 * its own code like the server checks it.
 */
export function UserToolbar({ onAdd, onBatchDelete, onBatchFrozen, excel }: UserToolbarProps) {
  const add = usePermission(SYS_PERMS.user.add);
  const remove = usePermission(SYS_PERMS.user.deleteBatch);
  const frozen = usePermission(SYS_PERMS.user.frozen);
  const items = [
    remove !== 'hidden' && { key: 'delete', icon: <DeleteOutlined />, label: CRUD_TEXT.delete, disabled: remove === 'disabled' },
    frozen !== 'hidden' && { key: 'freeze', icon: <LockOutlined />, label: USER_TEXT.freeze, disabled: frozen === 'disabled' },
    frozen !== 'hidden' && { key: 'unfreeze', icon: <UnlockOutlined />, label: USER_TEXT.unfreeze, disabled: frozen === 'disabled' },
  ].filter((i) => i !== false);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {add !== 'hidden' && <Button type="primary" icon={<PlusOutlined />} disabled={add === 'disabled'} onClick={onAdd}>{CRUD_TEXT.add}</Button>}
      {items.length > 0 && (
        <Dropdown menu={{
          items,
          onClick: ({ key }) => {
            if (key === 'delete') onBatchDelete();
            else onBatchFrozen(key === 'freeze' ? 2 : 1);
          },
        }}>
          <Button icon={<DownOutlined />} iconPlacement="end">{CRUD_TEXT.batchActions}</Button>
        </Dropdown>
      )}
      <ExcelActions resource={userListView} {...excel} importHint={USER_TEXT.importHint} />
    </Space>
  );
}

import { Avatar, Button, Dropdown, type TableColumnsType } from 'antd';
import { DownOutlined, UserOutlined } from '@ant-design/icons';
import { SYS_PERMS, USER_STATUS, type UserRecord } from '@foodtrace/contracts';
import type { ResourceRow } from '@/crud';
import { fileAccessUrl } from '@/lib/file-url';
import { usePermission } from '@/lib/permissions';
import { USER_TEXT } from './texts';

/** 头像: the stored path as an image (spec §7.3 file addresses). */
export const avatarColumn: TableColumnsType<ResourceRow>[number] = {
  title: USER_TEXT.avatar, key: 'avatar', align: 'center', width: 80,
  render: (_v, row) => <Avatar size="small" src={fileAccessUrl(row.avatar as string | null)} icon={<UserOutlined />} />,
};

export interface UserMoreProps {
  user: UserRecord;
  onPassword: (user: UserRecord) => void;
  onFrozen: (user: UserRecord, status: 1 | 2) => void;
}

/** 更多: 密码 and 冻结 / 解冻 of one user, each behind its own code. */
export function UserMore({ user, onPassword, onFrozen }: UserMoreProps) {
  const password = usePermission(SYS_PERMS.user.changePassword);
  const frozen = usePermission(SYS_PERMS.user.frozen);
  const isFrozen = user.status === USER_STATUS.frozen;
  const items = [
    password !== 'hidden' && { key: 'password', label: USER_TEXT.resetPassword, disabled: password === 'disabled' },
    frozen !== 'hidden' && { key: 'frozen', label: isFrozen ? USER_TEXT.unfreeze : USER_TEXT.freeze, disabled: frozen === 'disabled' },
  ].filter((i) => i !== false);
  if (!items.length) return null;
  return (
    <Dropdown menu={{
      items,
      onClick: ({ key }) => (key === 'password' ? onPassword(user) : onFrozen(user, isFrozen ? 1 : 2)),
    }}>
      <Button type="link" size="small">{USER_TEXT.more} <DownOutlined /></Button>
    </Dropdown>
  );
}

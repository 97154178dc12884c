import type { ReactNode } from 'react';
import { Avatar, Button, Dropdown, Space, Tag, Tooltip, type TableColumnsType } from 'antd';
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
  onUnlock: (user: UserRecord) => void;
}

/**
 * 状态 with a 已锁定 tag while repeated failed logins lock the account: the status alone said 正常 while the
 * user could not sign in. Wraps the generic column's own rendering.
 */
export function withLockTag(column: TableColumnsType<ResourceRow>[number]): TableColumnsType<ResourceRow>[number] {
  const inner = 'render' in column ? column.render : undefined;
  return {
    ...column,
    render: (value: unknown, row: ResourceRow, index: number) => {
      const shown = (inner ? inner(value, row, index) : value) as ReactNode;
      const until = (row as unknown as UserRecord).lockedUntil;
      if (!until) return shown;
      return (
        <Space size={4} wrap>
          {shown}
          <Tooltip title={USER_TEXT.lockedHint(until)}><Tag color="orange">{USER_TEXT.locked}</Tag></Tooltip>
        </Space>
      );
    },
  };
}

/** 更多: 密码 and 冻结 / 解冻 (解锁 while a lock from failed logins lasts) of one user, each behind its own code. */
export function UserMore({ user, onPassword, onFrozen, onUnlock }: UserMoreProps) {
  const password = usePermission(SYS_PERMS.user.changePassword);
  const frozen = usePermission(SYS_PERMS.user.frozen);
  const isFrozen = user.status === USER_STATUS.frozen;
  const items = [
    password !== 'hidden' && { key: 'password', label: USER_TEXT.resetPassword, disabled: password === 'disabled' },
    frozen !== 'hidden' && { key: 'frozen', label: isFrozen ? USER_TEXT.unfreeze : USER_TEXT.freeze, disabled: frozen === 'disabled' },
    frozen !== 'hidden' && !isFrozen && Boolean(user.lockedUntil) && { key: 'unlock', label: USER_TEXT.unlock, disabled: frozen === 'disabled' },
  ].filter((i) => i !== false);
  if (!items.length) return null;
  return (
    <Dropdown menu={{
      items,
      onClick: ({ key }) => {
        if (key === 'password') onPassword(user);
        else if (key === 'unlock') onUnlock(user);
        else onFrozen(user, isFrozen ? 1 : 2);
      },
    }}>
      <Button type="link" size="small">{USER_TEXT.more} <DownOutlined /></Button>
    </Dropdown>
  );
}

import { useState, type ReactNode } from 'react';
import { Avatar, Dropdown } from 'antd';
import { LockOutlined, SettingOutlined, SyncOutlined, UserOutlined } from '@ant-design/icons';
import { queryClient } from '@/app/query-client';
import { refreshDictCache } from '@/app/session/session-service';
import { SESSION_TEXT } from '@/app/session/texts';
import { useSessionStore } from '@/app/stores/session-store';
import { feedback } from '@/lib/feedback';
import { fileAccessUrl } from '@/lib/file-url';
import { ChangePasswordModal } from './change-password-modal';
import { SettingsDrawer } from './settings-drawer';
import { LAYOUT_TEXT } from './texts';

const T = LAYOUT_TEXT.userMenu;

/** spec §2.4 user dropdown: system settings (drawer), change password (dialog), clear cache. */
export function UserMenu({ compact = false }: { compact?: boolean }): ReactNode {
  const userInfo = useSessionStore((s) => s.userInfo);
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [passwordOpen, setPasswordOpen] = useState(false);

  const openPassword = () => {
    // spec §4/§5: the dialog opens only with a logged-in username.
    if (!userInfo?.username) feedback.message.warning(LAYOUT_TEXT.password.noUser);
    else setPasswordOpen(true);
  };

  const clearCache = async () => {
    try {
      await refreshDictCache();
      await queryClient.invalidateQueries({ queryKey: ['dict'] });
      feedback.message.success(SESSION_TEXT.refreshCacheOk);
    } catch {
      feedback.message.warning(SESSION_TEXT.refreshCacheFailed);
    }
  };

  const items = [
    { key: 'settings', icon: <SettingOutlined />, label: T.settings, onClick: () => setSettingsOpen(true) },
    { key: 'password', icon: <LockOutlined />, label: T.password, onClick: openPassword },
    { key: 'cache', icon: <SyncOutlined />, label: T.clearCache, onClick: () => void clearCache() },
  ];

  return (
    <>
      <Dropdown menu={{ items }} placement="bottomRight" trigger={['hover', 'click']}>
        <button type="button" className="header-action user-menu" aria-label={userInfo?.realname ?? T.settings}>
          <Avatar size="small" src={fileAccessUrl(userInfo?.avatar)} icon={<UserOutlined />} />
          {!compact && <span className="user-menu__name">{userInfo?.realname || userInfo?.username}</span>}
        </button>
      </Dropdown>
      <SettingsDrawer open={settingsOpen} onClose={() => setSettingsOpen(false)} />
      {userInfo?.username && (
        <ChangePasswordModal open={passwordOpen} username={userInfo.username} onClose={() => setPasswordOpen(false)} />
      )}
    </>
  );
}

import type { ReactNode } from 'react';
import { App, Button } from 'antd';
import { LogoutOutlined } from '@ant-design/icons';
import { logout } from '@/app/session/session-service';
import { LOGIN_PATH } from '@/app/router/route-guard';
import { LAYOUT_TEXT } from './texts';

/**
 * spec §4: asks '真的要注销登录吗 ?', then logs out (finishing even if the server call fails) and goes to
 * the login page. A full page load follows so no route, cache or store of this session survives.
 */
export function LogoutLink({ iconOnly = false }: { iconOnly?: boolean }): ReactNode {
  const { modal } = App.useApp();
  const confirm = () =>
    modal.confirm({
      title: LAYOUT_TEXT.logoutConfirmTitle,
      content: LAYOUT_TEXT.logoutConfirm,
      okText: LAYOUT_TEXT.ok,
      cancelText: LAYOUT_TEXT.cancel,
      onOk: () => logout({ thenLoad: LOGIN_PATH }),
    });
  return (
    <Button type="text" className="header-action" icon={<LogoutOutlined />} onClick={confirm} aria-label={LAYOUT_TEXT.userMenu.logout}>
      {iconOnly ? null : LAYOUT_TEXT.userMenu.logout}
    </Button>
  );
}

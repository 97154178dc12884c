import type { ReactNode } from 'react';
import { Button, Layout } from 'antd';
import { MenuFoldOutlined, MenuOutlined, MenuUnfoldOutlined } from '@ant-design/icons';
import { APP_TEXT } from '@/app/texts';
import { HeaderActions } from './header-actions';
import { NavMenu } from './nav-menu';
import { SidebarLogo } from './sidebar-logo';
import { LAYOUT_TEXT } from './texts';
import type { Device } from './use-device';
import './global-header.css';

export interface GlobalHeaderProps {
  topMenu: boolean;
  device: Device;
  collapsed: boolean;
  onToggle(): void;
  menuTheme: 'dark' | 'light';
  fixedWidth: boolean;
  fixed: boolean;
  visible: boolean;
  /** Left offset of a fixed header in side-menu mode (the sidebar width). */
  offset: number;
  noticeSlot?: ReactNode;
}

/** The header of spec §2.4 in side-menu and top-menu mode; the header welcome text of spec §1. */
export function GlobalHeader(props: GlobalHeaderProps): ReactNode {
  const { topMenu, device, collapsed, onToggle, menuTheme, fixedWidth, fixed, visible, offset, noticeSlot } = props;
  const mobile = device === 'mobile';
  const top = topMenu && !mobile;
  const classes = [
    'global-header',
    top ? `global-header--top global-header--${menuTheme}` : 'global-header--side',
    fixed ? 'global-header--fixed' : '',
    visible ? '' : 'global-header--hidden',
  ].filter(Boolean).join(' ');

  return (
    <>
      {fixed && <div className="global-header__placeholder" />}
      <Layout.Header className={classes} style={fixed && !top ? { left: offset } : undefined}>
        <div className={`global-header__inner${top && fixedWidth ? ' global-header__inner--fixed' : ''}`}>
          {top ? (
            <>
              <SidebarLogo theme={menuTheme} />
              <div className="global-header__menu">
                <NavMenu mode="horizontal" theme={menuTheme} />
              </div>
            </>
          ) : (
            <>
              <Button
                type="text"
                className="global-header__trigger"
                icon={mobile ? <MenuOutlined /> : collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
                onClick={onToggle}
                aria-label={mobile ? LAYOUT_TEXT.openMenu : LAYOUT_TEXT.toggleSidebar}
              />
              {!mobile && <span className="global-header__welcome">{APP_TEXT.welcome}</span>}
            </>
          )}
          <HeaderActions mobile={mobile} noticeSlot={noticeSlot} />
        </div>
      </Layout.Header>
    </>
  );
}

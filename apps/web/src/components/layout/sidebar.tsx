import type { ReactNode } from 'react';
import { Drawer, Layout } from 'antd';
import { LAYOUT } from '@foodtrace/contracts';
import { NavMenu } from './nav-menu';
import { SidebarLogo } from './sidebar-logo';
import './sidebar.css';

export interface SidebarProps {
  theme: 'dark' | 'light';
  collapsed: boolean;
  fixed: boolean;
}

/** The 208 px inline side menu (spec §2.4, §9), collapsible to 80 px. */
export function Sidebar({ theme, collapsed, fixed }: SidebarProps): ReactNode {
  return (
    <Layout.Sider
      width={LAYOUT.sideMenuWidth}
      collapsedWidth={LAYOUT.sideMenuCollapsedWidth}
      collapsed={collapsed}
      collapsible
      trigger={null}
      theme={theme}
      className={`sidebar${fixed ? ' sidebar--fixed' : ''}`}
    >
      <SidebarLogo collapsed={collapsed} theme={theme} />
      <NavMenu mode="inline" theme={theme} collapsed={collapsed} />
    </Layout.Sider>
  );
}

/** Under 768 px the menu lives in a drawer (spec §2.4). */
export function SidebarDrawer({ theme, open, onClose }: { theme: 'dark' | 'light'; open: boolean; onClose(): void }): ReactNode {
  return (
    <Drawer
      placement="left"
      open={open}
      onClose={onClose}
      size={LAYOUT.sideMenuWidth}
      closable={false}
      className={`sidebar-drawer sidebar-drawer--${theme}`}
      styles={{ body: { padding: 0 } }}
    >
      <div className={`sidebar sidebar--in-drawer ant-layout-sider-${theme}`}>
        <SidebarLogo theme={theme} />
        <NavMenu mode="inline" theme={theme} onChosen={onClose} />
      </div>
    </Drawer>
  );
}

import { useState, type ReactNode } from 'react';
import { Layout } from 'antd';
import { QueryClientProvider } from '@tanstack/react-query';
import { useShallow } from 'zustand/react/shallow';
import { LAYOUT } from '@foodtrace/contracts';
import { queryClient } from '@/app/query-client';
import { NoticeBell } from '@/components/notice';
import { effectiveSettings } from '@/app/stores/layout-settings';
import { selectSettings, useSettingsStore } from '@/app/stores/settings-store';
import { AdminApp } from './admin-app';
import { GlobalHeader } from './global-header';
import { LayoutBreadcrumb } from './layout-breadcrumb';
import { MultiTab } from './multi-tab';
import { PageContent } from './page-content';
import { Sidebar, SidebarDrawer } from './sidebar';
import { useDevice } from './use-device';
import { useHeaderVisibility } from './use-header-visibility';
import './layout.css';

export interface BasicLayoutProps {
  /** The notice bell of spec §2.7 (a separate issue) is passed here and shown in the header. */
  noticeSlot?: ReactNode;
}

/** The main layout of spec §2.4: side menu (or top menu) with header, tabs, breadcrumb and the routed view. */
export function BasicLayout({ noticeSlot }: BasicLayoutProps): ReactNode {
  const settings = effectiveSettings(useSettingsStore(useShallow(selectSettings)));
  const update = useSettingsStore((s) => s.update);
  const device = useDevice();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // Under 1088 px the sidebar starts collapsed; the trigger may open it until the width class changes.
  const [tabletOpen, setTabletOpen] = useState(false);
  const [seenDevice, setSeenDevice] = useState(device);
  if (seenDevice !== device) {
    setSeenDevice(device);
    setTabletOpen(false);
    setDrawerOpen(false);
  }
  const mobile = device === 'mobile';
  const topMenu = settings.layout === 'topmenu';
  const showSider = !mobile && !topMenu;
  // spec §2.4: collapsed under 1088 px, open on the desktop as the user left it.
  const collapsed = device === 'tablet' ? !tabletOpen : !settings.sidebarOpened;
  const siderWidth = showSider ? (collapsed ? LAYOUT.sideMenuCollapsedWidth : LAYOUT.sideMenuWidth) : 0;
  const headerVisible = useHeaderVisibility(settings.autoHideHeader);
  const multipage = settings.multipage && !mobile;

  const toggle = () => {
    if (mobile) setDrawerOpen(true);
    else if (device === 'tablet') setTabletOpen(collapsed);
    else update({ sidebarOpened: collapsed });
  };

  return (
    <QueryClientProvider client={queryClient}>
      <AdminApp>
        <Layout className={`basic-layout basic-layout--${topMenu ? 'top' : 'side'}`} hasSider={showSider}>
          {showSider && <Sidebar theme={settings.menuTheme} collapsed={collapsed} fixed={settings.fixedSidebar} />}
          {mobile && <SidebarDrawer theme={settings.menuTheme} open={drawerOpen} onClose={() => setDrawerOpen(false)} />}
          <Layout className="basic-layout__main" style={settings.fixedSidebar && showSider ? { marginLeft: siderWidth } : undefined}>
            <GlobalHeader
              topMenu={topMenu}
              device={device}
              collapsed={collapsed}
              onToggle={toggle}
              menuTheme={settings.menuTheme}
              fixedWidth={settings.contentWidth === 'Fixed'}
              fixed={settings.fixedHeader}
              visible={headerVisible}
              offset={siderWidth}
              noticeSlot={noticeSlot}
            />
            <Layout.Content className={`basic-layout__content${topMenu && settings.contentWidth === 'Fixed' ? ' basic-layout__content--fixed' : ''}`}>
              {multipage && <MultiTab />}
              <LayoutBreadcrumb />
              <PageContent multipage={multipage} />
            </Layout.Content>
          </Layout>
        </Layout>
      </AdminApp>
    </QueryClientProvider>
  );
}

/** Route element of the layout (app/router), with the notice bell of spec §2.7 in the header. */
export default function BasicLayoutRoute(): ReactNode {
  return <BasicLayout noticeSlot={<NoticeBell />} />;
}

import type { ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { App, Dropdown, Tabs, type MenuProps } from 'antd';
import { ArrowLeftOutlined, ArrowRightOutlined, CloseOutlined, ReloadOutlined } from '@ant-design/icons';
import { TAB_TEXT } from '@/app/tabs/texts';
import { HOME_TAB, useTabsStore } from '@/app/stores/tabs-store';
import { closeLeft, closeOthers, closeRight, type TabsState } from '@/app/tabs/tab-rules';
import { confirmLeaving } from '@/crud/unsaved-forms';

/** The rules of the context menu's closing actions, to learn which tabs an action would close before it does. */
const CLOSE_MANY = { closeLeft, closeRight, closeOthers } as const;

/** The multi-tab bar of spec §2.5 with its context menu (刷新 / 关闭左侧 / 关闭右侧 / 关闭其他). */
export function MultiTab(): ReactNode {
  const tabs = useTabsStore((s) => s.tabs);
  const activeKey = useTabsStore((s) => s.activeKey);
  const navigate = useNavigate();
  const location = useLocation();
  const { message } = App.useApp();

  const follow = (before: string, next: TabsState) => {
    if (next.activeKey !== before) navigate(next.activeKey);
  };

  const close = (key: string) => confirmLeaving((pane) => pane === key, () => {
    const change = useTabsStore.getState().close(key);
    if (!change.ok) message.warning(change.warning);
    else follow(activeKey, change.state);
  });

  /** Closing several tabs asks first when one of those that go holds a form with unsaved input. */
  const closeMany = (action: keyof typeof CLOSE_MANY, key: string) => {
    const store = useTabsStore.getState();
    const kept = new Set(CLOSE_MANY[action](store, key, HOME_TAB.key).tabs.map((t) => t.key));
    confirmLeaving((pane) => !kept.has(pane), () => follow(activeKey, store[action](key)));
  };

  const contextMenu = (key: string): MenuProps => ({
    items: [
      { key: 'refresh', icon: <ReloadOutlined />, label: TAB_TEXT.refresh },
      { key: 'left', icon: <ArrowLeftOutlined />, label: TAB_TEXT.closeLeft },
      { key: 'right', icon: <ArrowRightOutlined />, label: TAB_TEXT.closeRight },
      { key: 'others', icon: <CloseOutlined />, label: TAB_TEXT.closeOthers },
    ],
    onClick: ({ key: action, domEvent }) => {
      domEvent.stopPropagation();
      if (action === 'refresh') {
        confirmLeaving((pane) => pane === key, () => {
          useTabsStore.getState().refresh(key);
          if (key !== activeKey) navigate(key);
        });
      } else closeMany(action === 'left' ? 'closeLeft' : action === 'right' ? 'closeRight' : 'closeOthers', key);
    },
  });

  return (
    <Tabs
      className="multi-tab"
      type="editable-card"
      size="small"
      hideAdd
      activeKey={activeKey}
      // A click follows the address, not the store's active tab: the store learns of a new address in an effect
      // after the render, and a quick click in between on the tab that was active a moment ago must still go there.
      onTabClick={(key) => {
        if (key !== location.pathname + location.search) navigate(key);
      }}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') close(key);
      }}
      items={tabs.map((tab) => ({
        key: tab.key,
        closable: true,
        label: (
          <Dropdown menu={contextMenu(tab.key)} trigger={['contextMenu']}>
            <span className="multi-tab__label">{tab.title}</span>
          </Dropdown>
        ),
      }))}
    />
  );
}

import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Menu, type MenuRef } from 'antd';
import { useRouteHandle } from '@/app/router/route-handle';
import { useSessionStore } from '@/app/stores/session-store';
import { rootSubmenuKeys, toMenuItems } from './menu-items';
import { accordionOpenKeys } from './menu-open-keys';
import { useMenuNavigate } from './use-menu-navigate';
import { useSelectedMenuKey } from './use-selected-menu-key';

export interface NavMenuProps {
  mode: 'inline' | 'horizontal';
  theme: 'dark' | 'light';
  collapsed?: boolean;
  /** Called after an entry was chosen (the mobile drawer closes). */
  onChosen?: () => void;
}

/**
 * The menu of spec §2.4: selected item follows the route, accordion of root submenus, and when collapsed the
 * open submenus are remembered and restored on expand.
 */
export function NavMenu({ mode, theme, collapsed = false, onChosen }: NavMenuProps): ReactNode {
  const menu = useSessionStore((s) => s.menu);
  const handle = useRouteHandle();
  const go = useMenuNavigate();
  const items = useMemo(() => toMenuItems(menu), [menu]);
  const roots = useMemo(() => rootSubmenuKeys(menu), [menu]);
  const routeKeys = handle?.openKeys ?? [];
  const routeSignature = routeKeys.join('|');

  const [openKeys, setOpenKeys] = useState<string[]>(collapsed ? [] : routeKeys);
  const [savedKeys, setSavedKeys] = useState<string[]>(collapsed ? routeKeys : []);
  const [seenRoute, setSeenRoute] = useState(routeSignature);
  const [seenCollapsed, setSeenCollapsed] = useState(collapsed);

  // A new route opens its own submenus (kept for later while collapsed).
  if (seenRoute !== routeSignature) {
    setSeenRoute(routeSignature);
    if (collapsed) setSavedKeys(routeKeys);
    else setOpenKeys(routeKeys);
  }
  // Collapsing remembers the open submenus; expanding restores them.
  if (seenCollapsed !== collapsed) {
    setSeenCollapsed(collapsed);
    if (collapsed) {
      setSavedKeys(openKeys);
      setOpenKeys([]);
    } else {
      setOpenKeys(savedKeys);
    }
  }

  const inline = mode === 'inline';
  const ref = useRef<MenuRef>(null);
  const menuKey = useSelectedMenuKey(handle);
  // The page's entry is scrolled into the menu's view once its submenu has slid open: a page opened from a tab,
  // a link or the address bar may sit below the fold of a menu that scrolls by itself (the fixed side menu).
  useEffect(() => {
    if (!inline || collapsed || !menuKey) return undefined;
    let timer: ReturnType<typeof setTimeout>;
    let waits = 0;
    const reveal = () => {
      const list = ref.current?.menu?.list;
      // A submenu still sliding (antd's collapse motion, slower on a busy machine) has not reached its height.
      if (list?.querySelector('.ant-motion-collapse') && ++waits < 20) timer = setTimeout(reveal, 100);
      else if (list) revealInScroller(list.querySelector<HTMLElement>('.ant-menu-item-selected'));
    };
    timer = setTimeout(reveal, SUBMENU_MOTION_MS);
    return () => clearTimeout(timer);
  }, [inline, collapsed, menuKey]);

  return (
    <Menu
      ref={ref}
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={menuKey ? [menuKey] : []}
      {...(inline
        ? { inlineCollapsed: collapsed, openKeys, onOpenChange: (keys: string[]) => setOpenKeys(accordionOpenKeys(openKeys, keys, roots)) }
        : {})}
      onClick={({ key }) => {
        go(key);
        onChosen?.();
      }}
      className="nav-menu"
    />
  );
}

/** antd's inline submenu slides open in 0.3 s; its motion class appears only once it has started. */
const SUBMENU_MOTION_MS = 350;

/**
 * Scrolls the item's nearest scrolling container (the fixed side menu, the mobile drawer) just enough to show it.
 * Unlike scrollIntoView it never scrolls the page: a side menu that is not fixed lengthens the page, and a tab
 * change must not move it.
 */
function revealInScroller(item: HTMLElement | null): void {
  const scroller = item && scrollerOf(item);
  if (!item || !scroller) return;
  const at = item.getBoundingClientRect();
  const view = scroller.getBoundingClientRect();
  if (at.top < view.top) scroller.scrollTop -= view.top - at.top;
  else if (at.bottom > view.bottom) scroller.scrollTop += at.bottom - view.bottom;
}

/** The nearest ancestor below the page that scrolls its content, or null. */
function scrollerOf(el: HTMLElement): HTMLElement | null {
  for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
    if (p.scrollHeight > p.clientHeight && /(auto|scroll)/.test(getComputedStyle(p).overflowY)) return p;
  }
  return null;
}

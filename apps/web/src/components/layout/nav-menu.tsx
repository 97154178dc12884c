import { useMemo, useState, type ReactNode } from 'react';
import { Menu } from 'antd';
import { useRouteHandle } from '@/app/router/route-handle';
import { useSessionStore } from '@/app/stores/session-store';
import { rootSubmenuKeys, toMenuItems } from './menu-items';
import { accordionOpenKeys } from './menu-open-keys';
import { useMenuNavigate } from './use-menu-navigate';

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
  return (
    <Menu
      mode={mode}
      theme={theme}
      items={items}
      selectedKeys={handle?.menuKey ? [handle.menuKey] : []}
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

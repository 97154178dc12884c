import type { ReactNode } from 'react';
import type { MenuProps } from 'antd';
import type { MenuItem } from '@foodtrace/contracts';
import { isVisible, visibleChildren } from '@/app/menu/menu-tree';
import { menuIcon } from './menu-icons';

type AntdItem = Required<MenuProps>['items'][number];

/** The server menu → antd Menu items, keyed by path (hidden and route=0 entries are left out, spec §2.2). */
export function toMenuItems(menu: readonly MenuItem[]): AntdItem[] {
  return menu.filter(isVisible).map((item): AntdItem => {
    const children = visibleChildren(item);
    const label: ReactNode = <span title={item.meta?.title}>{item.meta?.title ?? item.name}</span>;
    const icon = menuIcon(item.meta?.icon);
    if (children.length > 0) {
      return { key: item.path, label, icon, children: toMenuItems(children) };
    }
    return { key: item.path, label, icon };
  });
}

/** Paths of the root entries that open as submenus (for the accordion). */
export function rootSubmenuKeys(menu: readonly MenuItem[]): string[] {
  return menu.filter((item) => isVisible(item) && visibleChildren(item).length > 0).map((item) => item.path);
}

/** Finds the menu item behind a clicked key. */
export function findMenuItem(menu: readonly MenuItem[], path: string): MenuItem | undefined {
  for (const item of menu) {
    if (item.path === path) return item;
    const found = findMenuItem(item.children ?? [], path);
    if (found) return found;
  }
  return undefined;
}

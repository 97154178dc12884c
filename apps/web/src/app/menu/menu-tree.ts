import { matchPath } from 'react-router';
import type { MenuItem } from '@foodtrace/contracts';
import { isSafeHttpUrl } from '@/lib/safe-url';
import { resolvePage } from '../page-registry';

/** A menu item yields a route unless flagged route=0 (spec §2.2). */
export function isRoutable(item: MenuItem): boolean {
  return item.route !== '0' && Boolean(item.path);
}

/** External entries (meta.internalOrExternal with an http(s) url) open a new window instead of a route. */
export function isExternal(item: MenuItem): boolean {
  return Boolean(item.meta?.internalOrExternal) && isSafeHttpUrl(item.meta?.url);
}

/** Shown in the menu: routable and not hidden (spec §2.2: hidden stays a route but leaves the menu). */
export function isVisible(item: MenuItem): boolean {
  return isRoutable(item) && !item.hidden;
}

/**
 * Children shown under an entry. alwaysShow makes the entry itself the leaf (its children are its sub-pages,
 * JeecgBoot's "一级菜单跳转"), so it shows none.
 */
export function visibleChildren(item: MenuItem): MenuItem[] {
  if (item.alwaysShow) return [];
  return (item.children ?? []).filter(isVisible);
}

export interface MenuEntry {
  item: MenuItem;
  /** Titles from the root, e.g. ['系统管理', '职务管理']. */
  titles: string[];
}

/** spec §2.4 menu search: every visible entry, excluding hidden ones and pure route containers. */
export function searchableEntries(menu: readonly MenuItem[], parents: string[] = []): MenuEntry[] {
  const out: MenuEntry[] = [];
  for (const item of menu.filter(isVisible)) {
    const titles = [...parents, item.meta?.title ?? item.name];
    const children = visibleChildren(item);
    if (children.length > 0) out.push(...searchableEntries(children, titles));
    else if (resolvePage(item.component).kind !== 'container' || isExternal(item)) out.push({ item, titles });
  }
  return out;
}

/**
 * The chain of menu items from the root to the item whose path matches `pathname` (exactly, or as a
 * pattern such as /foodtrace/code/:id). Hidden and non-visible items are included: a hidden detail page
 * still has a breadcrumb.
 */
export function findMenuChain(menu: readonly MenuItem[], pathname: string): MenuItem[] {
  for (const item of menu) {
    if (!isRoutable(item)) continue;
    const inner = findMenuChain(item.children ?? [], pathname);
    if (inner.length > 0) return [item, ...inner];
    if (matchPath({ path: item.path, end: true }, pathname)) return [item];
  }
  return [];
}

/**
 * Menu key to highlight for a route chain: the deepest item that is visible in the menu (a hidden page
 * highlights its parent; the children of an alwaysShow entry highlight the entry).
 */
export function selectedMenuKey(chain: readonly MenuItem[]): string | undefined {
  let key: string | undefined;
  for (const item of chain) {
    if (!isVisible(item)) break;
    key = item.path;
    if (item.alwaysShow) break;
  }
  return key;
}

/** Submenu keys to open for a chain: every visible ancestor that has visible children. */
export function openMenuKeys(chain: readonly MenuItem[]): string[] {
  const keys: string[] = [];
  for (const item of chain.slice(0, -1)) {
    if (!isVisible(item) || visibleChildren(item).length === 0) break;
    keys.push(item.path);
  }
  return keys;
}

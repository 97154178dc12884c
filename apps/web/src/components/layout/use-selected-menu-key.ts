import { useState } from 'react';
import { useLocation } from 'react-router';
import type { RouteHandle } from '@/app/router/route-handle';

/**
 * The menu entry to highlight. A visible page highlights its own entry. A hidden page (追溯码详情, 组织详情) has
 * none, so it highlights the entry it was opened from (产品追溯码 or 按日期查码 for a code) when that entry sits in
 * the same submenu: where the user came from, kept per opened address, so that going back to its tab later shows
 * the same. Opened from the address bar or from elsewhere (首页), it highlights what the menu tree gives it.
 */
export function useSelectedMenuKey(handle: RouteHandle | undefined): string | undefined {
  const { pathname, search } = useLocation();
  const at = pathname + search;
  const submenu = (handle?.openKeys ?? []).join('|');
  const [last, setLast] = useState<{ key: string; submenu: string } | undefined>(undefined);
  const [openers, setOpeners] = useState<ReadonlyMap<string, string>>(new Map());
  // State derived while rendering (React's "storing information from previous renders"): each settles in one pass.
  if (!handle?.hidden && handle?.menuKey && (handle.menuKey !== last?.key || submenu !== last.submenu)) {
    setLast({ key: handle.menuKey, submenu });
  }
  const opener = last?.submenu === submenu ? last.key : undefined;
  if (handle?.hidden && opener && !openers.has(at)) setOpeners(new Map(openers).set(at, opener));
  if (!handle?.hidden) return handle?.menuKey;
  return openers.get(at) ?? opener ?? handle.menuKey;
}

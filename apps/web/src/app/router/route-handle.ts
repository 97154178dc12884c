import { useMatches } from 'react-router';

export interface Crumb {
  title: string;
  /** Absent for the current page (spec §2.4: the last one is not a link). */
  path?: string;
}

/** Route meta of spec §2.2 carried on RouteObject.handle. */
export interface RouteHandle {
  title: string;
  /** The route chain below home, for the breadcrumb (spec §2.4). */
  crumbs: Crumb[];
  keepAlive?: boolean;
  componentName?: string;
  /** Menu key to highlight and submenus to open. */
  menuKey?: string;
  openKeys?: string[];
  /** A hidden entry (a detail page such as 追溯码详情): the menu highlights the entry it was opened from. */
  hidden?: boolean;
  /** For the iframe view. */
  url?: string;
}

export function isRouteHandle(value: unknown): value is RouteHandle {
  return Boolean(value && typeof value === 'object' && typeof (value as RouteHandle).title === 'string');
}

/** The handle of the deepest matched route that has one. */
export function useRouteHandle(): RouteHandle | undefined {
  const matches = useMatches();
  for (let i = matches.length - 1; i >= 0; i -= 1) {
    const handle = matches[i].handle;
    if (isRouteHandle(handle)) return handle;
  }
  return undefined;
}

import { Navigate, type RouteObject } from 'react-router';
import type { MenuItem } from '@foodtrace/contracts';
import { prefetchLoader } from './lazy-element';
import { IframePage, MenuPage } from './menu-page';
import { RouteError } from './route-error';
import type { Crumb, RouteHandle } from './route-handle';
import { isExternal, isRoutable, openMenuKeys, selectedMenuKey } from '../menu/menu-tree';
import { resolvePage } from '../page-registry';

/**
 * The server menu → routes (spec §2.2). Routes are flat children of the layout with the menu's absolute
 * paths (a child path need not extend its parent's), the menu nesting survives in the handle (breadcrumb,
 * highlighted and opened menu keys).
 * - route=0 yields no route (nor do its children);
 * - a container redirects to `redirect` or its first routable child;
 * - alwaysShow: the entry is its own page, any `redirect` is ignored ("redirects to its own path");
 * - hidden entries keep their route;
 * - keepAlive + componentName caches the page (the layout keeps its tab pane mounted);
 * - external links get no route; an unknown component renders the 404 page.
 */
export function buildMenuRoutes(menu: readonly MenuItem[], reservedPaths: ReadonlySet<string> = new Set()): RouteObject[] {
  const routes: RouteObject[] = [];
  const seen = new Set(reservedPaths);
  const walk = (items: readonly MenuItem[], chain: MenuItem[]) => {
    for (const item of items) {
      if (!isRoutable(item)) continue;
      const here = [...chain, item];
      if (!seen.has(item.path) && !isExternal(item)) {
        seen.add(item.path);
        routes.push(routeFor(item, here));
      }
      walk(item.children ?? [], here);
    }
  };
  walk(menu, []);
  return routes;
}

function routeFor(item: MenuItem, chain: MenuItem[]): RouteObject {
  const page = resolvePage(item.component);
  const handle = handleFor(item, chain);
  const redirect = item.alwaysShow ? null : redirectOf(item, page.kind === 'container');
  // No handle: a redirect is not a page, so it must not open a tab or set a title on its way through.
  if (redirect) return { path: item.path, element: <Navigate to={redirect} replace /> };
  const element = page.kind === 'iframe' ? <IframePage url={item.meta?.url} title={handle.title} /> : <MenuPage kind={page} />;
  const loader = page.kind === 'page' ? prefetchLoader(page.load) : undefined;
  return { path: item.path, element, handle, loader, errorElement: <RouteError /> };
}

function redirectOf(item: MenuItem, container: boolean): string | null {
  if (item.redirect && item.redirect !== item.path) return item.redirect;
  if (!container) return null;
  const first = (item.children ?? []).find((c) => isRoutable(c) && !isExternal(c));
  return first?.path ?? null;
}

function handleFor(item: MenuItem, chain: MenuItem[]): RouteHandle {
  const crumbs: Crumb[] = chain.map((c, i) => ({
    title: c.meta?.title ?? c.name,
    path: i < chain.length - 1 ? c.path : undefined,
  }));
  return {
    title: item.meta?.title ?? item.name,
    crumbs,
    // spec §2.2: keepAlive plus componentName keeps a page cached.
    keepAlive: Boolean(item.meta?.keepAlive && item.meta?.componentName),
    componentName: item.meta?.componentName,
    menuKey: selectedMenuKey(chain),
    openKeys: openMenuKeys(chain),
    hidden: item.hidden || undefined,
    url: item.meta?.url,
  };
}

import type { ComponentType } from 'react';

export type PageModule = { default: ComponentType };
export type PageLoader = () => Promise<PageModule>;

/**
 * Pages live under pages/ at the path the component string names, so adding a screen is one line here.
 * Each page is its own chunk: the login page never loads any of them (DESIGN.md §6).
 */
export const PAGE_REGISTRY: Readonly<Record<string, PageLoader>> = {
  'dashboard/Analysis': () => import('@/pages/dashboard/Analysis'),
  'system/PositionList': () => import('@/pages/system/PositionList'),
  'exception/403': () => import('@/pages/exception/403'),
  'exception/404': () => import('@/pages/exception/404'),
  'exception/500': () => import('@/pages/exception/500'),
};

/** Route containers: they render their child route, never a page of their own. */
export const CONTAINER_COMPONENTS: ReadonlySet<string> = new Set(['layouts/RouteView', 'layouts/PageView']);

/** A menu entry showing meta.url inside the layout. */
export const IFRAME_COMPONENT = 'layouts/IframePageView';

export type PageKind =
  | { kind: 'container' }
  | { kind: 'iframe' }
  | { kind: 'page'; load: PageLoader }
  | { kind: 'unknown' };

export function resolvePage(component: string | null | undefined): PageKind {
  const name = (component ?? '').trim().replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '');
  if (!name || CONTAINER_COMPONENTS.has(name)) return { kind: 'container' };
  if (name === IFRAME_COMPONENT) return { kind: 'iframe' };
  // hasOwn: a component string from the database must not reach Object.prototype ('constructor', …).
  return Object.hasOwn(PAGE_REGISTRY, name) ? { kind: 'page', load: PAGE_REGISTRY[name] } : { kind: 'unknown' };
}

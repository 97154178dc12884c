import { lazy, Suspense, type ComponentType, type LazyExoticComponent, type ReactNode } from 'react';
import { withChunkTimeout } from '@/lib/chunk-load';
import type { PageLoader } from '../page-registry';
import { useSessionStore } from '../stores/session-store';
import { APP_TEXT } from '../texts';

// One lazy component per loader, so a page keeps its identity (and state) across renders.
const cache = new Map<PageLoader, LazyExoticComponent<ComponentType>>();

export function lazyPage(load: PageLoader): LazyExoticComponent<ComponentType> {
  let component = cache.get(load);
  if (!component) {
    component = lazy(withChunkTimeout(load));
    cache.set(load, component);
  }
  return component;
}

/** A CSS-only spinner: the entry chunk shows it before any antd component is needed. */
export function PageSpinner(): ReactNode {
  return (
    <div className="page-spinner" role="status" aria-label={APP_TEXT.loading}>
      <span className="page-spinner__dot" />
      <span className="page-spinner__dot" />
      <span className="page-spinner__dot" />
    </div>
  );
}

/**
 * Renders a lazily loaded page. The chunk is requested only when the element renders — after the route
 * guard allowed it — so a signed-out visit never downloads admin code (DESIGN.md §6).
 */
export function LazyElement({ load }: { load: PageLoader }): ReactNode {
  const Page = lazyPage(load);
  return (
    <Suspense fallback={<PageSpinner />}>
      <Page />
    </Suspense>
  );
}

/**
 * A route loader that starts downloading a signed-in page's chunk while the layout's chunk downloads, instead
 * of after the layout rendered. It never blocks or redirects (the guard decides), and does nothing signed out.
 */
export function prefetchLoader(load: PageLoader): () => null {
  return () => {
    if (useSessionStore.getState().token) void load().catch(() => undefined);
    return null;
  };
}

import type { ReactNode } from 'react';
import { isSafeHttpUrl } from '@/lib/safe-url';
import { LazyElement } from './lazy-element';
import { PAGE_REGISTRY, type PageKind } from '../page-registry';

const NOT_FOUND = PAGE_REGISTRY['exception/404'];

/** A page named by a menu component string; an unknown one is the 404 page (spec §2.1). */
export function MenuPage({ kind }: { kind: PageKind }): ReactNode {
  if (kind.kind === 'page') return <LazyElement load={kind.load} />;
  return <LazyElement load={NOT_FOUND} />;
}

/** layouts/IframePageView: the entry's url inside the content area (only http(s) urls). */
export function IframePage({ url, title }: { url?: string; title: string }): ReactNode {
  if (!isSafeHttpUrl(url)) return <LazyElement load={NOT_FOUND} />;
  return <iframe className="iframe-page" src={url} title={title} />;
}

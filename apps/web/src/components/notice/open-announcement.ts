import { NOTICE, type MenuItem } from '@foodtrace/contracts';
import { isSafeHttpUrl } from '@/lib/safe-url';

export interface OpenTarget { openType?: string | null; openPage?: string | null; busId?: string | null }

export type OpenAction = { kind: 'navigate'; to: string } | { kind: 'detail' };
export type HandleAction = { kind: 'navigate'; to: string } | { kind: 'external'; url: string };

const normalise = (component: string) => component.trim().replace(/^\/+/, '').replace(/\.(vue|tsx?)$/, '');
const isAppPath = (p: string) => p.startsWith('/') && !p.startsWith('//') && !p.startsWith('/\\');

function findPathOf(menu: readonly MenuItem[], component: string): string | undefined {
  for (const item of menu) {
    if (item.route !== '0' && item.path && normalise(item.component ?? '') === component) return item.path;
    const inner = findPathOf(item.children ?? [], component);
    if (inner) return inner;
  }
  return undefined;
}

const withId = (path: string, busId: string | null | undefined) =>
  busId ? `${path}${path.includes('?') ? '&' : '?'}id=${encodeURIComponent(busId)}` : path;

/**
 * spec §4 Notice bell: an item with openType 'component' opens its page with the id set to busId — the page
 * is found by its component name among the user's menu routes (or openPage is itself an app path); anything
 * else opens the announcement detail dialog.
 */
export function openActionOf(a: OpenTarget, menu: readonly MenuItem[]): OpenAction {
  if (a.openType !== NOTICE.openType.component || !a.openPage) return { kind: 'detail' };
  if (isAppPath(a.openPage)) return { kind: 'navigate', to: withId(a.openPage, a.busId) };
  const path = findPathOf(menu, normalise(a.openPage));
  return path ? { kind: 'navigate', to: withId(path, a.busId) } : { kind: 'detail' };
}

/**
 * spec §2.7: 'go handle' only for openType url; it goes to openPage — an app path in the app, an http(s)
 * address in a new window. Any other value (javascript:, data: …) gives no button at all.
 */
export function handleActionOf(a: OpenTarget): HandleAction | null {
  if (a.openType !== NOTICE.openType.url || !a.openPage) return null;
  if (isAppPath(a.openPage)) return { kind: 'navigate', to: a.openPage };
  return /^https?:\/\//i.test(a.openPage) && isSafeHttpUrl(a.openPage) ? { kind: 'external', url: a.openPage } : null;
}

import type { RouteObject } from 'react-router';
import { LazyElement, prefetchLoader } from '@/app/router/lazy-element';
import { MenuPage } from '@/app/router/menu-page';
import { RouteError } from '@/app/router/route-error';
import type { RouteHandle } from '@/app/router/route-handle';
import { PAGE_REGISTRY, resolvePage, type PageLoader } from '@/app/page-registry';

/**
 * The constant routes of the account pages (spec §2.1, §2.2):
 * - public, outside the layout: registration, its result, the four-step alteration (the guard's PUBLIC_PATHS);
 * - for every signed-in user, inside the layout: my announcements (the bell's 查看更多) and the own account's
 *   center and settings — they touch only the caller's own data, so no menu grant is needed to reach them.
 *   The same paths may also be menu entries (modules/account seeds them); the router then keeps these.
 */
const loadRegister: PageLoader = () => import('@/pages/user/Register');
const loadRegisterResult: PageLoader = () => import('@/pages/user/RegisterResult');
const loadAlteration: PageLoader = () => import('@/pages/user/Alteration');

const handle = (title: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({ title, crumbs: [], ...extra });

export const ACCOUNT_PUBLIC_ROUTES: RouteObject[] = [
  { path: 'user/register', element: <LazyElement load={loadRegister} />, handle: handle('注册') },
  { path: 'user/register-result', element: <LazyElement load={loadRegisterResult} />, handle: handle('注册结果') },
  { path: 'user/alteration', element: <LazyElement load={loadAlteration} />, handle: handle('找回密码') },
];

function layoutRoute(path: string, component: string, title: string, parent?: { title: string; path: string }): RouteObject {
  return {
    path,
    element: <MenuPage kind={resolvePage(component)} />,
    loader: prefetchLoader(PAGE_REGISTRY[component]),
    errorElement: <RouteError />,
    handle: handle(title, {
      crumbs: parent ? [{ title: parent.title }, { title }] : [{ title }],
      menuKey: path,
      openKeys: parent ? [parent.path] : [],
    }),
  };
}

const ACCOUNT_GROUP = { title: '个人页', path: '/account' };

export const ACCOUNT_LAYOUT_ROUTES: RouteObject[] = [
  layoutRoute('/isps/userAnnouncement', 'system/UserAnnouncementList', '我的消息'),
  layoutRoute('/account/center', 'account/center/Index', '个人中心', ACCOUNT_GROUP),
  layoutRoute('/account/settings', 'account/settings/Index', '个人设置', ACCOUNT_GROUP),
];

/** Paths the menu must not route again (router RESERVED_PATHS). */
export const ACCOUNT_ROUTE_PATHS: readonly string[] = ACCOUNT_LAYOUT_ROUTES.map((r) => r.path!);

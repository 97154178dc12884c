import { createBrowserRouter, Navigate, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { LAYOUT } from '@foodtrace/contracts';
import { EXCEPTION_TEXT } from '@/pages/exception/texts';
import { LOGIN_TEXT } from '@/pages/user/texts';
import { ACCOUNT_LAYOUT_ROUTES, ACCOUNT_PUBLIC_ROUTES, ACCOUNT_ROUTE_PATHS } from '@/pages/account/account-routes';
import { buildMenuRoutes } from './build-routes';
import { LazyElement, PageSpinner, prefetchLoader } from './lazy-element';
import { MenuPage } from './menu-page';
import { RootGuard } from './root-guard';
import { RouteError } from './route-error';
import type { RouteHandle } from './route-handle';
import { LOGIN_PATH } from './route-guard';
import { PAGE_REGISTRY, resolvePage, type PageLoader } from '../page-registry';
import { endSessionAfterPermissionFailure } from '../session/permission-failure';
import { ensurePermissions } from '../session/session-service';
import { useSessionStore } from '../stores/session-store';
import { APP_TEXT } from '../texts';

export const LAYOUT_ROUTE_ID = 'layout';

const loadLayout: PageLoader = () => import('@/components/layout/basic-layout');
const loadLogin: PageLoader = () => import('@/pages/user/Login');

const handle = (title: string, extra: Partial<RouteHandle> = {}): RouteHandle => ({ title, crumbs: [], ...extra });

function exceptionRoute(status: 403 | 404 | 500): RouteObject {
  return {
    path: String(status),
    element: <MenuPage kind={resolvePage(`exception/${status}`)} />,
    handle: handle(EXCEPTION_TEXT[status].pageTitle),
  };
}

/** The constant routes of spec §2.1; the menu routes are patched in after login. */
export const STATIC_ROUTES: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    element: <RootGuard />,
    errorElement: <RouteError />,
    // Shown while the first navigation resolves (e.g. the menu routes are fetched for a deep link).
    hydrateFallbackElement: <PageSpinner />,
    children: [
      { index: true, element: <Navigate to={LAYOUT.homePath} replace /> },
      { path: 'user', element: <Navigate to={LOGIN_PATH} replace /> },
      { path: 'user/login', element: <LazyElement load={loadLogin} />, handle: handle(LOGIN_TEXT.pageTitle) },
      ...ACCOUNT_PUBLIC_ROUTES,
      exceptionRoute(403),
      exceptionRoute(404),
      exceptionRoute(500),
      {
        id: LAYOUT_ROUTE_ID,
        element: <LazyElement load={loadLayout} />,
        loader: prefetchLoader(loadLayout),
        errorElement: <RouteError />,
        children: [
          {
            path: LAYOUT.homePath,
            element: <MenuPage kind={resolvePage('dashboard/Analysis')} />,
            loader: prefetchLoader(PAGE_REGISTRY['dashboard/Analysis']),
            errorElement: <RouteError />,
            handle: handle(APP_TEXT.homeTitle, { menuKey: LAYOUT.homePath }),
          },
          ...ACCOUNT_LAYOUT_ROUTES,
        ],
      },
      // spec §2.1: any unmatched path redirects to /404.
      { path: '*', element: <Navigate to="/404" replace /> },
    ],
  },
];

const RESERVED_PATHS = new Set([LAYOUT.homePath, LOGIN_PATH, '/user', '/403', '/404', '/500', '/', ...ACCOUNT_ROUTE_PATHS]);

// Routes of one session; logout reloads the page, so a new user never inherits them.
let patchedToken: string | null = null;

/**
 * spec §4: with a token and no permission list yet, fetch the permissions and build the menu routes, then
 * continue. React Router calls this whenever a path is matched only by the catch-all, i.e. a menu route
 * it does not know yet. Without a token it does nothing and the guard sends the visitor to login.
 */
export const patchMenuRoutes: PatchRoutesOnNavigationFunction = async ({ patch }) => {
  const { token } = useSessionStore.getState();
  if (!token || patchedToken === token) return;
  try {
    await ensurePermissions();
  } catch (error) {
    await endSessionAfterPermissionFailure(error);
    return;
  }
  patch(LAYOUT_ROUTE_ID, buildMenuRoutes(useSessionStore.getState().menu, RESERVED_PATHS));
  patchedToken = token;
};

export function createAppRouter() {
  return createBrowserRouter(STATIC_ROUTES, { patchRoutesOnNavigation: patchMenuRoutes });
}

import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router';
import { PageSpinner } from './lazy-element';
import { useRouteHandle } from './route-handle';
import { decideGuard, loginRedirect } from './route-guard';
import { pageTitle } from '../page-title';
import { endSessionAfterPermissionFailure } from '../session/permission-failure';
import { ensurePermissions } from '../session/session-service';
import { useSessionStore } from '../stores/session-store';

const hasToken = () => Boolean(useSessionStore.getState().token);

/**
 * The route guard of spec §2.2/§4 at the root route. Like a router `beforeEach` hook it reads the token when a
 * navigation happens, not whenever the store changes: the login page stores the token and may still ask for a
 * department (spec §4) before it navigates on.
 */
export function RootGuard(): ReactNode {
  const location = useLocation();
  const navigate = useNavigate();
  const permissionsLoaded = useSessionStore((s) => s.permissionsLoaded);
  const [snapshot, setSnapshot] = useState(() => ({ key: location.key, hasToken: hasToken() }));
  let current = snapshot;
  if (snapshot.key !== location.key) {
    current = { key: location.key, hasToken: hasToken() };
    setSnapshot(current);
  }
  const fullPath = location.pathname + location.search;
  const decision = decideGuard({
    pathname: location.pathname, search: location.search, hasToken: current.hasToken, permissionsLoaded,
  });

  useEffect(() => {
    if (decision.type !== 'load-permissions') return;
    let active = true;
    ensurePermissions().catch(async (error: unknown) => {
      await endSessionAfterPermissionFailure(error);
      if (active) navigate(loginRedirect(fullPath), { replace: true });
    });
    return () => {
      active = false;
    };
  }, [decision.type, fullPath, navigate]);

  useDocumentTitle(location.pathname);

  if (decision.type === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.type === 'load-permissions') return <PageSpinner />;
  return <Outlet />;
}

function useDocumentTitle(pathname: string): void {
  const title = useRouteHandle()?.title;
  useEffect(() => {
    document.title = pageTitle(title, pathname);
  }, [title, pathname]);
}

import { LAYOUT } from '@foodtrace/contracts';

/** spec §2.2: reachable without login. */
export const PUBLIC_PATHS: readonly string[] = [
  '/user/login', '/user/register', '/AdDetail', '/foodcode', '/user/register-result', '/user/alteration',
];

export const LOGIN_PATH = '/user/login';

export interface GuardInput {
  pathname: string;
  /** Query string including '?', or ''. */
  search: string;
  hasToken: boolean;
  permissionsLoaded: boolean;
}

export type GuardDecision =
  | { type: 'allow' }
  | { type: 'redirect'; to: string }
  /** Token present, permission list empty: fetch permissions and build routes, then continue (spec §4). */
  | { type: 'load-permissions' };

/** The route guard of spec §2.2 / §4 as a pure decision, evaluated on every navigation. */
export function decideGuard({ pathname, search, hasToken, permissionsLoaded }: GuardInput): GuardDecision {
  if (pathname === LOGIN_PATH && hasToken) return { type: 'redirect', to: LAYOUT.homePath };
  if (PUBLIC_PATHS.includes(pathname)) return { type: 'allow' };
  if (!hasToken) return { type: 'redirect', to: loginRedirect(pathname + search) };
  if (!permissionsLoaded) return { type: 'load-permissions' };
  return { type: 'allow' };
}

/** /user/login?redirect=<full original path incl. query>. */
export function loginRedirect(fullPath: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(fullPath)}`;
}

/**
 * Where to go after login: the redirect query when it is a path inside this app, else home. An absolute or
 * protocol-relative url is refused so a crafted link cannot send the user to another site.
 */
export function afterLoginTarget(redirect: string | null): string {
  if (!redirect || !redirect.startsWith('/') || redirect.startsWith('//') || redirect.startsWith('/\\')) {
    return LAYOUT.homePath;
  }
  if (redirect === LOGIN_PATH || redirect.startsWith(`${LOGIN_PATH}?`)) return LAYOUT.homePath;
  return redirect;
}

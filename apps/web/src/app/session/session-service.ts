import type { DictItem, LoginResult, PermissionResult } from '@foodtrace/contracts';
import { clearDictCache } from '@/lib/dict-cache';
import { configureHttpSession, getAction, http, postAction } from '@/lib/http';
import { useSessionStore } from '../stores/session-store';
import { APP_TEXT } from '../texts';

/** spec §4 Login: the answer counts only with code 200; the server's message explains a refusal. */
export async function login(username: string, password: string): Promise<LoginResult> {
  const res = await postAction<LoginResult>('/sys/login', { username, password });
  if (!res.success || Number(res.code) !== 200 || !res.result?.token) throw new Error(res.message);
  useSessionStore.getState().applyLogin(res.result);
  return res.result;
}

/**
 * spec §4: logout clears the session and calls the logout endpoint, and finishes even if that call fails
 * (an expired token answers 401; the catalogue notice is suppressed so a 401 cannot loop into another logout).
 * With `thenLoad` the page is left for a full load of that path: the stored session is forgotten but the store
 * kept for the moment this page lasts, since a cleared store first sends the router to the login page and
 * the full load would then show it a second time.
 */
export async function logout(options: { thenLoad?: string } = {}): Promise<void> {
  const { token } = useSessionStore.getState();
  try {
    if (token) await http.post('/sys/logout', {}, { skipErrorHandler: true });
  } catch {
    // The local session ends regardless.
  } finally {
    if (options.thenLoad) {
      useSessionStore.getState().forget();
      window.location.assign(options.thenLoad);
    } else {
      useSessionStore.getState().clear();
    }
  }
}

let pending: Promise<void> | null = null;

/**
 * spec §4 route guard: with a token and an empty permission list, fetch the permissions once (concurrent
 * callers share the request). spec §8: an empty menu is a failure.
 */
export function ensurePermissions(): Promise<void> {
  if (useSessionStore.getState().permissionsLoaded) return Promise.resolve();
  pending ??= loadPermissions().finally(() => {
    pending = null;
  });
  return pending;
}

async function loadPermissions(): Promise<void> {
  const res = await getAction<PermissionResult>('/sys/permission/getUserPermissionByToken');
  if (!res.success) throw new Error(res.message);
  const menu = res.result?.menu;
  if (!Array.isArray(menu) || menu.length === 0) throw new Error(APP_TEXT.emptyPermissions);
  useSessionStore.getState().applyPermissions({
    menu, auth: res.result.auth ?? [], allAuth: res.result.allAuth ?? [],
  });
}

/** spec §7.2 清理缓存: drop the local cache, refleshCache, then queryAllDictItems into the 7-day local cache. */
export async function refreshDictCache(): Promise<void> {
  // Without a local copy the dictionary widgets ask the server, so a failure below leaves nothing stale.
  useSessionStore.getState().setDictItems({});
  clearDictCache();
  const refreshed = await getAction('sys/dict/refleshCache');
  if (!refreshed.success) throw new Error(refreshed.message);
  const all = await getAction<Record<string, DictItem[]>>('sys/dict/queryAllDictItems');
  if (!all.success) throw new Error(all.message);
  useSessionStore.getState().setDictItems(all.result ?? {});
}

/** Connects the http client to this store (token and tenant headers, logout on 401). */
export function connectHttpSession(): void {
  configureHttpSession({
    getToken: () => useSessionStore.getState().token,
    getTenantId: () => useSessionStore.getState().tenantId,
    logout,
  });
}

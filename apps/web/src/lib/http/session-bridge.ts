import { storage } from '../storage';
import { STORAGE_KEYS } from '../storage-keys';

/**
 * What the http client needs from the session. The session store (app/) registers itself at start-up;
 * the defaults read local storage directly so the client also works before that and in tests.
 */
export interface HttpSession {
  getToken(): string | null;
  getTenantId(): string | number | null;
  /** Ends the session locally (and tells the server); must not throw. */
  logout(): Promise<void>;
}

let session: HttpSession = {
  getToken: () => storage.get<string>(STORAGE_KEYS.accessToken),
  getTenantId: () => storage.get<string | number>(STORAGE_KEYS.tenantId),
  logout: async () => storage.removeMany([STORAGE_KEYS.accessToken, STORAGE_KEYS.userInfo, STORAGE_KEYS.userName]),
};

export function configureHttpSession(next: Partial<HttpSession>): void {
  session = { ...session, ...next };
}

export function httpSession(): HttpSession {
  return session;
}

import { create } from 'zustand';
import type { AuthEntry, DictItem, LoginResult, MenuItem, PermissionResult, UserInfo } from '@foodtrace/contracts';
import { readDictCache, writeDictCache } from '@/lib/dict-cache';
import { storage } from '@/lib/storage';
import { STORAGE_KEYS } from '@/lib/storage-keys';

/** The session user store of spec §3 (token, user, tenant, permission list) plus the button lists of §6. */
export interface SessionState {
  token: string | null;
  userInfo: UserInfo | null;
  tenantId: string | number | null;
  /** The server menu (spec §3 permissionList); empty until the guard has loaded it (spec §4). */
  menu: MenuItem[];
  permissionsLoaded: boolean;
  auth: AuthEntry[];
  allAuth: AuthEntry[];
  dictItems: Record<string, DictItem[]>;
  /** spec §4 Login: token, user info and dictionaries are stored for 7 days. */
  applyLogin(result: LoginResult): void;
  applyPermissions(result: PermissionResult): void;
  setUserInfo(userInfo: UserInfo): void;
  setDictItems(all: Record<string, DictItem[]>): void;
  /** spec §4: logout clears token, permissions and stored user data. */
  clear(): void;
  /** Removes only the stored session: for a page about to be left for a full load. */
  forget(): void;
}

/** Keys removed by logout; layout settings stay, they belong to the browser, not the user. */
export const SESSION_KEYS = [
  STORAGE_KEYS.accessToken, STORAGE_KEYS.userName, STORAGE_KEYS.userInfo, STORAGE_KEYS.tenantId,
  STORAGE_KEYS.userAuth, STORAGE_KEYS.sysButtonAuth, STORAGE_KEYS.dictCache, STORAGE_KEYS.traceRecent,
] as const;

function initialState() {
  return {
    token: storage.get<string>(STORAGE_KEYS.accessToken),
    userInfo: storage.get<UserInfo>(STORAGE_KEYS.userInfo),
    tenantId: storage.get<string | number>(STORAGE_KEYS.tenantId),
    menu: [] as MenuItem[],
    permissionsLoaded: false,
    auth: storage.get<AuthEntry[]>(STORAGE_KEYS.userAuth) ?? [],
    allAuth: storage.get<AuthEntry[]>(STORAGE_KEYS.sysButtonAuth) ?? [],
    dictItems: readDictCache() ?? {},
  };
}

export const useSessionStore = create<SessionState>()((set, get) => ({
  ...initialState(),
  applyLogin(result) {
    storage.set(STORAGE_KEYS.accessToken, result.token);
    storage.set(STORAGE_KEYS.userName, result.userInfo.username);
    storage.set(STORAGE_KEYS.userInfo, result.userInfo);
    writeDictCache(result.sysAllDictItems ?? {});
    // Several tenants need the tenant choice screen (a later issue); one tenant is chosen here.
    const tenantId = result.tenantList?.length === 1 ? result.tenantList[0].id : null;
    if (tenantId !== null) storage.set(STORAGE_KEYS.tenantId, tenantId);
    set({
      token: result.token, userInfo: result.userInfo, tenantId, dictItems: result.sysAllDictItems ?? {},
      menu: [], permissionsLoaded: false,
    });
  },
  applyPermissions(result) {
    storage.set(STORAGE_KEYS.userAuth, result.auth);
    storage.set(STORAGE_KEYS.sysButtonAuth, result.allAuth);
    set({ menu: result.menu, auth: result.auth, allAuth: result.allAuth, permissionsLoaded: true });
  },
  setUserInfo(userInfo) {
    storage.set(STORAGE_KEYS.userInfo, userInfo);
    set({ userInfo });
  },
  setDictItems(all) {
    writeDictCache(all);
    set({ dictItems: all });
  },
  forget() {
    storage.removeMany(SESSION_KEYS);
  },
  clear() {
    get().forget();
    set({
      token: null, userInfo: null, tenantId: null, menu: [], permissionsLoaded: false, auth: [], allAuth: [],
      dictItems: {},
    });
  },
}));

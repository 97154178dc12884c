/**
 * Local storage keys of the session and the UI (spec §3 "Local session keys"). The names are JeecgBoot's, so a
 * browser that used the original client finds nothing surprising and support staff recognise them.
 */
export const STORAGE_KEYS = {
  accessToken: 'Access-Token',
  tenantId: 'TENANT_ID',
  userName: 'Login_Username',
  userInfo: 'Login_Userinfo',
  /** The user's own button permissions (`auth` of the permission call). */
  userAuth: 'LOGIN_USER_BUTTON_AUTH',
  /** Every button permission of the system (`allAuth`). */
  sysButtonAuth: 'SYS_BUTTON_AUTH',
  /** code → dictionary items, from the login answer or queryAllDictItems (spec §7.2). */
  dictCache: 'UI_CACHE_DB_DICT_DATA',
  /** The trace workbench's last traces (追溯查询 → 最近追溯), cleared by logout. */
  traceRecent: 'FT_TRACE_RECENT',
  /** Saved layout settings (spec §3 "Saved UI settings"), one JSON object. */
  layoutSettings: 'LAYOUT_SETTINGS',
} as const;

export type StorageKey = (typeof STORAGE_KEYS)[keyof typeof STORAGE_KEYS];

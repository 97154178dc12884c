/** Wire shapes of the JeecgBoot-compatible API (DESIGN.md §4, reference/JEECG.md §1). */
export interface ApiResult<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result: T;
  timestamp: number;
  /** Present on 500 answers so a user can quote it to support. */
  requestId?: string;
}

export interface PageResult<T> {
  records: T[];
  total: number;
  size: number;
  current: number;
  pages: number;
}

export interface DictItem {
  value: string;
  text: string;
  title: string;
}

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  orgCode: string | null;
  orgCodeTxt?: string | null;
  sex?: number | null;
  email?: string | null;
  phone?: string | null;
  workNo?: string | null;
  status?: number;
  relTenantIds?: string | null;
}

export interface Depart {
  id: string;
  orgCode: string;
  departName: string;
  parentId: string | null;
}

export interface Tenant {
  id: number;
  name: string;
  status: number;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  departs: Depart[];
  /** 0 none, 1 exactly one (selected), 2 several (the user chooses). */
  multi_depart: 0 | 1 | 2;
  sysAllDictItems: Record<string, DictItem[]>;
  tenantList?: Tenant[];
}

export interface MenuMeta {
  title: string;
  icon?: string;
  url?: string;
  keepAlive: boolean;
  internalOrExternal: boolean;
  componentName: string;
  permissionList?: AuthEntry[];
}

export interface MenuItem {
  id: string;
  path: string;
  name: string;
  component: string;
  redirect?: string | null;
  route: '0' | '1';
  hidden?: boolean;
  alwaysShow?: boolean;
  meta: MenuMeta;
  children?: MenuItem[];
}

export interface AuthEntry {
  action: string;
  /** Strategy: '1' hide when not granted, '2' render disabled. */
  type: string;
  describe: string;
  status?: string;
}

export interface PermissionResult {
  menu: MenuItem[];
  auth: AuthEntry[];
  allAuth: AuthEntry[];
}

export interface CurrentDeparts {
  list: Depart[];
  orgCode: string | null;
}

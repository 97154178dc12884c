import { z } from 'zod';

/** Menu types of sys_permission (reference/JEECG.md §2): 0 top menu, 1 sub menu, 2 button permission. */
export const MENU_TYPE = { top: 0, sub: 1, button: 2 } as const;
/** Button strategy: '1' hide when not granted, '2' render disabled (reference/JEECG.md §1.4). */
export const PERMS_TYPE = { hide: '1', disable: '2' } as const;

const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const flag = z.preprocess((v) => v === 1 || v === '1' || v === true || v === 'true', z.boolean());
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(emptyToNull, schema.nullable());

/** Route paths start with '/'; an external menu is an http(s) address (no `javascript:` and the like). */
const URL_RE = /^(\/[A-Za-z0-9/_:.@-]*|https?:\/\/[^\s"'<>]+)$/;
/** A view name the page registry knows, e.g. 'system/UserList' or 'layouts/RouteView'. */
const COMPONENT_RE = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;
export const PERMS_CODE_RE = /^[A-Za-z0-9_.-]+(:[A-Za-z0-9_.-]+)*$/;

const fields = {
  menuType: z.coerce.number().int().min(0, '菜单类型不正确').max(2, '菜单类型不正确'),
  name: z.string().trim().min(1, '请输入菜单名称').max(100, '菜单名称最多 100 个字符'),
  parentId: optional(z.string().max(32)),
  url: optional(z.string().trim().max(255).regex(URL_RE, '菜单路径应以 / 开头，外部链接以 http:// 或 https:// 开头')),
  component: optional(z.string().trim().max(255).regex(COMPONENT_RE, '前端组件只能包含字母、数字、下划线、短横线和 /')),
  componentName: optional(z.string().trim().max(100).regex(/^[A-Za-z0-9_-]+$/, '组件名称只能包含字母、数字、下划线和短横线')),
  redirect: optional(z.string().trim().max(255).regex(URL_RE, '默认跳转地址应以 / 开头')),
  icon: optional(z.string().trim().max(100).regex(/^[A-Za-z0-9-]+$/, '图标名称不正确')),
  sortNo: z.preprocess(emptyToNull, z.coerce.number().min(-99999).max(99999).nullable()).transform((v) => v ?? 1),
  hidden: flag, keepAlive: flag, alwaysShow: flag, internalOrExternal: flag,
  /** Whether the menu yields a route (spec §2.2: route=0 yields none); default yes. */
  route: z.preprocess((v) => v === undefined || v === null || v === '' ? true : v, flag),
  perms: optional(z.string().trim().max(255).regex(PERMS_CODE_RE, '授权标识只能包含字母、数字、下划线、点、短横线和冒号')),
  permsType: z.preprocess(emptyToNull, z.enum(['1', '2']).nullable()).transform((v) => v ?? '1'),
  status: z.preprocess(emptyToNull, z.enum(['0', '1']).nullable()).transform((v) => v ?? '1'),
  description: optional(z.string().trim().max(255)),
};

type Menu = { menuType: number; parentId?: string | null; url?: string | null; component?: string | null; perms?: string | null };

/** What each menu type needs (JeecgBoot's PermissionModal rules). */
function checkByType(m: Menu, ctx: z.RefinementCtx): void {
  const need = (ok: boolean, path: string, message: string) => { if (!ok) ctx.addIssue({ code: 'custom', path: [path], message }); };
  if (m.menuType === MENU_TYPE.top) need(!m.parentId, 'parentId', '一级菜单不能有上级菜单');
  else need(Boolean(m.parentId), 'parentId', '请选择上级菜单');
  if (m.menuType === MENU_TYPE.button) {
    need(Boolean(m.perms), 'perms', '请输入授权标识');
  } else {
    need(Boolean(m.url), 'url', '请输入菜单路径');
    need(Boolean(m.component), 'component', '请输入前端组件');
  }
}

export const permissionAddSchema = z.object(fields).superRefine(checkByType);
export const permissionEditSchema = z.object(fields).extend({ id: z.string().min(1, 'id不能为空').max(32) }).superRefine(checkByType);
export type PermissionInput = z.infer<typeof permissionAddSchema>;

/** A sys_permission row on the wire (the menu page's tree table). */
export interface PermissionRecord {
  id: string;
  parentId: string | null;
  name: string;
  url: string | null;
  component: string | null;
  componentName: string | null;
  redirect: string | null;
  menuType: number;
  perms: string | null;
  permsType: string;
  sortNo: number;
  icon: string | null;
  route: boolean;
  hidden: boolean;
  keepAlive: boolean;
  alwaysShow: boolean;
  internalOrExternal: boolean;
  leaf: boolean;
  /** Whether the menu has data rules. */
  ruleFlag: number;
  status: string;
  description: string | null;
  createTime: string | null;
  children?: PermissionRecord[];
}

/** A node of the authorisation tree (JeecgBoot's TreeModel). */
export interface PermissionTreeNode {
  key: string;
  value: string;
  title: string;
  parentId: string | null;
  menuType: number;
  ruleFlag: number;
  isLeaf: boolean;
  icon: string | null;
  children?: PermissionTreeNode[];
}

export interface PermissionTreeAnswer {
  treeList: PermissionTreeNode[];
  /** Every id of the tree (the "select all" of the authorisation drawer). */
  ids: string[];
}

const grantedIds = {
  permissionIds: z.string().max(40_000).regex(/^[A-Za-z0-9,]*$/, 'permissionIds 格式不正确').default(''),
  /** JeecgBoot's client sends what it loaded; the server diffs against the database instead. */
  lastpermissionIds: z.string().max(40_000).optional(),
};

/** Body of saveRolePermission and saveDeptRolePermission. */
export const roleGrantSchema = z.object({ roleId: z.string().min(1, 'roleId不能为空').max(32), ...grantedIds });
/** Body of saveDepartPermission. */
export const departGrantSchema = z.object({ departId: z.string().min(1, 'departId不能为空').max(32), ...grantedIds });

import { DICT, VALID_STATUS } from '../dict-codes.ts';
import { PREDICATE_HINT } from '../path-predicates.ts';
import { defineResource, permissionCode } from '../resource.ts';

/**
 * 网关路由 (spec §2.3 "gateway routes"; reference/JEECG.md sys_gateway_route). JeecgBoot's table steered a Spring
 * Cloud Gateway in front of its micro-services; this product is one service, so a route here is a named group of
 * its own interfaces — 路由ID, 服务名 and path predicates — that the administrator can read (which calls, and
 * who may make each) and switch off: a stopped route answers 503 at once, before anything else runs. That is
 * the switch an incident needs (stop consumer suggestions during a flood of spam, stop imports while a bad file
 * is looked into) without a redeployment. The calls that sign in and that run this screen can never be stopped.
 */

/** 状态 of a route: the dictionary valid_status (1 有效, 0 无效). */
export * from '../path-predicates.ts';

export const ROUTE_STATUS = { on: VALID_STATUS.valid, off: VALID_STATUS.invalid } as const;

export const GATEWAY_ROUTE_TEXT = {
  stopped: (name: string) => `服务「${name}」已停用，请稍后再试`,
  lifeline: (urls: string[]) => `不能停用：路径断言包含登录或网关路由管理所需的接口（${urls.join('、')}）`,
  reserved: '系统预置的路由不能删除，可以停用',
  predicateHint: PREDICATE_HINT,
  interfaces: '匹配接口',
  preview: '预览匹配接口',
  noInterfaces: '没有匹配的接口',
  interfaceCount: (n: number) => `匹配 ${n} 个接口`,
  method: '方法',
  path: '路径',
  access: '调用要求',
  public: '公开（无需登录）',
  signedIn: '登录即可',
  permission: (name: string | null, code: string) => (name ? `${name}（${code}）` : code),
  neverStopped: '不可停用',
  stop: '停用',
  start: '启用',
  confirmStop: (name: string) => `停用「${name}」后，它的接口立即返回“服务已停用”，直到再次启用。确定停用？`,
  stoppedDone: (name: string) => `已停用「${name}」`,
  startedDone: (name: string) => `已启用「${name}」`,
  help: '一条路由是本系统的一组接口。停用后，这组接口立即返回“服务已停用”（HTTP 503），重新启用即恢复；'
    + '登录、菜单权限和本页面所用的接口不能停用。“匹配接口”列出每个接口及调用它所需的权限。',
} as const;

/** One interface a route covers, as 匹配接口 lists it. */
export interface RouteInterface {
  method: string;
  path: string;
  /** 'public', 'signedIn' or the permission code the call needs. */
  access: string;
  /** The permission's name in 菜单管理, when `access` is a code. */
  permissionName: string | null;
  /** A call the gate never stops (signing in, this screen). */
  lifeline: boolean;
}

export const gatewayRouteResource = defineResource({
  key: 'gatewayRoute',
  title: '网关路由',
  table: 'sys_gateway_route',
  basePath: '/sys/gatewayRoute',
  permPrefix: 'system:gatewayRoute',
  actions: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch', 'exportXls'],
  fields: {
    routerId: {
      label: '路由ID', type: 'string', required: true, unique: true, maxLength: 50, search: 'like', sortable: true, width: 140,
      pattern: { regex: '^[a-z][a-z0-9_-]{1,49}$', message: '路由ID须以小写字母开头，只能包含小写字母、数字、下划线和连字符' },
    },
    name: { label: '服务名', type: 'string', required: true, maxLength: 50, search: 'like', sortable: true, width: 140 },
    predicates: {
      label: '路径断言', type: 'text', required: true, maxLength: 2000, format: 'pathPredicates', width: 180,
      placeholder: GATEWAY_ROUTE_TEXT.predicateHint,
    },
    status: {
      label: '状态', type: 'string', dict: DICT.validStatus, required: true, maxLength: 2, search: 'eq', sortable: true, width: 90, initial: ROUTE_STATUS.on,
    },
    // a preset's 删除 is greyed out with the reason: the list needs no column for it
    persist: { label: '系统预置', type: 'string', dict: DICT.yn, maxLength: 2, form: false, list: false },
    remark: { label: '说明', type: 'text', maxLength: 500, width: 160 },
  },
  defaultSort: { column: 'routerId', order: 'asc' },
});

/** The call that lists what a 路径断言 covers: read with the list's permission. */
export const GATEWAY_ROUTE_INTERFACES_PATH = `${gatewayRouteResource.basePath}/interfaces`;
export const GATEWAY_ROUTE_LIST_PERM = permissionCode(gatewayRouteResource, 'list');

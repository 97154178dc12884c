import { defineResource, type Fields, type ResourceDef } from '../resource.ts';

/** sys_log.log_type (dictionary log_type): sign-ins and sign-outs, and writes through the API. */
export const LOG_TYPE = { login: 1, operation: 2 } as const;

/**
 * 日志管理: who signed in (or failed to) and who changed what, when, from where (DESIGN.md §5 rule 11). The
 * platform writes every row (platform/audit/audit.ts); nobody may edit or delete one, so the screen reads and
 * exports only. The log is the whole system's: a tenant's own administrator is not given it by default.
 */
export const sysLogResource = defineResource({
  key: 'sysLog',
  title: '系统日志',
  table: 'sys_log',
  basePath: '/sys/log',
  permPrefix: 'system:log',
  appendOnly: true,
  actions: ['list', 'queryById', 'exportXls'],
  fields: {
    logType: { label: '日志类型', type: 'int', dict: 'log_type', search: 'eq', list: false },
    logContent: { label: '日志内容', type: 'string', maxLength: 1000, search: 'like', width: 280 },
    username: { label: '操作人', type: 'string', maxLength: 100, search: 'like', sortable: true, width: 120 },
    ip: { label: 'IP 地址', type: 'string', maxLength: 64, search: 'like', width: 140 },
    operateType: { label: '操作类型', type: 'int', dict: 'operate_type', search: 'eq', width: 90 },
    requestType: { label: '请求方式', type: 'string', maxLength: 10, list: false },
    requestUrl: { label: '请求路径', type: 'string', maxLength: 255, search: 'like', list: false },
    // Request bodies are stored with passwords, tokens and captchas masked (audit.ts maskSecrets).
    requestParam: { label: '请求参数', type: 'text', list: false },
    // in the detail, as the path: the list of 操作日志 keeps to what was done, by whom, from where, within a 1440 px screen
    costTime: { label: '耗时（毫秒）', type: 'int', sortable: true, list: false },
    // the audit column, listed and searched: when it happened is what a log is read by
    createTime: { label: '时间', type: 'datetime', search: 'range', sortable: true, width: 170 },
  },
  defaultSort: { column: 'createTime', order: 'desc' },
});

type LogField = keyof typeof sysLogResource.fields;

/** One tab of 日志管理: the log type it shows and the fields it lists and searches. */
export interface LogView { logType: number; label: string; fields: readonly LogField[] }

export const LOG_VIEWS: readonly LogView[] = [
  { logType: LOG_TYPE.login, label: '登录日志', fields: ['createTime', 'logContent', 'username', 'ip'] },
  {
    logType: LOG_TYPE.operation, label: '操作日志',
    fields: ['createTime', 'logContent', 'username', 'operateType', 'requestType', 'requestUrl', 'requestParam', 'ip', 'costTime'],
  },
];

/**
 * A tab's view of the log as a resource of its own for the list page (the same routes and permission codes):
 * its fields, plus (`withType`) the log type as the filter the page fixes; without it, the fields of the tab's
 * search form.
 */
export function logViewResource(view: LogView, opts: { withType: boolean }): ResourceDef {
  const names: LogField[] = opts.withType ? ['logType', ...view.fields] : [...view.fields];
  const fields: Fields = Object.fromEntries(names.map((n) => [n, sysLogResource.fields[n]]));
  return { ...sysLogResource, key: `sysLog-${view.logType}${opts.withType ? '' : '-search'}`, fields };
}

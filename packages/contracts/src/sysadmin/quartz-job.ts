import { defineResource } from '../resource.ts';

/** sys_quartz_job.status (dictionary quartz_status, as JeecgBoot): 0 runs on its schedule, -1 is stopped. */
export const JOB_STATUS = { normal: 0, stopped: -1 } as const;

/**
 * What a scheduled job can do: a fixed list of the server's own tasks, chosen by code. JeecgBoot stored a Java
 * class name and instantiated whatever it was given; here no request can name code to run.
 */
export interface JobKind {
  name: string;
  description: string;
  /** Its schedule when the install seeds it. */
  cron: string;
  /** What the parameter means, when the task reads one, and the value seeded. */
  parameter?: { hint: string; seed: string; min: number; max: number };
}

export const JOB_KINDS = {
  sessionPurge: { name: '清理过期会话', description: '删除一天前已过期或已退出的登录会话', cron: '0 0 * * * ?' },
  excelPurge: { name: '清理导入失败文件', description: '删除超过保留期的 Excel 导入失败明细文件', cron: '0 30 */6 * * ?' },
  expiryWarning: {
    name: '临期批次提醒', cron: '0 0 8 * * ?',
    description: '还有库存、在 N 天内到期的批次（原料和成品），发布系统通告提醒全体人员',
    parameter: { hint: '提前天数（1–365）', seed: '30', min: 1, max: 365 },
  },
  certExpiry: {
    name: '资质证照提醒', cron: '0 10 8 * * ?',
    description: '相关组织已过期或在 N 天内到期的资质证照、到期的供方复评和从业人员健康证明，发布系统通告提醒换证；许可证过期的供应商不能入库、检验机构不能登记检验、承运商不能承运',
    parameter: { hint: '提前天数（1–365）', seed: '30', min: 1, max: 365 },
  },
  safetyCheckReminder: {
    name: '食品安全自查提醒', cron: '0 30 8 * * ?',
    description: '昨日未登记的日管控、上周未组织的周排查、上月未登记的调度会议纪要，以及整改中的风险隐患，发站内消息提醒登记食品安全自查的人员（令第 60 号：日管控、周排查、月调度）',
  },
  trainingPlanReminder: {
    name: '培训计划提醒', cron: '0 40 8 ? * MON',
    description: '培训计划中逾期未实施和 N 天内到期的项目，每周一发站内消息提醒登记培训考核的人员（GB 14881 13.3 年度培训计划）',
    parameter: { hint: '提前天数（1–90）', seed: '14', min: 1, max: 90 },
  },
  messageRetry: { name: '消息失败重发', cron: '0 */10 * * * ?', description: '重新发送发送失败的模板消息（如邮件服务器一时不可用）；每条最多发送 5 次' },
  dbStatistics: {
    name: '数据库统计信息', cron: '0 30 3 * * ?',
    description: '更新内置 SQLite 数据库的查询统计信息（只分析缺少统计或大幅增长的表），让百万级追溯码的列表保持快速；PostgreSQL 与 MariaDB 自行维护',
  },
} as const satisfies Record<string, JobKind>;

export type JobKindCode = keyof typeof JOB_KINDS;

/** A task by the code a job names, typed as any task (undefined for a code that is not the server's). */
export const jobKind = (code: string): JobKind | undefined =>
  Object.hasOwn(JOB_KINDS, code) ? JOB_KINDS[code as JobKindCode] : undefined;

export const JOB_DICT = { kind: 'quartz_job_kind', status: 'quartz_status' } as const;

/**
 * 定时任务 (spec §2.3 System pages: scheduled jobs). Added, edited and deleted through the generic routes;
 * 启动 / 停止 / 立即执行 are the module's own (each with its code). The last run is written by the scheduler.
 */
export const quartzJobResource = defineResource({
  key: 'quartzJob',
  title: '定时任务',
  table: 'sys_quartz_job',
  basePath: '/sys/quartzJob',
  permPrefix: 'system:quartzJob',
  actions: ['list', 'queryById', 'add', 'edit', 'delete', 'deleteBatch'],
  fields: {
    jobClassName: { label: '任务', type: 'string', dict: JOB_DICT.kind, required: true, maxLength: 64, search: 'eq', width: 150 },
    cronExpression: { label: 'Cron 表达式', type: 'string', format: 'cron', required: true, maxLength: 255, width: 150 },
    // 参数 and 描述 are in the form and the detail; the list keeps its room for the last run, so that at 1440 px
    // 执行结果 is not under the fixed 操作 column
    parameter: { label: '参数', type: 'string', maxLength: 255, list: false, placeholder: '临期批次提醒：提前天数，默认 30' },
    description: { label: '描述', type: 'string', maxLength: 255, search: 'like', list: false },
    status: { label: '状态', type: 'int', dict: JOB_DICT.status, required: true, search: 'eq', width: 80 },
    lastRunTime: { label: '上次执行', type: 'datetime', form: false, sortable: true, width: 160 },
    // free text: cut with … at 220 px (the whole text on hover and in the detail)
    lastRunResult: { label: '执行结果', type: 'string', form: false, maxLength: 500, width: 220 },
  },
  defaultSort: { column: 'createTime', order: 'asc' },
});

/** The module's own routes' permission codes, beside the generic ones. */
export const JOB_PERMS = { pause: 'system:quartzJob:pause', resume: 'system:quartzJob:resume', execute: 'system:quartzJob:execute' } as const;

export const JOB_TEXT = {
  pause: '停止', resume: '启动', execute: '立即执行', neverRun: '尚未执行',
  paused: '已停止', resumed: '已启动', executed: (result: string) => `已执行：${result}`,
  confirmExecute: (name: string) => `现在执行一次“${name}”吗？`,
  badParameter: (kind: string, hint: string) => `${kind}的参数应为${hint}`,
  running: '该任务正在执行，请稍后再试',
  unknownKind: '请选择系统提供的任务',
} as const;

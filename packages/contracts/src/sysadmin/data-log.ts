import { RESOURCES } from '../resources/index.ts';
import { resourceActions, type RecordVersion, type ResourceDef } from '../resource.ts';

/**
 * 数据日志 (spec §2.3 System pages: data log): every write to the business records of one resource — who, when,
 * which record, and what each changed field read before and after — for an audit of 责任可究 across records,
 * where a record's own 变更记录 answers for one record.
 */
export interface DataLogEntry extends RecordVersion {
  /** The log row's id. */
  id: string;
  /** The record's id (its history opens with `<basePath>/dataLog?id=`). */
  dataId: string;
  /** The record as a reader names it: its first field as shown (入库单号, 产品名称, …) in this version. */
  record: string | null;
}

/** The resources whose writes the data log shows: those that keep one (not the append-only system log) and can be listed. */
export const AUDITED_RESOURCES: readonly ResourceDef[] = RESOURCES.filter((def) => !def.appendOnly && resourceActions(def).includes('list'));

/** The query of GET /sys/dataLog/list. */
export const DATA_LOG_QUERY = { maxKeyword: 50 } as const;

export const DATA_LOG_TEXT = {
  title: '数据日志',
  resource: '业务数据',
  resourceMissing: '请选择业务数据',
  resourceUnknown: '没有这类业务数据',
  by: '操作人',
  byPlaceholder: '账号',
  period: '操作时间',
  search: '查询',
  reset: '重置',
  columns: { time: '操作时间', by: '操作人', action: '操作', record: '记录', version: '版本', changes: '变更内容' },
  action: { add: '新增', edit: '修改', delete: '删除' },
  addSummary: '新增记录',
  deleteSummary: '删除记录（保留全部历史）',
  blank: '（空）',
  noFieldChange: '内部状态更新，字段内容未变',
  more: (n: number) => `等共 ${n} 项（点记录查看全部）`,
  history: (record: string) => `${record} · 变更记录`,
  total: (n: number) => `共 ${n} 条`,
  hint: '记录每一次新增、修改和删除：谁、何时、改了哪条记录的哪些内容。只列出您有权查看的业务数据和记录；已删除的记录仍可追查。',
  empty: '所选时间内没有变更',
} as const;

import type { ReportFieldType } from '@foodtrace/contracts';
import { BusinessError } from '../../platform/errors.ts';
import { parseReportSql, ReportSqlError, type ParsedReportSql } from './report-sql.ts';
import { reportDb, type ReportDb } from './schema.ts';

export interface ReportItem {
  field: string;
  label: string;
  type: ReportFieldType;
  dictCode: string | null;
  isQuery: boolean;
  queryMode: 'single' | 'group';
  isShow: boolean;
}

export interface ReportDefinition {
  id: string;
  code: string;
  name: string;
  sql: ParsedReportSql;
  /** In order_num order. */
  items: ReportItem[];
  /** The 数据源编码 of another database the report reads; null: the application's own. */
  dbSource: string | null;
}

const TYPES: readonly ReportFieldType[] = ['string', 'int', 'decimal', 'date', 'datetime'];
/** Item fields become column references of the outer query: plain identifiers only. */
const FIELD = /^[A-Za-z_][A-Za-z0-9_]{0,62}$/;

/** A report by code or id, with its SQL checked (a definition that fails the check never runs). */
export async function loadReport(db: ReportDb, by: { code: string } | { id: string }): Promise<ReportDefinition> {
  let q = db.selectFrom('onlCgreportHead').select(['id', 'code', 'name', 'cgrSql', 'dbSource']).where('delFlag', '=', 0);
  q = 'code' in by ? q.where('code', '=', by.code) : q.where('id', '=', by.id);
  const head = await q.executeTakeFirst();
  if (!head) throw new BusinessError('code' in by ? `未找到编码为 ${by.code} 的报表` : '报表不存在');
  let sql: ParsedReportSql;
  try {
    sql = parseReportSql(head.cgrSql);
  } catch (err) {
    if (err instanceof ReportSqlError) throw new BusinessError(`报表【${head.name}】的SQL不合规：${err.message}`);
    throw err;
  }
  const rows = await db.selectFrom('onlCgreportItem')
    .select(['field', 'label', 'type', 'dictCode', 'isQuery', 'queryMode', 'isShow'])
    .where('headId', '=', head.id).orderBy('orderNum').orderBy('field').execute();
  const items = rows.filter((r) => FIELD.test(r.field)).map((r): ReportItem => ({
    field: r.field, label: r.label, type: (TYPES as readonly string[]).includes(r.type) ? r.type as ReportFieldType : 'string',
    dictCode: r.dictCode || null, isQuery: r.isQuery === 1, queryMode: r.queryMode === 'group' ? 'group' : 'single', isShow: r.isShow === 1,
  }));
  return { id: head.id, code: head.code, name: head.name, sql, items, dbSource: head.dbSource || null };
}

/** Data source code → the live reports reading it, as 报表【名称】. */
export async function reportsUsing(ctx: { db: Parameters<typeof reportDb>[0] }, codes: string[]): Promise<Map<string, string[]>> {
  const rows = codes.length ? await reportDb(ctx.db).selectFrom('onlCgreportHead').select(['dbSource', 'name'])
    .where('delFlag', '=', 0).where('dbSource', 'in', codes).orderBy('name').execute() : [];
  const out = new Map<string, string[]>();
  for (const r of rows) out.set(r.dbSource!, [...(out.get(r.dbSource!) ?? []), `报表【${r.name}】`]);
  return out;
}

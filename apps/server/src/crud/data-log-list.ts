import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DATA_LOG_QUERY, DATA_LOG_TEXT as T, PAGING, SYS_PERMS, permissionCode, writerText, type DataLogEntry, type PageResult } from '@foodtrace/contracts';
import { currentUser } from '../platform/auth/access.ts';
import type { DB } from '../platform/db/schema.ts';
import { dayEdge } from '../platform/db/time.ts';
import { ok } from '../platform/envelope.ts';
import { BadRequestError, ForbiddenError } from '../platform/errors.ts';
import { filterExpression } from '../platform/list-query/apply.ts';
import { userHolds } from '../platform/rbac/permissions.ts';
import { crudContext } from './crud-context.ts';
import { describeVersions, type LoggedVersion } from './record-history.ts';
import { sendWorkbook } from './excel-export.ts';
import type { RepoDeps, ResourceRepo } from './resource-repo.ts';

const day = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, '日期格式应为 YYYY-MM-DD');
const DataLogQuery = z.object({
  resource: z.string({ error: T.resourceMissing }).min(1, T.resourceMissing).max(64),
  createBy: z.string().trim().max(DATA_LOG_QUERY.maxKeyword).optional(),
  dataId: z.string().max(64).optional(),
  begin: day.optional(),
  end: day.optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(PAGING.defaultPageSize),
});
type DataLogQuery = z.infer<typeof DataLogQuery>;

const COLUMNS = ['id', 'dataId', 'dataVersion', 'dataContent', 'createBy', 'createTime'] as const;

/**
 * 数据日志 (spec §2.3 System pages: data log): the writes to one resource's records, newest first, each with
 * what it changed. It takes two codes — the screen's own and the resource's list code — and shows only the
 * records that resource's list would show the reader (tenant and data rules; deleted ones too), so it never
 * reveals more than the reader could already open one record at a time.
 */
export function registerDataLogList(app: FastifyInstance, apiBase: string, repos: readonly ResourceRepo[], deps: RepoDeps): void {
  const db = deps.db as Kysely<DB>;
  const byKey = new Map(repos.filter((r) => !r.def.appendOnly).map((r) => [r.def.key, r]));

  /** The query's writes, for a reader who holds the data's list code: a page at a time, described. */
  async function reader(req: FastifyRequest, q: DataLogQuery, until?: number) {
    const repo = byKey.get(q.resource);
    if (!repo) throw new BadRequestError(T.resourceUnknown);
    if (!(await userHolds(db, currentUser(req).userId, permissionCode(repo.def, 'list')))) throw new ForbiddenError();
    const ctx = await crudContext(req, db, repo.def, deps.timeZone);
    const from = q.begin ? dayEdge(q.begin, deps.timeZone, 'begin') : null;
    const to = q.end ? dayEdge(q.end, deps.timeZone, 'end') : null;
    if ((q.begin && from === null) || (q.end && to === null)) throw new BadRequestError('日期不存在');

    let base = db.selectFrom('sysDataLog').where('dataTable', '=', repo.def.table)
      .where('dataId', 'in', repo.idsInScope(ctx) as never);
    if (q.dataId) base = base.where('dataId', '=', q.dataId);
    if (q.createBy) base = base.where((eb) => filterExpression(eb, { field: 'createBy', op: 'like', value: q.createBy! }, deps.kind));
    if (from !== null) base = base.where('createTime', '>=', from);
    if (to !== null) base = base.where('createTime', '<=', to);
    // an export reads page after page: writes made meanwhile must not shift them
    if (until !== undefined) base = base.where('createTime', '<=', until);

    const count = async () => Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const page = async (pageNo: number, pageSize: number): Promise<DataLogEntry[]> => {
      const logs = await base.select(COLUMNS).orderBy('createTime', 'desc').orderBy('dataId').orderBy('dataVersion', 'desc')
        .limit(pageSize).offset((pageNo - 1) * pageSize).execute();
      // The version before each one, to say what it changed: one query for the whole page.
      const wanted = logs.filter((l) => Number(l.dataVersion) > 1);
      const prevs = wanted.length ? await db.selectFrom('sysDataLog').select(COLUMNS).where('dataTable', '=', repo.def.table)
        .where((eb) => eb.or(wanted.map((l) => eb.and([eb('dataId', '=', l.dataId), eb('dataVersion', '=', Number(l.dataVersion) - 1)]))))
        .execute() : [];
      const prevOf = new Map(prevs.map((p) => [`${p.dataId}:${p.dataVersion}`, p as LoggedVersion]));
      const described = await describeVersions(repo, logs.map((log) => ({
        log: log as LoggedVersion, prev: prevOf.get(`${log.dataId}:${Number(log.dataVersion) - 1}`),
      })), db, deps.timeZone);
      return logs.map((log, i) => ({ id: log.id, dataId: log.dataId, ...described[i] }));
    };
    return { def: repo.def, count, page };
  }

  app.get(`${apiBase}/sys/dataLog/list`, {
    config: { access: { permission: SYS_PERMS.dataLog.list } },
    schema: { tags: ['数据日志'], summary: '一类业务数据的变更记录（谁、何时、改了什么）', querystring: DataLogQuery },
  }, async (req) => {
    const q = req.query as DataLogQuery;
    const r = await reader(req, q);
    const total = await r.count();
    const records = await r.page(q.pageNo, q.pageSize);
    return ok({ records, total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(total / q.pageSize) } satisfies PageResult<DataLogEntry>);
  });

  // The same writes as a workbook, for the auditor who takes the evidence away (its own code, as every export).
  app.get(`${apiBase}/sys/dataLog/exportXls`, {
    config: { access: { permission: SYS_PERMS.dataLog.exportXls } },
    schema: { tags: ['数据日志'], summary: '导出一类业务数据的变更记录', querystring: DataLogQuery },
  }, async (req, reply) => {
    const q = req.query as DataLogQuery;
    const r = await reader(req, q, Date.now());
    const C = T.columns;
    return sendWorkbook(req, reply, deps, currentUser(req), {
      title: `${r.def.title}${T.title}`, fileKey: `${r.def.key}_data_log`,
      columns: [{ label: C.time, width: 20 }, { label: C.by, width: 22 }, { label: C.action, width: 8 }, { label: C.record, width: 28 },
        { label: C.version, width: 8 }, { label: C.changes, width: 70 }],
      rows: (async function* () {
        for (let pageNo = 1; ; pageNo++) {
          const rows = await r.page(pageNo, EXPORT_CHUNK);
          if (rows.length) yield rows;
          if (rows.length < EXPORT_CHUNK) return;
        }
      })(),
      cells: (e) => [e.time, writerText(e), T.action[e.action], e.record ?? e.dataId, e.version, changeText(e)],
    });
  });
}

const EXPORT_CHUNK = 500;

/** What a write changed, a line per field, as the screen shows it. */
function changeText(e: DataLogEntry): string {
  if (e.action === 'add') return T.addSummary;
  if (e.action === 'delete') return T.deleteSummary;
  if (!e.changes.length) return T.noFieldChange;
  return e.changes.map((c) => `${c.label}：${c.before ?? T.blank} → ${c.after ?? T.blank}`).join('\n');
}

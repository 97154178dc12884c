import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { DATA_LOG_QUERY, DATA_LOG_TEXT as T, INTERNAL_WRITERS, PAGING, SYS_PERMS, permissionCode, type DataLogEntry, type PageResult } from '@foodtrace/contracts';
import { currentUser } from '../platform/auth/access.ts';
import type { DB } from '../platform/db/schema.ts';
import { parseWireTime } from '../platform/db/time.ts';
import { ok } from '../platform/envelope.ts';
import { BadRequestError, ForbiddenError } from '../platform/errors.ts';
import { filterExpression } from '../platform/list-query/apply.ts';
import { userHolds } from '../platform/rbac/permissions.ts';
import { crudContext } from './crud-context.ts';
import { describeVersions, type LoggedVersion } from './record-history.ts';
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

  async function list(req: Parameters<typeof currentUser>[0], q: DataLogQuery): Promise<PageResult<DataLogEntry>> {
    const repo = byKey.get(q.resource);
    if (!repo) throw new BadRequestError(T.resourceUnknown);
    if (!(await userHolds(db, currentUser(req).userId, permissionCode(repo.def, 'list')))) throw new ForbiddenError();
    const ctx = await crudContext(req, db, repo.def, deps.timeZone);
    const from = q.begin ? parseWireTime(`${q.begin} 00:00:00`, deps.timeZone) : null;
    const to = q.end ? parseWireTime(`${q.end} 00:00:00`, deps.timeZone) : null;
    if ((q.begin && from === null) || (q.end && to === null)) throw new BadRequestError('日期不存在');

    let base = db.selectFrom('sysDataLog').where('dataTable', '=', repo.def.table)
      .where('dataId', 'in', repo.idsInScope(ctx) as never);
    if (q.dataId) base = base.where('dataId', '=', q.dataId);
    if (q.createBy) base = base.where((eb) => filterExpression(eb, { field: 'createBy', op: 'like', value: q.createBy! }, deps.kind));
    if (from !== null) base = base.where('createTime', '>=', from);
    // the end day is included: everything before the next day's midnight
    if (to !== null) base = base.where('createTime', '<', to + 86_400_000);

    const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    const logs = await base.select(COLUMNS).orderBy('createTime', 'desc').orderBy('dataId').orderBy('dataVersion', 'desc')
      .limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
    // The version before each one, to say what it changed: one query for the whole page.
    const wanted = logs.filter((l) => Number(l.dataVersion) > 1);
    const prevs = wanted.length ? await db.selectFrom('sysDataLog').select(COLUMNS).where('dataTable', '=', repo.def.table)
      .where((eb) => eb.or(wanted.map((l) => eb.and([eb('dataId', '=', l.dataId), eb('dataVersion', '=', Number(l.dataVersion) - 1)]))))
      .execute() : [];
    const prevOf = new Map(prevs.map((p) => [`${p.dataId}:${p.dataVersion}`, p as LoggedVersion]));
    const described = await describeVersions(repo, logs.map((log) => ({
      log: log as LoggedVersion, prev: prevOf.get(`${log.dataId}:${Number(log.dataVersion) - 1}`),
    })), deps.timeZone);
    const names = await realNames(db, logs.map((l) => l.createBy));
    const records = logs.map((log, i) => ({ id: log.id, dataId: log.dataId, ...described[i], byName: names.get(log.createBy ?? '') ?? null }));
    return { records, total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(total / q.pageSize) };
  }

  app.get(`${apiBase}/sys/dataLog/list`, {
    config: { access: { permission: SYS_PERMS.dataLog.list } },
    schema: { tags: ['数据日志'], summary: '一类业务数据的变更记录（谁、何时、改了什么）', querystring: DataLogQuery },
  }, async (req) => ok(await list(req, req.query as DataLogQuery)));
}

/**
 * Writer → what a reader is shown: the person's name of an account, or the server's own writers (the seed,
 * the jobs, the scan page) by what they are. An account of that name made before the names were reserved
 * still shows as the account it is.
 */
async function realNames(db: Kysely<DB>, usernames: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(usernames.filter((u): u is string => Boolean(u)))];
  if (!wanted.length) return new Map();
  const rows = await db.selectFrom('sysUser').select(['username', 'realname']).where('username', 'in', wanted).execute();
  const accounts = new Map(rows.map((r) => [r.username, r.realname]));
  return new Map(wanted.flatMap((u): Array<[string, string]> => {
    const name = accounts.has(u) ? accounts.get(u) : INTERNAL_WRITERS[u];
    return name ? [[u, name]] : [];
  }));
}

import type { FieldType, PageResult, UserRecord } from '@foodtrace/contracts';
import { PAGING } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { whereOf } from '../../../platform/list-query/apply.ts';
import { parseListQuery, type ListSpec } from '../../../platform/list-query/parse.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { keysetChunks, pagedRows } from '../../../platform/list-query/paged.ts';
import { toUserRecords, USER_COLUMNS, type UserRow } from './user-records.ts';

/** The filterable fields of `GET /sys/user/list` (spec §7.2: username, sex, birthday … and the status). */
const FIELDS: Record<string, FieldType> = {
  id: 'string', username: 'string', realname: 'string', sex: 'int', birthday: 'date', status: 'int', phone: 'string',
  email: 'string', workNo: 'string', orgCode: 'string', post: 'string', createBy: 'string', createTime: 'datetime',
  updateTime: 'datetime',
};

function userListSpec(timeZone: string): ListSpec {
  return {
    fields: FIELDS, timeZone,
    sortable: ['username', 'realname', 'sex', 'birthday', 'status', 'workNo', 'createTime', 'updateTime'],
    defaultSort: { field: PAGING.defaultSortColumn, order: PAGING.defaultSortOrder },
  };
}

/** Paged users through the platform's list-query conventions and whitelist (reference/JEECG.md §1.7–1.8). */
export async function listUsers(ctx: AppContext, raw: Record<string, unknown>): Promise<PageResult<UserRecord>> {
  const q = parseListQuery(userListSpec(ctx.config.timeZone), raw);
  const { rows, page } = await pagedRows<UserRow>(ctx.db.selectFrom('sysUser').where('delFlag', '=', 0), q, ctx.kind, USER_COLUMNS);
  return { records: await toUserRecords(ctx.db, ctx.dict, rows, ctx.config.timeZone), ...page };
}

/** Every user the list's filters select, chunk by chunk in the list's order (the export). */
export async function* iterateUsers(ctx: AppContext, raw: Record<string, unknown>, chunkSize = 500): AsyncGenerator<UserRecord[]> {
  const q = parseListQuery(userListSpec(ctx.config.timeZone), raw);
  for await (const rows of keysetChunks<UserRow>(ctx.db.selectFrom('sysUser').where('delFlag', '=', 0), q, ctx.kind, USER_COLUMNS, chunkSize)) {
    yield toUserRecords(ctx.db, ctx.dict, rows, ctx.config.timeZone);
  }
}

export async function getUser(ctx: AppContext, id: string): Promise<UserRecord> {
  const row = await ctx.db.selectFrom('sysUser').select(USER_COLUMNS).where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应数据');
  return (await toUserRecords(ctx.db, ctx.dict, [row], ctx.config.timeZone))[0];
}

/** Members of a department (JeecgBoot's queryUserByDepId), optionally narrowed by a name fragment. */
export async function usersOfDepart(ctx: AppContext, departId: string, realname?: string): Promise<UserRecord[]> {
  let q = ctx.db.selectFrom('sysUser as u').innerJoin('sysUserDepart as ud', 'ud.userId', 'u.id')
    .select(USER_COLUMNS.map((c) => `u.${c}` as const)).where('ud.depId', '=', departId).where('u.delFlag', '=', 0);
  if (realname) q = q.where(whereOf({ pageNo: 1, pageSize: 1, sort: [], filters: [{ field: 'u.realname', op: 'like', value: realname }] }, ctx.kind));
  const rows = await q.orderBy('u.username').limit(PAGING.maxPageSize).execute();
  return toUserRecords(ctx.db, ctx.dict, rows, ctx.config.timeZone);
}

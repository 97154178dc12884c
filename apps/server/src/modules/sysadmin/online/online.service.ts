import type { Kysely } from 'kysely';
import {
  LOG_TYPE, ONLINE_TEXT, clientOf, onlineSessionResource, sortableFields, type FieldType, type OnlineSession, type PageResult,
} from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { writeLog } from '../../../platform/audit/audit.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { formatInstant } from '../../../platform/db/time.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { pagedRows } from '../../../platform/list-query/paged.ts';
import { parseListQuery, type ListSpec } from '../../../platform/list-query/parse.ts';

const def = onlineSessionResource;

/** The list's whitelist: the declared fields only (a session has no create_by or update_time to filter by). */
function spec(timeZone: string): ListSpec {
  const fields: Record<string, FieldType> = { id: 'string' };
  for (const [name, f] of Object.entries(def.fields)) fields[name] = f.type;
  return {
    fields, timeZone,
    sortable: sortableFields(def).filter((f) => f in def.fields),
    defaultSort: { field: def.defaultSort!.column, order: def.defaultSort!.order },
  };
}

interface LiveRow {
  id: string; username: string; realname: string | null; ip: string | null; userAgent: string | null;
  loginTime: number; lastSeenTime: number; expireTime: number;
}
const COLUMNS = ['id', 'username', 'realname', 'ip', 'userAgent', 'loginTime', 'lastSeenTime', 'expireTime'] as const;

/**
 * The live sessions under the list's own names, so that the list conventions (filters, sort, paging) apply
 * to them as to any table: signed in, not signed out or ended, not expired, of a user who may still sign in.
 */
function liveSessions(db: Kysely<DB>, now: number) {
  return db.selectFrom((q) => q.selectFrom('sysSession as s').innerJoin('sysUser as u', 'u.id', 's.userId')
    .select([
      's.id as id', 's.userId as userId', 'u.username as username', 'u.realname as realname', 's.ip as ip', 's.userAgent as userAgent',
      's.createdAt as loginTime', 's.lastSeenAt as lastSeenTime', 's.expiresAt as expireTime',
    ])
    .where('s.revokedAt', 'is', null).where('s.expiresAt', '>', now).where('u.status', '=', 1).where('u.delFlag', '=', 0)
    .as('live'));
}

export async function listOnline(ctx: AppContext, raw: Record<string, unknown>, me: SessionUser): Promise<PageResult<OnlineSession>> {
  const tz = ctx.config.timeZone;
  const q = parseListQuery(spec(tz), raw);
  const { rows, page } = await pagedRows<LiveRow>(liveSessions(ctx.db, Date.now()).selectAll(), q, ctx.kind, COLUMNS);
  const at = (ms: number) => formatInstant(Number(ms), tz)!;
  return {
    ...page,
    records: rows.map((r) => ({
      ...r, client: clientOf(r.userAgent), loginTime: at(r.loginTime), lastSeenTime: at(r.lastSeenTime), expireTime: at(r.expireTime),
      current: r.id === me.sessionId,
    })),
  };
}

/**
 * Ends one live session (强退): the user's next call is refused and their browser goes back to the sign-in
 * page. Not the caller's own (that is 退出登录). The sign-in log says who was put out by whom, from the session's
 * address.
 */
export async function forceLogout(ctx: AppContext, id: string, me: SessionUser): Promise<void> {
  if (id === me.sessionId) throw new BusinessError(ONLINE_TEXT.self);
  const live = await liveSessions(ctx.db, Date.now()).select(['id', 'userId', 'username', 'ip']).where('id', '=', id).executeTakeFirst();
  if (!live) throw new BusinessError(ONLINE_TEXT.gone);
  const ended = await ctx.db.updateTable('sysSession').set({ revokedAt: Date.now() }).where('id', '=', id).where('revokedAt', 'is', null)
    .executeTakeFirst();
  if (Number(ended.numUpdatedRows) === 0) throw new BusinessError(ONLINE_TEXT.gone);
  await writeLog(ctx.db, { logType: LOG_TYPE.login, content: ONLINE_TEXT.logLine(live.username, me.username), userId: live.userId, username: live.username, ip: live.ip ?? undefined });
}

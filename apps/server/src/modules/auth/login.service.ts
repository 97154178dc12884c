import { LOGIN_GUARD, MSG, type LoginResult, LOG_TYPE } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { DUMMY_HASH, verifyPassword } from '../../platform/auth/password.ts';
import { writeLog } from '../../platform/audit/audit.ts';
import type { SysUser } from '../../platform/db/schema.ts';
import { BusinessError } from '../../platform/errors.ts';
import { activeTenants, parseTenantIds } from '../../platform/tenant/tenants.ts';
import { departsOf, publicUser } from './user-info.ts';

/**
 * Sign-in (spec §4 Login, DESIGN.md §5 rule 5). Unknown user, wrong password, frozen or locked account all
 * answer the same message in about the same time, so the answer tells nothing about which accounts exist.
 */
export async function login(ctx: AppContext, username: string, password: string,
  meta: { ip: string; userAgent?: string }): Promise<LoginResult> {
  const { db } = ctx;
  const now = Date.now();
  const user = await db.selectFrom('sysUser').selectAll()
    .where('username', '=', username).where('delFlag', '=', 0).executeTakeFirst();
  const passwordOk = await verifyPassword(password, user?.password ?? DUMMY_HASH);
  const refuse = async (why: string): Promise<never> => {
    await writeLog(db, { logType: LOG_TYPE.login, content: `用户名: ${username}, 登录失败（${why}）`, username, ip: meta.ip });
    throw new BusinessError(MSG.loginFailed);
  };
  if (!user) return refuse('用户不存在');
  if (user.lockUntil && user.lockUntil > now) return refuse('账号锁定中');
  if (!passwordOk) {
    const fails = user.loginFailCount + 1;
    const locked = fails >= LOGIN_GUARD.maxFailures;
    await db.updateTable('sysUser').set({
      loginFailCount: locked ? 0 : fails,
      lockUntil: locked ? now + LOGIN_GUARD.lockMinutes * 60_000 : null,
    }).where('id', '=', user.id).execute();
    return refuse(locked ? `密码错误，已锁定 ${LOGIN_GUARD.lockMinutes} 分钟` : '密码错误');
  }
  if (user.status !== 1) return refuse('账号已冻结');
  return completeLogin(ctx, user, meta);
}

/**
 * What every way of signing in does once the person is known to be the user (password checked, or an SMS code
 * to the user's mobile): tenant rule, current department, session, login log, and the login answer.
 */
export async function completeLogin(ctx: AppContext, user: SysUser, meta: { ip: string; userAgent?: string }): Promise<LoginResult> {
  const { db } = ctx;
  const now = Date.now();
  const username = user.username;
  // The identity was proven, so naming the reason tells nothing about which accounts exist.
  const tenantIds = parseTenantIds(user.relTenantIds);
  const tenantList = await activeTenants(db, tenantIds, now);
  if (tenantIds.length && !tenantList.length) {
    await writeLog(db, { logType: LOG_TYPE.login, content: `用户名: ${username}, 登录失败（租户均已冻结）`, username, ip: meta.ip });
    throw new BusinessError(MSG.tenantsFrozen);
  }

  const departs = await departsOf(db, user.id);
  // One department: it becomes the current one. Several: keep the current if still valid, the user may switch.
  let orgCode = user.orgCode;
  if (departs.length === 1) orgCode = departs[0].orgCode;
  else if (!departs.some((d) => d.orgCode === orgCode)) orgCode = departs[0]?.orgCode ?? null;
  await db.updateTable('sysUser').set({ loginFailCount: 0, lockUntil: null, lastLoginTime: now, lastLoginIp: meta.ip, orgCode })
    .where('id', '=', user.id).execute();
  const token = await ctx.sessions.create(user.id, { ...meta, tenantId: tenantList.length === 1 ? tenantList[0].id : 0 });
  await writeLog(db, { logType: LOG_TYPE.login, content: `用户名: ${username}, 登录成功！`, userId: user.id, username, ip: meta.ip });

  const current = departs.find((d) => d.orgCode === orgCode);
  return {
    token,
    userInfo: publicUser({ ...user, orgCode }, current?.departName),
    departs,
    multi_depart: departs.length === 0 ? 0 : departs.length === 1 ? 1 : 2,
    sysAllDictItems: await ctx.dict.all(),
    ...(tenantList.length ? { tenantList } : {}),
  };
}

import { ACCOUNT_TEXT, type AccountProfile, type LoginRecord, type ProfileUpdate, type UserInfo, LOG_TYPE } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { appendDataLog } from '../../platform/audit/data-log.ts';
import type { SessionUser } from '../../platform/auth/sessions.ts';
import { formatInstant } from '../../platform/db/time.ts';
import { BusinessError } from '../../platform/errors.ts';
import { departsOf, positionNamer, publicUser } from '../auth/user-info.ts';

/** How many of one's own sign-ins the account center lists. */
const LOGIN_RECORDS = 10;

/**
 * A user's own account (spec §2.3 account center and settings). The update takes an explicit allow-list of
 * fields (contracts profileUpdateSchema): status, roles, tenants, departments, identity and the user name
 * cannot be reached from here (reference/JEECG.md §5.2 #36).
 */
export class ProfileService {
  constructor(private readonly ctx: AppContext) {}

  private async user(me: SessionUser) {
    const user = await this.ctx.db.selectFrom('sysUser').selectAll().where('id', '=', me.userId).where('delFlag', '=', 0).executeTakeFirst();
    if (!user) throw new BusinessError('未找到对应数据');
    return user;
  }

  async profile(me: SessionUser): Promise<AccountProfile> {
    const { db } = this.ctx;
    const tz = this.ctx.config.timeZone;
    const u = await this.user(me);
    const departs = await departsOf(db, u.id);
    const roles = await db.selectFrom('sysRole as r').innerJoin('sysUserRole as ur', 'ur.roleId', 'r.id')
      .select('r.roleName').where('ur.userId', '=', u.id).where('r.delFlag', '=', 0).orderBy('r.roleName').execute();
    const postNames = await positionNamer(db, me.tenantId);
    return {
      id: u.id, username: u.username, realname: u.realname ?? u.username, avatar: u.avatar, email: u.email, phone: u.phone,
      sex: u.sex, birthday: u.birthday, workNo: u.workNo, orgCode: u.orgCode,
      departNames: departs.map((d) => d.departName), roleNames: roles.map((r) => r.roleName), postNames: postNames(u.post),
      createTime: formatInstant(u.createTime, tz), ...(await this.previousLogin(me, u)),
    };
  }

  /**
   * 上次登录: the sign-in before the latest one (the user row keeps only the latest, which is the session in use).
   * Only successful sign-ins carry the user's id in the login log.
   */
  private async previousLogin(me: SessionUser, u: { lastLoginTime: number | null; lastLoginIp: string | null }) {
    const rows = await this.ctx.db.selectFrom('sysLog').select(['createTime', 'ip'])
      .where('logType', '=', LOG_TYPE.login).where('userid', '=', me.userId).where('logContent', 'like', '%成功%')
      .orderBy('createTime', 'desc').orderBy('id', 'desc').limit(2).execute();
    const previous = rows.length > 1 ? rows[1] : rows.length ? null : { createTime: u.lastLoginTime, ip: u.lastLoginIp };
    return { lastLoginTime: previous ? formatInstant(previous.createTime, this.ctx.config.timeZone) : null, lastLoginIp: previous?.ip ?? null };
  }

  /** Saves the allowed fields and answers the user info the client keeps in its session store. */
  async update(me: SessionUser, input: ProfileUpdate): Promise<UserInfo> {
    const { db } = this.ctx;
    const current = await this.user(me);
    if (input.phone && input.phone !== current.phone) {
      // Phone login finds the account by its mobile, so two live accounts must not share one.
      const other = await db.selectFrom('sysUser').select('id').where('phone', '=', input.phone).where('delFlag', '=', 0)
        .where('id', '<>', me.userId).executeTakeFirst();
      if (other) throw new BusinessError(ACCOUNT_TEXT.mobileTaken);
    }
    const values = {
      realname: input.realname, avatar: input.avatar, email: input.email, phone: input.phone, sex: input.sex, birthday: input.birthday,
      updateBy: me.username, updateTime: Date.now(),
    };
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('sysUser').set(values).where('id', '=', me.userId).execute();
      const { password: _secret, ...logged } = { ...current, ...values };
      await appendDataLog(trx as typeof db, 'sys_user', me.userId, logged, me.username);
    });
    const departs = await departsOf(db, me.userId);
    const updated = { ...current, ...values };
    return publicUser(updated, departs.find((d) => d.orgCode === updated.orgCode)?.departName);
  }

  /** The caller's own recent sign-ins, newest first (never anyone else's). */
  async loginRecords(me: SessionUser): Promise<LoginRecord[]> {
    const rows = await this.ctx.db.selectFrom('sysLog').select(['createTime', 'ip', 'logContent'])
      .where('logType', '=', LOG_TYPE.login).where('userid', '=', me.userId)
      .orderBy('createTime', 'desc').orderBy('id', 'desc').limit(LOGIN_RECORDS).execute();
    return rows.map((r) => ({ time: formatInstant(r.createTime, this.ctx.config.timeZone), ip: r.ip, content: r.logContent ?? '' }));
  }
}

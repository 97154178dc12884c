import type { z } from 'zod';
import {
  ACCOUNT_TEXT, MSG, SMS_MODE, USER_IDENTITY, USER_STATUS, type LoginResult, type PhoneVerificationResult, type registerSchema, LOG_TYPE,
} from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { writeLog } from '../../platform/audit/audit.ts';
import { appendDataLog } from '../../platform/audit/data-log.ts';
import { hashPassword } from '../../platform/auth/password.ts';
import { newId } from '../../platform/db/ids.ts';
import type { SysUser } from '../../platform/db/schema.ts';
import { BusinessError } from '../../platform/errors.ts';
import { completeLogin } from '../auth/login.service.ts';
import type { SmsCodeService } from './sms/sms-codes.ts';

type Meta = { ip: string; userAgent?: string };

/** A unique index refused the row (a concurrent registration took the name first). */
function isUniqueViolation(err: unknown): boolean {
  const e = err as { code?: unknown; errno?: unknown } | null;
  return e?.code === '23505' || e?.errno === 1062 || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * The public account flows (spec §2.1, §7.1): phone login, registration and the alteration's steps 2 and 3.
 * Each proves the mobile with a code first; only then does an answer name an account.
 */
export class AccountFlows {
  constructor(private readonly ctx: AppContext, private readonly codes: SmsCodeService) {}

  /** The one account a proven mobile belongs to. */
  private async accountOf(mobile: string): Promise<SysUser> {
    const users = await this.codes.usersOf(mobile);
    if (users.length === 0) throw new BusinessError(ACCOUNT_TEXT.codeWrong);
    if (users.length > 1) throw new BusinessError(ACCOUNT_TEXT.ambiguousMobile);
    return users[0];
  }

  /** `POST /sys/phoneLogin`: like the password login once the code is right, with its refusals. */
  async phoneLogin(mobile: string, code: string, meta: Meta): Promise<LoginResult> {
    await this.codes.consume(mobile, SMS_MODE.login, code);
    const user = await this.accountOf(mobile);
    if (user.status !== USER_STATUS.normal || (user.lockUntil && user.lockUntil > Date.now())) {
      await writeLog(this.ctx.db, { logType: LOG_TYPE.login, content: `用户名: ${user.username}, 手机号登录失败（账号冻结或锁定）`, username: user.username, ip: meta.ip });
      throw new BusinessError(MSG.loginFailed);
    }
    return completeLogin(this.ctx, user, meta);
  }

  /**
   * `POST /sys/user/register`: a plain account without roles (an administrator grants them). The name is
   * checked before the code is spent, so a taken name does not cost the user their code.
   */
  async register(input: z.infer<typeof registerSchema>, ip: string): Promise<{ username: string }> {
    const { db } = this.ctx;
    const taken = await db.selectFrom('sysUser').select('id').where('username', '=', input.username).executeTakeFirst();
    if (taken) throw new BusinessError(ACCOUNT_TEXT.usernameTaken);
    await this.codes.consume(input.phone, SMS_MODE.register, input.smscode);
    if ((await this.codes.usersOf(input.phone)).length) throw new BusinessError(ACCOUNT_TEXT.mobileTaken);
    const now = Date.now();
    const user: SysUser = {
      id: newId(), username: input.username, realname: input.username, password: await hashPassword(input.password), avatar: null,
      birthday: null, sex: null, email: input.email ?? null, phone: input.phone, orgCode: null, status: USER_STATUS.normal, delFlag: 0,
      workNo: null, post: null, telephone: null, userIdentity: USER_IDENTITY.member, departIds: null, relTenantIds: null,
      loginFailCount: 0, lockUntil: null, lastLoginTime: null, lastLoginIp: null,
      createBy: input.username, createTime: now, updateBy: null, updateTime: null,
    };
    try {
      await db.transaction().execute(async (trx) => {
        await trx.insertInto('sysUser').values(user).execute();
        const { password: _secret, ...logged } = user;
        await appendDataLog(trx as typeof db, 'sys_user', user.id, logged, user.username);
      });
    } catch (err) {
      if (isUniqueViolation(err)) throw new BusinessError(ACCOUNT_TEXT.usernameTaken);
      throw err;
    }
    await writeLog(db, { logType: LOG_TYPE.operation, content: `用户注册: ${user.username}`, userId: user.id, username: user.username, ip, operateType: 2 });
    return { username: user.username };
  }

  /** `POST /sys/user/phoneVerification` (alteration step 2): the account and a ticket for step 3. */
  async verifyPhone(mobile: string, code: string): Promise<PhoneVerificationResult> {
    const row = await this.codes.consume(mobile, SMS_MODE.forgot, code);
    const user = await this.accountOf(mobile);
    return { username: user.username, ticket: await this.codes.issueTicket(row.id, user.id) };
  }

  /** `POST /sys/user/passwordChange` (step 3): new password, every session of the account ends. */
  async resetPassword(ticket: string, password: string, ip: string): Promise<void> {
    const userId = await this.codes.consumeTicket(ticket);
    const user = await this.ctx.db.selectFrom('sysUser').select(['id', 'username']).where('id', '=', userId).where('delFlag', '=', 0).executeTakeFirst();
    if (!user) throw new BusinessError(ACCOUNT_TEXT.ticketInvalid);
    await this.ctx.db.updateTable('sysUser')
      .set({ password: await hashPassword(password), loginFailCount: 0, lockUntil: null, updateBy: user.username, updateTime: Date.now() })
      .where('id', '=', user.id).execute();
    await this.ctx.sessions.revokeUser(user.id);
    await writeLog(this.ctx.db, { logType: LOG_TYPE.operation, content: `用户名: ${user.username}, 通过手机验证重置密码`, userId: user.id, username: user.username, ip, operateType: 3 });
  }
}

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ACCOUNT_TEXT, MSG, SMS, type AccountProfile, type LoginRecord, type LoginResult, type PermissionResult, type PhoneVerificationResult, type UserInfo,
} from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/**
 * Registration, phone login, SMS codes, the account alteration and the own profile (spec §2.1, §2.3, §5,
 * §7.1; DESIGN.md §5 rules 3, 5; reference/JEECG.md §5.3 rule 10).
 */
describe.each(databaseTargets())('account on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let aliceId: string;
  const ALICE_PHONE = '13912345678';

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    aliceId = await t.createUser('acc_alice', 'Alice#pass-123');
    await t.ctx.db.updateTable('sysUser').set({ phone: ALICE_PHONE }).where('id', '=', aliceId).execute();
  });
  afterAll(async () => { await t?.close(); });

  const db = () => t.ctx.db as unknown as import('kysely').Kysely<Record<string, Record<string, unknown>>>;
  /**
   * Public calls from an address of their own: the per-address limits (tested last) must not decide the
   * outcome of the other tests.
   */
  let addressSeq = 0;
  const fromAddress = async <T = unknown>(url: string, body: unknown, remoteAddress = `10.0.${Math.floor(++addressSeq / 250)}.${addressSeq % 250 + 1}`) => {
    const res = await t.app.inject({ method: 'POST', url: `${t.config.apiBase}${url}`, payload: body as object, remoteAddress });
    return { status: res.statusCode, body: res.json() as import('@foodtrace/contracts').ApiResult<T> };
  };
  const sms = (mobile: string, smsmode: string, remoteAddress?: string) => fromAddress('/sys/sms', { mobile, smsmode }, remoteAddress);
  /** The latest message the default sender put in the outbox for a mobile. */
  const lastMessage = async (mobile: string) => (await db().selectFrom('sysSms').select('esContent').where('esReceiver', '=', mobile)
    .orderBy('esSendTime', 'desc').orderBy('id', 'desc').executeTakeFirstOrThrow()).esContent as string;
  const codeIn = (text: string) => /验证码为 (\d{6})/.exec(text)?.[1];
  /** Lets the next code for the mobile be sent now (the 60 s per-mobile pause is tested on its own). */
  const waitedAMinute = (mobile: string) =>
    db().updateTable('sysSmsCode').set({ createdAt: Date.now() - SMS.resendIntervalMs - 1000 }).where('mobile', '=', mobile).execute();
  const freshCode = async (mobile: string, mode: string) => {
    await waitedAMinute(mobile);
    const res = await sms(mobile, mode);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, message: ACCOUNT_TEXT.smsSent });
    return codeIn(await lastMessage(mobile));
  };

  describe('SMS codes', () => {
    it('answers the same whether or not the mobile has an account; only the phone learns the difference', async () => {
      const known = await sms(ALICE_PHONE, '0');
      const unknown = await sms('13700000001', '0');
      expect(known.body).toMatchObject({ success: true, message: ACCOUNT_TEXT.smsSent, result: null });
      expect(unknown.body).toMatchObject({ success: true, message: ACCOUNT_TEXT.smsSent, result: null });
      expect(codeIn(await lastMessage(ALICE_PHONE))).toMatch(/^\d{6}$/);
      expect(codeIn(await lastMessage('13700000001'))).toBeUndefined();
      // Registering with a taken mobile: same answer, the phone gets a notice instead of a code.
      await waitedAMinute(ALICE_PHONE);
      expect((await sms(ALICE_PHONE, '1')).body).toMatchObject({ success: true, message: ACCOUNT_TEXT.smsSent });
      expect(codeIn(await lastMessage(ALICE_PHONE))).toBeUndefined();
      const stored = await db().selectFrom('sysSmsCode').select(['codeHash', 'expiresAt', 'createdAt']).where('mobile', '=', ALICE_PHONE).orderBy('createdAt', 'desc').execute();
      expect(stored[1].codeHash).toMatch(/^[0-9a-f]{64}$/); // only a hash is kept (the login code)
      expect(stored[0].codeHash).toBeNull(); // the notice carried none
      expect(Number(stored[0].expiresAt) - Number(stored[0].createdAt)).toBe(SMS.ttlMs);
    });

    it('sends one code per mobile per minute, whoever asks', async () => {
      await sms('13700000002', '0');
      expect((await sms('13700000002', '2')).body).toMatchObject({ success: false, message: ACCOUNT_TEXT.smsTooSoon });
    });

    it('400 for a malformed mobile or mode (spec §5 mobile rule 1[34578]…)', async () => {
      for (const mobile of ['12345678901', '1391234567', '16912345678', '']) {
        const res = await sms(mobile, '0');
        expect(res.status, mobile).toBe(400);
        expect(res.body.message).toContain('mobile');
      }
      expect((await sms(ALICE_PHONE, '3')).status).toBe(400);
    });
  });

  describe('phone login', () => {
    const phoneLogin = (mobile: string, captcha: string) => t.call<LoginResult>('POST', '/sys/phoneLogin', { body: { mobile, captcha } });

    it('signs in with the code, which then is spent', async () => {
      const code = (await freshCode(ALICE_PHONE, '0'))!;
      const res = await phoneLogin(ALICE_PHONE, code);
      expect(res.body).toMatchObject({ success: true, code: 200, message: MSG.loginOk });
      expect(res.body.result.userInfo.username).toBe('acc_alice');
      const perms = await t.call<PermissionResult>('GET', '/sys/permission/getUserPermissionByToken', { token: res.body.result.token });
      expect(perms.body.success).toBe(true);
      expect((await phoneLogin(ALICE_PHONE, code)).body).toMatchObject({ success: false, message: ACCOUNT_TEXT.codeWrong });
    });

    it('a wrong, another mode\'s, expired or guessed-too-often code is the same refusal', async () => {
      const code = (await freshCode(ALICE_PHONE, '0'))!;
      const wrong = code === '000000' ? '111111' : '000000';
      for (let i = 0; i < SMS.maxAttempts; i++) expect((await phoneLogin(ALICE_PHONE, wrong)).body.message).toBe(ACCOUNT_TEXT.codeWrong);
      expect((await phoneLogin(ALICE_PHONE, code)).body.message).toBe(ACCOUNT_TEXT.codeWrong);

      const forgot = (await freshCode(ALICE_PHONE, '2'))!;
      expect((await phoneLogin(ALICE_PHONE, forgot)).body.message).toBe(ACCOUNT_TEXT.codeWrong);

      const late = (await freshCode(ALICE_PHONE, '0'))!;
      await db().updateTable('sysSmsCode').set({ expiresAt: Date.now() - 1 }).where('mobile', '=', ALICE_PHONE).execute();
      expect((await phoneLogin(ALICE_PHONE, late)).body.message).toBe(ACCOUNT_TEXT.codeWrong);
      expect((await phoneLogin('13700000001', '123456')).body.message).toBe(ACCOUNT_TEXT.codeWrong);
    });

    it('refuses a frozen account like the password login, and malformed input with 400', async () => {
      const frozenId = await t.createUser('acc_frozen', 'Frozen#pass-123');
      await t.ctx.db.updateTable('sysUser').set({ phone: '13811112222', status: 2 }).where('id', '=', frozenId).execute();
      const code = (await freshCode('13811112222', '0'))!;
      expect((await phoneLogin('13811112222', code)).body).toMatchObject({ success: false, message: MSG.loginFailed });
      expect((await phoneLogin(ALICE_PHONE, '12ab56')).status).toBe(400);
      expect((await t.call('POST', '/sys/phoneLogin', { body: { mobile: ALICE_PHONE } })).status).toBe(400);
    });
  });

  describe('registration', () => {
    const register = (body: Record<string, unknown>) => fromAddress<{ username: string }>('/sys/user/register', body);
    const NEW_PHONE = '15012345678';

    it('creates a plain account (no roles) after the mobile is proven; it can sign in', async () => {
      const code = (await freshCode(NEW_PHONE, '1'))!;
      const res = await register({ username: 'newbie', password: 'Newbie#2026', confirmpassword: 'Newbie#2026', phone: NEW_PHONE, smscode: code, email: '' });
      expect(res.body).toMatchObject({ success: true, message: ACCOUNT_TEXT.registered, result: { username: 'newbie' } });
      const token = await t.login('newbie', 'Newbie#2026');
      const perms = await t.call<PermissionResult>('GET', '/sys/permission/getUserPermissionByToken', { token });
      expect(perms.body.result.auth).toEqual([]);
      expect(perms.body.result.menu.map((m) => m.path)).toEqual(['/dashboard/analysis']);
      const row = await t.ctx.db.selectFrom('sysUser').selectAll().where('username', '=', 'newbie').executeTakeFirstOrThrow();
      expect(row).toMatchObject({ phone: NEW_PHONE, status: 1, relTenantIds: null, userIdentity: 1 });
      expect(await t.ctx.db.selectFrom('sysUserRole').select('id').where('userId', '=', row.id).execute()).toEqual([]);
    });

    it('refuses a taken name before spending the code, and a mobile it did not prove', async () => {
      const code = (await freshCode('15012340000', '1'))!;
      expect((await register({ username: 'admin', password: 'Another#2026', phone: '15012340000', smscode: code })).body)
        .toMatchObject({ success: false, message: ACCOUNT_TEXT.usernameTaken });
      expect((await register({ username: 'second', password: 'Another#2026', phone: '15012340000', smscode: code })).body.success).toBe(true);
      // A registered mobile never received a code, so the registration cannot pass.
      await freshCode(ALICE_PHONE, '1');
      expect((await register({ username: 'third', password: 'Another#2026', phone: ALICE_PHONE, smscode: '123456' })).body.message).toBe(ACCOUNT_TEXT.codeWrong);
    });

    it('validates with the spec §5 rules (400 naming the field)', async () => {
      const base = { username: 'valid_name', password: 'Valid#2026x', phone: '15099998888', smscode: '123456' };
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ ...base, username: 'abc' }, 'username'], [{ ...base, username: 'bad-name' }, 'username'], [{ ...base, username: 'x'.repeat(19) }, 'username'],
        [{ ...base, phone: '12099998888' }, 'phone'], [{ ...base, email: 'not-mail' }, 'email'], [{ ...base, password: 'short' }, 'password'],
        [{ ...base, confirmpassword: 'Different#1' }, 'confirmpassword'],
        // the names the server writes records as (数据日志 must never mistake a person for them)
        [{ ...base, username: 'system' }, 'username'], [{ ...base, username: 'Public' }, 'username'],
      ];
      for (const [body, field] of cases) {
        const res = await register(body);
        expect(res.status, JSON.stringify(body)).toBe(400);
        expect(res.body.message).toContain(field);
      }
    });
  });

  describe('account alteration (four steps)', () => {
    it('proves the phone, takes a new password, and ends every old session', async () => {
      const oldSession = await t.login('acc_alice', 'Alice#pass-123');
      const code = (await freshCode(ALICE_PHONE, '2'))!;
      const verified = await t.call<PhoneVerificationResult>('POST', '/sys/user/phoneVerification', { body: { phone: ALICE_PHONE, smscode: code } });
      expect(verified.body.result.username).toBe('acc_alice');
      const { ticket } = verified.body.result;
      const changed = await t.call('POST', '/sys/user/passwordChange', { body: { ticket, password: 'Alice#new-456', confirmpassword: 'Alice#new-456' } });
      expect(changed.body).toMatchObject({ success: true, message: ACCOUNT_TEXT.passwordReset });
      expect((await t.call('GET', '/sys/account/profile', { token: oldSession })).status).toBe(401);
      await expect(t.login('acc_alice', 'Alice#pass-123')).rejects.toThrow();
      expect(await t.login('acc_alice', 'Alice#new-456')).toBeTruthy();
      // The ticket is single use.
      expect((await t.call('POST', '/sys/user/passwordChange', { body: { ticket, password: 'Again#pass-789' } })).body)
        .toMatchObject({ success: false, message: ACCOUNT_TEXT.ticketInvalid });
    });

    it('refuses an unknown mobile, a made-up ticket, and malformed input', async () => {
      await freshCode('13700000003', '2');
      expect((await t.call('POST', '/sys/user/phoneVerification', { body: { phone: '13700000003', smscode: '123456' } })).body.message).toBe(ACCOUNT_TEXT.codeWrong);
      expect((await t.call('POST', '/sys/user/passwordChange', { body: { ticket: 'x'.repeat(43), password: 'Again#pass-789' } })).body.message).toBe(ACCOUNT_TEXT.ticketInvalid);
      expect((await t.call('POST', '/sys/user/passwordChange', { body: { ticket: 'x'.repeat(43), password: 'short' } })).status).toBe(400);
      expect((await t.call('POST', '/sys/user/phoneVerification', { body: { phone: 'x', smscode: '1' } })).status).toBe(400);
    });
  });

  describe('own profile', () => {
    it('shows as 上次登录 the sign-in before the one in use', async () => {
      await t.login('acc_alice', 'Alice#new-456');
      const logins = async () => (await t.call<Array<{ time: string }>>('GET', '/sys/account/loginLogs', { token: latest })).body.result;
      const latest = await t.login('acc_alice', 'Alice#new-456');
      const [now, before] = await logins();
      const profile = (await t.call<AccountProfile>('GET', '/sys/account/profile', { token: latest })).body.result;
      expect(profile.lastLoginTime).toBe(before.time);
      expect(profile.lastLoginTime! <= now.time).toBe(true);
    });

    it('reads and saves only the allowed fields: status, roles, tenants, identity and name stay as they were', async () => {
      const token = await t.login('acc_alice', 'Alice#new-456');
      const before = await t.call<AccountProfile>('GET', '/sys/account/profile', { token });
      expect(before.body.result).toMatchObject({ username: 'acc_alice', phone: ALICE_PHONE, roleNames: [] });
      const saved = await t.call<UserInfo>('PUT', '/sys/account/profile', {
        token,
        body: {
          realname: '爱丽丝', email: 'alice@example.cn', phone: '13912345670', sex: 2, birthday: '1990-01-02', avatar: 'avatar/a.png',
          status: 2, username: 'hijack', userIdentity: 2, relTenantIds: '1', selectedroles: 'f6817f48af4fb3af11b9e8bf182f618b', departIds: 'x', delFlag: 1,
        },
      });
      expect(saved.body).toMatchObject({ success: true, message: ACCOUNT_TEXT.profileSaved });
      expect(saved.body.result).toMatchObject({ realname: '爱丽丝', email: 'alice@example.cn', phone: '13912345670', avatar: 'avatar/a.png', username: 'acc_alice' });
      const row = await t.ctx.db.selectFrom('sysUser').selectAll().where('id', '=', aliceId).executeTakeFirstOrThrow();
      expect(row).toMatchObject({ username: 'acc_alice', status: 1, userIdentity: 1, relTenantIds: null, departIds: null, delFlag: 0, sex: 2, birthday: '1990-01-02' });
      expect(await t.ctx.db.selectFrom('sysUserRole').select('id').where('userId', '=', aliceId).execute()).toEqual([]);
      const logged = await t.ctx.db.selectFrom('sysDataLog').select('dataContent').where('dataId', '=', aliceId).orderBy('dataVersion', 'desc').executeTakeFirstOrThrow();
      expect(logged.dataContent).not.toContain('scrypt$');
    });

    it('validates, refuses a mobile another account uses, and lists only the caller\'s own sign-ins', async () => {
      const token = await t.login('acc_alice', 'Alice#new-456');
      expect((await t.call('PUT', '/sys/account/profile', { token, body: { realname: '' } })).status).toBe(400);
      expect((await t.call('PUT', '/sys/account/profile', { token, body: { realname: 'A', email: 'bad' } })).status).toBe(400);
      expect((await t.call('PUT', '/sys/account/profile', { token, body: { realname: 'A', avatar: '../../etc/passwd' } })).status).toBe(400);
      await t.ctx.db.updateTable('sysUser').set({ phone: '13600000000' }).where('username', '=', 'admin').execute();
      expect((await t.call('PUT', '/sys/account/profile', { token, body: { realname: 'A', phone: '13600000000' } })).body)
        .toMatchObject({ success: false, message: ACCOUNT_TEXT.mobileTaken });
      const records = await t.call<LoginRecord[]>('GET', '/sys/account/loginLogs', { token });
      expect(records.body.result.length).toBeGreaterThan(0);
      expect(records.body.result.every((r) => r.content.includes('acc_alice'))).toBe(true);
    });

    it('401 without a session on every own-account route', async () => {
      for (const [method, url] of [['GET', '/sys/account/profile'], ['PUT', '/sys/account/profile'], ['GET', '/sys/account/loginLogs']]) {
        expect((await t.call(method, url, { body: method === 'PUT' ? { realname: 'x' } : undefined })).status, url).toBe(401);
      }
      expect(admin).toBeTruthy();
    });
  });

  it('limits SMS requests per address (the last test: it spends this address\'s budget)', async () => {
    let status = 200;
    for (let i = 0; i < SMS.perAddressPerHour + 1 && status !== 429; i++) {
      status = (await sms(`1370000${String(1000 + i)}`, '0', '10.9.9.9')).status;
    }
    expect(status).toBe(429);
  });
});

import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCOUNT_TEXT, SMS, SMS_MODE, type SmsMode } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { newId } from '../../../platform/db/ids.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { accountDb, type AccountDb, type SysSmsCode } from '../schema.ts';
import { sendSms } from './sms-outbox.ts';
import type { SmsSender } from './sms-sender.ts';

const hash = (salt: string, secret: string) => createHash('sha256').update(`${salt}:${secret}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  return a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));
}

/** The texts the holder of the phone receives; only the first kind carries a code. */
export const SMS_TEXT = {
  code: (code: string, purpose: string) => `【食品溯源】您的${purpose}验证码为 ${code}，5 分钟内有效。如非本人操作，请忽略本短信。`,
  purpose: { [SMS_MODE.login]: '登录', [SMS_MODE.register]: '注册', [SMS_MODE.forgot]: '找回密码' } as Record<SmsMode, string>,
  noAccount: '【食品溯源】有人使用本手机号申请登录或找回密码，但本手机号未关联可用的账号。如非本人操作，请忽略本短信。',
  registered: '【食品溯源】有人使用本手机号申请注册，但本手机号已注册。您可直接登录或找回密码。如非本人操作，请忽略本短信。',
} as const;

/**
 * One-time SMS codes (spec §5, §7.1; DESIGN.md §5 rule 5): six digits from crypto.randomInt, valid five
 * minutes, single use, a few wrong guesses at most, one per mobile per minute. Whether the mobile has an
 * account decides only what the phone receives (a code, or a notice without one); the answer to the caller
 * is the same either way, so nobody learns from it which mobiles are registered.
 */
export class SmsCodeService {
  private readonly db: AccountDb;

  constructor(private readonly ctx: AppContext, private readonly sender: SmsSender) {
    this.db = accountDb(ctx.db);
  }

  /** Live users holding the mobile. */
  async usersOf(mobile: string) {
    return this.db.selectFrom('sysUser').selectAll().where('phone', '=', mobile).where('delFlag', '=', 0).execute();
  }

  async issue(mobile: string, mode: SmsMode, ip: string): Promise<void> {
    const now = Date.now();
    const recent = await this.db.selectFrom('sysSmsCode').select('id').where('mobile', '=', mobile)
      .where('createdAt', '>', now - SMS.resendIntervalMs).executeTakeFirst();
    if (recent) throw new BusinessError(ACCOUNT_TEXT.smsTooSoon);
    const users = await this.usersOf(mobile);
    const carriesCode = mode === SMS_MODE.register ? users.length === 0 : users.length > 0;
    const id = newId();
    const code = String(randomInt(0, 10 ** SMS.codeLength)).padStart(SMS.codeLength, '0');
    await this.db.insertInto('sysSmsCode').values({
      id, mobile, purpose: mode, codeHash: carriesCode ? hash(id, code) : null, ip: ip.slice(0, 64), createdAt: now,
      expiresAt: now + SMS.ttlMs, attempts: 0, consumedAt: null, userId: null, ticketHash: null, ticketExpiresAt: null,
    }).execute();
    const text = carriesCode ? SMS_TEXT.code(code, SMS_TEXT.purpose[mode]) : mode === SMS_MODE.register ? SMS_TEXT.registered : SMS_TEXT.noAccount;
    await sendSms(this.ctx, this.sender, { mobile, text, kind: carriesCode ? 'code' : 'notice', params: carriesCode ? { code } : {} });
  }

  /**
   * Spends the mobile's latest code for `mode` if `code` is it. Anything else — no code, another mode's,
   * expired, used, wrong, a notice that carried none — is the same refusal. Each wrong guess counts; at
   * SMS.maxAttempts the code is spent.
   */
  async consume(mobile: string, mode: SmsMode, code: string): Promise<SysSmsCode> {
    const now = Date.now();
    const row = await this.db.selectFrom('sysSmsCode').selectAll().where('mobile', '=', mobile).where('purpose', '=', mode)
      .orderBy('createdAt', 'desc').orderBy('id', 'desc').limit(1).executeTakeFirst();
    const wrong = () => new BusinessError(ACCOUNT_TEXT.codeWrong);
    if (!row || row.consumedAt !== null || row.expiresAt <= now || !row.codeHash) throw wrong();
    if (!sameHash(row.codeHash, hash(row.id, code))) {
      const attempts = row.attempts + 1;
      await this.db.updateTable('sysSmsCode').set({ attempts, consumedAt: attempts >= SMS.maxAttempts ? now : null })
        .where('id', '=', row.id).execute();
      throw wrong();
    }
    // Spent by exactly one request even when two arrive together.
    const spent = await this.db.updateTable('sysSmsCode').set({ consumedAt: now }).where('id', '=', row.id)
      .where('consumedAt', 'is', null).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw wrong();
    return { ...row, consumedAt: now };
  }

  /** Alteration step 2 → 3: a random ticket bound to the account whose mobile was proven. */
  async issueTicket(codeId: string, userId: string): Promise<string> {
    const ticket = randomBytes(32).toString('base64url');
    await this.db.updateTable('sysSmsCode').set({ userId, ticketHash: hash('ticket', ticket), ticketExpiresAt: Date.now() + SMS.resetTicketTtlMs })
      .where('id', '=', codeId).execute();
    return ticket;
  }

  /** The account a live ticket names; the ticket is spent. */
  async consumeTicket(ticket: string): Promise<string> {
    const now = Date.now();
    const row = await this.db.selectFrom('sysSmsCode').select(['id', 'userId', 'ticketExpiresAt'])
      .where('ticketHash', '=', hash('ticket', ticket)).executeTakeFirst();
    if (!row?.userId || !row.ticketExpiresAt || row.ticketExpiresAt <= now) throw new BusinessError(ACCOUNT_TEXT.ticketInvalid);
    const spent = await this.db.updateTable('sysSmsCode').set({ ticketExpiresAt: null }).where('id', '=', row.id)
      .where('ticketExpiresAt', '=', row.ticketExpiresAt).executeTakeFirst();
    if (Number(spent.numUpdatedRows) !== 1) throw new BusinessError(ACCOUNT_TEXT.ticketInvalid);
    return row.userId;
  }
}

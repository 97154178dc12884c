import nodemailer, { type Transporter } from 'nodemailer';
import type { FastifyInstance } from 'fastify';
import { MESSAGE_TEXT, MESSAGE_TYPE, NOTICE, isEmailAddress, isMobile } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../platform/auth/sessions.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import type { AnnouncementService } from '../notice/announcement.service.ts';

/** What one attempt to deliver a message came to: sent, or the reason it was not (shown in 消息管理). */
export type Delivery = { ok: true } | { ok: false; reason: string };

export interface OutgoingMessage {
  id: string; type: string; receivers: string[]; title: string; content: string;
  /** The template's parameters, for an SMS provider that sends registered templates. */
  params: Record<string, string>;
}

/** A message's plain text as the body of a notice: escaped, its line breaks kept. */
export const noticeBody = (text: string): string => `<p>${escapeHtml(text).replace(/\r?\n/g, '<br>')}</p>`;

/** The accounts among `usernames` that exist, are not deleted and not frozen: username → id. */
export async function activeUsers(ctx: AppContext, usernames: string[]): Promise<Map<string, string>> {
  if (!usernames.length) return new Map();
  const rows = await ctx.db.selectFrom('sysUser').select(['id', 'username'])
    .where('username', 'in', usernames).where('delFlag', '=', 0).where('status', '=', 1).execute();
  return new Map(rows.map((r) => [r.username, r.id]));
}

/**
 * Why a mail server did not take the message, in words an administrator can act on; the server's own
 * answer (its SMTP reply) is kept short, and never a stack.
 */
function mailFailure(err: unknown): string {
  const e = err as { code?: string; responseCode?: number; response?: string; message?: string };
  switch (e.code) {
    case 'ECONNREFUSED': case 'ENOTFOUND': case 'EDNS': case 'ESOCKET': case 'ECONNECTION':
      return '无法连接邮件服务器，请检查 SMTP_URL 的地址和端口';
    case 'ETIMEDOUT': case 'ETIMEOUT': case 'EGREETING':
      return '连接邮件服务器超时';
    case 'EAUTH':
      return '邮件服务器拒绝登录，请检查 SMTP_URL 中的用户名和密码';
    case 'EENVELOPE':
      return `邮件服务器拒绝了收件人${e.response ? `：${e.response.slice(0, 120)}` : ''}`;
    default:
      return `邮件服务器返回错误${e.response ? `：${e.response.slice(0, 120)}` : e.responseCode ? `（${e.responseCode}）` : ''}`;
  }
}

/**
 * The delivery channels. 系统消息 becomes a notice to the named accounts, published at once, so it reaches
 * their bell through the notice socket; 邮件 goes to the configured SMTP server; 短信 goes through the SMS
 * provider the account module was given (`app.smsSender`, the one its verification codes use). Without a
 * provider (the default sender only writes to the server log) a 短信 fails with the reason, and 微信 always
 * does: there is no WeChat channel.
 */
export function messageChannels(ctx: AppContext, app: FastifyInstance, announcements: AnnouncementService) {
  let transport: Transporter | undefined;
  const mailer = () => {
    const smtp = ctx.config.smtp!;
    // Timeouts well inside the client's 9 s request timeout (spec §7): the sender waits for the answer.
    transport ??= nodemailer.createTransport(smtp.url, { connectionTimeout: 4000, greetingTimeout: 3000, socketTimeout: 5000 });
    return transport;
  };

  const system = async (m: OutgoingMessage, sender: SessionUser): Promise<Delivery> => {
    const users = await activeUsers(ctx, m.receivers);
    const unknown = m.receivers.filter((u) => !users.has(u));
    if (unknown.length) return { ok: false, reason: MESSAGE_TEXT.unknownUser(unknown) };
    await announcements.tell({
      title: m.title, html: noticeBody(m.content), abstract: m.content.slice(0, NOTICE.abstractMaxLength), priority: NOTICE.priority.low,
      userIds: [...users.values()], busType: 'message', busId: m.id,
    }, sender);
    return { ok: true };
  };

  const email = async (m: OutgoingMessage): Promise<Delivery> => {
    if (!ctx.config.smtp) return { ok: false, reason: MESSAGE_TEXT.smtpMissing };
    const bad = m.receivers.find((r) => !isEmailAddress(r));
    if (bad) return { ok: false, reason: MESSAGE_TEXT.badEmail(bad) };
    try {
      await mailer().sendMail({ from: ctx.config.smtp.from, to: m.receivers, subject: m.title, text: m.content });
      return { ok: true };
    } catch (err) {
      return { ok: false, reason: mailFailure(err) };
    }
  };

  const sms = async (m: OutgoingMessage): Promise<Delivery> => {
    const sender = app.smsSender;
    // The log sender's outbox is its delivery: fine for a code an operator reads out, not for a message.
    if (!sender || sender.outboxKeepsText) return { ok: false, reason: MESSAGE_TEXT.smsMissing };
    const bad = m.receivers.find((r) => !isMobile(r));
    if (bad) return { ok: false, reason: MESSAGE_TEXT.badMobile(bad) };
    const refused: string[] = [];
    for (const mobile of m.receivers) {
      const res = await sender.send({ mobile, text: m.content, kind: 'notice', params: m.params })
        .catch((err: unknown) => ({ ok: false as const, error: String((err as Error)?.message ?? err) }));
      if (!res.ok) refused.push(`${mobile}：${res.error.slice(0, 80)}`);
    }
    return refused.length ? { ok: false, reason: `短信服务商未发出 ${refused.length} 条（${refused.join('；')}）` } : { ok: true };
  };

  return {
    async deliver(m: OutgoingMessage, sender: SessionUser): Promise<Delivery> {
      switch (m.type) {
        case MESSAGE_TYPE.system: return system(m, sender);
        case MESSAGE_TYPE.email: return email(m);
        case MESSAGE_TYPE.sms: return sms(m);
        case MESSAGE_TYPE.wechat: return { ok: false, reason: MESSAGE_TEXT.wechatMissing };
        default: return { ok: false, reason: `未知的发送方式：${m.type}` };
      }
    },
    close: () => transport?.close(),
  };
}

export type MessageChannels = ReturnType<typeof messageChannels>;

import type { FastifyBaseLogger } from 'fastify';
import {
  MESSAGE_RULE, MESSAGE_STATUS, MESSAGE_TEXT, MESSAGE_TYPE, isEmailAddress, isMobile, parseMessageParams, renderTemplate, splitReceivers,
} from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { SYSTEM_USER, type SessionUser } from '../../platform/auth/sessions.ts';
import { newId } from '../../platform/db/ids.ts';
import { BadRequestError, BusinessError } from '../../platform/errors.ts';
import { activeUsers, type Delivery, type MessageChannels } from './channels.ts';
import { messageDb, type MessageDb, type SysSms, type SysSmsTemplate } from './schema.ts';

/** Messages one run of 消息失败重发 sends again: a run stays short even after a long outage. */
const RETRY_BATCH = 100;

export interface SendRequest { templateCode: string; testData?: string | null; receiver: string }

/** The outcome of a send or resend: the message record's id, and the delivery. */
export interface SendOutcome { id: string; delivery: Delivery }

/**
 * Sending from a template (发送测试) and sending a failed message again. Every message is recorded before it
 * is sent, then marked sent or failed with the reason; a message that failed MESSAGE_RULE.maxAttempts times
 * is given up (-1) and no longer resent. The record is the log itself (like the SMS outbox's rows, append-only
 * to everyone else), so it has no data log of its own.
 */
export class MessageService {
  private readonly db: MessageDb;

  constructor(private readonly ctx: AppContext, private readonly channels: MessageChannels, private readonly log: FastifyBaseLogger) {
    this.db = messageDb(ctx.db);
  }

  /** Receivers the form can be told about at once: too many, an address that is none, an unknown account. */
  private async checkReceivers(type: string, text: string): Promise<string[]> {
    const receivers = splitReceivers(text);
    if (!receivers.length) throw new BadRequestError(MESSAGE_TEXT.receiverRequired);
    if (receivers.length > MESSAGE_RULE.maxReceivers) throw new BadRequestError(MESSAGE_TEXT.tooManyReceivers);
    if (receivers.join(',').length > MESSAGE_RULE.receiverMax) throw new BadRequestError(`接收人最多 ${MESSAGE_RULE.receiverMax} 个字符`);
    if (type === MESSAGE_TYPE.email) {
      const bad = receivers.find((r) => !isEmailAddress(r));
      if (bad) throw new BadRequestError(MESSAGE_TEXT.badEmail(bad));
    }
    if (type === MESSAGE_TYPE.sms) {
      const bad = receivers.find((r) => !isMobile(r));
      if (bad) throw new BadRequestError(MESSAGE_TEXT.badMobile(bad));
    }
    if (type === MESSAGE_TYPE.system) {
      const users = await activeUsers(this.ctx, receivers);
      const unknown = receivers.filter((u) => !users.has(u));
      if (unknown.length) throw new BusinessError(MESSAGE_TEXT.unknownUser(unknown));
    }
    return receivers;
  }

  /** 发送测试: the template filled with the form's test data (else the template's own). */
  async send(user: SessionUser, req: SendRequest): Promise<SendOutcome> {
    const template = await this.template(req.templateCode);
    const params = parseMessageParams(req.testData?.trim() || template.templateTestJson?.trim() || '{}');
    if (!params) throw new BadRequestError(MESSAGE_TEXT.paramsNotJson);
    return this.sendFrom(user, template, params, req.receiver, `发送测试（模板 ${template.templateCode}）`);
  }

  /**
   * A message from a template for the server's own business (a recall notice to a customer), recorded in
   * 消息管理 like any other: resent by hand or by 消息失败重发 when it fails.
   */
  async sendTemplate(user: SessionUser, templateCode: string, params: Record<string, string>, receiver: string, remark: string): Promise<SendOutcome> {
    return this.sendFrom(user, await this.template(templateCode), params, receiver, remark);
  }

  private async template(code: string): Promise<SysSmsTemplate> {
    const template = await this.db.selectFrom('sysSmsTemplate').selectAll().where('templateCode', '=', code).where('delFlag', '=', 0).executeTakeFirst();
    if (!template) throw new BusinessError(MESSAGE_TEXT.templateMissing);
    return template;
  }

  private async sendFrom(user: SessionUser, template: SysSmsTemplate, params: Record<string, string>, receiver: string, remark: string): Promise<SendOutcome> {
    const { text, missing } = renderTemplate(template.templateContent, params);
    if (missing.length) throw new BadRequestError(MESSAGE_TEXT.paramsMissing(missing));
    if (text.length > MESSAGE_RULE.contentMax) throw new BadRequestError(`消息内容最多 ${MESSAGE_RULE.contentMax} 个字符`);
    const receivers = await this.checkReceivers(template.templateType, receiver);

    const now = Date.now();
    const row: SysSms = {
      id: newId(), esTitle: template.templateName, esType: template.templateType, esReceiver: receivers.join(','),
      esParam: JSON.stringify(params).slice(0, 1000), esContent: text, esSendTime: null, esSendStatus: MESSAGE_STATUS.pending,
      esSendNum: 0, esResult: null, remark: remark.slice(0, 500),
      createBy: user.username, createTime: now, updateBy: null, updateTime: null,
    };
    await this.db.insertInto('sysSms').values(row).execute();
    return { id: row.id, delivery: await this.attempt(row, user) };
  }

  /** Sends a failed message once more. Two clicks at once send it once: the first claims it. */
  async resend(user: SessionUser, id: string): Promise<SendOutcome> {
    // Only a message sent from a template (its parameters kept): the account module's SMS carry one-time codes,
    // masked in the record, and a new code is the user's to ask for.
    const claimed = await this.db.updateTable('sysSms').set({ esSendStatus: MESSAGE_STATUS.pending })
      .where('id', '=', id).where('esSendStatus', '=', MESSAGE_STATUS.failed).where('esParam', 'is not', null).executeTakeFirst();
    if (Number(claimed.numUpdatedRows) !== 1) {
      const row = await this.db.selectFrom('sysSms').select(['esParam']).where('id', '=', id).executeTakeFirst();
      throw new BusinessError(!row ? '未找到对应数据' : row.esParam === null ? MESSAGE_TEXT.systemSmsNotResendable : MESSAGE_TEXT.notResendable);
    }
    const row = await this.db.selectFrom('sysSms').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    return { id, delivery: await this.attempt(row, user) };
  }

  /**
   * 消息失败重发 (定时任务): every failed template message once more, oldest first, at most RETRY_BATCH a run;
   * each is given up after MESSAGE_RULE.maxAttempts like a resend by hand. Answers what it did, for the job's
   * 执行结果.
   */
  async retryFailed(): Promise<string> {
    const due = await this.db.selectFrom('sysSms').select('id').where('esSendStatus', '=', MESSAGE_STATUS.failed)
      .where('esParam', 'is not', null).orderBy('createTime').orderBy('id').limit(RETRY_BATCH).execute();
    let sent = 0;
    let failed = 0;
    for (const { id } of due) {
      // Resent by hand meanwhile: the claim says so, and it is not counted.
      const outcome = await this.resend(SYSTEM_USER, id).catch((err: unknown) => (err instanceof BusinessError ? null : Promise.reject(err)));
      if (outcome?.delivery.ok) sent++;
      else if (outcome) failed++;
    }
    return due.length ? `重发 ${sent + failed} 条消息：成功 ${sent} 条，失败 ${failed} 条` : '没有发送失败的消息';
  }

  /** One delivery attempt, and its outcome written to the record. */
  private async attempt(row: SysSms, user: SessionUser): Promise<Delivery> {
    let delivery: Delivery;
    try {
      delivery = await this.channels.deliver({
        id: row.id, type: row.esType, receivers: splitReceivers(row.esReceiver), title: row.esTitle ?? '', content: row.esContent ?? '',
        params: parseMessageParams(row.esParam ?? '{}') ?? {},
      }, user);
    } catch (err) {
      // A fault of ours (the database, a bug) is logged in full; the record says only that it failed.
      this.log.error({ err, messageId: row.id }, 'message delivery failed');
      delivery = { ok: false, reason: '服务器内部错误' };
    }
    const now = Date.now();
    const tries = Number(row.esSendNum) + 1;
    const status = delivery.ok ? MESSAGE_STATUS.sent : tries >= MESSAGE_RULE.maxAttempts ? MESSAGE_STATUS.givenUp : MESSAGE_STATUS.failed;
    const values = {
      esSendStatus: status, esSendNum: tries, esSendTime: now, esResult: delivery.ok ? null : delivery.reason.slice(0, 255),
      updateBy: user.username, updateTime: now,
    };
    await this.db.updateTable('sysSms').set(values).where('id', '=', row.id).execute();
    return delivery;
  }
}

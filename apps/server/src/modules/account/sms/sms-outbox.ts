import type { AppContext } from '../../../context.ts';
import { newId } from '../../../platform/db/ids.ts';
import { accountDb } from '../schema.ts';
import type { SmsMessage, SmsSender } from './sms-sender.ts';

/**
 * Sends through the configured sender and records the message in sys_sms (who, when, outcome). The text of a
 * code is kept only when the outbox is how the code reaches the user (the log sender); otherwise the code is
 * masked, so the table never becomes a store of valid codes.
 */
export async function sendSms(ctx: AppContext, sender: SmsSender, message: SmsMessage): Promise<boolean> {
  const now = Date.now();
  const result = await sender.send(message).catch((err: unknown) => ({ ok: false as const, error: String((err as Error)?.message ?? err).slice(0, 200) }));
  const content = sender.outboxKeepsText || message.kind === 'notice' ? message.text : message.text.replace(/\d{4,}/g, '******');
  await accountDb(ctx.db).insertInto('sysSms').values({
    id: newId(), esTitle: message.kind === 'code' ? '短信验证码' : '短信通知', esType: '1', esReceiver: message.mobile,
    esParam: null, esContent: content, esSendTime: now, esSendStatus: result.ok ? '1' : '2', esSendNum: 1,
    esResult: result.ok ? null : result.error, remark: sender.name, createBy: 'system', createTime: now, updateBy: null, updateTime: null,
  }).execute();
  return result.ok;
}

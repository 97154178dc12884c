import type { FastifyBaseLogger } from 'fastify';

/** One text message to one mobile. */
export interface SmsMessage {
  mobile: string;
  text: string;
  /** 'code' carries a one-time code; 'notice' tells the holder of the phone something without a code. */
  kind: 'code' | 'notice';
  /** Template parameters a provider with registered templates needs (e.g. { code }). */
  params: Record<string, string>;
}

/**
 * Where SMS go. The default writes each message to the server log (and the account module keeps every
 * message in the sys_sms outbox), which is what an installation without an SMS contract can use: an operator
 * reads the code to the user. A provider (Aliyun, Tencent Cloud …) implements this interface and is passed to
 * createAccountModule({ smsSender }) in modules/index.ts; 消息中心's 短信 then goes through it too (app.smsSender).
 */
export interface SmsSender {
  readonly name: string;
  /** Whether the outbox may keep the full text: true only when the outbox is the delivery channel itself. */
  readonly outboxKeepsText: boolean;
  send(message: SmsMessage): Promise<{ ok: true } | { ok: false; error: string }>;
}

export class LogSmsSender implements SmsSender {
  readonly name = 'log';
  readonly outboxKeepsText = true;

  constructor(private readonly log: FastifyBaseLogger) {}

  async send(message: SmsMessage): Promise<{ ok: true }> {
    this.log.info({ sms: { mobile: message.mobile, kind: message.kind } }, `短信（未配置短信服务，仅记录）：${message.mobile} ${message.text}`);
    return { ok: true };
  }
}

import { MESSAGE_TEXT } from '@foodtrace/contracts';
import { fail, ok } from '../../platform/envelope.ts';
import type { SendOutcome } from './message.service.ts';

/**
 * The answer to a call that sent a message (发送测试, 重新发送, 发送召回通知): a delivery that failed is the caller's
 * business failure with the reason; either way the answer carries the message record's id (消息管理).
 */
export const sendAnswer = (outcome: SendOutcome, okText: string) =>
  (outcome.delivery.ok ? ok({ id: outcome.id }, okText) : { ...fail(MESSAGE_TEXT.failed(outcome.delivery.reason)), result: { id: outcome.id } });

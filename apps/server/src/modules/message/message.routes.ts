import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGE_PERMS, MESSAGE_TEXT, messageResource, messageTemplateResource } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { fail, ok } from '../../platform/envelope.ts';
import type { MessageService, SendOutcome } from './message.service.ts';

const SendBody = z.object({
  templateCode: z.string().trim().min(1, '请选择消息模板').max(32),
  testData: z.string().max(1000, '测试数据最多 1000 个字符').nullish(),
  receiver: z.string().max(2000, '接收人过长'),
});
const IdBody = z.object({ id: z.string().min(1, 'id不能为空').max(32) });

/** A delivery that failed is the caller's business failure: the record is kept, the reason is the message. */
const answer = (outcome: SendOutcome, okText: string) =>
  (outcome.delivery.ok ? ok({ id: outcome.id }, okText) : { ...fail(MESSAGE_TEXT.failed(outcome.delivery.reason)), result: { id: outcome.id } });

/** 发送测试 from a template, and 重新发送 of a failed message (the lists and forms are the generic CRUD's). */
export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext, messages: MessageService): void {
  const api = ctx.config.apiBase;
  app.post(`${api}${messageTemplateResource.basePath}/sendMsg`, {
    config: { access: { permission: MESSAGE_PERMS.send } },
    schema: { tags: [messageTemplateResource.title], summary: '发送测试：用模板和参数发送一条消息，并记录在消息管理中', body: SendBody },
  }, async (req) => answer(await messages.send(currentUser(req), req.body as z.infer<typeof SendBody>), MESSAGE_TEXT.sent));

  app.post(`${api}${messageResource.basePath}/resend`, {
    config: { access: { permission: MESSAGE_PERMS.resend } },
    schema: { tags: [messageResource.title], summary: '重新发送：再发一次发送失败的消息', body: IdBody },
  }, async (req) => answer(await messages.resend(currentUser(req), (req.body as z.infer<typeof IdBody>).id), MESSAGE_TEXT.resent));
}

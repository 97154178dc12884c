import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MESSAGE_PERMS, MESSAGE_TEXT, messageResource, messageTemplateResource } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import type { MessageService } from './message.service.ts';
import { sendAnswer } from './send-answer.ts';

const SendBody = z.object({
  templateCode: z.string().trim().min(1, '请选择消息模板').max(32),
  testData: z.string().max(1000, '测试数据最多 1000 个字符').nullish(),
  receiver: z.string().max(2000, '接收人过长'),
});
const IdBody = z.object({ id: z.string().min(1, 'id不能为空').max(32) });

/** 发送测试 from a template, and 重新发送 of a failed message (the lists and forms are the generic CRUD's). */
export function registerMessageRoutes(app: FastifyInstance, ctx: AppContext, messages: MessageService): void {
  const api = ctx.config.apiBase;
  app.post(`${api}${messageTemplateResource.basePath}/sendMsg`, {
    config: { access: { permission: MESSAGE_PERMS.send } },
    schema: { tags: [messageTemplateResource.title], summary: '发送测试：用模板和参数发送一条消息，并记录在消息管理中', body: SendBody },
  }, async (req) => sendAnswer(await messages.send(currentUser(req), req.body as z.infer<typeof SendBody>), MESSAGE_TEXT.sent));

  app.post(`${api}${messageResource.basePath}/resend`, {
    config: { access: { permission: MESSAGE_PERMS.resend } },
    schema: { tags: [messageResource.title], summary: '重新发送：再发一次发送失败的消息', body: IdBody },
  }, async (req) => sendAnswer(await messages.resend(currentUser(req), (req.body as z.infer<typeof IdBody>).id), MESSAGE_TEXT.resent));
}

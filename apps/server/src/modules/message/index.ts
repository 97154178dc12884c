import { MESSAGE_DICT, MESSAGE_PERM_LABELS, MESSAGE_PERMS, MESSAGE_STATUS, MESSAGE_TYPE, messageResource, messageTemplateResource } from '@foodtrace/contracts';
import type { AppModule } from '../module.ts';
import { AnnouncementService } from '../notice/announcement.service.ts';
import { SEED_IDS } from '../system/seed/seed-ids.ts';
import { messageChannels } from './channels.ts';
import { seedDemoTemplates } from './demo-templates.ts';
import { registerMessageRoutes } from './message.routes.ts';
import { MessageService } from './message.service.ts';
import * as m0160 from './migrations/0160-message-tables.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Sending from templates and resending (set by the message module; 定时任务's 消息失败重发 uses it). */
    messages: MessageService;
  }
}

/** 消息中心 (spec §2.3 message pages): 消息模板 and 消息管理 under 系统管理; see README.md. */
export const messageModule: AppModule = {
  name: 'message',
  migrations: { '0160-message-tables': m0160 },
  dicts: [
    {
      code: MESSAGE_DICT.type, name: '消息发送方式',
      items: [[MESSAGE_TYPE.sms, '短信'], [MESSAGE_TYPE.email, '邮件'], [MESSAGE_TYPE.wechat, '微信'], [MESSAGE_TYPE.system, '系统消息']],
    },
    {
      code: MESSAGE_DICT.status, name: '消息发送状态',
      items: [[MESSAGE_STATUS.pending, '未发送'], [MESSAGE_STATUS.sent, '发送成功'], [MESSAGE_STATUS.failed, '发送失败'], [MESSAGE_STATUS.givenUp, '失败不再发送']],
    },
  ],
  menus: [
    {
      id: 'a1600000000000000000000000000001', parentId: SEED_IDS.systemMenu, name: '消息模板', url: '/isystem/messageTemplate',
      component: 'system/MessageTemplateList', componentName: 'MessageTemplateList', icon: 'mail', sortNo: 10.2, keepAlive: true,
      resource: messageTemplateResource, buttons: [{ code: MESSAGE_PERMS.send, name: MESSAGE_PERM_LABELS[MESSAGE_PERMS.send] }],
    },
    {
      id: 'a1600000000000000000000000000002', parentId: SEED_IDS.systemMenu, name: '消息管理', url: '/isystem/message',
      component: 'system/MessageList', componentName: 'MessageList', icon: 'message', sortNo: 10.4, keepAlive: true,
      resource: messageResource, buttons: [{ code: MESSAGE_PERMS.resend, name: MESSAGE_PERM_LABELS[MESSAGE_PERMS.resend] }],
    },
  ],
  register(app, ctx) {
    const channels = messageChannels(ctx, app, new AnnouncementService(ctx));
    app.addHook('onClose', async () => channels.close());
    const messages = new MessageService(ctx, channels, app.log);
    app.decorate('messages', messages);
    registerMessageRoutes(app, ctx, messages);
  },
  seed: (ctx) => seedDemoTemplates(ctx),
};

import { NOTICE } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { SYSTEM_USER } from '../../platform/auth/sessions.ts';
import { AnnouncementService } from '../notice/announcement.service.ts';

type Priority = (typeof NOTICE.priority)[keyof typeof NOTICE.priority];

/** A reminder job's finding as a released 系统通告 to everyone (the bell and 我的消息), sent by 系统. */
export async function announceToAll(ctx: AppContext, title: string, html: string, priority: Priority = NOTICE.priority.middle): Promise<void> {
  const notices = new AnnouncementService(ctx);
  const notice = await notices.add({
    titile: title, msgContent: html, msgAbstract: null, startTime: null, endTime: null, priority,
    msgCategory: '2', msgType: NOTICE.msgType.all, userIds: null, openType: null, openPage: null, busType: null, busId: null,
  }, SYSTEM_USER.username);
  await notices.release(notice.id, SYSTEM_USER);
}

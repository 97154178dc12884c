import { NOTICE } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { SYSTEM_USER } from '../../platform/auth/sessions.ts';
import { AnnouncementService } from '../notice/announcement.service.ts';
import { escapeHtml } from '../../platform/html/escape.ts';

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

/**
 * A reminder's list as the announcement's table: `headers`, then each row's cells (escaped), the first `listed`
 * rows only, and after it `more(n)` saying where the n left out are found.
 */
export function announcementTable(headers: string[], rows: string[][], listed: number, more: (n: number) => string): string {
  const cells = (tag: 'th' | 'td', values: string[]) => `<tr>${values.map((v) => `<${tag}>${escapeHtml(v)}</${tag}>`).join('')}</tr>`;
  const rest = rows.length > listed ? `<p>${escapeHtml(more(rows.length - listed))}</p>` : '';
  return `<table><thead>${cells('th', headers)}</thead><tbody>${rows.slice(0, listed).map((r) => cells('td', r)).join('')}</tbody></table>${rest}`;
}

import { NOTICE } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { SYSTEM_USER } from '../../platform/auth/sessions.ts';
import { AnnouncementService, type UserNotice } from '../notice/announcement.service.ts';
import { holdersOf } from '../../platform/rbac/permissions.ts';
import { escapeHtml } from '../../platform/html/escape.ts';

type Priority = (typeof NOTICE.priority)[keyof typeof NOTICE.priority];

/**
 * A reminder job's finding (`found`, its title after the job's name) as a 站内消息 to everyone who holds `permission`
 * (those who can act on it), sent by 系统; answers the job's result — how many were told, or that nobody could be.
 */
export async function tellHolders(ctx: AppContext, permission: string, nobody: string, found: string, n: Omit<UserNotice, 'userIds' | 'abstract'>): Promise<string> {
  const recipients = await holdersOf(ctx.db, permission, NOTICE.maxUsers);
  if (!recipients.length) return `${found}；${nobody}，未发送`;
  await new AnnouncementService(ctx).tell({ ...n, abstract: found, userIds: recipients });
  return `${found}，已发送站内消息给 ${recipients.length} 人`;
}

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

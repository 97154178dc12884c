import { NOTICE, TRAINING_PLAN_SCOPE, addDays, daysBetween, permissionCode, staffTrainingResource } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import { holdersOf } from '../../platform/rbac/permissions.ts';
import { AnnouncementService } from '../notice/announcement.service.ts';
import { ftDb } from '../foodtrace/schema.ts';
import { dateText } from '../foodtrace/shared/wire.ts';

/** Where the message opens: 培训计划 → 待实施, whose rows carry 登记实施. */
const PAGE = `/foodtrace/trainingPlan?view=${TRAINING_PLAN_SCOPE.open}`;

/**
 * 培训计划提醒 (GB 14881 13.3): each Monday, the items of the training plan not carried out whose 计划完成日期 has
 * passed or comes within `days`, soonest first, as a 站内消息 to everyone who may record a session (培训考核 → 新增),
 * opening 待实施. Said again each week until a session carries the item out; nothing is sent when none is due.
 */
export async function trainingPlanReminder(ctx: AppContext, days: number): Promise<string> {
  const today = dateText(Date.now(), ctx.config.timeZone)!;
  const due = await ftDb(ctx.db).selectFrom('ftTrainingPlan').select(['dueDate', 'topic', 'audience']).where('delFlag', '=', 0)
    .where('doneDate', 'is', null).where('dueDate', '<=', addDays(today, days)).orderBy('dueDate').orderBy('topic').execute();
  if (!due.length) return `没有逾期未实施或 ${days} 天内到期的培训计划`;
  const overdue = due.filter((d) => d.dueDate < today).length;
  const found = [overdue ? `${overdue} 项逾期未实施` : '', due.length > overdue ? `${due.length - overdue} 项将在 ${days} 天内到期` : ''].filter(Boolean).join('，');
  const recipients = await holdersOf(ctx.db, permissionCode(staffTrainingResource, 'add'), NOTICE.maxUsers);
  if (!recipients.length) return `${found}；没有可以登记培训考核的人员，未发送`;
  const when = (dueDate: string) => (dueDate < today ? `已逾期 ${daysBetween(dueDate, today)} 天` : `剩 ${daysBetween(today, dueDate)} 天`);
  const items = due.map((d) => `<li>${escapeHtml(`${d.dueDate} ${d.topic}（${d.audience}）：${when(d.dueDate)}`)}</li>`);
  await new AnnouncementService(ctx).tell({
    title: `培训计划提醒：${found}`, abstract: found, priority: overdue ? NOTICE.priority.high : NOTICE.priority.middle, userIds: recipients, openPage: PAGE,
    html: `<ul>${items.join('')}</ul><p>培训后请在培训计划 → 待实施中点击“登记实施”，或在培训考核中登记时选择计划项目。</p>`,
  });
  return `${found}，已发送站内消息给 ${recipients.length} 人`;
}

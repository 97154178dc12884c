import { NOTICE, TRAINING_PLAN_SCOPE, addDays, daysBetween, permissionCode, staffTrainingResource } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import { tellHolders } from './announce.ts';
import { ftDb } from '../foodtrace/schema.ts';
import { plansDueBy } from '../foodtrace/staff/training-plan.ts';
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
  const due = await plansDueBy(ftDb(ctx.db), addDays(today, days));
  if (!due.length) return `没有逾期未实施或 ${days} 天内到期的培训计划`;
  const overdue = due.filter((d) => d.dueDate < today).length;
  const found = [overdue ? `${overdue} 项逾期未实施` : '', due.length > overdue ? `${due.length - overdue} 项将在 ${days} 天内到期` : ''].filter(Boolean).join('，');
  const when = (dueDate: string) => (dueDate < today ? `已逾期 ${daysBetween(dueDate, today)} 天` : `剩 ${daysBetween(today, dueDate)} 天`);
  const items = due.map((d) => `<li>${escapeHtml(`${d.dueDate} ${d.topic}（${d.audience}）：${when(d.dueDate)}`)}</li>`);
  return tellHolders(ctx, permissionCode(staffTrainingResource, 'add'), '没有可以登记培训考核的人员', found, {
    title: `培训计划提醒：${found}`, priority: overdue ? NOTICE.priority.high : NOTICE.priority.middle, openPage: PAGE,
    html: `<ul>${items.join('')}</ul><p>培训后请在培训计划 → 待实施中点击“登记实施”，或在培训考核中登记时选择计划项目。</p>`,
  });
}

import { NOTICE, SAFETY_CHECK_RESULT, justEnded, permissionCode, safetyCheckResource, type SafetyCheckKind } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import { tellHolders } from './announce.ts';
import { ftDb } from '../foodtrace/schema.ts';
import { safetyCheckGapsNow } from '../foodtrace/safety/safety-check-gaps.ts';
import { dateText } from '../foodtrace/shared/wire.ts';

/** What the period just ended lacks, as the message says it: 昨日（2026-12-06）未登记日管控. */
const MISSED: Record<SafetyCheckKind, [string, string]> = { DAILY: ['昨日', '未登记日管控'], WEEKLY: ['上周', '未组织周排查'], MONTHLY: ['上月', '未登记调度会议纪要'] };

/** Where the message opens: the register's 缺少记录 when a record is missing, else its 整改中. */
const PAGE = { gaps: '/foodtrace/safetyCheck?view=gaps', open: '/foodtrace/safetyCheck?view=open' };

/**
 * 食品安全自查提醒 (令第 60 号): each morning, what the periods just ended lack — yesterday's 日管控, last week's 周排查,
 * last month's 调度会议纪要 — and the hazards still being put right, as a 站内消息 to everyone who may add to the
 * register (the 食品安全员 and 食品安全总监), opening its 缺少记录 (or 整改中). Said again each morning until entered; nothing is
 * sent when all is in order. Older gaps stay listed there, not repeated here.
 */
export async function safetyCheckReminder(ctx: AppContext): Promise<string> {
  const db = ftDb(ctx.db);
  const now = Date.now();
  const today = dateText(now, ctx.config.timeZone)!;
  const missed = (await safetyCheckGapsNow(db, ctx.dict, ctx.config.timeZone, now)).filter((g) => justEnded(g, today));
  const open = await db.selectFrom('ftSafetyCheck').select(['checkDate', 'problems']).where('delFlag', '=', 0)
    .where('result', '=', SAFETY_CHECK_RESULT.open).orderBy('checkDate').execute();
  if (!missed.length && !open.length) return '日管控、周排查、月调度均已按期记录，没有整改中的风险隐患';
  const said = (g: { kind: SafetyCheckKind; period: string }) => `${MISSED[g.kind][0]}（${g.period}）${MISSED[g.kind][1]}`;
  const found = [...missed.map(said), ...(open.length ? [`${open.length} 项风险隐患整改中`] : [])].join('，');
  const items = [
    ...missed.map((g) => `<li>${escapeHtml(said(g))}：请在食品安全自查 → 缺少记录中补登。</li>`),
    ...open.map((o) => `<li>${escapeHtml(`${o.checkDate} 发现：${o.problems ?? ''}`)}（整改中：整改完成后请把结论改为“发现问题，已整改”）</li>`),
  ];
  return tellHolders(ctx, permissionCode(safetyCheckResource, 'add'), '没有可以登记食品安全自查的人员', found, {
    title: `食品安全自查提醒：${found}`, html: `<ul>${items.join('')}</ul>`,
    priority: missed.length ? NOTICE.priority.high : NOTICE.priority.middle, openPage: missed.length ? PAGE.gaps : PAGE.open,
  });
}

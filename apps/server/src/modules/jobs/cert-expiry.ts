import { CERT_TEXT, FT_DICT, LICENCE_ROLE, LICENCE_TYPES, NOTICE, SUPPLIER_TEXT, YES, certState, type InstrumentDue, type UncoveredOffice } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { announceToAll, announcementTable } from './announce.ts';
import { ftDb } from '../foodtrace/schema.ts';
import { certificatesDueBy, uncoveredOffices } from '../foodtrace/shared/licences.ts';
import { reviewsDueBy, type ReviewDue } from '../foodtrace/shared/supplier-approval.ts';
import { healthCertificatesDueBy } from '../foodtrace/shared/staff-health.ts';
import { instrumentsDue } from '../foodtrace/shared/instruments.ts';
import { dateText } from '../foodtrace/shared/wire.ts';

/** The announcement lists at most this many certificates (and organisations); the title says how many there are. */
const LISTED = 50;

type Lookup = Awaited<ReturnType<AppContext['dict']['lookup']>>;

/**
 * 资质证照提醒: the certificates of live related organisations that have run out or run out within `days` days,
 * lapsed first, and the organisations we dealt with this year that hold no licence in force at all (资质证照 →
 * 缺少证照), and the approved suppliers whose yearly re-evaluation (合格供方 下次复评) is overdue or due within
 * `days`, published as one 系统通告 so that purchasing asks for the papers before an intake is refused
 * (shared/licences.ts) and quality plans its visits; and the workers whose health certificate (健康证明) has
 * lapsed or lapses within `days`, so they are examined before they may not work; and the instruments in use whose
 * 检定/校准 has run out or runs out within `days` (计量器具), those of the critical control points first among the
 * urgent. Nothing is published when all are in order.
 */
export async function certExpiry(ctx: AppContext, days: number): Promise<string> {
  const tz = ctx.config.timeZone;
  const now = Date.now();
  const today = dateText(now, tz)!;
  const until = dateText(now + days * 86_400_000, tz)!;
  const db = ftDb(ctx.db);
  const certs = await certificatesDueBy(db, until).select(['o.name', 'c.certType', 'c.certNo', 'c.validUntil'])
    .orderBy('c.validUntil').orderBy('o.name').execute();
  const uncovered = await uncoveredOffices(db, tz, now);
  const reviews = await reviewsDueBy(db, until);
  // 健康证明: each person's latest certificate (a renewal's predecessor is not news)
  const health = await healthCertificatesDueBy(db, until);
  const instruments = await instrumentsDue(db, today, days);
  if (!certs.length && !uncovered.length && !reviews.length && !health.length && !instruments.length) {
    return `没有已过期或 ${days} 天内到期的资质证照、健康证明和计量器具检定，也没有缺少证照的往来组织或到期的供方复评`;
  }

  const text = await ctx.dict.lookup();
  const lapsed = certs.filter((c) => c.validUntil! < today).length;
  const soon = certs.length - lapsed;
  const found = [
    lapsed ? `${lapsed} 个已过期` : '', soon ? `${soon} 个将在 ${days} 天内到期` : '', uncovered.length ? `${uncovered.length} 家往来组织缺少证照` : '',
    reviews.length ? `${reviews.length} 项供方复评到期` : '', health.length ? `${health.length} 名从业人员健康证明到期` : '',
    instruments.length ? `${instruments.length} 台计量器具检定到期` : '',
  ].filter(Boolean);
  const content = (certs.length ? dueTable(certs, today, days, text) : '') + (uncovered.length ? uncoveredTable(uncovered, text) : '')
    + (reviews.length ? reviewTable(reviews, today, days) : '') + (health.length ? healthTable(health, today, days) : '')
    + (instruments.length ? instrumentTable(instruments, today, days) : '');
  const urgent = lapsed || uncovered.length || health.some((h) => h.validUntil < today) || instruments.some((i) => i.validUntil < today);
  await announceToAll(ctx, `资质证照提醒：${found.join('，')}`, content, urgent ? NOTICE.priority.high : NOTICE.priority.middle);
  return `${found.join('，')}，已发布系统通告`;
}

function dueTable(certs: Array<{ name: string; certType: string; certNo: string; validUntil: string | null }>, today: string, days: number, text: Lookup): string {
  const rows = certs.map((c) => {
    const { state, daysLeft } = certState(c.validUntil, today, days);
    const where = state === 'EXPIRED' ? CERT_TEXT.expiredTag : CERT_TEXT.daysLeft(daysLeft!);
    const kind = text(FT_DICT.certType, c.certType) + (LICENCE_TYPES.has(c.certType) ? '' : '（认证）');
    return [c.name, kind, c.certNo, c.validUntil!, where];
  });
  return '<p>以下相关组织的资质证照已过期或即将到期，请联系对方提供换发后的证照并在资质证照中更新。'
    + '许可证过期后，该供应商的原料不能入库，该检验机构的检验不能登记，该承运商不能承运。</p>'
    + announcementTable(['组织', '证照', '编号', '有效期至', '状态'], rows, LISTED, (n) => `另有 ${n} 个证照未列出，请在资质证照中按有效期至查询。`);
}

function uncoveredTable(offices: UncoveredOffice[], text: Lookup): string {
  const rows = offices.map((o) => {
    const dealings = o.roles.map((r) => `${LICENCE_ROLE[r.role].role}（最近 ${r.lastDay}）`).join('、');
    const licence = o.lapsed ? `${text(FT_DICT.certType, o.lapsed.certType)} ${o.lapsed.validUntil} 已过期` : '未登记';
    return [o.name, dealings, licence];
  });
  return '<p>以下组织近一年为我们供货、承运或出具检验报告，却没有一份在效的许可证照，请向对方索取后在资质证照中登记。</p>'
    + announcementTable(['组织', '往来', '许可证照'], rows, LISTED, (n) => `另有 ${n} 家未列出，请在资质证照 → 缺少证照中查看。`);
}

function reviewTable(reviews: ReviewDue[], today: string, days: number): string {
  const rows = reviews.map((r) => {
    const { state, daysLeft } = certState(r.reviewDue, today, days);
    return [r.supplier, r.material, r.reviewDue, state === 'EXPIRED' ? SUPPLIER_TEXT.reviewOverdue : SUPPLIER_TEXT.reviewIn(daysLeft!)];
  });
  return '<p>以下合格供方的年度复评已逾期或即将到期，请安排资料审核或现场审核，并在合格供方中登记新的评价。</p>'
    + announcementTable(['供应商', '原料', '下次复评', '状态'], rows, LISTED, (n) => `另有 ${n} 项未列出，请在合格供方中按下次复评查询。`);
}

function healthTable(people: Array<{ name: string; workshop: string | null; post: string | null; validUntil: string }>, today: string, days: number): string {
  const rows = people.map((p) => {
    const { state, daysLeft } = certState(p.validUntil, today, days);
    return [p.name, p.workshop ?? '', p.post ?? '', p.validUntil, state === 'EXPIRED' ? CERT_TEXT.expiredTag : CERT_TEXT.daysLeft(daysLeft!)];
  });
  return '<p>以下从业人员的健康证明已过期或即将到期，请安排体检并在健康证明中登记新证明。'
    + '从事接触直接入口食品工作的人员须取得健康证明后方可上岗（《食品安全法》第四十五条）。</p>'
    + announcementTable(['姓名', '部门/车间', '岗位', '有效期至', '状态'], rows, LISTED, (n) => `另有 ${n} 人未列出，请在健康证明中查看。`);
}

function instrumentTable(instruments: InstrumentDue[], today: string, days: number): string {
  // the monitoring instruments of the critical control points first: their readings are what the CCP records rest on
  const ordered = [...instruments.filter((i) => i.ccp === YES), ...instruments.filter((i) => i.ccp !== YES)];
  const rows = ordered.map((i) => {
    const { state, daysLeft } = certState(i.validUntil, today, days);
    return [i.name, i.instrumentNo, i.location ?? '', i.ccp === YES ? '是' : '', i.validUntil, state === 'EXPIRED' ? CERT_TEXT.expiredTag : CERT_TEXT.daysLeft(daysLeft!)];
  });
  return '<p>以下在用计量器具的检定/校准已过期或即将到期，请送检或安排校准，并在计量器具中登记新的证书；过期的器具应停用。'
    + '关键控制点的监控仪表超期使用，其监控记录不能证明控制有效。</p>'
    + announcementTable(['器具', '编号', '使用部门/位置', '关键控制点', '有效期至', '状态'], rows, LISTED, (n) => `另有 ${n} 台未列出，请在计量器具中按有效期至查询。`);
}

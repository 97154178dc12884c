import { CERT_TEXT, FT_DICT, LICENCE_TYPES, NOTICE, certState } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { escapeHtml } from '../../platform/html/escape.ts';
import { announceToAll } from './announce.ts';
import { ftDb } from '../foodtrace/schema.ts';
import { certificatesDueBy } from '../foodtrace/shared/licences.ts';
import { dateText } from '../foodtrace/shared/wire.ts';

/** The announcement lists at most this many certificates; the title says how many there are. */
const LISTED = 50;

/**
 * 资质证照提醒: the certificates of live related organisations that have run out or run out within `days` days,
 * lapsed first, published as one 系统通告 so that purchasing asks for the renewed ones before an intake is
 * refused (shared/licences.ts). Nothing is published when all are in force.
 */
export async function certExpiry(ctx: AppContext, days: number): Promise<string> {
  const tz = ctx.config.timeZone;
  const now = Date.now();
  const today = dateText(now, tz)!;
  const until = dateText(now + days * 86_400_000, tz)!;
  const certs = await certificatesDueBy(ftDb(ctx.db), until).select(['o.name', 'c.certType', 'c.certNo', 'c.validUntil'])
    .orderBy('c.validUntil').orderBy('o.name').execute();
  if (!certs.length) return `没有已过期或 ${days} 天内到期的资质证照`;

  const text = await ctx.dict.lookup();
  const lapsed = certs.filter((c) => c.validUntil! < today).length;
  const rows = certs.slice(0, LISTED).map((c) => {
    const { state, daysLeft } = certState(c.validUntil, today, days);
    const where = state === 'EXPIRED' ? CERT_TEXT.expiredTag : CERT_TEXT.daysLeft(daysLeft!);
    const kind = text(FT_DICT.certType, c.certType) + (LICENCE_TYPES.has(c.certType) ? '' : '（认证）');
    return `<tr><td>${escapeHtml(c.name)}</td><td>${escapeHtml(kind)}</td><td>${escapeHtml(c.certNo)}</td><td>${escapeHtml(c.validUntil!)}</td><td>${escapeHtml(where)}</td></tr>`;
  });
  const more = certs.length > LISTED ? `<p>另有 ${certs.length - LISTED} 个证照未列出，请在资质证照中按有效期至查询。</p>` : '';
  const soon = certs.length - lapsed;
  const title = `资质证照提醒：${[lapsed ? `${lapsed} 个已过期` : '', soon ? `${soon} 个将在 ${days} 天内到期` : ''].filter(Boolean).join('，')}`;
  const content = '<p>以下相关组织的资质证照已过期或即将到期，请联系对方提供换发后的证照并在资质证照中更新。'
    + '许可证过期后，该供应商的原料不能入库，该检验机构的检验不能登记，该承运商不能承运。</p>'
    + `<table><thead><tr><th>组织</th><th>证照</th><th>编号</th><th>有效期至</th><th>状态</th></tr></thead><tbody>${rows.join('')}</tbody></table>${more}`;
  await announceToAll(ctx, title, content, lapsed ? NOTICE.priority.high : NOTICE.priority.middle);
  return `${certs.length} 个资质证照已过期或将在 ${days} 天内到期，已发布系统通告`;
}

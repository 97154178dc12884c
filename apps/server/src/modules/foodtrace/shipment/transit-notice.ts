import { FT_PERMS, NOTICE } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { SYSTEM_USER } from '../../../platform/auth/sessions.ts';
import { holdersOf } from '../../../platform/rbac/permissions.ts';
import { escapeHtml } from '../../../platform/html/escape.ts';
import { AnnouncementService } from '../../notice/announcement.service.ts';
import { lotNames } from '../lots/lot-names.ts';
import { ftDb } from '../schema.ts';
import { transitFindings, transitJudgements } from './transit-temperature.ts';

/**
 * A trip found out of its 贮存条件 by an import is the quality department's to judge (is what was shipped still fit
 * to sell? call the customer? recall?): a 站内消息 to everyone who records inspections (登记质检), saying what was
 * found, which lots and which customer, and opening the shipment. Sent once, when a trip first shows it.
 */
export async function tellQualityOfExcursion(ctx: AppContext, shipmentId: string): Promise<void> {
  const db = ftDb(ctx.db);
  const s = await db.selectFrom('ftShipment as s').leftJoin('ftRelationOffice as c', 'c.id', 's.customerId')
    .select(['s.id', 's.shipmentNo', 's.shippedTime', 'c.name as customerName']).where('s.id', '=', shipmentId).executeTakeFirst();
  const recipients = s ? await holdersOf(ctx.db, FT_PERMS.checkoutRecord, NOTICE.maxUsers) : [];
  if (!s || !recipients.length) return;
  const text = await ctx.dict.lookup();
  const [finding] = transitFindings(await transitJudgements(db, [{ id: s.id, shippedTime: Number(s.shippedTime) }]), () => s.shipmentNo, text, ctx.config.timeZone);
  if (!finding) return;
  const lines = await db.selectFrom('ftShipmentLine').select('lotId').where('shipmentId', '=', s.id).where('delFlag', '=', 0).execute();
  const names = await lotNames(db, lines.map((l) => l.lotId));
  const lots = [...names.values()].map((n) => `${n.lotNo}（${n.itemName ?? ''}）`).join('、');
  const notices = new AnnouncementService(ctx);
  const notice = await notices.add({
    titile: `在途温度超标：出库单 ${s.shipmentNo}`, priority: NOTICE.priority.high, msgCategory: NOTICE.category.system, msgType: NOTICE.msgType.user,
    msgContent: `<p>${escapeHtml(finding)}。</p><p>批次：${escapeHtml(lots)}；收货客户：${escapeHtml(s.customerName ?? '')}。</p>`
      + '<p>请质量部门评估这批货物是否仍可销售，必要时通知客户停止销售，或对批次启动召回。</p>',
    msgAbstract: finding, startTime: null, endTime: null, userIds: recipients.join(','),
    openType: NOTICE.openType.url, openPage: `/foodtrace/outputwarehouse?id=${s.id}`, busType: null, busId: null,
  }, SYSTEM_USER.username);
  await notices.release(notice.id, SYSTEM_USER);
}

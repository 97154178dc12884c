import { RECALL_STATUS, RECALL_TYPE } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { SessionUser } from '../../../platform/auth/sessions.ts';
import { BusinessError } from '../../../platform/errors.ts';
import type { MessageService, SendOutcome } from '../../message/message.service.ts';
import { ftDb } from '../schema.ts';
import { ownOffice } from '../shared/own-office.ts';
import { updateRecord } from '../shared/records.ts';
import { minuteText } from '../shared/wire.ts';

/** The 消息模板 a recall notice is sent from (seeded by the message module; an administrator may reword it). */
export const RECALL_NOTICE_TEMPLATE = 'RECALL_NOTICE';

/** How soon a customer is asked to answer: a day for a 一级 recall, two for 二级, three for 三级 — the graver, the sooner. */
const REPLY_DAYS: Record<string, number> = { '1': 1, '2': 2, '3': 3 };

export const RECALL_NOTICE_SENT = '召回通知已发送';

export const RECALL_NOTICE_TEXT = {
  noEmail: (customer: string) => `收货方【${customer}】没有登记电子邮箱，请在“相关组织”中补充，或电话通知后登记`,
  mock: '模拟召回不向客户发送召回通知，演练中的通知请直接登记',
  closed: '该召回已结束，不能再发送通知',
  missing: '收货方记录不存在',
  remark: (recallNo: string, lotNo: string) => `召回通知（${recallNo}，批次 ${lotNo}）`,
} as const;

/**
 * 发送召回通知: the recall notice e-mailed to one consignee from the RECALL_NOTICE template, filled with the
 * recall, the lot and what of it the customer received; recorded in 消息管理. Once it has gone out, the
 * consignee's row says so (通知时间, 电子邮件, the address) unless a notification was already registered — a
 * reminder does not rewrite when the customer was first told.
 */
export async function sendRecallNotice(ctx: AppContext, messages: MessageService, user: SessionUser, consigneeId: string): Promise<SendOutcome> {
  const db = ftDb(ctx.db);
  const row = await db.selectFrom('ftRecallConsignee as rc')
    .innerJoin('ftRecall as r', 'r.id', 'rc.recallId')
    .innerJoin('ftLot as l', 'l.id', 'rc.lotId')
    .leftJoin('ftRelationOffice as o', 'o.id', 'rc.customerId')
    .leftJoin('ftProduct as p', 'p.id', 'l.productId')
    .leftJoin('ftCrude as c', 'c.id', 'l.crudeId')
    .select(['rc.id', 'r.recallNo', 'r.recallType', 'r.recallLevel', 'r.status', 'r.reason', 'l.lotNo', 'p.name as productName', 'p.producerId', 'c.name as crudeName', 'o.name as customerName', 'o.email'])
    .where('rc.id', '=', consigneeId).where('rc.delFlag', '=', 0).executeTakeFirst();
  if (!row) throw new BusinessError(RECALL_NOTICE_TEXT.missing);
  if (row.recallType !== RECALL_TYPE.real) throw new BusinessError(RECALL_NOTICE_TEXT.mock);
  if (row.status === RECALL_STATUS.closed) throw new BusinessError(RECALL_NOTICE_TEXT.closed);
  const customer = row.customerName ?? '';
  if (!row.email) throw new BusinessError(RECALL_NOTICE_TEXT.noEmail(customer));

  const now = Date.now();
  const days = REPLY_DAYS[row.recallLevel ?? ''] ?? 1;
  const params = {
    customer, reason: row.reason, product: row.productName ?? row.crudeName ?? row.lotNo, lotNo: row.lotNo, recallNo: row.recallNo,
    deadline: minuteText(now + days * 86_400_000, ctx.config.timeZone)!,
    contact: await contactOf(ctx, user, row.producerId),
  };
  const outcome = await messages.sendTemplate(user, RECALL_NOTICE_TEMPLATE, params, row.email, RECALL_NOTICE_TEXT.remark(row.recallNo, row.lotNo));
  if (outcome.delivery.ok) await markNotified(ctx, user, consigneeId, row.email, now);
  return outcome;
}

/** What 通知全部收货方 did: how many were mailed, who could not be (and why), who has no address. */
export interface NoticeRun { sent: number; failed: Array<{ customer: string; reason: string }>; noEmail: string[] }

/** The answer's words: what went out, what did not, and who must be called instead. */
export function noticeRunText(run: NoticeRun): string {
  if (!run.sent && !run.failed.length && !run.noEmail.length) return '所有收货方都已通知';
  return [
    run.sent ? `已向 ${run.sent} 个收货方发送召回通知` : '',
    run.failed.length ? `${run.failed.length} 个发送失败（${run.failed.map((f) => `${f.customer}：${f.reason}`).join('；')}），可在“消息管理”中重新发送` : '',
    run.noEmail.length ? `${run.noEmail.join('、')} 没有登记电子邮箱，请电话通知后登记` : '',
  ].filter(Boolean).join('；');
}

/**
 * 通知全部收货方: the notice to every consignee of an open real recall not yet told, one after another (each a
 * message of its own in 消息管理); those without an address are named, to be called.
 */
export async function sendRecallNotices(ctx: AppContext, messages: MessageService, user: SessionUser, recallId: string): Promise<NoticeRun> {
  const db = ftDb(ctx.db);
  const recall = await db.selectFrom('ftRecall').select(['recallType', 'status']).where('id', '=', recallId).where('delFlag', '=', 0).executeTakeFirst();
  if (!recall) throw new BusinessError('召回记录不存在');
  if (recall.recallType !== RECALL_TYPE.real) throw new BusinessError(RECALL_NOTICE_TEXT.mock);
  if (recall.status === RECALL_STATUS.closed) throw new BusinessError(RECALL_NOTICE_TEXT.closed);
  const untold = await db.selectFrom('ftRecallConsignee as rc').leftJoin('ftRelationOffice as o', 'o.id', 'rc.customerId')
    .select(['rc.id', 'o.name as customer', 'o.email']).where('rc.recallId', '=', recallId).where('rc.delFlag', '=', 0)
    .where('rc.notifiedTime', 'is', null).orderBy('o.name').orderBy('rc.createTime').execute();
  const run: NoticeRun = { sent: 0, failed: [], noEmail: [] };
  for (const c of untold) {
    const customer = c.customer ?? '';
    if (!c.email) {
      if (!run.noEmail.includes(customer)) run.noEmail.push(customer);
      continue;
    }
    const outcome = await sendRecallNotice(ctx, messages, user, c.id);
    if (outcome.delivery.ok) run.sent++;
    else run.failed.push({ customer, reason: outcome.delivery.reason });
  }
  return run;
}

/** Whom the customer answers: the producing company's contact and phone (本单位), else the sender. */
async function contactOf(ctx: AppContext, user: SessionUser, producerId: string | null): Promise<string> {
  const self = await ownOffice(ftDb(ctx.db), producerId);
  const text = [self?.contactPerson, self?.phone].filter(Boolean).join(' ');
  return text || user.realname || user.username;
}

async function markNotified(ctx: AppContext, user: SessionUser, id: string, email: string, at: number): Promise<void> {
  await ftDb(ctx.db).transaction().execute(async (db) => {
    const row = await db.selectFrom('ftRecallConsignee').selectAll().where('id', '=', id).where('delFlag', '=', 0).executeTakeFirst();
    if (!row || row.notifiedTime !== null) return;
    await updateRecord(db, 'ftRecallConsignee', row, { notifiedTime: at, notifyMethod: 'EMAIL', contact: email }, user.username);
  });
}

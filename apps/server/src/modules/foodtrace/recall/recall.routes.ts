import type { FastifyInstance } from 'fastify';
import { FT_PERMS, RECALL_TYPE, permissionCode, recallResource } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { resourceRecord } from '../../../crud/resource-routes.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { fail, ok } from '../../../platform/envelope.ts';
import { sendAnswer } from '../../message/send-answer.ts';
import { noticeRunText, RECALL_NOTICE_SENT, sendRecallNotice, sendRecallNotices } from './recall-notice.ts';
import { attachmentHeader, XLSX_MIME } from '../../../platform/excel/content-disposition.ts';
import { ftDb } from '../schema.ts';
import { instantOf } from '../shared/wire.ts';
import { CloseBody, ConsigneeBody, DisposeBody, IdQuery, RecallStartBody } from './recall-bodies.ts';
import { drillPlan } from './recall-drill.ts';
import { recallReport } from './recall-report.ts';
import { workCalendar } from './recall-timer.ts';
import { recallWorkbook } from './recall-workbook.ts';
import { closeRecall, recordDisposal, startRecall, updateConsignee } from './recall.service.ts';

/**
 * 召回管理 beyond the generic list (docs/foodtrace-api.md §2.6): start a mock recall, read the report, record
 * notifications and returns per consignee, the plan's report to the regulator and the disposal, close with a
 * summary, export the report. A real recall starts at
 * POST /foodtrace/lot/recall (it changes lots and codes, so it has its own permission).
 */
export function registerRecallRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/foodtrace/recall`;
  const tags = [recallResource.title];
  const db = ftDb(ctx.db);
  const tz = ctx.config.timeZone;
  // The working-day calendar is read per report: an administrator's new holiday counts at once.
  const reportOf = async (id: string) => recallReport(db, id, tz, await workCalendar(ctx.dict));

  app.post(`${base}/mock`, {
    config: { access: { permission: FT_PERMS.recallMock } },
    schema: { tags, summary: '发起模拟召回：找出全部下游批次与收货方并计时，不改变批次与追溯码', body: RecallStartBody },
  }, async (req) => ok(await startRecall(ctx, currentUser(req), { ...(req.body as RecallStartBody), learnedTime: null, type: RECALL_TYPE.mock }), '模拟召回已发起，开始计时'));

  app.get(`${base}/drillPlan`, {
    config: { access: { permission: FT_PERMS.recallDrillPlan } },
    schema: { tags, summary: '模拟召回演练计划：每个产品上次演练、用时、下次到期与建议的起始批次' },
  }, async () => ok(await drillPlan(db, tz)));

  app.get(`${base}/report`, {
    config: { access: { permission: permissionCode(recallResource, 'queryById') } },
    schema: { tags, summary: '召回报告：逆向溯源、正向追踪、收货方与通知、物料平衡、计时与发现的问题', querystring: IdQuery },
  }, async (req) => {
    const { id } = req.query as IdQuery;
    await resourceRecord(app, req, recallResource, id); // within the user's data rules, or 未找到对应数据
    return ok(await reportOf(id));
  });

  app.post(`${base}/notify`, {
    config: { access: { permission: FT_PERMS.recallNotify } },
    schema: { tags, summary: '登记收货方的通知、确认与回收数量', body: ConsigneeBody },
  }, async (req) => {
    const b = req.body as ConsigneeBody;
    await updateConsignee(ctx, currentUser(req), {
      ...b, notifiedTime: instantOf(b.notifiedTime, tz, 'notifiedTime'), acknowledgedTime: instantOf(b.acknowledgedTime, tz, 'acknowledgedTime'),
    });
    return ok({ id: b.id }, '已登记');
  });

  app.post(`${base}/sendNotice`, {
    config: { access: { permission: FT_PERMS.recallSendNotice } },
    schema: { tags, summary: '发送召回通知：用“产品召回通知”模板给收货方发邮件，发出后登记通知时间', body: IdQuery },
  }, async (req) => {
    const { id } = req.body as IdQuery;
    // a failed mail is kept in 消息管理, to resend
    return sendAnswer(await sendRecallNotice(ctx, app.messages, currentUser(req), id), RECALL_NOTICE_SENT);
  });

  app.post(`${base}/sendNotices`, {
    config: { access: { permission: FT_PERMS.recallSendNotice } },
    schema: { tags, summary: '通知全部收货方：给尚未通知、登记了邮箱的收货方逐一发送召回通知邮件', body: IdQuery },
  }, async (req) => {
    const { id } = req.body as IdQuery;
    await resourceRecord(app, req, recallResource, id); // within the user's data rules, or 未找到对应数据
    const run = await sendRecallNotices(ctx, app.messages, currentUser(req), id);
    // nothing went out though something should have: a failure; else the summary, with whatever is left to do
    const nothingSent = !run.sent && (run.failed.length > 0 || run.noEmail.length > 0);
    return nothingSent ? { ...fail(noticeRunText(run)), result: run } : ok(run, noticeRunText(run));
  });

  app.post(`${base}/dispose`, {
    config: { access: { permission: FT_PERMS.recallDispose } },
    schema: { tags, summary: '登记召回计划向监管部门的报告、公告渠道与召回食品的处置', body: DisposeBody },
  }, async (req) => {
    const { id, ...b } = req.body as DisposeBody;
    await recordDisposal(ctx, currentUser(req), id, {
      ...b, planReportedTime: instantOf(b.planReportedTime, tz, 'planReportedTime'), disposalTime: instantOf(b.disposalTime, tz, 'disposalTime'),
    });
    return ok({ id }, '已登记');
  });

  app.post(`${base}/close`, {
    config: { access: { permission: FT_PERMS.recallClose } },
    schema: { tags, summary: '结束召回并填写总结（发现的问题与纠正措施）', body: CloseBody },
  }, async (req) => {
    const { id, summary } = req.body as CloseBody;
    await closeRecall(ctx, currentUser(req), id, summary);
    return ok({ id }, '召回已结束');
  });

  app.get(`${base}/exportReport`, {
    config: { access: { permission: FT_PERMS.recallReport } },
    schema: { tags, summary: '导出召回报告（Excel，每部分一个工作表）', querystring: IdQuery },
  }, async (req, reply) => {
    const { id } = req.query as IdQuery;
    await resourceRecord(app, req, recallResource, id);
    const report = await reportOf(id);
    const text = await ctx.dict.lookup();
    const file = `${report.recall.recallType === RECALL_TYPE.mock ? '模拟召回报告' : '召回报告'}-${report.recall.recallNo}.xlsx`;
    return reply.type(XLSX_MIME).header('content-disposition', attachmentHeader(file, `recall-${report.recall.recallNo}.xlsx`))
      .send(await recallWorkbook(report, text));
  });
}

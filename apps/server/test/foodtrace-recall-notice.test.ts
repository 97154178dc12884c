import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FT_PERMS, type RecallReport } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { genealogy, masterData, post, ship } from './foodtrace-fixture.ts';
import { startSmtpSink } from './smtp-sink.ts';

/**
 * 发送召回通知: a real recall's consignee is e-mailed the 产品召回通知 through 消息中心 (a real SMTP server, the
 * sink), and the consignee's row then says when and how it was told; a failed mail leaves the row as it was.
 */
describe.each(databaseTargets())('recall notices on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let m: Awaited<ReturnType<typeof masterData>>;
  let g: Awaited<ReturnType<typeof genealogy>>;
  let real: { recallId: string; recallNo: string };
  const report = async (id: string) => (await t.call<RecallReport>('GET', '/foodtrace/recall/report', { token: admin, query: { id } })).body.result;
  const send = (id: string, token = admin) => t.call<{ id: string }>('POST', '/foodtrace/recall/sendNotice', { token, body: { id } });

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startApp(target, { smtp: { url: sink.url, from: '鲜源乳业质量部 <qa@xianyuan.test>' } });
    admin = await t.login();
    m = await masterData(t, admin);
    g = await genealogy(t, admin, m);
    await ship(t, admin, m.retailer.id, [[g.F1, 60]]);
    await ship(t, admin, m.dealer.id, [[g.F1, 50]]);
    // the retailer has an address; the dealer has only a phone
    await t.call('PUT', '/foodtrace/relationOffice/edit', { token: admin, body: { id: m.retailer.id, email: 'qa@retailer.test' } });
    real = await post(t, admin, '/foodtrace/lot/recall', { lotId: g.F1, reason: '菌落总数可能超标', level: '1' });
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('e-mails the notice from the template, records it in 消息管理, and marks the consignee told', async () => {
    const before = await report(real.recallId);
    const row = before.consignees.find((c) => c.customerName === '测试超市')!;
    expect(row.notifiedTime).toBeNull();
    sink.mails.length = 0;
    const res = await send(row.id);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, message: '召回通知已发送' });
    expect(sink.mails).toHaveLength(1);
    const mail = sink.mails[0];
    expect(mail.to).toEqual(['qa@retailer.test']);
    for (const part of ['测试超市：', '菌落总数可能超标', real.recallNo, '测试鲜奶']) expect(mail.text).toContain(part);

    const after = (await report(real.recallId)).consignees.find((c) => c.id === row.id)!;
    expect(after).toMatchObject({ notifyMethod: 'EMAIL', contact: 'qa@retailer.test' });
    expect(after.notifiedTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const message = await t.ctx.db.selectFrom('sysSms' as never).selectAll().where('id' as never, '=', res.body.result.id as never).executeTakeFirstOrThrow() as Record<string, unknown>;
    expect(message).toMatchObject({ esType: '2', esSendStatus: '1', esReceiver: 'qa@retailer.test', esTitle: '产品召回通知' });
    expect(String(message.remark)).toContain(real.recallNo);

    // a reminder goes out too, and leaves when the customer was first told as it was
    sink.mails.length = 0;
    expect((await send(row.id)).body.success).toBe(true);
    expect(sink.mails).toHaveLength(1);
    expect((await report(real.recallId)).consignees.find((c) => c.id === row.id)!.notifiedTime).toBe(after.notifiedTime);
  });

  it('a failed mail is kept to resend and leaves the consignee untold; a customer without an address is told to be called', async () => {
    const dealer = (await report(real.recallId)).consignees.find((c) => c.customerName === '测试经销商')!;
    expect((await send(dealer.id)).body).toMatchObject({ success: false, message: '收货方【测试经销商】没有登记电子邮箱，请在“相关组织”中补充，或电话通知后登记' });
    await t.call('PUT', '/foodtrace/relationOffice/edit', { token: admin, body: { id: m.dealer.id, email: 'buyer@dealer.test' } });
    sink.state.rejectRecipients = true;
    try {
      const failed = await send(dealer.id);
      expect(failed.body.success).toBe(false);
      expect(failed.body.message).toMatch(/^消息发送失败：/);
      expect(failed.body.result).toMatchObject({ id: expect.any(String) });
    } finally {
      sink.state.rejectRecipients = false;
    }
    expect((await report(real.recallId)).consignees.find((c) => c.id === dealer.id)!.notifiedTime).toBeNull();
  });

  it('通知全部收货方 mails everyone not yet told who has an address, and names who must be called', async () => {
    const bulk = () => t.call<{ sent: number; failed: unknown[]; noEmail: string[] }>('POST', '/foodtrace/recall/sendNotices', { token: admin, body: { id: real.recallId } });
    // the retailer was told in the first test; the dealer has an address since the second
    sink.mails.length = 0;
    const res = await bulk();
    expect(res.body).toMatchObject({ success: true, message: '已向 1 个收货方发送召回通知', result: { sent: 1, failed: [], noEmail: [] } });
    expect(sink.mails.map((m) => m.to)).toEqual([['buyer@dealer.test']]);
    expect((await report(real.recallId)).consignees.every((c) => c.notifiedTime !== null)).toBe(true);
    expect((await bulk()).body).toMatchObject({ success: true, message: '所有收货方都已通知', result: { sent: 0 } });
    expect(sink.mails).toHaveLength(1);

    // a new recall of the same lot's sibling: nobody told yet, the dealer's address removed
    await t.call('PUT', '/foodtrace/relationOffice/edit', { token: admin, body: { id: m.dealer.id, email: '' } });
    await ship(t, admin, m.dealer.id, [[g.F3, 10]]);
    const second = await post<{ recallId: string }>(t, admin, '/foodtrace/lot/recall', { lotId: g.F3, reason: '标签错误', level: '3' });
    const none = await t.call('POST', '/foodtrace/recall/sendNotices', { token: admin, body: { id: second.recallId } });
    expect(none.body).toMatchObject({ success: false, message: '测试经销商 没有登记电子邮箱，请电话通知后登记' });
  });

  it('sends nothing for a drill, and needs its own permission', async () => {
    const mock = await post<{ recallId: string }>(t, admin, '/foodtrace/recall/mock', { lotId: g.F1, reason: '年度召回演练' });
    const drill = (await report(mock.recallId)).consignees[0];
    expect((await send(drill.id)).body).toMatchObject({ success: false, message: '模拟召回不向客户发送召回通知，演练中的通知请直接登记' });

    const row = (await report(real.recallId)).consignees[0];
    await t.createUser('recall_clerk', 'Clerk#pass-2026', [FT_PERMS.recallNotify, 'foodtrace:recall:list']);
    const clerk = await t.login('recall_clerk', 'Clerk#pass-2026');
    expect((await send(row.id, clerk)).status).toBe(403);
    expect((await t.call('POST', '/foodtrace/recall/sendNotices', { token: clerk, body: { id: real.recallId } })).status).toBe(403);
    expect((await t.call('POST', '/foodtrace/recall/sendNotice', { body: { id: row.id } })).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MESSAGE_PERMS, MESSAGE_RULE, MESSAGE_STATUS, MESSAGE_TEXT, MESSAGE_TYPE, permissionCode, messageResource,
  type ListByUserResult, type PageResult,
} from '@foodtrace/contracts';
import { databaseTargets, eventually, startApp, type TestApp } from './harness.ts';
import { startSmtpSink } from './smtp-sink.ts';

/** 消息中心: templates, sending from them through each channel, the record of every message, resending. */
type Message = {
  id: string; esTitle: string; esType: string; esReceiver: string; esContent: string; esSendStatus: string; esSendNum: number;
  esResult: string | null; esSendStatus_dictText: string; esType_dictText: string; esSendTime: string | null;
};

describe.each(databaseTargets())('messages on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  const TEMPLATES = '/sys/message/sysMessageTemplate';
  const MESSAGES = messageResource.basePath;
  const send = (body: Record<string, unknown>, token = admin) => t.call<{ id: string }>('POST', `${TEMPLATES}/sendMsg`, { token, body });
  const message = async (id: string) => (await t.call<Message>('GET', `${MESSAGES}/queryById`, { token: admin, query: { id } })).body.result;
  const count = async () => (await t.call<PageResult<Message>>('GET', `${MESSAGES}/list`, { token: admin, query: { pageSize: '1' } })).body.result.total;

  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startApp(target, { smtp: { url: sink.url, from: '鲜源乳业质量部 <qa@xianyuan.test>' } });
    admin = await t.login();
    await t.createUser('zhoumin', 'Zhoumin#pass-1');
  });
  afterAll(async () => {
    await t?.close();
    await sink?.close();
  });

  it('seeds the plant\'s templates, one per channel in use, with test data that fills them', async () => {
    const list = await t.call<PageResult<Record<string, string>>>('GET', `${TEMPLATES}/list`, { token: admin, query: { pageSize: '20', column: 'templateCode', order: 'asc' } });
    expect(list.body.result.records.map((r) => [r.templateCode, r.templateType_dictText])).toEqual([
      ['CERT_EXPIRY', '短信'], ['LOT_RELEASED', '系统消息'], ['QC_FAIL_ALERT', '系统消息'], ['RECALL_NOTICE', '邮件'],
    ]);
  });

  it('refuses test data that is no flat JSON object, on the template and when sending', async () => {
    const add = await t.call('POST', `${TEMPLATES}/add`, {
      token: admin, body: { templateCode: 'BAD_JSON', templateName: '坏数据', templateType: MESSAGE_TYPE.system, templateContent: '${a}', templateTestJson: '{"a":{"b":1}}' },
    });
    expect(add.body).toMatchObject({ success: false, message: 'templateTestJson: 测试数据须是 JSON 对象，如 {"name":"张三"}，值只能是文字或数字' });
    const before = await count();
    expect((await send({ templateCode: 'QC_FAIL_ALERT', testData: '[1,2]', receiver: 'admin' })).body).toMatchObject({ success: false, message: MESSAGE_TEXT.paramsNotJson });
    expect((await send({ templateCode: 'QC_FAIL_ALERT', testData: '{"lotNo":"L1"}', receiver: 'admin' })).body)
      .toMatchObject({ success: false, message: '缺少模板参数：product、item' });
    expect((await send({ templateCode: 'NO_SUCH', receiver: 'admin' })).body).toMatchObject({ success: false, message: MESSAGE_TEXT.templateMissing });
    expect((await send({ templateCode: 'QC_FAIL_ALERT', receiver: 'admin,nobody_here' })).body).toMatchObject({ success: false, message: '接收人不是本系统的有效用户：nobody_here' });
    expect((await send({ templateCode: 'QC_FAIL_ALERT', receiver: ' , ' })).body).toMatchObject({ success: false, message: MESSAGE_TEXT.receiverRequired });
    const many = Array.from({ length: MESSAGE_RULE.maxReceivers + 1 }, (_, i) => `u${i}`).join(',');
    expect((await send({ templateCode: 'QC_FAIL_ALERT', receiver: many })).body).toMatchObject({ success: false, message: MESSAGE_TEXT.tooManyReceivers });
    expect(await count(), 'a refused send records nothing').toBe(before);
  });

  it('系统消息: the receivers find it in their bell, and the record says 发送成功', async () => {
    const res = await send({ templateCode: 'QC_FAIL_ALERT', testData: '{"lotNo":"RM-01","product":"生鲜乳","item":"酸度 20°T 超标"}', receiver: 'zhoumin，admin' });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true, message: MESSAGE_TEXT.sent });
    const m = await message(res.body.result.id);
    expect(m).toMatchObject({
      esTitle: '检验不合格提醒', esType: MESSAGE_TYPE.system, esType_dictText: '系统消息', esReceiver: 'zhoumin,admin',
      esContent: 'RM-01 批次（生鲜乳）检验不合格：酸度 20°T 超标。该批次已冻结，请质量管理部在 24 小时内完成评审和处置。',
      esSendStatus: MESSAGE_STATUS.sent, esSendStatus_dictText: '发送成功', esSendNum: 1, esResult: null,
    });
    expect(m.esSendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const bell = (await t.call<ListByUserResult>('GET', '/sys/annountCement/listByUser', { token: await t.login('zhoumin', 'Zhoumin#pass-1') })).body.result;
    const item = bell.sysMsgList.find((a) => a.titile === '检验不合格提醒');
    expect(item, 'in 系统消息 of the bell').toBeTruthy();
    const detail = await t.call<{ msgContent: string }>('GET', '/sys/annountCement/queryById', { token: admin, query: { id: item!.id } });
    expect(detail.body.result.msgContent).toContain('酸度 20°T 超标');
  });

  it('系统消息 text is text: markup in a parameter arrives escaped', async () => {
    const res = await send({ templateCode: 'QC_FAIL_ALERT', testData: '{"lotNo":"<img src=x onerror=alert(1)>","product":"奶","item":"x"}', receiver: 'zhoumin' });
    expect(res.body.success).toBe(true);
    const bell = (await t.call<ListByUserResult>('GET', '/sys/annountCement/listByUser', { token: await t.login('zhoumin', 'Zhoumin#pass-1') })).body.result;
    const detail = await t.call<{ msgContent: string }>('GET', '/sys/annountCement/queryById', { token: admin, query: { id: bell.sysMsgList[0].id } });
    expect(detail.body.result.msgContent).not.toContain('<img');
    expect(detail.body.result.msgContent).toContain('&lt;img src=x onerror=alert(1)&gt; 批次');
  });

  it('邮件: goes through the SMTP server to every receiver, subject and text in Chinese', async () => {
    sink.mails.length = 0;
    const res = await send({ templateCode: 'RECALL_NOTICE', receiver: 'buyer@lianhua.test; qa@lianhua.test' });
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ success: true });
    expect(sink.mails).toHaveLength(1);
    const mail = sink.mails[0];
    expect(mail.from).toBe('qa@xianyuan.test');
    expect(mail.to).toEqual(['buyer@lianhua.test', 'qa@lianhua.test']);
    expect(mail.subject).toBe('产品召回通知');
    expect(mail.text).toContain('杭州联华超市：\n您好！因该批次产品菌落总数可能超标，我公司决定召回 鲜源纯牛奶 250mL 批次 FG20261126-01（召回编号 RC20261127-7KQ2）。');
    expect((await message(res.body.result.id)).esSendStatus).toBe(MESSAGE_STATUS.sent);
  });

  it('邮件: an address that could carry a header is refused before anything is sent', async () => {
    sink.mails.length = 0;
    const res = await send({ templateCode: 'RECALL_NOTICE', receiver: 'buyer@lianhua.test\r\nBcc: spy@evil.test' });
    expect(res.body).toMatchObject({ success: false, message: MESSAGE_TEXT.badEmail('Bcc:') });
    expect(sink.mails).toHaveLength(0);
  });

  it('a refusal by the mail server is recorded with its reason, and 重新发送 sends it once the server accepts', async () => {
    sink.state.rejectRecipients = true;
    const res = await send({ templateCode: 'RECALL_NOTICE', receiver: 'gone@lianhua.test' });
    sink.state.rejectRecipients = false;
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^消息发送失败：邮件服务器拒绝了收件人/);
    const id = (res.body.result as unknown as { id: string }).id;
    expect(await message(id)).toMatchObject({ esSendStatus: MESSAGE_STATUS.failed, esSendNum: 1, esSendStatus_dictText: '发送失败' });
    const again = await t.call('POST', `${MESSAGES}/resend`, { token: admin, body: { id } });
    expect(again.body).toMatchObject({ success: true, message: MESSAGE_TEXT.resent });
    expect(await message(id)).toMatchObject({ esSendStatus: MESSAGE_STATUS.sent, esSendNum: 2, esResult: null });
    const sentAgain = await t.call('POST', `${MESSAGES}/resend`, { token: admin, body: { id } });
    expect(sentAgain.body).toMatchObject({ success: false, message: MESSAGE_TEXT.notResendable });
  });

  it('定时任务 消息失败重发 sends the failed ones again once the mail server is back', async () => {
    sink.state.rejectRecipients = true;
    const failed = await send({ templateCode: 'RECALL_NOTICE', receiver: 'later@lianhua.test' });
    sink.state.rejectRecipients = false;
    const id = (failed.body.result as unknown as { id: string }).id;
    expect((await message(id)).esSendStatus).toBe(MESSAGE_STATUS.failed);
    const jobs = await t.call<PageResult<{ id: string; jobClassName: string }>>('GET', '/sys/quartzJob/list', { token: admin, query: { jobClassName: 'messageRetry' } });
    const run = await t.call('POST', '/sys/quartzJob/execute', { token: admin, body: { id: jobs.body.result.records[0].id } });
    expect(run.body.message).toMatch(/^已执行：成功（\d+ 毫秒）：重发 \d+ 条消息：成功 [1-9]\d* 条，失败 \d+ 条$/);
    expect(await message(id)).toMatchObject({ esSendStatus: MESSAGE_STATUS.sent, esSendNum: 2 });
    expect(sink.mails.some((m) => m.to.includes('later@lianhua.test'))).toBe(true);
  });

  it('短信 goes through the SMS provider the verification codes use, once one is configured', async () => {
    expect((await send({ templateCode: 'CERT_EXPIRY', receiver: '1380013800' })).body).toMatchObject({ success: false, message: MESSAGE_TEXT.badMobile('1380013800') });
    // An installation's provider (account module option smsSender); this one refuses one number, as a real one may.
    const logSender = t.app.smsSender;
    const sent: Array<{ mobile: string; text: string; params: Record<string, string> }> = [];
    t.app.smsSender = {
      name: 'provider', outboxKeepsText: false,
      send: async (m) => (m.mobile === '13900000000' ? { ok: false, error: '号码已停机' } : (sent.push(m), { ok: true })),
    };
    try {
      const ok = await send({ templateCode: 'CERT_EXPIRY', receiver: '13800138000' });
      expect(ok.body).toMatchObject({ success: true, message: MESSAGE_TEXT.sent });
      expect(sent).toEqual([{
        mobile: '13800138000', kind: 'notice', text: '【鲜源乳业】余杭牧场的生鲜乳收购许可证将于 2026-12-31 到期，请尽快提供新证照，逾期将暂停收货。',
        params: { supplier: '余杭牧场', cert: '生鲜乳收购许可证', date: '2026-12-31' },
      }]);
      const refused = await send({ templateCode: 'CERT_EXPIRY', receiver: '13800138000,13900000000' });
      expect(refused.body).toMatchObject({ success: false, message: MESSAGE_TEXT.failed('短信服务商未发出 1 条（13900000000：号码已停机）') });
    } finally {
      t.app.smsSender = logSender;
    }
  });

  it('短信 without a provider fails with the reason; after five attempts it is given up', async () => {
    const res = await send({ templateCode: 'CERT_EXPIRY', receiver: '13800138000' });
    expect(res.body).toMatchObject({ success: false, message: MESSAGE_TEXT.failed(MESSAGE_TEXT.smsMissing) });
    const id = (res.body.result as unknown as { id: string }).id;
    for (let i = 2; i <= MESSAGE_RULE.maxAttempts; i++) await t.call('POST', `${MESSAGES}/resend`, { token: admin, body: { id } });
    expect(await message(id)).toMatchObject({ esSendStatus: MESSAGE_STATUS.givenUp, esSendNum: MESSAGE_RULE.maxAttempts, esSendStatus_dictText: '失败不再发送' });
    expect((await t.call('POST', `${MESSAGES}/resend`, { token: admin, body: { id } })).body).toMatchObject({ success: false, message: MESSAGE_TEXT.notResendable });
  });

  it('邮件 without a mail server configured fails with the reason and is recorded', async () => {
    const smtp = t.ctx.config.smtp;
    t.ctx.config.smtp = undefined;
    try {
      const res = await send({ templateCode: 'RECALL_NOTICE', receiver: 'buyer@lianhua.test' });
      expect(res.body).toMatchObject({ success: false, message: MESSAGE_TEXT.failed(MESSAGE_TEXT.smtpMissing) });
      expect((await message((res.body.result as unknown as { id: string }).id)).esResult).toBe(MESSAGE_TEXT.smtpMissing);
    } finally {
      t.ctx.config.smtp = smtp;
    }
  });

  it('resends at once each count once: every accepted resend is one attempt, none is lost or doubled', async () => {
    const res = await send({ templateCode: 'CERT_EXPIRY', receiver: '13800138000' });
    const id = (res.body.result as unknown as { id: string }).id;
    const all = await Promise.all([1, 2, 3].map(() => t.call('POST', `${MESSAGES}/resend`, { token: admin, body: { id } })));
    // A resend either claimed the failed message (and failed to deliver it again) or found it claimed.
    const accepted = all.filter((r) => r.body.message === MESSAGE_TEXT.failed(MESSAGE_TEXT.smsMissing)).length;
    expect(accepted + all.filter((r) => r.body.message === MESSAGE_TEXT.notResendable).length).toBe(3);
    expect(accepted).toBeGreaterThanOrEqual(1);
    expect((await message(id)).esSendNum).toBe(1 + accepted);
  });

  it('lists the account module\'s verification SMS too, and does not resend them', async () => {
    const id = 'a0000000000000000000000000sms001';
    await t.ctx.db.insertInto('sysSms' as never).values({
      id, esTitle: '短信验证码', esType: MESSAGE_TYPE.sms, esReceiver: '13800138000', esParam: null, esContent: '您的验证码是 ******',
      esSendTime: Date.now(), esSendStatus: MESSAGE_STATUS.failed, esSendNum: 1, esResult: 'provider down', remark: 'log',
      createBy: 'system', createTime: Date.now(), updateBy: null, updateTime: null,
    } as never).execute();
    const listed = await t.call<PageResult<Message & { esParam: string | null }>>('GET', `${MESSAGES}/list`, { token: admin, query: { esReceiver: '13800138000', pageSize: '50' } });
    const rows = listed.body.result.records;
    expect(rows.find((r) => r.id === id)).toMatchObject({ esTitle: '短信验证码', esParam: null, esSendStatus_dictText: '发送失败' });
    // the template messages carry their parameters (the list offers 重新发送 on those)
    expect(rows.find((r) => r.esTitle === '证照到期提醒')?.esParam).toContain('余杭牧场');
    expect((await t.call('POST', `${MESSAGES}/resend`, { token: admin, body: { id } })).body).toMatchObject({ success: false, message: MESSAGE_TEXT.systemSmsNotResendable });
    expect((await t.call('POST', `${MESSAGES}/resend`, { token: admin, body: { id: 'nope' } })).body).toMatchObject({ success: false, message: '未找到对应数据' });
  });

  it('the operation log says what was sent and resent, and how it ended (DESIGN.md §5 rule 11)', async () => {
    const failed = await send({ templateCode: 'CERT_EXPIRY', receiver: '13800138000' });
    const id = (failed.body.result as unknown as { id: string }).id;
    await t.call('POST', `${MESSAGES}/resend`, { token: admin, body: { id } });
    type Log = { logContent: string; operateType: number };
    const logged = async (url: string) => (await t.call<PageResult<Log>>('GET', '/sys/log/list', {
      token: admin, query: { logType: '2', requestUrl: `/api${url}`, pageSize: '50' },
    })).body.result.records;
    const sent = `发送测试「CERT_EXPIRY」：失败（${MESSAGE_TEXT.failed(MESSAGE_TEXT.smsMissing)}）`;
    const has = (text: string) => (logs: Log[]) => logs.some((l) => l.logContent === text);
    expect((await eventually(() => logged(`${TEMPLATES}/sendMsg`), has(sent))).find((l) => l.logContent === sent)).toMatchObject({ operateType: 2 });
    const resent = `重新发送（ID ${id}）：失败（${MESSAGE_TEXT.failed(MESSAGE_TEXT.smsMissing)}）`;
    expect((await eventually(() => logged(`${MESSAGES}/resend`), has(resent))).find((l) => l.logContent === resent)).toMatchObject({ operateType: 3 });
  });

  it('sending and resending each need their own code (403 without)', async () => {
    await t.createUser('viewer', 'Viewer#pass-1', [permissionCode(messageResource, 'list'), 'system:messageTemplate:list']);
    const viewer = await t.login('viewer', 'Viewer#pass-1');
    expect((await send({ templateCode: 'QC_FAIL_ALERT', receiver: 'admin' }, viewer)).status).toBe(403);
    expect((await t.call('POST', `${MESSAGES}/resend`, { token: viewer, body: { id: 'x' } })).status).toBe(403);
    expect((await t.call('GET', `${MESSAGES}/list`, { token: viewer })).status).toBe(200);
    await t.createUser('sender', 'Sender#pass-1', [MESSAGE_PERMS.send]);
    const sender = await t.login('sender', 'Sender#pass-1');
    expect((await send({ templateCode: 'QC_FAIL_ALERT', receiver: 'admin' }, sender)).body.success).toBe(true);
    expect((await t.call('POST', `${MESSAGES}/resend`, { token: sender, body: { id: 'x' } })).status).toBe(403);
    expect((await t.call('POST', `${TEMPLATES}/sendMsg`, { body: { templateCode: 'QC_FAIL_ALERT', receiver: 'admin' } })).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ANNOUNCEMENT_PERMS, MSG, NOTICE_SOCKET, NOTICE_TEXT,
  type AnnouncementRecord, type ListByUserResult, type MyAnnouncementRecord, type PageResult,
} from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { openNoticeSocket } from './socket-client.ts';

/** 系统通告, the bell's calls and its socket (spec §2.7, §3, §4 Notice bell, §7.2, §7.5; DESIGN.md §5 rules 8, 9). */
describe.each(databaseTargets())('announcements on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let alice: { id: string; token: string };
  let bob: { id: string; token: string };
  let reader: string;

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    const aliceId = await t.createUser('alice', 'Alice#pass-123');
    const bobId = await t.createUser('bob', 'Bobby#pass-123');
    await t.createUser('anntreader', 'Reader#pass-123', [ANNOUNCEMENT_PERMS.list]);
    alice = { id: aliceId, token: await t.login('alice', 'Alice#pass-123') };
    bob = { id: bobId, token: await t.login('bob', 'Bobby#pass-123') };
    reader = await t.login('anntreader', 'Reader#pass-123');
  });
  afterAll(async () => { await t?.close(); });

  let seq = 0;
  const draft = (extra: Record<string, unknown> = {}) => ({
    titile: `通告 ${++seq}`, msgContent: '<p>冷库 <b>检修</b></p>', priority: 'M', msgCategory: '1', msgType: 'ALL', ...extra,
  });
  const add = async (extra: Record<string, unknown> = {}) => {
    const res = await t.call<AnnouncementRecord>('POST', '/sys/annountCement/add', { token: admin, body: draft(extra) });
    expect(res.body.success, JSON.stringify(res.body)).toBe(true);
    return res.body.result;
  };
  const release = (id: string, token = admin) => t.call('GET', '/sys/annountCement/doReleaseData', { token, query: { id } });
  const bell = async (token: string) => (await t.call<ListByUserResult>('GET', '/sys/annountCement/listByUser', { token })).body.result;

  it('a fresh install greets its staff with the demo notices, published before they joined and unread', async () => {
    const seen = await bell(alice.token);
    expect(seen.anntMsgList.map((x) => x.titile)).toEqual(['原料乳收货须登记到货温度', '关于开展第四季度产品召回模拟演练的通知']);
    expect(seen.sysMsgList.map((x) => x.titile)).toEqual(['系统维护：本周六 22:00—23:00 暂停服务']);
    expect(seen.anntMsgList[1]).toMatchObject({ priority: 'H', sender: '质量管理部' });
    const mine = await t.call<PageResult<MyAnnouncementRecord>>('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: alice.token });
    expect(mine.body.result.records.map((r) => r.readFlag)).toEqual(['0', '0', '0']);
    expect(mine.body.result.records.every((r) => new Date(`${r.sendTime!.replace(' ', 'T')}+08:00`).getTime() < Date.now())).toBe(true);
  });

  it('stores the body sanitised, derives the abstract, lists with dictionary texts', async () => {
    const a = await add({ msgContent: '<p onclick="x()">你好<script>alert(1)</script><img src="javascript:alert(1)" onerror="alert(2)"><a href="https://example.com" target="_blank">链接</a></p>' });
    expect(a.msgContent).not.toMatch(/script|onerror|onclick|javascript:/);
    expect(a.msgContent).toContain('rel="noopener noreferrer"');
    expect(a.msgAbstract).toBe('你好链接');
    expect(a).toMatchObject({ sendStatus: '0', createBy: 'admin', priority_dictText: '重要消息', msgCategory_dictText: '通知公告' });
    const list = await t.call<PageResult<AnnouncementRecord>>('GET', '/sys/annountCement/list', { token: reader, query: { titile: `*${a.titile}*` } });
    expect(list.body.result.records).toHaveLength(1);
    expect(list.body.result.records[0]).toMatchObject({ id: a.id, sendStatus_dictText: '未发布', msgType_dictText: '全体用户', msgContent: null });
  });

  it('validates: 400 for malformed input, in-place refusals for recipients and times', async () => {
    const missing = await t.call('POST', '/sys/annountCement/add', { token: admin, body: { ...draft(), titile: '' } });
    expect(missing.status).toBe(400);
    expect(missing.body.message).toContain('titile');
    expect((await t.call('POST', '/sys/annountCement/add', { token: admin, body: draft({ priority: 'X' }) })).status).toBe(400);
    expect((await t.call('POST', '/sys/annountCement/add', { token: admin, body: draft({ openPage: 'javascript:alert(1)' }) })).status).toBe(400);
    expect((await t.call('POST', '/sys/annountCement/add', { token: admin, body: draft({ msgType: 'USER' }) })).body)
      .toMatchObject({ success: false, message: NOTICE_TEXT.usersRequired });
    expect((await t.call('POST', '/sys/annountCement/add', { token: admin, body: draft({ msgType: 'USER', userIds: 'nosuchuser,' }) })).body)
      .toMatchObject({ success: false, message: NOTICE_TEXT.usersUnknown });
    expect((await t.call('POST', '/sys/annountCement/add', { token: admin, body: draft({ startTime: '2026-05-02 00:00:00', endTime: '2026-05-01 00:00:00' }) })).status).toBe(400);
  });

  it('releases to everyone: the bell lists it (JeecgBoot shape, titile), reading removes it', async () => {
    const a = await add({ titile: '全员通知', msgCategory: '1', priority: 'H' });
    expect((await bell(alice.token)).anntMsgList.some((x) => x.id === a.id)).toBe(false); // not yet published
    expect((await release(a.id)).body).toMatchObject({ success: true, message: NOTICE_TEXT.releaseOk });
    const seen = await bell(alice.token);
    expect(Object.keys(seen).sort()).toEqual(['anntMsgList', 'anntMsgTotal', 'sysMsgList', 'sysMsgTotal']);
    const item = seen.anntMsgList.find((x) => x.id === a.id)!;
    expect(item).toMatchObject({ titile: '全员通知', priority: 'H', sender: '系统管理员', sendStatus: '1' });
    expect(item.sendTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(seen.anntMsgTotal).toBeGreaterThanOrEqual(1);
    expect((await release(a.id)).body).toMatchObject({ success: false, message: NOTICE_TEXT.alreadyPublished });
    expect((await t.call('PUT', '/sys/annountCement/edit', { token: admin, body: { id: a.id, titile: 'x' } })).body)
      .toMatchObject({ success: false, message: NOTICE_TEXT.publishedNotEditable });

    const detail = await t.call<AnnouncementRecord>('GET', '/sys/annountCement/queryById', { token: alice.token, query: { id: a.id } });
    expect(detail.body.result).toMatchObject({ id: a.id, msgContent: '<p>冷库 <b>检修</b></p>' });
    const read = await t.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: alice.token, body: { anntId: a.id } });
    expect(read.body).toMatchObject({ success: true, message: NOTICE_TEXT.readOk });
    expect((await bell(alice.token)).anntMsgList.some((x) => x.id === a.id)).toBe(false);
    expect((await bell(bob.token)).anntMsgList.some((x) => x.id === a.id)).toBe(true);

    expect((await t.call('GET', '/sys/annountCement/doReovkeData', { token: admin, query: { id: a.id } })).body).toMatchObject({ success: true, message: NOTICE_TEXT.revokeOk });
    expect((await bell(bob.token)).anntMsgList.some((x) => x.id === a.id)).toBe(false);
    expect((await t.call('GET', '/sys/annountCement/queryById', { token: bob.token, query: { id: a.id } })).body.success).toBe(false);
  });

  it('a notice to chosen users reaches only them; nobody else can read or mark it', async () => {
    const a = await add({ msgType: 'USER', userIds: `${alice.id},`, msgCategory: '2', titile: '仅给 alice' });
    await release(a.id);
    expect((await bell(alice.token)).sysMsgList.map((x) => x.id)).toContain(a.id);
    expect((await bell(bob.token)).sysMsgList.map((x) => x.id)).not.toContain(a.id);
    expect((await t.call('GET', '/sys/annountCement/queryById', { token: bob.token, query: { id: a.id } })).body.success).toBe(false);
    expect((await t.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: bob.token, body: { anntId: a.id } })).body.success).toBe(false);
    // An administrator reads any notice, drafts too.
    const drafted = await add();
    expect((await t.call('GET', '/sys/annountCement/queryById', { token: reader, query: { id: drafted.id } })).body.success).toBe(true);
    expect((await t.call('GET', '/sys/annountCement/queryById', { token: alice.token, query: { id: drafted.id } })).body.success).toBe(false);
  });

  it('the bell shows at most five per category with the full total; my announcements pages, filters and reads all', async () => {
    await bell(bob.token); // what was there before (the demo's notices) is read first, so the counts below are this test's
    await t.call('PUT', '/sys/sysAnnouncementSend/readAll', { token: bob.token });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      const a = await add({ msgCategory: '2', msgType: 'USER', userIds: bob.id, titile: `系统消息 ${i}` });
      await release(a.id);
      ids.push(a.id);
    }
    const seen = await bell(bob.token);
    expect(seen.sysMsgList).toHaveLength(5);
    expect(seen.sysMsgTotal).toBe(7);
    expect(seen.sysMsgList[0].titile).toBe('系统消息 6'); // newest first

    const mine = await t.call<PageResult<MyAnnouncementRecord>>('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend',
      { token: bob.token, query: { pageNo: '1', pageSize: '3', msgCategory: '2', readFlag: '0' } });
    expect(mine.body.result).toMatchObject({ total: 7, size: 3, current: 1, pages: 3 });
    expect(mine.body.result.records[0]).toMatchObject({ anntId: ids[6], readFlag: '0', titile: '系统消息 6', priority: 'M' });
    const titled = await t.call<PageResult<MyAnnouncementRecord>>('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: bob.token, query: { titile: '系统消息 3' } });
    expect(titled.body.result.records.map((r) => r.anntId)).toEqual([ids[3]]);
    expect((await t.call('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: bob.token, query: { readFlag: '7' } })).status).toBe(400);

    expect((await t.call('PUT', '/sys/sysAnnouncementSend/readAll', { token: bob.token })).body).toMatchObject({ success: true, message: NOTICE_TEXT.readAllOk });
    expect((await bell(bob.token)).sysMsgTotal).toBe(0);
    const read = await t.call<PageResult<MyAnnouncementRecord>>('GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend', { token: bob.token, query: { readFlag: '1' } });
    expect(read.body.result.total).toBeGreaterThanOrEqual(7);
    expect(read.body.result.records[0].readTime).toMatch(/^\d{4}-/);
  });

  it('a category turned off in the notification settings stays out of the bell', async () => {
    const a = await add({ msgCategory: '2', msgType: 'USER', userIds: alice.id });
    await release(a.id);
    expect((await bell(alice.token)).sysMsgTotal).toBeGreaterThan(0);
    const saved = await t.call('PUT', '/sys/sysAnnouncementSend/preferences', { token: alice.token, body: { categories: ['1'] } });
    expect(saved.body).toMatchObject({ success: true, message: NOTICE_TEXT.preferencesSaved });
    expect((await t.call<{ categories: string[] }>('GET', '/sys/sysAnnouncementSend/preferences', { token: alice.token })).body.result.categories).toEqual(['1']);
    expect(await bell(alice.token)).toMatchObject({ sysMsgList: [], sysMsgTotal: 0 });
    expect((await t.call('PUT', '/sys/sysAnnouncementSend/preferences', { token: alice.token, body: { categories: ['9'] } })).status).toBe(400);
    await t.call('PUT', '/sys/sysAnnouncementSend/preferences', { token: alice.token, body: { categories: ['1', '2'] } });
    expect((await bell(alice.token)).sysMsgTotal).toBeGreaterThan(0);
  });

  it('edits drafts, deletes singly and in batch', async () => {
    const a = await add();
    const edited = await t.call<AnnouncementRecord>('PUT', '/sys/annountCement/edit', { token: admin, body: { id: a.id, titile: '改过的标题', msgContent: '<h2>新正文</h2><p>第二段</p>' } });
    expect(edited.body).toMatchObject({ success: true, message: MSG.editOk });
    expect(edited.body.result).toMatchObject({ titile: '改过的标题', msgAbstract: '新正文 第二段' });
    expect((await t.call('DELETE', '/sys/annountCement/delete', { token: admin, query: { id: a.id } })).body.message).toBe(MSG.deleteOk);
    const b = await add();
    const c = await add();
    expect((await t.call('DELETE', '/sys/annountCement/deleteBatch', { token: admin, query: { ids: `${b.id},${c.id},` } })).body.message).toBe(MSG.deleteBatchOk);
    expect((await t.call('GET', '/sys/annountCement/queryById', { token: admin, query: { id: b.id } })).body.success).toBe(false);
  });

  it('401 without a session and 403 without the code', async () => {
    const adminRoutes: Array<[string, string, unknown?]> = [
      ['GET', '/sys/annountCement/list'], ['POST', '/sys/annountCement/add', draft()], ['PUT', '/sys/annountCement/edit', { id: 'x' }],
      ['DELETE', '/sys/annountCement/delete?id=x'], ['DELETE', '/sys/annountCement/deleteBatch?ids=x'],
      ['GET', '/sys/annountCement/doReleaseData?id=x'], ['GET', '/sys/annountCement/doReovkeData?id=x'],
    ];
    for (const [method, url, body] of adminRoutes) {
      expect((await t.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
      const denied = await t.call(method, url, { token: alice.token, body });
      expect(denied.status, `${method} ${url}`).toBe(403);
      expect(denied.body.code).toBe(510);
    }
    const userRoutes: Array<[string, string, unknown?]> = [
      ['GET', '/sys/annountCement/listByUser'], ['GET', '/sys/annountCement/queryById?id=x'],
      ['PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId: 'x' }], ['PUT', '/sys/sysAnnouncementSend/readAll'],
      ['GET', '/sys/sysAnnouncementSend/getMyAnnouncementSend'], ['GET', '/sys/sysAnnouncementSend/preferences'],
    ];
    for (const [method, url, body] of userRoutes) expect((await t.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
    expect((await t.call('PUT', '/sys/sysAnnouncementSend/editByAnntIdAndUserId', { token: alice.token, body: {} })).status).toBe(400);
    for (const code of Object.values(ANNOUNCEMENT_PERMS)) {
      expect(await t.ctx.db.selectFrom('sysPermission').select('id').where('perms', '=', code).executeTakeFirst(), code).toBeTruthy();
    }
  });

  describe('the notice socket', () => {
    it('closes with 4401 without a token, with a wrong token, and for a userId that is not the session\'s', async () => {
      expect(await (await openNoticeSocket(t, alice.id)).closed).toBe(NOTICE_SOCKET.closeUnauthorized);
      expect(await (await openNoticeSocket(t, alice.id, 'not-a-token')).closed).toBe(NOTICE_SOCKET.closeUnauthorized);
      expect(await (await openNoticeSocket(t, bob.id, alice.token)).closed).toBe(NOTICE_SOCKET.closeUnauthorized);
    });

    it('answers the heartbeat, and ends the socket once the session is revoked', async () => {
      const token = await t.login('bob', 'Bobby#pass-123');
      const ws = await openNoticeSocket(t, bob.id, token);
      ws.send('HeartBeat');
      expect(await ws.next()).toMatchObject({ cmd: 'heartcheck' });
      await t.call('POST', '/sys/logout', { token });
      ws.send('HeartBeat');
      expect(await ws.closed).toBe(NOTICE_SOCKET.closeUnauthorized);
    });

    it('pushes a release to every bell (topic) or only to the chosen users (user), and never relays client messages', async () => {
      const a = await openNoticeSocket(t, alice.id, alice.token);
      const b = await openNoticeSocket(t, bob.id, bob.token);
      await new Promise((r) => setTimeout(r, 100)); // the handshakes are checked asynchronously
      const everyone = await add({ titile: '全员推送' });
      await release(everyone.id);
      expect(await a.next()).toMatchObject({ cmd: 'topic', msgId: everyone.id });
      expect(await b.next()).toMatchObject({ cmd: 'topic', msgId: everyone.id });

      const chosen = await add({ msgType: 'USER', userIds: alice.id, msgAbstract: '只发给 alice 的摘要' });
      await release(chosen.id);
      expect(await a.next()).toEqual({ cmd: 'user', msgId: chosen.id, msgTxt: '只发给 alice 的摘要' });
      expect(await b.next(500)).toBeNull();

      a.send(JSON.stringify({ cmd: 'topic', msgId: 'forged', msgTxt: '伪造' }));
      expect(await b.next(500)).toBeNull();
      a.close();
      b.close();
    });
  });
});

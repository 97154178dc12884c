import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SYS_PERMS, type AddressEntry, type PageResult } from '@foodtrace/contracts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/** 通讯录: colleagues by department (with the ones under it) or by a fragment; only who can sign in; nothing private. */
describe.each(databaseTargets())('address list on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const list = async (query: Record<string, string> = {}, token = admin) =>
    t.call<PageResult<AddressEntry>>('GET', '/sys/user/addressList', { token, query: { pageSize: '50', ...query } });
  const names = async (query: Record<string, string> = {}) => (await list(query)).body.result.records.map((r) => r.realname).sort();

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  it('lists the demo plant\'s people with their departments, positions and work contacts, and nothing else', async () => {
    const res = await list();
    expect(res.body.result.total).toBe(9);
    const chen = res.body.result.records.find((r) => r.realname === '陈晓燕')!;
    expect(chen).toEqual({
      id: expect.any(String), realname: '陈晓燕', username: 'chenxiaoyan', avatar: null, workNo: 'XY0102', departNames: '质量管理部',
      postNames: '质检员', phone: '13805710102', telephone: '0571-88620102', email: 'chenxiaoyan@example.com',
    });
  });

  it('narrows to a department and the departments under it', async () => {
    expect(await names({ departId: SEED_IDS.qaDepart })).toEqual(['周明', '王丽', '陈晓燕'].sort());
    expect((await list({ departId: SEED_IDS.company })).body.result.total).toBe(9);
    expect((await list({ departId: 'no-such-depart' })).body.result.total).toBe(0);
  });

  it('finds a name, account, 工号 or phone fragment; wildcards match themselves', async () => {
    expect(await names({ keyword: '志强' })).toEqual(['许志强']);
    expect(await names({ keyword: 'XY0301' })).toEqual(['郑海波']);
    expect(await names({ keyword: 'hejing' })).toEqual(['何静']);
    expect(await names({ keyword: '1380571020' })).toEqual(['许志强', '钱伟'].sort());
    expect(await names({ keyword: '%' })).toEqual([]);
    expect(await names({ keyword: '周', departId: SEED_IDS.warehouseDepart })).toEqual([]);
  });

  it('leaves out a frozen account', async () => {
    const he = (await list({ keyword: 'hejing' })).body.result.records[0];
    await t.call('PUT', '/sys/user/frozenBatch', { token: admin, query: { ids: he.id, status: '2' } });
    expect(await names({ keyword: 'hejing' })).toEqual([]);
    await t.call('PUT', '/sys/user/frozenBatch', { token: admin, query: { ids: he.id, status: '1' } });
    expect(await names({ keyword: 'hejing' })).toEqual(['何静']);
  });

  it('answers 403 without its code, and needs no user-management code', async () => {
    await t.createUser('nocontacts', 'Nocontacts#pass-1', ['system:position:list']);
    expect((await list({}, await t.login('nocontacts', 'Nocontacts#pass-1'))).status).toBe(403);
    await t.createUser('contacts', 'Contacts#pass-1', [SYS_PERMS.addressList.list]);
    const reader = await t.login('contacts', 'Contacts#pass-1');
    expect((await list({}, reader)).status).toBe(200);
    expect((await t.call('GET', '/sys/user/list', { token: reader })).status).toBe(403);
  });
});

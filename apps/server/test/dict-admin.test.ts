import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DICT_ADMIN_TEXT, DICT_PERMS, MSG, type DictItem, type DictItemRecord, type DictRecord, type PageResult,
} from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/** 数据字典 administration (spec §7.2 Dictionary): dictionaries, items, recycle bin, and a cache that is never stale. */
describe.each(databaseTargets())('dictionary administration on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let plain: string;
  let reader: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    await t.createUser('dictplain', 'Plain#pass-123');
    await t.createUser('dictreader', 'Reader#pass-123', [DICT_PERMS.list]);
    plain = await t.login('dictplain', 'Plain#pass-123');
    reader = await t.login('dictreader', 'Reader#pass-123');
  });
  afterAll(async () => { await t?.close(); });

  const items = async (code: string, token = plain) => (await t.call<DictItem[]>('GET', `/sys/dict/getDictItems/${code}`, { token })).body;
  const addDict = async (dictCode: string, dictName = `字典 ${dictCode}`) =>
    (await t.call<DictRecord>('POST', '/sys/dict/add', { token: admin, body: { dictName, dictCode, description: '说明' } })).body;
  const addItem = async (dictId: string, itemValue: string, extra: Record<string, unknown> = {}) =>
    (await t.call<DictItemRecord>('POST', '/sys/dictItem/add', { token: admin, body: { dictId, itemText: `文本${itemValue}`, itemValue, ...extra } })).body;

  // A dictionary write empties the cache; the next translation may be asked inside a transaction (a refusal's
  // message worded with units or licence types). On SQLite's one connection that read used to wait for the
  // transaction that waited for it, and the server answered nothing more: it reads on a connection of its own.
  it('fills its emptied cache inside a transaction without waiting for that transaction', async () => {
    t.ctx.dict.invalidate();
    const read = await t.ctx.db.transaction().execute(() => Promise.race([
      t.ctx.dict.items('ft_unit').then((items) => items?.length ?? 0),
      new Promise<string>((resolve) => { setTimeout(() => resolve('waited'), 3000); }),
    ]));
    expect(read).toBeGreaterThan(0);
  });

  it('adds a dictionary and its items; translations and getDictItems change at once', async () => {
    const dict = await addDict('storage_zone', '储存区域');
    expect(dict).toMatchObject({ success: true, message: MSG.addOk });
    const dictId = dict.result.id;
    expect((await items('storage_zone')).success).toBe(false); // no items yet: not a dictionary the widgets know
    expect((await addItem(dictId, 'COLD', { itemText: '冷藏区', sortOrder: 2 })).success).toBe(true);
    expect((await addItem(dictId, 'DRY', { itemText: '常温区', sortOrder: 1 })).success).toBe(true);
    expect((await items('storage_zone')).result.map((i) => i.text)).toEqual(['常温区', '冷藏区']);
    const all = await t.call<Record<string, DictItem[]>>('GET', '/sys/dict/queryAllDictItems', { token: plain });
    expect(all.body.result.storage_zone.map((i) => i.value)).toEqual(['DRY', 'COLD']);

    const list = await t.call<PageResult<DictItemRecord>>('GET', '/sys/dictItem/list', { token: reader, query: { dictId } });
    expect(list.body.result.records.map((r) => [r.itemValue, r.status_dictText])).toEqual([['DRY', '启用'], ['COLD', '启用']]);
    const cold = list.body.result.records[1];
    // Disabling an item takes it out of the widgets; editing its text changes the translation.
    const edited = await t.call<DictItemRecord>('PUT', '/sys/dictItem/edit', { token: admin, body: { id: cold.id, itemText: '冷藏库', status: 0 } });
    expect(edited.body).toMatchObject({ success: true, message: MSG.editOk });
    expect(edited.body.result).toMatchObject({ itemText: '冷藏库', status: 0, status_dictText: '不启用', dictId });
    expect((await items('storage_zone')).result.map((i) => i.value)).toEqual(['DRY']);
    await t.call('PUT', '/sys/dictItem/edit', { token: admin, body: { id: cold.id, status: 1 } });
    expect(await t.ctx.dict.text('storage_zone', 'COLD')).toBe('冷藏库');
  });

  it('refuses a taken item value within the dictionary, and bad input with 400', async () => {
    const dict = (await addDict('pack_kind')).result;
    await addItem(dict.id, 'BOX');
    expect(await addItem(dict.id, 'BOX')).toMatchObject({ success: false, message: DICT_ADMIN_TEXT.itemValueTaken('BOX') });
    const other = (await addDict('pack_kind2')).result;
    expect((await addItem(other.id, 'BOX')).success).toBe(true); // another dictionary may use the value
    const bad = await t.call('POST', '/sys/dictItem/add', { token: admin, body: { dictId: dict.id, itemText: 'x', itemValue: 'a,b' } });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('itemValue');
    expect((await t.call('POST', '/sys/dict/add', { token: admin, body: { dictName: 'x', dictCode: '1bad code' } })).status).toBe(400);
    expect((await t.call('POST', '/sys/dict/add', { token: admin, body: { dictCode: 'no_name' } })).status).toBe(400);
    expect((await t.call('GET', '/sys/dictItem/list', { token: admin })).status).toBe(400);
    expect(await addDict('pack_kind')).toMatchObject({ success: false, message: DICT_ADMIN_TEXT.codeTaken });
  });

  it('lists with search and sort, edits, and deletes into the recycle bin that restores or purges', async () => {
    const a = (await addDict('recycle_me', '回收测试')).result;
    await addItem(a.id, 'X');
    const found = await t.call<PageResult<DictRecord>>('GET', '/sys/dict/list', { token: reader, query: { dictName: '*回收*', column: 'dictCode', order: 'asc' } });
    expect(found.body.result.records.map((r) => r.dictCode)).toEqual(['recycle_me']);
    const renamed = await t.call<DictRecord>('PUT', '/sys/dict/edit', { token: admin, body: { id: a.id, dictName: '回收测试2' } });
    expect(renamed.body.result.dictName).toBe('回收测试2');
    expect((await t.call('GET', '/sys/dict/list', { token: admin, query: { column: 'password' } })).status).toBe(400);

    expect((await t.call('DELETE', '/sys/dict/delete', { token: admin, query: { id: a.id } })).body).toMatchObject({ success: true, message: MSG.deleteOk });
    expect((await items('recycle_me')).success).toBe(false);
    expect(await addDict('recycle_me')).toMatchObject({ success: false, message: DICT_ADMIN_TEXT.codeInRecycle });
    const bin = await t.call<DictRecord[]>('GET', '/sys/dict/deleteList', { token: admin });
    expect(bin.body.result.map((d) => d.dictCode)).toContain('recycle_me');
    expect((await t.call('PUT', `/sys/dict/back/${a.id}`, { token: admin })).body.success).toBe(true);
    expect((await items('recycle_me')).result.map((i) => i.value)).toEqual(['X']);

    await t.call('DELETE', '/sys/dict/deleteBatch', { token: admin, query: { ids: `${a.id},` } });
    expect((await t.call('DELETE', `/sys/dict/deletePhysic/${a.id}`, { token: admin })).body).toMatchObject({ success: true, message: DICT_ADMIN_TEXT.purged });
    expect(await t.ctx.db.selectFrom('sysDictItem').select('id').where('dictId', '=', a.id).execute()).toEqual([]);
    expect((await addDict('recycle_me')).success).toBe(true);
    const history = await t.ctx.db.selectFrom('sysDataLog').select('dataVersion').where('dataId', '=', a.id).orderBy('dataVersion').execute();
    expect(history.map((h) => h.dataVersion)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('deletes items singly and in batch', async () => {
    const d = (await addDict('item_delete')).result;
    const ids = [(await addItem(d.id, 'A')).result.id, (await addItem(d.id, 'B')).result.id, (await addItem(d.id, 'C')).result.id];
    expect((await t.call('DELETE', '/sys/dictItem/delete', { token: admin, query: { id: ids[0] } })).body.message).toBe(MSG.deleteOk);
    expect((await t.call('DELETE', '/sys/dictItem/deleteBatch', { token: admin, query: { ids: ids.slice(1).join(',') } })).body.message).toBe(MSG.deleteBatchOk);
    expect((await items('item_delete')).success).toBe(false);
    expect((await addItem('no-such-dict', 'Z'))).toMatchObject({ success: false, message: DICT_ADMIN_TEXT.dictMissing });
  });

  it('refleshCache and queryAllDictItems stay available to every signed-in user', async () => {
    expect((await t.call('GET', '/sys/dict/refleshCache', { token: plain })).body).toMatchObject({ success: true, message: DICT_ADMIN_TEXT.refreshOk });
    expect((await t.call('GET', '/sys/dict/refleshCache')).status).toBe(401);
  });

  it('401 without a session and 403 without the code on every administration route', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', '/sys/dict/list'], ['GET', '/sys/dict/queryById?id=x'], ['POST', '/sys/dict/add', { dictName: 'x', dictCode: 'x' }],
      ['PUT', '/sys/dict/edit', { id: 'x' }], ['DELETE', '/sys/dict/delete?id=x'], ['DELETE', '/sys/dict/deleteBatch?ids=x'],
      ['GET', '/sys/dict/deleteList'], ['PUT', '/sys/dict/back/x'], ['DELETE', '/sys/dict/deletePhysic/x'],
      ['GET', '/sys/dictItem/list?dictId=x'], ['POST', '/sys/dictItem/add', { dictId: 'x', itemText: 'x', itemValue: 'x' }],
      ['PUT', '/sys/dictItem/edit', { id: 'x' }], ['DELETE', '/sys/dictItem/delete?id=x'], ['DELETE', '/sys/dictItem/deleteBatch?ids=x'],
    ];
    for (const [method, url, body] of routes) {
      expect((await t.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
      const denied = await t.call(method, url, { token: plain, body });
      expect(denied.status, `${method} ${url}`).toBe(403);
      expect(denied.body.code).toBe(510);
    }
    expect((await t.call('POST', '/sys/dictItem/add', { token: reader, body: { dictId: 'x', itemText: 'x', itemValue: 'x' } })).status).toBe(403);
    for (const code of Object.values(DICT_PERMS)) {
      expect(await t.ctx.db.selectFrom('sysPermission').select('id').where('perms', '=', code).executeTakeFirst(), code).toBeTruthy();
    }
  });
});

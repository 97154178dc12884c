import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATEGORY_PERMS, MSG, type CategoryRecord, type PageResult, type TreeSelectNode } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

describe.each(databaseTargets())('分类字典 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let plain: string;
  let reader: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    await t.createUser('catplain', 'Plain#pass-123');
    await t.createUser('catreader', 'Reader#pass-123', [CATEGORY_PERMS.list]);
    plain = await t.login('catplain', 'Plain#pass-123');
    reader = await t.login('catreader', 'Reader#pass-123');
  });
  afterAll(async () => { await t?.close(); });

  /** `token` '' sends no token. */
  const get = <T>(url: string, query?: Record<string, string>, token = plain) => t.call<T>('GET', url, { token: token || undefined, query });
  const idOf = async (code: string) => (await get<CategoryRecord>('/sys/category/loadOne', { field: 'code', val: code })).body.result.id;

  it('loadTreeRoot answers the roots, the children of a pcode, or a whole subtree (async=false)', async () => {
    const roots = await get<TreeSelectNode[]>('/sys/category/loadTreeRoot', { async: 'true', pcode: '' });
    expect(roots.body.result.map((n) => [n.code, n.title, n.leaf, n.isLeaf])).toEqual([['A01', '包装形式', 0, false], ['B01', '食品分类', 0, false]]);
    const food = await get<TreeSelectNode[]>('/sys/category/loadTreeRoot', { async: 'true', pcode: 'B01' });
    expect(food.body.result[0]).toMatchObject({ code: 'B01A01', title: '乳制品', label: '乳制品', leaf: 0 });
    expect(food.body.result[0].children).toBeUndefined();
    const dairy = await get<TreeSelectNode[]>('/sys/category/loadTreeRoot', { async: 'false', pcode: 'B01A01' });
    const milk = dairy.body.result.find((n) => n.title === '液态奶')!;
    expect(milk.children!.map((n) => [n.title, n.leaf])).toEqual([['巴氏杀菌乳', 1], ['灭菌乳', 1], ['调制乳', 1], ['酸奶', 1]]);
    const missing = await get('/sys/category/loadTreeRoot', { async: 'true', pcode: 'ZZZ' });
    expect(missing.body).toMatchObject({ success: false, message: '该编码【ZZZ】不存在，请核实!' });
    expect((await get('/sys/category/loadTreeRoot', { async: 'true' }, '')).status).toBe(401);
  });

  it('loadTreeChildren, loadOne (whitelisted field) and loadDictItem', async () => {
    const dairyId = await idOf('B01A01');
    const children = await get<TreeSelectNode[]>('/sys/category/loadTreeChildren', { pid: dairyId });
    expect(children.body.result.map((n) => n.title)).toEqual(['液态奶', '乳粉', '干酪', '奶油']);
    expect(children.body.result.map((n) => n.leaf)).toEqual([0, 0, 1, 1]);
    expect((await get('/sys/category/loadTreeChildren')).status).toBe(400);
    const one = await get<CategoryRecord>('/sys/category/loadOne', { field: 'name', val: '酸奶' });
    expect(one.body.result).toMatchObject({ name: '酸奶', code: 'B01A01A01A04', hasChild: '0' });
    expect((await get('/sys/category/loadOne', { field: 'password', val: 'x' })).status).toBe(400);
    expect((await get('/sys/category/loadOne', { field: 'code', val: 'nothing' })).body).toMatchObject({ success: false, message: '查询无果' });
    const yoghurt = one.body.result.id;
    expect((await get<string[]>(`/sys/category/loadDictItem/${yoghurt},${dairyId},unknown`)).body.result).toEqual(['酸奶', '乳制品', 'unknown']);
    expect((await get<string[]>('/sys/category/loadDictItem', { ids: dairyId })).body.result).toEqual(['乳制品']);
  });

  it('loadTreeData: pid wins over pcode, a condition narrows, malformed requests are refused', async () => {
    const byCode = await get<TreeSelectNode[]>('/sys/category/loadTreeData', { pcode: 'A01' });
    expect(byCode.body.result.map((n) => n.title)).toEqual(['瓶装', '袋装', '盒装', '罐装', '散装']);
    const narrowed = await get<TreeSelectNode[]>('/sys/category/loadTreeData', { pcode: 'A01', condition: '{"name":"袋装"}' });
    expect(narrowed.body.result.map((n) => n.code)).toEqual(['A01A02']);
    const roots = await get<TreeSelectNode[]>('/sys/category/loadTreeData', { pcode: '0' });
    expect(roots.body.result.map((n) => n.code)).toEqual(['A01', 'B01']);
    const byPid = await get<TreeSelectNode[]>('/sys/category/loadTreeData', { pid: await idOf('B01A06'), pcode: 'A01' });
    expect(byPid.body.result.map((n) => n.title)).toEqual(['包装饮用水', '茶饮料']);
    expect((await get('/sys/category/loadTreeData')).body.message).toBe('加载分类字典树参数有误.[null]!');
    expect((await get('/sys/category/loadTreeData', { pcode: 'NOPE' })).body).toMatchObject({ success: false, message: '加载分类字典树参数有误.[code]!' });
    expect((await get('/sys/category/loadTreeData', { pcode: 'A01', condition: '{"has_child":"1","x":1}' })).status).toBe(400);
  });

  it('adds with server-generated codes, renames, deletes with descendants, never reuses a code', async () => {
    const add = (body: Record<string, unknown>, token = admin) => t.call<CategoryRecord>('POST', '/sys/category/add', { token, body });
    const milkId = await idOf('B01A01A01');
    const kefir = await add({ pid: milkId, name: '开菲尔', code: 'HACK' });
    expect(kefir.body).toMatchObject({ success: true, message: MSG.addOk, result: { code: 'B01A01A01A05', pid: milkId, hasChild: '0' } });
    const root = await add({ name: '储存条件' });
    expect(root.body.result).toMatchObject({ code: 'B02', pid: '0' });
    const cold = await add({ pid: root.body.result.id, name: '冷藏' });
    expect(cold.body.result.code).toBe('B02A01');
    expect((await get<CategoryRecord>('/sys/category/queryById', { id: root.body.result.id }, admin)).body.result.hasChild).toBe('1');
    expect((await add({ pid: milkId, name: '酸奶' })).body).toMatchObject({ success: false });
    expect((await add({ pid: 'missing', name: 'x' })).body).toMatchObject({ success: false, message: '上级分类不存在' });
    expect((await add({ name: '' })).status).toBe(400);

    const edit = await t.call('PUT', '/sys/category/edit', { token: admin, body: { id: cold.body.result.id, name: '冷藏（0-4℃）', pid: 'moved' } });
    expect(edit.body).toMatchObject({ success: true, message: MSG.editOk });
    expect((await get<CategoryRecord>('/sys/category/queryById', { id: cold.body.result.id }, admin)).body.result).toMatchObject({ name: '冷藏（0-4℃）', pid: root.body.result.id });

    expect((await t.call('DELETE', '/sys/category/delete', { token: admin, query: { id: root.body.result.id } })).body.message).toBe(MSG.deleteOk);
    expect((await get('/sys/category/loadOne', { field: 'code', val: 'B02A01' })).body.success).toBe(false);
    expect((await add({ name: '储存条件' })).body.result.code).toBe('B03');
    await t.call('DELETE', '/sys/category/deleteBatch', { token: admin, query: { ids: kefir.body.result.id } });
    expect((await get<CategoryRecord>('/sys/category/queryById', { id: milkId }, admin)).body.result.hasChild).toBe('1');
  });

  it('lists: every level, the roots (all levels when filtered), a parent\'s children', async () => {
    const page = await get<PageResult<CategoryRecord>>('/sys/category/list', { pageSize: '5' }, admin);
    expect(page.body.result).toMatchObject({ size: 5, current: 1 });
    expect(page.body.result.records.map((r) => r.code)).toEqual(['A01', 'A01A01', 'A01A02', 'A01A03', 'A01A04']);
    const roots = await get<PageResult<CategoryRecord>>('/sys/category/rootList', {}, admin);
    expect(roots.body.result.records.map((r) => r.code)).toEqual(['A01', 'B01', 'B03']);
    const search = await get<PageResult<CategoryRecord>>('/sys/category/rootList', { name: '*奶*' }, admin);
    expect(search.body.result.records.map((r) => r.name)).toEqual(['液态奶', '酸奶', '奶油']);
    const kids = await get<CategoryRecord[]>('/sys/category/childList', { pid: await idOf('A01') }, admin);
    expect(kids.body.result).toHaveLength(5);
    expect((await get('/sys/category/list', { column: 'password' }, admin)).status).toBe(400);
  });

  it('requires a session (401) and the permission codes (403)', async () => {
    expect((await t.call('GET', '/sys/category/list')).status).toBe(401);
    expect((await t.call('POST', '/sys/category/add', { body: { name: 'x' } })).status).toBe(401);
    for (const [method, url] of [['GET', '/sys/category/list'], ['GET', '/sys/category/rootList'], ['GET', '/sys/category/childList?pid=0'],
      ['POST', '/sys/category/add'], ['PUT', '/sys/category/edit'], ['DELETE', '/sys/category/delete?id=x'], ['DELETE', '/sys/category/deleteBatch?ids=x']]) {
      const res = await t.call(method, url, { token: plain, body: method === 'GET' || method === 'DELETE' ? undefined : { id: 'x', name: 'x' } });
      expect(res.status, `${method} ${url}`).toBe(403);
      expect(res.body.code).toBe(510);
    }
    expect((await get('/sys/category/list', {}, reader)).status).toBe(200);
    expect((await t.call('POST', '/sys/category/add', { token: reader, body: { name: 'x' } })).status).toBe(403);
  });
});

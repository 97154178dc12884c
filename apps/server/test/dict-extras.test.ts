import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DictItem, TreeSelectNode } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';

const COMPANY = SEED_IDS.company;

describe.each(databaseTargets())('table and tree dictionaries on $name', (target) => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startApp(target);
    await t.createUser('plainreader', 'Plain#pass-123');
    // A signed-in user without any permission: dictionary reads are picker feeds every form needs.
    token = await t.login('plainreader', 'Plain#pass-123');
  });
  afterAll(async () => { await t?.close(); });

  const get = <T>(url: string, query?: Record<string, string>, auth = true) => t.call<T>('GET', url, { token: auth ? token : undefined, query });

  it('getDictItems answers plain and registered table dictionaries, and refuses any other key (400)', async () => {
    const departs = await get<DictItem[]>('/sys/dict/getDictItems/sys_depart,depart_name,id');
    expect(departs.body.result.map((i) => i.text)).toEqual(['浙江鲜源乳业有限公司', '质量管理部', '生产部', '仓储物流部']);
    expect(departs.body.result[0]).toEqual({ value: COMPANY, text: '浙江鲜源乳业有限公司', title: '浙江鲜源乳业有限公司' });
    expect((await get<DictItem[]>('/sys/dict/getDictItems/sys_position,name,code')).body.result.map((i) => i.value)).toContain('qa_manager');
    expect((await get<DictItem[]>('/sys/dict/getDictItems/sex')).body.result.map((i) => i.text)).toEqual(['男', '女']);
    // JeecgBoot's table-dictionary injection (reference/JEECG.md §5.1): an unregistered table or column is never read.
    for (const code of ['sys_user,password,username', 'sys_user,realname,username,1=1', 'constructor']) {
      const res = await get(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
      expect(res.status, code).toBe(400);
      expect(res.body.message).not.toMatch(/select|from/i);
    }
    expect((await get('/sys/dict/getDictItems/sex', undefined, false)).status).toBe(401);
  });

  it('loadDict searches by a bound, LIKE-escaped keyword with a page size', async () => {
    const found = await get<DictItem[]>('/sys/dict/loadDict/sys_user,realname,username', { keyword: '管理' });
    expect(found.body.result).toEqual([{ value: 'admin', text: '系统管理员', title: '系统管理员' }]);
    expect((await get<DictItem[]>('/sys/dict/loadDict/sys_user,realname,username', { keyword: '%' })).body.result).toEqual([]);
    expect((await get<DictItem[]>('/sys/dict/loadDict/sys_user,realname,username', { keyword: "' or '1'='1" })).body.result).toEqual([]);
    expect((await get<DictItem[]>('/sys/dict/loadDict/sys_depart,depart_name,id', { pageSize: '2' })).body.result).toHaveLength(2);
    expect((await get<DictItem[]>('/sys/dict/loadDict/sex', { keyword: '女' })).body.result.map((i) => i.value)).toEqual(['2']);
    expect((await get('/sys/dict/loadDict/sex', { pageSize: '0' })).status).toBe(400);
    expect((await get('/sys/dict/loadDict/sys_user,password,username', { keyword: 'a' })).status).toBe(400);
    expect((await get('/sys/dict/loadDict/sex', { keyword: 'a' }, false)).status).toBe(401);
  });

  it('loadDictItem translates values to texts in their order; an unknown value reads as itself', async () => {
    expect((await get<string[]>('/sys/dict/loadDictItem/sys_user,realname,username', { key: 'nobody,admin' })).body.result).toEqual(['nobody', '系统管理员']);
    expect((await get<string[]>('/sys/dict/loadDictItem/sex', { key: '2,1' })).body.result).toEqual(['女', '男']);
    expect((await get<string[]>('/sys/dict/loadDictItem/sex')).body.result).toEqual([]);
    expect((await get('/sys/dict/loadDictItem/sys_user,password,id', { key: 'x' })).status).toBe(400);
    expect((await get('/sys/dict/loadDictItem/sex', { key: '1' }, false)).status).toBe(401);
  });

  it('a deleted account is no longer offered but still names itself where a record keeps it', async () => {
    const { db } = t.ctx;
    const gone = await t.createUser('leftcompany', 'Left#pass-123');
    await db.updateTable('sysUser').set({ realname: '离职的陈工', delFlag: 1 }).where('id', '=', gone).execute();
    expect((await get<DictItem[]>('/sys/dict/loadDict/sys_user,realname,username', { keyword: '陈工' })).body.result).toEqual([]);
    expect((await get<DictItem[]>('/sys/dict/getDictItems/sys_user,realname,username')).body.result.map((i) => i.value)).not.toContain('leftcompany');
    expect((await get<string[]>('/sys/dict/loadDictItem/sys_user,realname,username', { key: 'leftcompany,admin' })).body.result).toEqual(['离职的陈工', '系统管理员']);
  });

  it('loadTreeData loads a registered tree level by level, leaves marked, narrowed by a whitelisted condition', async () => {
    const roots = await get<TreeSelectNode[]>('/sys/dict/loadTreeData', { tableName: 'sys_depart', text: 'depart_name', code: 'id', pidField: 'parent_id' });
    expect(roots.body.result).toEqual([{ key: COMPANY, value: COMPANY, title: '浙江鲜源乳业有限公司', label: '浙江鲜源乳业有限公司', leaf: 0, isLeaf: false, parentId: null }]);
    const level = await get<TreeSelectNode[]>('/sys/dict/loadTreeData', { tableName: 'sys_depart', pid: COMPANY });
    expect(level.body.result.map((n) => [n.title, n.leaf])).toEqual([['质量管理部', 1], ['生产部', 1], ['仓储物流部', 1]]);
    const none = await get<TreeSelectNode[]>('/sys/dict/loadTreeData', { tableName: 'sys_depart', pid: COMPANY, condition: '{"org_category":"1"}' });
    expect(none.body.result).toEqual([]);
    const categories = await get<TreeSelectNode[]>('/sys/dict/loadTreeData', { tableName: 'sys_category', hasChildField: 'has_child' });
    expect(categories.body.result.map((n) => [n.title, n.leaf])).toEqual([['包装形式', 0], ['食品分类', 0]]);
  });

  it('loadTreeData refuses an unknown tree, other columns and a malformed condition (400, never SQL)', async () => {
    const bad = async (query: Record<string, string>, message: string) => {
      const res = await get('/sys/dict/loadTreeData', query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(res.body.message).toContain(message);
    };
    await bad({ tableName: 'sys_user' }, '未注册的树形字典');
    await bad({ tableName: 'sys_depart', text: 'password' }, 'text=password');
    await bad({ tableName: 'sys_depart', pidField: 'pid' }, 'pidField=pid');
    await bad({ tableName: 'sys_depart', condition: '[1]' }, 'JSON 对象');
    await bad({ tableName: 'sys_depart', condition: '{"password":"x"}' }, '不支持字段 password');
    await bad({}, 'tableName');
    expect((await get('/sys/dict/loadTreeData', { tableName: 'sys_depart' }, false)).status).toBe(401);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageResult } from '@foodtrace/contracts';
import { parseListQuery, type ListSpec } from '../src/platform/list-query/parse.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

const spec: ListSpec = {
  fields: { id: 'string', name: 'string', qty: 'int', createTime: 'datetime', birthday: 'date' },
  sortable: ['createTime', 'name'],
  defaultSort: { field: 'createTime', order: 'desc' },
  timeZone: 'Asia/Shanghai',
};

describe('JeecgBoot query conventions', () => {
  const f = (raw: Record<string, string>) => parseListQuery(spec, raw).filters;

  it('reads each value convention', () => {
    expect(f({ name: '*奶*' })).toEqual([{ field: 'name', op: 'like', value: '奶' }]);
    expect(f({ name: '*奶' })).toEqual([{ field: 'name', op: 'left_like', value: '奶' }]);
    expect(f({ name: '奶*' })).toEqual([{ field: 'name', op: 'right_like', value: '奶' }]);
    expect(f({ name: '!奶' })).toEqual([{ field: 'name', op: 'ne', value: '奶' }]);
    expect(f({ name: 'a,b' })).toEqual([{ field: 'name', op: 'in', value: ['a', 'b'] }]);
    expect(f({ name: ',a,b,' })).toEqual([{ field: 'name', op: 'multi_like', value: ['a', 'b'] }]);
    expect(f({ qty: '>= 5' })).toEqual([{ field: 'qty', op: 'ge', value: 5 }]);
    expect(f({ qty: '< 5' })).toEqual([{ field: 'qty', op: 'lt', value: 5 }]);
    // JeecgBoot needs the space after the operator; without it the text is an equality value.
    expect(f({ name: '>=5' })).toEqual([{ field: 'name', op: 'eq', value: '>=5' }]);
    expect(f({ qty: '7' })).toEqual([{ field: 'qty', op: 'eq', value: 7 }]);
  });

  it('reads ranges, widening a date to the whole day in the configured zone', () => {
    const [b, e] = f({ createTime_begin: '2026-01-01', createTime_end: '2026-01-01' });
    expect(b).toEqual({ field: 'createTime', op: 'ge', value: Date.UTC(2025, 11, 31, 16, 0, 0) });
    expect(e).toEqual({ field: 'createTime', op: 'le', value: Date.UTC(2026, 0, 1, 15, 59, 59) + 999 });
    expect(f({ birthday_begin: '1990-01-01' })).toEqual([{ field: 'birthday', op: 'ge', value: '1990-01-01' }]);
  });

  it('takes a scope the resource declares and refuses any other', () => {
    const mine = () => ({}) as never;
    const scoped: ListSpec = { ...spec, scopes: { mine } };
    expect(parseListQuery(scoped, { listScope: 'mine', name: 'a' })).toMatchObject({ scope: mine, filters: [{ field: 'name', op: 'eq', value: 'a' }] });
    expect(parseListQuery(scoped, {}).scope).toBeUndefined();
    expect(() => parseListQuery(scoped, { listScope: 'theirs' })).toThrow('不支持的列表范围 theirs');
    expect(() => parseListQuery(scoped, { listScope: 'toString' })).toThrow('不支持的列表范围 toString');
    expect(() => parseListQuery(spec, { listScope: 'mine' })).toThrow('不支持的列表范围 mine');
  });

  it('drops unknown fields and refuses unknown sort columns, bad numbers and bad rules', () => {
    expect(f({ password: 'x', 'name;drop': 'y', _t: '1' })).toEqual([]);
    expect(() => parseListQuery(spec, { column: 'password' })).toThrow('不支持按 password 排序');
    expect(() => parseListQuery(spec, { column: 'name', order: 'sideways' })).toThrow();
    expect(() => f({ qty: 'abc' })).toThrow('qty 需要数字');
    expect(() => parseListQuery(spec, { superQueryParams: JSON.stringify([{ field: 'name', rule: 'sql', val: '1' }]) })).toThrow('不支持的查询规则');
    expect(() => parseListQuery(spec, { superQueryParams: JSON.stringify([{ field: 'password', rule: 'eq', val: '1' }]) })).toThrow('不支持查询字段');
  });

  it('strips _dictText from sort columns, bounds the page size, defaults the sort', () => {
    const q = parseListQuery(spec, { column: 'name_dictText', order: 'asc', pageSize: '99999', pageNo: '3' });
    expect(q.sort).toEqual([{ field: 'name', order: 'asc' }]);
    expect(q.pageSize).toBe(1000);
    expect(q.pageNo).toBe(3);
    expect(parseListQuery(spec, {}).sort).toEqual([{ field: 'createTime', order: 'desc' }]);
    expect(() => parseListQuery(spec, { pageNo: '0' })).toThrow();
  });

  it('reads an encoded super query', () => {
    const params = encodeURI(JSON.stringify([{ field: 'name', rule: 'right_like', val: '鲜' }, { field: 'qty', rule: 'in', val: '1,2' }]));
    const q = parseListQuery(spec, { superQueryParams: params, superQueryMatchType: 'or' });
    expect(q.superQuery).toEqual({ match: 'or', filters: [{ field: 'name', op: 'right_like', value: '鲜' }, { field: 'qty', op: 'in', value: [1, 2] }] });
  });
});

describe.each(databaseTargets())('list queries against $name', (target) => {
  let t: TestApp;
  let token: string;
  const list = async (query: Record<string, string>) =>
    (await t.call<PageResult<{ code: string; name: string }>>('GET', '/sys/position/list', { token, query })).body.result;
  beforeAll(async () => {
    t = await startApp(target);
    token = await t.login();
    for (const [code, name] of [['p_pct', '100%纯牛奶'], ['p_us', 'a_b 专员'], ['p_x', 'axb 专员'], ['p_case', 'QA Lead']]) {
      await t.call('POST', '/sys/position/add', { token, body: { code, name, rank: '1' } });
    }
  });
  afterAll(async () => { await t?.close(); });

  it('treats % and _ in a search as themselves', async () => {
    expect((await list({ name: '*%*' })).records.map((r) => r.code)).toEqual(['p_pct']);
    expect((await list({ name: '*a_b*' })).records.map((r) => r.code)).toEqual(['p_us']);
  });

  it('searches case-insensitively like JeecgBoot on MySQL', async () => {
    expect((await list({ name: '*qa lead*' })).records.map((r) => r.code)).toEqual(['p_case']);
  });

  it('pages, sorts and counts', async () => {
    const page = await list({ pageSize: '2', pageNo: '2', column: 'code', order: 'asc' });
    expect(page.size).toBe(2);
    expect(page.current).toBe(2);
    expect(page.total).toBe(9);
    expect(page.pages).toBe(5);
    const all = await list({ pageSize: '100', column: 'code', order: 'asc' });
    expect(all.records.map((r) => r.code)).toEqual([...all.records.map((r) => r.code)].sort());
  });

  it('applies a super query with or', async () => {
    const superQueryParams = JSON.stringify([{ field: 'code', rule: 'eq', val: 'gm' }, { field: 'name', rule: 'like', val: '专员' }]);
    const r = await list({ superQueryParams, superQueryMatchType: 'or', column: 'code', order: 'asc' });
    expect(r.records.map((x) => x.code)).toEqual(['gm', 'p_us', 'p_x']);
    const and = await list({ superQueryParams, superQueryMatchType: 'and' });
    expect(and.total).toBe(0);
  });

  it('filters by dictionary value lists and creation time ranges', async () => {
    const r = await list({ rank: '4,5', column: 'code', order: 'asc' });
    expect(r.records.map((x) => x.code)).toEqual(['gm', 'qa_manager']);
    expect((await list({ createTime_begin: '2000-01-01', createTime_end: '2000-12-31' })).total).toBe(0);
  });
});

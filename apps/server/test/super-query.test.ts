import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildSuperQueryParams, wrapFilterValue, type PageResult, type SuperQueryLine, type SuperQueryMatchType,
} from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/**
 * The advanced query builder's exact output (contracts buildSuperQueryParams, the function the web builder
 * calls) and the input filter's values, run against /sys/position/list on every configured database.
 */
type Row = { code: string; name: string; rank: string };

const POSITIONS: Array<[string, string, string]> = [
  ['sq_cold', '冷链专员', '1'],
  ['sq_store', '冷库主管', '3'],
  ['sq_qc', '品控专员', '2'],
  ['sq_lab', '化验室主任', '4'],
];

describe.each(databaseTargets())('advanced query on /sys/position/list against $name', (target) => {
  let t: TestApp;
  let token: string;
  let deniedToken: string;

  /** Only this suite's rows: the builder's group is ANDed with an ordinary `code=sq_*` filter. */
  const codes = async (lines: SuperQueryLine[], match: SuperQueryMatchType) => {
    const query = { ...buildSuperQueryParams(lines, match), code: 'sq_*', column: 'code', order: 'asc', pageSize: '100' };
    const res = await t.call<PageResult<Row>>('GET', '/sys/position/list', { token, query });
    expect(res.status).toBe(200);
    return res.body.result.records.map((r) => r.code);
  };
  const filtered = async (query: Record<string, string>) => {
    const res = await t.call<PageResult<Row>>('GET', '/sys/position/list', { token, query: { ...query, code: query.code ?? 'sq_*', column: 'code', order: 'asc' } });
    return res.body.result.records.map((r) => r.code);
  };

  beforeAll(async () => {
    t = await startApp(target);
    token = await t.login();
    for (const [code, name, rank] of POSITIONS) {
      const res = await t.call('POST', '/sys/position/add', { token, body: { code, name, rank } });
      expect(res.body.success).toBe(true);
    }
    await t.createUser('sq_nolist', 'Sq#nolist-2026');
    deniedToken = await t.login('sq_nolist', 'Sq#nolist-2026');
  });
  afterAll(async () => { await t?.close(); });

  it('runs a two-line OR query as the builder sends it', async () => {
    const lines: SuperQueryLine[] = [
      { field: 'name', rule: 'like', val: '专员', type: 'string' },
      { field: 'rank', rule: 'in', val: ['3', '4'], type: 'dict', dictCode: 'position_rank' },
      { rule: 'eq' }, // a blank line left in the builder is not sent
    ];
    expect(await codes(lines, 'or')).toEqual(['sq_cold', 'sq_lab', 'sq_qc', 'sq_store']);
    expect(await codes(lines, 'and')).toEqual([]);
  });

  it('applies every rule', async () => {
    const one = (rule: SuperQueryLine['rule'], field: string, val: string | string[]) => codes([{ field, rule, val }], 'and');
    expect(await one('eq', 'name', '冷库主管')).toEqual(['sq_store']);
    expect(await one('ne', 'rank', '1')).toEqual(['sq_lab', 'sq_qc', 'sq_store']);
    expect(await one('like', 'name', '冷')).toEqual(['sq_cold', 'sq_store']);
    expect(await one('right_like', 'name', '冷链')).toEqual(['sq_cold']);
    expect(await one('left_like', 'name', '主任')).toEqual(['sq_lab']);
    expect(await one('in', 'rank', ['1', '2'])).toEqual(['sq_cold', 'sq_qc']);
    expect(await one('gt', 'rank', '3')).toEqual(['sq_lab']);
    expect(await one('ge', 'rank', '3')).toEqual(['sq_lab', 'sq_store']);
    expect(await one('lt', 'rank', '2')).toEqual(['sq_cold']);
    expect(await one('le', 'rank', '2')).toEqual(['sq_cold', 'sq_qc']);
  });

  it('compares date-times typed as the builder writes them (YYYY-MM-DD HH:mm:ss)', async () => {
    expect(await codes([{ field: 'createTime', rule: 'ge', val: '2000-01-01 00:00:00', type: 'datetime' }], 'and')).toHaveLength(4);
    expect(await codes([{ field: 'createTime', rule: 'lt', val: '2000-01-01 00:00:00', type: 'datetime' }], 'and')).toEqual([]);
  });

  it('reads the input filter values (spec §4) as list filters', async () => {
    expect(await filtered({ name: wrapFilterValue(' 专员 ', 'like', { trim: true }) })).toEqual(['sq_cold', 'sq_qc']);
    expect(await filtered({ rank: wrapFilterValue('1', 'ne') })).toEqual(['sq_lab', 'sq_qc', 'sq_store']);
    expect(await filtered({ rank: wrapFilterValue('3', 'ge') })).toEqual(['sq_lab', 'sq_store']);
    expect(await filtered({ rank: wrapFilterValue('2', 'le') })).toEqual(['sq_cold', 'sq_qc']);
  });

  it('refuses a field outside the whitelist, a rule outside the set, a bad match type and broken JSON (400)', async () => {
    const bad = async (query: Record<string, string>) => (await t.call('GET', '/sys/position/list', { token, query })).status;
    expect(await bad({ ...buildSuperQueryParams([{ field: 'password', rule: 'eq', val: 'x' }], 'and') })).toBe(400);
    expect(await bad({ superQueryParams: encodeURI(JSON.stringify([{ field: 'name', rule: 'sql', val: 'x' }])), superQueryMatchType: 'and' })).toBe(400);
    expect(await bad({ ...buildSuperQueryParams([{ field: 'name', rule: 'eq', val: 'x' }], 'and'), superQueryMatchType: 'xor' })).toBe(400);
    expect(await bad({ superQueryParams: '%5B%7Bbroken', superQueryMatchType: 'and' })).toBe(400);
  });

  it('answers 401 without a session and 403 without system:position:list', async () => {
    const query = { ...buildSuperQueryParams([{ field: 'name', rule: 'like', val: '专员' }], 'or') };
    expect((await t.call('GET', '/sys/position/list', { query })).status).toBe(401);
    expect((await t.call('GET', '/sys/position/list', { token: deniedToken, query })).status).toBe(403);
  });
});

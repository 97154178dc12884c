import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CompiledQuery } from 'kysely';
import type { PageResult, ReportColumnsAnswer, ReportDataAnswer, ReportQueryItem } from '@foodtrace/contracts';
import { newId } from '../src/platform/db/ids.ts';
import { readOnlyRunner, ReportTimeoutError } from '../src/modules/online-report/readonly/index.ts';
import { reportDb } from '../src/modules/online-report/schema.ts';
import { withoutDemoStaff } from './demo-staff.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';

const QA = SEED_IDS.qaDepart;
const SLOW = 'with recursive r(n) as (select 1 union all select n+1 from r where n < 1000) select count(*) as c from r a, r b, r c';

describe.each(databaseTargets())('online reports on $name', (target) => {
  let t: TestApp;
  let token: string;
  let admin: string;
  let usersId = '';
  let categoriesId = '';
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    await withoutDemoStaff(t, admin);
    await t.createUser('reportreader', 'Reader#pass-123');
    token = await t.login('reportreader', 'Reader#pass-123');
    for (const [username, realname, sex] of [['qa_li', '李质检', 2], ['qa_wang', '王化验', 1]] as const) {
      await t.call('POST', '/sys/user/add', { token: admin, body: { username, password: 'Staff#pass-123', realname, sex, selecteddeparts: QA } });
    }
  });
  afterAll(async () => { await t?.close(); });

  const get = <T>(url: string, query?: Record<string, string>, auth = true) => t.call<T>('GET', `/online/cgreport/api${url}`, { token: auth ? token : undefined, query });
  const data = (query: Record<string, string> = {}, id = usersId) => get<ReportDataAnswer>(`/getData/${id}`, query);

  it('getRpColumns answers the shown columns, their dictionaries and the report id', async () => {
    const res = await get<ReportColumnsAnswer>('/getRpColumns/user_by_depart');
    expect(res.body.result).toMatchObject({
      cgRpConfigName: '部门人员',
      columns: [
        { title: '部门', dataIndex: 'depart_name' }, { title: '账号', dataIndex: 'username' },
        { title: '姓名', dataIndex: 'realname' }, { title: '性别', dataIndex: 'sex', customRender: 'sex' },
      ],
      dictOptions: { sex: [{ value: '1', text: '男', title: '男' }, { value: '2', text: '女', title: '女' }] },
    });
    usersId = res.body.result.cgRpConfigId;
    categoriesId = (await get<ReportColumnsAnswer>('/getRpColumns/food_category')).body.result.cgRpConfigId;
    expect((await get('/getRpColumns/nothing')).body).toMatchObject({ success: false, message: '未找到编码为 nothing 的报表' });
    expect((await get('/getRpColumns/user_by_depart', undefined, false)).status).toBe(401);
  });

  it('getQueryInfo answers the query items; those after the second start folded (hidden 1)', async () => {
    const res = await get<ReportQueryItem[]>(`/getQueryInfo/${usersId}`);
    expect(res.body.result).toEqual([
      { field: 'depart_name', label: '部门', mode: 'single', view: 'string' },
      { field: 'username', label: '账号', mode: 'single', view: 'string' },
      { field: 'realname', label: '姓名', mode: 'single', view: 'string', hidden: '1' },
      { field: 'sex', label: '性别', mode: 'single', view: 'int', dictCode: 'sex', hidden: '1' },
    ]);
    expect((await get('/getQueryInfo/missing')).body).toMatchObject({ success: false, message: '报表不存在' });
    expect((await get(`/getQueryInfo/${usersId}`, undefined, false)).status).toBe(401);
  });

  it('getData pages, filters and sorts over the report\'s own fields with bound values', async () => {
    const all = await data({ pageNo: '1', pageSize: '10' });
    expect(all.body.result.total).toBe(3);
    expect(all.body.result.records.map((r) => [r.depart_name, r.username])).toEqual([
      ['浙江鲜源乳业有限公司', 'admin'], ['质量管理部', 'qa_li'], ['质量管理部', 'qa_wang'],
    ]);
    expect(Object.keys(all.body.result.records[0])).toEqual(['org_code', 'depart_name', 'username', 'realname', 'sex', 'user_id']);
    const women = await data({ sex: '2' });
    expect(women.body.result.records.map((r) => r.realname)).toEqual(['李质检']);
    expect((await data({ realname: '*质*' })).body.result.records.map((r) => r.username)).toEqual(['qa_li']);
    const sorted = await data({ column: 'username', order: 'desc', pageSize: '2' });
    expect(sorted.body.result).toMatchObject({ total: 3 });
    expect(sorted.body.result.records.map((r) => r.username)).toEqual(['qa_wang', 'qa_li']);
    expect((await data({ column: 'username', order: 'desc', pageSize: '2', pageNo: '2' })).body.result.records.map((r) => r.username)).toEqual(['admin']);
    expect((await data({ username: "' or '1'='1" })).body.result.total).toBe(0);
    // Only the report's own fields: a column of the underlying table is ignored as a filter, refused as a sort.
    expect((await data({ password: 'x' })).body.result.total).toBe(3);
    expect((await data({ column: 'password' })).status).toBe(400);
    expect((await data({ column: 'username;drop table sys_user' })).status).toBe(400);
    expect((await data({ sex: 'abc' })).status).toBe(400);
    expect((await data({ pageNo: '0' })).status).toBe(400);
    expect((await get(`/getData/${usersId}`, {}, false)).status).toBe(401);
  });

  it('binds self_ parameters into the SQL placeholders', async () => {
    const dairy = await data({ self_pcode: 'B01A01', pageSize: '50' }, categoriesId);
    expect(dairy.body.result.records.every((r) => String(r.code).startsWith('B01A01'))).toBe(true);
    expect(dairy.body.result.records[0]).toMatchObject({ code: 'B01A01', name: '乳制品', parent_name: '食品分类', has_child: '1' });
    const injection = await data({ self_pcode: "x' or '1'='1" }, categoriesId);
    expect(injection.body.result.total).toBe(0);
    const everything = await data({ pageSize: '1' }, categoriesId);
    expect(everything.body.result.total).toBeGreaterThan(40);
  });

  it('keeps an answer 30 s per parameter group', async () => {
    const before = await data({ username: 'qa_*' });
    await t.call('POST', '/sys/user/add', { token: admin, body: { username: 'qa_zhao', password: 'Staff#pass-123', realname: '赵留样', selecteddeparts: QA } });
    expect((await data({ username: 'qa_*' })).body.result.total).toBe(before.body.result.total);
    expect((await data({ username: 'qa_*', pageSize: '20' })).body.result.total).toBe(before.body.result.total + 1);
  });

  it('refuses a stored definition that is not a single SELECT, or that names a data source that is not there', async () => {
    const rdb = reportDb(t.ctx.db);
    const add = async (code: string, cgrSql: string, dbSource: string | null = null) => {
      await rdb.insertInto('onlCgreportHead').values({ id: newId(), code, name: code, cgrSql, dbSource, content: null, delFlag: 0, createBy: 'test', createTime: Date.now(), updateBy: null, updateTime: null }).execute();
    };
    await add('evil_delete', 'select 1 as n; delete from sys_user');
    await add('evil_source', 'select 1 as n', 'other_db');
    expect((await get('/getRpColumns/evil_delete')).body).toMatchObject({ success: false, message: '报表【evil_delete】的SQL不合规：报表SQL只能是一条语句' });
    const missing = await get<ReportColumnsAnswer>('/getRpColumns/evil_source');
    expect((await data({}, missing.body.result.cgRpConfigId)).body).toMatchObject({ success: false, message: '数据源【other_db】不存在或已删除' });
    expect((await t.call('GET', '/sys/user/list', { token: admin })).body.success).toBe(true);
  });

  it('runs read-only: the database refuses a write even if one got past the SQL check', async () => {
    const runner = readOnlyRunner(t.ctx.db, t.config.db, 3000);
    try {
      await expect(runner.run([CompiledQuery.raw("update sys_dict set dict_name = 'x'", [])])).rejects.toThrow();
      const rows = await t.ctx.db.selectFrom('sysDict').select('dictName').where('dictCode', '=', 'sex').execute();
      expect(rows[0].dictName).toBe('性别');
    } finally {
      await runner.close();
    }
  });

  it('stops a query at the time limit', async () => {
    const runner = readOnlyRunner(t.ctx.db, t.config.db, 300);
    try {
      const started = Date.now();
      await expect(runner.run([CompiledQuery.raw(SLOW, [])])).rejects.toBeInstanceOf(ReportTimeoutError);
      expect(Date.now() - started).toBeLessThan(5000);
      // The runner keeps working after a timeout.
      expect((await runner.run([CompiledQuery.raw('select 1 as n', [])]))[0][0].n).toBe(1);
    } finally {
      await runner.close();
    }
  });

  it('the plain page of the users list is unaffected by report reads', async () => {
    const res = await t.call<PageResult<unknown>>('GET', '/sys/user/list', { token: admin });
    expect(res.body.result.total).toBeGreaterThanOrEqual(4);
  });
});

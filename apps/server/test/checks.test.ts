import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHECK_RULE_PERMS, CHECK_TEXT, COMMON_CHECK_RULE, DICT_PERMS, MSG, RULE_PATTERN_TEXT, SYS_PERMS, positionResource, permissionCode,
  type CheckRuleRecord, type PageResult,
} from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/** Duplicate check through the registry and check rules (spec §4 Other, §7.2; DESIGN.md §5 rule 1). */
describe.each(databaseTargets())('checks on $name', (target) => {
  let t: TestApp;
  let admin: string;
  let plain: string;
  let userWriter: string;
  let ruleReader: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
    await t.createUser('chkplain', 'Plain#pass-123');
    await t.createUser('chkwriter', 'Writer#pass-123', [SYS_PERMS.user.edit]);
    await t.createUser('chkreader', 'Reader#pass-123', [CHECK_RULE_PERMS.list]);
    plain = await t.login('chkplain', 'Plain#pass-123');
    userWriter = await t.login('chkwriter', 'Writer#pass-123');
    ruleReader = await t.login('chkreader', 'Reader#pass-123');
  });
  afterAll(async () => { await t?.close(); });

  const dup = (query: Record<string, string>, token?: string) => t.call('GET', '/sys/duplicate/check', { token, query });

  describe('/sys/duplicate/check', () => {
    it('answers free or taken for a registered pair, ignoring the row being edited', async () => {
      const taken = await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' }, admin);
      expect(taken.body).toMatchObject({ success: false, code: 500, message: '该值不可用，系统中已存在！' });
      const free = await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'nobody_here' }, admin);
      expect(free.body).toMatchObject({ success: true, message: CHECK_TEXT.available });
      const self = await t.ctx.db.selectFrom('sysUser').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
      const editing = await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin', dataId: self.id }, admin);
      expect(editing.body.success).toBe(true);
      // camelCase and snake_case name the same registered column.
      expect((await dup({ tableName: 'sys_user', fieldName: 'work_no', fieldVal: '00001' }, admin)).body.success).toBe(false);
      expect((await dup({ tableName: 'sys_user', fieldName: 'workNo', fieldVal: '00001' }, admin)).body.success).toBe(false);
    });

    it('passes an empty value without looking', async () => {
      expect((await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: '' }, admin)).body.success).toBe(true);
      expect((await dup({ tableName: 'sys_user', fieldName: 'username' }, admin)).body.success).toBe(true);
    });

    it('covers the generic resources\' unique fields within the tenant and the dictionaries in the recycle bin', async () => {
      const pos = await t.call<{ code: string }>('POST', '/sys/position/add', { token: admin, body: { code: 'dup_pos', name: '重复校验', rank: '1' } });
      expect(pos.body.success).toBe(true);
      expect((await dup({ tableName: 'sys_position', fieldName: 'code', fieldVal: 'dup_pos' }, admin)).body.success).toBe(false);
      const dict = await t.call<{ id: string }>('POST', '/sys/dict/add', { token: admin, body: { dictName: '待删', dictCode: 'dup_dict' } });
      await t.call('DELETE', '/sys/dict/delete', { token: admin, query: { id: dict.body.result.id } });
      expect((await dup({ tableName: 'sys_dict', fieldName: 'dict_code', fieldVal: 'dup_dict' }, admin)).body.success).toBe(false);
    });

    it('refuses an unregistered table or column with 400, never reaching SQL', async () => {
      for (const [tableName, fieldName] of [['sys_user', 'password'], ['sys_log', 'id'], ['sys_user', 'username or 1=1'], ['sys_user;drop', 'username']]) {
        const res = await dup({ tableName, fieldName, fieldVal: 'x' }, admin);
        expect(res.status, `${tableName}.${fieldName}`).toBe(400);
      }
      expect((await dup({ fieldName: 'username', fieldVal: 'x' }, admin)).status).toBe(400);
    });

    it('401 without a session; 403 for a user who may not write the table', async () => {
      expect((await dup({ tableName: 'sys_user', fieldName: 'username', fieldVal: 'admin' })).status).toBe(401);
      const denied = await dup({ tableName: 'sys_user', fieldName: 'phone', fieldVal: '13800000000' }, plain);
      expect(denied.status).toBe(403);
      expect(denied.body.code).toBe(510);
      expect((await dup({ tableName: 'sys_user', fieldName: 'phone', fieldVal: '13800000000' }, userWriter)).body.success).toBe(true);
      expect((await dup({ tableName: 'sys_position', fieldName: 'code', fieldVal: 'x' }, userWriter)).status).toBe(403);
      for (const code of [permissionCode(positionResource, 'add'), DICT_PERMS.add, CHECK_RULE_PERMS.add, SYS_PERMS.user.add]) {
        expect(await t.ctx.db.selectFrom('sysPermission').select('id').where('perms', '=', code).executeTakeFirst(), code).toBeTruthy();
      }
    });
  });

  describe('check rules', () => {
    const rule = (code: string, lines: unknown = COMMON_CHECK_RULE.lines) =>
      ({ ruleName: `规则 ${code}`, ruleCode: code, ruleJson: JSON.stringify(lines), ruleDescription: '测试' });
    const check = (ruleCode: string, value: string, token = plain) => t.call('GET', '/sys/checkRule/checkByCode', { token, query: { ruleCode, value } });

    it('seeds JeecgBoot\'s common rule and checks values against it for any signed-in user', async () => {
      expect((await check('common', 'abc_12')).body).toMatchObject({ success: true, message: CHECK_TEXT.rulePassed });
      expect((await check('common', '')).body.success).toBe(true);
      expect((await check('common', '9abc')).body).toMatchObject({ success: false, code: 500, message: '第一位只能是字母' });
      expect((await check('common', 'a'.repeat(13))).body).toMatchObject({ success: false, message: '最多输入12位数' });
      expect((await check('missing_rule', 'x')).body).toMatchObject({ success: false, message: CHECK_TEXT.ruleMissing });
      expect((await check('common', 'x'.repeat(1001))).status).toBe(400);
      expect((await t.call('GET', '/sys/checkRule/checkByCode', { token: plain, query: { value: 'x' } })).status).toBe(400);
      expect((await t.call('GET', '/sys/checkRule/checkByCode', { query: { ruleCode: 'common', value: 'x' } })).status).toBe(401);
    });

    it('walks add → list → edit → checkByCode → delete with the data log', async () => {
      const added = await t.call<CheckRuleRecord>('POST', '/sys/checkRule/add', { token: admin, body: rule('lot_no', [{ digits: '2', pattern: '[A-Z]{2}', message: '前两位为大写字母' }]) });
      expect(added.body).toMatchObject({ success: true, message: MSG.addOk });
      const id = added.body.result.id;
      expect(added.body.result.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const list = await t.call<PageResult<CheckRuleRecord>>('GET', '/sys/checkRule/list', { token: ruleReader, query: { ruleCode: '*lot*' } });
      expect(list.body.result.records.map((r) => r.ruleCode)).toEqual(['lot_no']);
      expect((await check('lot_no', 'ab12')).body.message).toBe('前两位为大写字母');
      const edited = await t.call<CheckRuleRecord>('PUT', '/sys/checkRule/edit', { token: admin, body: { id, ruleJson: JSON.stringify([{ digits: '*', pattern: '[a-z0-9]+', message: '小写字母或数字' }]) } });
      expect(edited.body).toMatchObject({ success: true, message: MSG.editOk });
      expect((await check('lot_no', 'ab12')).body.success).toBe(true);
      const byId = await t.call<CheckRuleRecord>('GET', '/sys/checkRule/queryById', { token: admin, query: { id } });
      expect(byId.body.result.ruleJson).toContain('小写字母或数字');
      expect((await t.call('DELETE', '/sys/checkRule/delete', { token: admin, query: { id } })).body).toMatchObject({ success: true, message: MSG.deleteOk });
      expect((await check('lot_no', 'x')).body.message).toBe(CHECK_TEXT.ruleMissing);
      const history = await t.ctx.db.selectFrom('sysDataLog').select('dataVersion').where('dataId', '=', id).orderBy('dataVersion').execute();
      expect(history.map((h) => h.dataVersion)).toEqual([1, 2, 3]);
    });

    it('refuses unsafe or malformed rules with 400 naming the problem, and duplicate codes in place', async () => {
      const nested = await t.call('POST', '/sys/checkRule/add', { token: admin, body: rule('evil', [{ digits: '*', pattern: '^(a+)+$', message: 'x' }]) });
      expect(nested.status).toBe(400);
      expect(nested.body.message).toContain(RULE_PATTERN_TEXT.nested);
      expect((await t.call('POST', '/sys/checkRule/add', { token: admin, body: rule('bad_json', 'x') })).status).toBe(400);
      expect((await t.call('POST', '/sys/checkRule/add', { token: admin, body: { ...rule('x'), ruleJson: '{' } })).status).toBe(400);
      expect((await t.call('POST', '/sys/checkRule/add', { token: admin, body: { ...rule('x'), ruleName: '' } })).body.message).toContain('ruleName');
      const dupCode = await t.call('POST', '/sys/checkRule/add', { token: admin, body: rule('common') });
      expect(dupCode.body).toMatchObject({ success: false, message: '规则编码已存在' });
    });

    it('never runs an unsafe pattern written into the table by hand', async () => {
      await t.ctx.db.insertInto('sysCheckRule' as never).values({
        id: 'handwritten00000000000000000001', ruleName: '手写', ruleCode: 'handwritten', ruleJson: JSON.stringify([{ digits: '*', pattern: '(a|aa)*$', message: 'x' }]),
        ruleDescription: null, createBy: 'test', createTime: Date.now(), updateBy: null, updateTime: null,
      } as never).execute();
      const res = await check('handwritten', `${'a'.repeat(40)}!`);
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain(RULE_PATTERN_TEXT.nested);
    });

    it('deletes in batch', async () => {
      const ids: string[] = [];
      for (const code of ['batch_a', 'batch_b']) ids.push((await t.call<CheckRuleRecord>('POST', '/sys/checkRule/add', { token: admin, body: rule(code) })).body.result.id);
      expect((await t.call('DELETE', '/sys/checkRule/deleteBatch', { token: admin, query: { ids: `${ids.join(',')},` } })).body).toMatchObject({ success: true, message: MSG.deleteBatchOk });
      const left = await t.call<PageResult<CheckRuleRecord>>('GET', '/sys/checkRule/list', { token: admin, query: { ruleCode: 'batch_a,batch_b' } });
      expect(left.body.result.total).toBe(0);
    });

    it('401 without a session and 403 without the code on every administration route', async () => {
      const routes: Array<[string, string, unknown?]> = [
        ['GET', '/sys/checkRule/list'], ['GET', '/sys/checkRule/queryById?id=x'], ['POST', '/sys/checkRule/add', rule('z')],
        ['PUT', '/sys/checkRule/edit', { id: 'x' }], ['DELETE', '/sys/checkRule/delete?id=x'], ['DELETE', '/sys/checkRule/deleteBatch?ids=x'],
      ];
      for (const [method, url, body] of routes) {
        expect((await t.call(method, url, { body })).status, `${method} ${url}`).toBe(401);
        const denied = await t.call(method, url, { token: plain, body });
        expect(denied.status, `${method} ${url}`).toBe(403);
        expect(denied.body.code).toBe(510);
      }
      expect((await t.call('POST', '/sys/checkRule/add', { token: ruleReader, body: rule('z') })).status).toBe(403);
    });
  });
});

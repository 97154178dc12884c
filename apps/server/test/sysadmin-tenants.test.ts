import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MSG, RESOURCES, type LoginResult, type PageResult } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

type TenantRow = { id: number; name: string; status: number; status_dictText: string; beginDate: string | null; endDate: string | null };

describe.each(databaseTargets())('租户 on $name', (target) => {
  let t: TestApp;
  let admin: string;
  beforeAll(async () => {
    t = await startApp(target);
    admin = await t.login();
  });
  afterAll(async () => { await t?.close(); });

  const addTenant = (body: Record<string, unknown>) => t.call<TenantRow>('POST', '/sys/tenant/add', { token: admin, body: { status: 1, ...body } });
  const addUser = (username: string, relTenantIds: string, extra: Record<string, unknown> = {}) =>
    t.call<{ id: string }>('POST', '/sys/user/add', { token: admin, body: { username, password: 'Tenant#pass-1', realname: username, relTenantIds, ...extra } });
  const signIn = (username: string) => t.call<LoginResult>('POST', '/sys/login', { body: { username, password: 'Tenant#pass-1' } });

  describe('tenant CRUD', () => {
    it('adds tenants with server-chosen integer ids and lists them with the status text', async () => {
      const one = await addTenant({ name: '北京租户001', beginDate: '2026-01-01 00:00:00', endDate: '2099-12-31 23:59:59' });
      expect(one.body, JSON.stringify(one.body)).toMatchObject({ success: true, message: MSG.addOk, result: { id: 1, name: '北京租户001', status: 1, status_dictText: '正常', beginDate: '2026-01-01 00:00:00' } });
      expect((await addTenant({ name: '上海租户002' })).body.result.id).toBe(2);
      const list = await t.call<PageResult<TenantRow>>('GET', '/sys/tenant/list', { token: admin, query: { name: '*上海*' } });
      expect(list.body.result.records.map((r) => r.id)).toEqual([2]);
      const all = await t.call<PageResult<TenantRow>>('GET', '/sys/tenant/list', { token: admin, query: { column: 'id', order: 'desc' } });
      expect(all.body.result.records.map((r) => r.id)).toEqual([2, 1]);
      expect((await t.call<TenantRow>('GET', '/sys/tenant/queryById', { token: admin, query: { id: '1' } })).body.result.name).toBe('北京租户001');
      expect((await t.call<TenantRow[]>('GET', '/sys/tenant/queryList', { token: admin, query: { ids: '2' } })).body.result.map((r) => r.name)).toEqual(['上海租户002']);
    });

    it('validates input', async () => {
      expect((await addTenant({ name: '' })).status).toBe(400);
      expect((await addTenant({ name: 'x', beginDate: 'soon' })).status).toBe(400);
      expect((await addTenant({ name: 'x', beginDate: '2026-02-01 00:00:00', endDate: '2026-01-01 00:00:00' })).body.message).toBe('结束时间不能早于开始时间');
      expect((await t.call('PUT', '/sys/tenant/edit', { token: admin, body: { id: 'abc', name: 'x' } })).status).toBe(400);
      expect((await t.call('GET', '/sys/tenant/queryById', { token: admin, query: { id: '0' } })).status).toBe(400);
      expect((await t.call('DELETE', '/sys/tenant/deleteBatch', { token: admin, query: { ids: 'a,b' } })).status).toBe(400);
    });

    it('edits, and deletes only tenants without members; ids are never reused', async () => {
      const three = (await addTenant({ name: '临时租户' })).body.result.id;
      expect((await t.call<TenantRow>('PUT', '/sys/tenant/edit', { token: admin, body: { id: three, name: '临时租户（改）' } })).body.result.name).toBe('临时租户（改）');
      expect((await t.call('DELETE', '/sys/tenant/delete', { token: admin, query: { id: String(three) } })).body.message).toBe(MSG.deleteOk);
      expect((await addTenant({ name: '新租户' })).body.result.id).toBe(three + 1);
      await addUser('member4', String(three + 1));
      expect((await t.call('DELETE', '/sys/tenant/deleteBatch', { token: admin, query: { ids: String(three + 1) } })).body.message).toBe(`租户 ${three + 1} 下还有用户，不能删除`);
    });
  });

  describe('sign-in and the tenant-id header', () => {
    it('answers tenantList only for users with tenants', async () => {
      await addUser('tenantuser', '1,2');
      const res = await signIn('tenantuser');
      expect(res.body.result.tenantList).toEqual([{ id: 1, name: '北京租户001', status: 1 }, { id: 2, name: '上海租户002', status: 1 }]);
      expect((await t.call<LoginResult>('POST', '/sys/login', { body: { username: 'admin', password: 'Admin#test-2026' } })).body.result).not.toHaveProperty('tenantList');
    });

    it('refuses sign-in when every tenant of the user is frozen', async () => {
      await addUser('frozenonly', '2');
      await t.call('PUT', '/sys/tenant/edit', { token: admin, body: { id: 2, status: 0 } });
      const res = await signIn('frozenonly');
      expect(res.body).toMatchObject({ success: false, message: MSG.tenantsFrozen });
      expect((await signIn('tenantuser')).body.result.tenantList?.map((x) => x.id)).toEqual([1]);
      await t.call('PUT', '/sys/tenant/edit', { token: admin, body: { id: 2, status: 1 } });
      expect((await signIn('frozenonly')).body.success).toBe(true);
    });

    it('checks the header against the membership on every call', async () => {
      const token = (await signIn('tenantuser')).body.result.token;
      const call = (tenant?: number | string) => t.call('GET', '/sys/permission/getUserPermissionByToken', { token, tenant });
      expect((await call()).status).toBe(200);
      expect((await call(0)).status).toBe(200);
      expect((await call(1)).status).toBe(200);
      expect((await call(3)).status).toBe(403);
      expect((await call('1 or 1=1')).status).toBe(400);
      await t.call('PUT', '/sys/tenant/edit', { token: admin, body: { id: 2, status: 0 } });
      expect((await call(2)).status).toBe(403);
      await t.call('PUT', '/sys/tenant/edit', { token: admin, body: { id: 2, status: 1 } });
      const me = (await t.call<PageResult<{ id: string }>>('GET', '/sys/user/list', { token: admin, query: { username: 'tenantuser' } })).body.result.records[0];
      await t.call('PUT', '/sys/user/edit', { token: admin, body: { id: me.id, relTenantIds: '1' } });
      expect((await call(2)).status).toBe(403);
      expect((await t.call('GET', '/sys/user/list', { token: admin, tenant: 1 })).status).toBe(403); // admin is in no tenant
    });
  });

  describe('tenant isolation of tenant-scoped resources (positions)', () => {
    let a = '', b = '';
    let bRows: string[] = [];
    const codes = ['system:position:list', 'system:position:queryById', 'system:position:add', 'system:position:edit', 'system:position:delete', 'system:position:deleteBatch'];

    beforeAll(async () => {
      const userA = await t.createUser('tenant_a', 'TenantA#pass-1', codes);
      const userB = await t.createUser('tenant_b', 'TenantB#pass-1', codes);
      await t.ctx.db.updateTable('sysUser').set({ relTenantIds: '1' }).where('id', '=', userA).execute();
      await t.ctx.db.updateTable('sysUser').set({ relTenantIds: '2' }).where('id', '=', userB).execute();
      a = await t.login('tenant_a', 'TenantA#pass-1');
      b = await t.login('tenant_b', 'TenantB#pass-1');
      const add = async (token: string, tenant: number, code: string) =>
        (await t.call<{ id: string }>('POST', '/sys/position/add', { token, tenant, body: { code, name: `职务${code}`, rank: '1' } })).body.result.id;
      bRows = [await add(b, 2, 'b_one'), await add(b, 2, 'b_two')];
      await add(a, 1, 'a_one');
    });

    it('every tenant-scoped resource table has the tenant column', async () => {
      for (const def of RESOURCES.filter((d) => d.tenantScoped)) {
        await expect(t.ctx.db.selectFrom(def.table as never).select('tenantId' as never).limit(1).execute(), def.table).resolves.toBeDefined();
      }
    });

    it('stamps the tenant on add', async () => {
      const rows = await t.ctx.db.selectFrom('sysPosition').select(['code', 'tenantId']).where('code', 'in', ['a_one', 'b_one']).orderBy('code').execute();
      expect(rows).toEqual([{ code: 'a_one', tenantId: 1 }, { code: 'b_one', tenantId: 2 }]);
    });

    it('user A of tenant 1 cannot read tenant 2\'s rows through list or detail', async () => {
      const list = await t.call<PageResult<{ code: string }>>('GET', '/sys/position/list', { token: a, tenant: 1, query: { pageSize: '100' } });
      expect(list.body.result.records.map((r) => r.code)).toEqual(['a_one']);
      const searched = await t.call<PageResult<unknown>>('GET', '/sys/position/list', { token: a, tenant: 1, query: { code: 'b_*' } });
      expect(searched.body.result.total).toBe(0);
      expect((await t.call('GET', '/sys/position/queryById', { token: a, tenant: 1, query: { id: bRows[0] } })).body).toMatchObject({ success: false, message: MSG.recordMissing });
      expect(JSON.stringify(list.body)).not.toContain('tenantId');
    });

    it('user A cannot change tenant 2\'s rows through edit, delete or deleteBatch', async () => {
      expect((await t.call('PUT', '/sys/position/edit', { token: a, tenant: 1, body: { id: bRows[0], name: '越权修改' } })).body.success).toBe(false);
      expect((await t.call('DELETE', '/sys/position/delete', { token: a, tenant: 1, query: { id: bRows[0] } })).body.success).toBe(false);
      expect((await t.call('DELETE', '/sys/position/deleteBatch', { token: a, tenant: 1, query: { ids: bRows.join(',') } })).body.success).toBe(false);
      const rows = await t.ctx.db.selectFrom('sysPosition').select(['name', 'delFlag']).where('id', 'in', bRows).orderBy('code').execute();
      expect(rows).toEqual([{ name: '职务b_one', delFlag: 0 }, { name: '职务b_two', delFlag: 0 }]);
    });

    it('user A cannot pick tenant 2 with the header, nor see it without a tenant', async () => {
      expect((await t.call('GET', '/sys/position/list', { token: a, tenant: 2 })).status).toBe(403);
      expect((await t.call('DELETE', '/sys/position/delete', { token: a, tenant: 2, query: { id: bRows[0] } })).status).toBe(403);
      const none = await t.call<PageResult<{ code: string }>>('GET', '/sys/position/list', { token: a, query: { pageSize: '100' } });
      expect(none.body.result.records.map((r) => r.code)).not.toContain('b_one');
    });

    it('uniqueness is per tenant; user B still sees and changes its own rows', async () => {
      expect((await t.call('POST', '/sys/position/add', { token: a, tenant: 1, body: { code: 'b_one', name: '同编码', rank: '1' } })).body.success).toBe(true);
      const list = await t.call<PageResult<{ code: string }>>('GET', '/sys/position/list', { token: b, tenant: 2, query: { column: 'code', order: 'asc' } });
      expect(list.body.result.records.map((r) => r.code)).toEqual(['b_one', 'b_two']);
      expect((await t.call('PUT', '/sys/position/edit', { token: b, tenant: 2, body: { id: bRows[0], name: '本租户修改' } })).body.success).toBe(true);
      expect((await t.call('DELETE', '/sys/position/deleteBatch', { token: b, tenant: 2, query: { ids: bRows.join(',') } })).body.success).toBe(true);
    });
  });
});

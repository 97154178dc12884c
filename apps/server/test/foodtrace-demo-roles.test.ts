import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOODTRACE_RESOURCES, resourceActions, type MenuItem, type PermissionResult } from '@foodtrace/contracts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

const PASSWORD = 'Staff#pass-2026';

/**
 * The demo plant's job roles (seed/demo/roles.ts): each person reads every food-traceability screen and writes
 * only what their job records; the read-only role (regulator, management) writes nothing; none reaches system
 * administration.
 */
describe.each(databaseTargets())('demo job roles on $name', (target) => {
  let t: TestApp;
  const tokens = new Map<string, string>();
  const as = async (username: string) => {
    if (!tokens.has(username)) {
      const admin = await t.login();
      await t.call('PUT', '/sys/user/changePassword', { token: admin, body: { username, password: PASSWORD, confirmpassword: PASSWORD } });
      tokens.set(username, await t.login(username, PASSWORD));
    }
    return tokens.get(username)!;
  };
  /**
   * What a call meets: 'forbidden' (403) when the role lacks its permission, else 'reached' — the route ran and
   * answered (200, or 400 for the empty body these calls send). A 404 (no such route) fails either way.
   */
  const meets = async (username: string, method: string, url: string, body: Record<string, unknown> = {}) => {
    const { status } = await t.call(method, url, { token: await as(username), ...(method === 'GET' ? { query: body as Record<string, string> } : { body }) });
    return [url, status === 403 ? 'forbidden' : status === 200 || status === 400 ? 'reached' : status];
  };
  const reaches = async (username: string, method: string, url: string, body?: Record<string, unknown>) =>
    expect(await meets(username, method, url, body)).toEqual([url, 'reached']);
  const forbidden = async (username: string, method: string, url: string, body?: Record<string, unknown>) =>
    expect(await meets(username, method, url, body)).toEqual([url, 'forbidden']);
  const menuPaths = async (username: string) => {
    const perms = (await t.call<PermissionResult>('GET', '/sys/permission/getUserPermissionByToken', { token: await as(username) })).body.result;
    const walk = (items: MenuItem[]): string[] => items.flatMap((m) => [m.path, ...walk(m.children ?? [])]);
    return { paths: walk(perms.menu), actions: perms.auth.map((a) => a.action) };
  };

  beforeAll(async () => { t = await startApp(target); });
  afterAll(async () => { await t?.close(); });

  it('gives each of the plant\'s people the role of their job', async () => {
    const held = await t.ctx.db.selectFrom('sysUserRole as ur').innerJoin('sysUser as u', 'u.id', 'ur.userId').innerJoin('sysRole as r', 'r.id', 'ur.roleId')
      .select(['u.username', 'r.roleName']).where('r.roleCode', 'like', 'ft_%').orderBy('u.username').execute();
    expect(Object.fromEntries(held.map((h) => [h.username, h.roleName]))).toEqual({
      chenxiaoyan: '质检员', hejing: '仓储物流', qianwei: '生产主管', shenguohua: '只读查看', wangli: '质量经理',
      xuzhiqiang: '生产主管', zhenghaibo: '仓储物流', zhouming: '质检员',
    });
  });

  it('shows a person the screens of the plant, and no system administration', async () => {
    const inspector = await menuPaths('chenxiaoyan');
    expect(inspector.paths).toEqual(expect.arrayContaining(['/dashboard/analysis', '/foodtrace/checkout', '/foodtrace/traceability', '/foodtrace/codeView', '/dashboard/chinaMap', '/account/settings']));
    expect(inspector.paths.filter((p) => p.startsWith('/isystem'))).toEqual([]);
    expect(inspector.actions).toEqual(expect.arrayContaining(['foodtrace:checkout:record', 'foodtrace:checkout:edit', 'foodtrace:product:list']));
    expect(inspector.actions).not.toContain('foodtrace:product:add');
    // the scanning station is the warehouse's
    expect(inspector.paths).not.toContain('/foodtrace/scanStation');
    const keeper = await menuPaths('hejing');
    expect(keeper.paths).toContain('/foodtrace/scanStation');
    // 批次库存 is everyone's, read through the lot list and exported as the stock sheet
    for (const person of [inspector, keeper]) {
      expect(person.paths).toContain('/foodtrace/lotStock');
      expect(person.actions).toEqual(expect.arrayContaining(['foodtrace:lot:list', 'foodtrace:lot:exportXls']));
    }
  });

  it('lets an inspector record inspections and destroy retained samples, and nothing else', async () => {
    await reaches('chenxiaoyan', 'GET', '/foodtrace/checkout/list');
    await reaches('chenxiaoyan', 'POST', '/foodtrace/checkout/record');
    await reaches('chenxiaoyan', 'GET', '/foodtrace/trace/backward', { lotNo: 'NONE' });
    await forbidden('chenxiaoyan', 'POST', '/foodtrace/product/add');
    await forbidden('chenxiaoyan', 'POST', '/foodtrace/code/generate');
    await forbidden('chenxiaoyan', 'POST', '/foodtrace/lot/recall');
    // the laboratory destroys the retained samples when due (留样台账's 登记销毁 adds a 不合格品处置)
    await reaches('zhouming', 'POST', '/foodtrace/lotDisposal/add');
    await forbidden('zhouming', 'DELETE', '/foodtrace/lotDisposal/delete');
    // a wrong inspection is corrected by editing it; deleting one is for the quality manager
    await forbidden('chenxiaoyan', 'DELETE', '/foodtrace/checkout/delete');
    await reaches('wangli', 'DELETE', '/foodtrace/checkout/delete');
  });

  it('lets the warehouse take in, ship, scan out, make and pack labels, but not void them or inspect', async () => {
    for (const url of ['/foodtrace/crudePutin/add', '/foodtrace/finishPutin/add', '/foodtrace/outputwarehouse/record', '/foodtrace/outputwarehouse/scanCodes', '/foodtrace/code/generate', '/foodtrace/code/pack']) {
      await reaches('hejing', 'POST', url);
    }
    for (const url of ['/foodtrace/code/void', '/foodtrace/checkout/record', '/foodtrace/process/record', '/foodtrace/lot/recall']) await forbidden('hejing', 'POST', url);
    await forbidden('hejing', 'DELETE', '/foodtrace/outputwarehouse/delete');
  });

  it('lets production record runs and their CCP corrections, and keep products, technologies and materials', async () => {
    for (const url of ['/foodtrace/process/record', '/foodtrace/ccpCorrection/add', '/foodtrace/product/add', '/foodtrace/technology/add', '/foodtrace/crude/add']) await reaches('xuzhiqiang', 'POST', url);
    await forbidden('xuzhiqiang', 'POST', '/foodtrace/outputwarehouse/record');
    // the inspectors judge the product; the correction is the line's record
    await forbidden('chenxiaoyan', 'POST', '/foodtrace/ccpCorrection/add');
  });

  it('shows the formulas to production and the quality manager only (产品配方: the plant\'s know-how)', async () => {
    for (const who of ['xuzhiqiang', 'wangli']) {
      await reaches(who, 'GET', '/foodtrace/product/formula', { productId: 'none' });
      await reaches(who, 'POST', '/foodtrace/product/saveFormula');
    }
    for (const who of ['chenxiaoyan', 'hejing', 'shenguohua']) {
      await forbidden(who, 'GET', '/foodtrace/product/formula', { productId: 'none' });
      await forbidden(who, 'POST', '/foodtrace/product/saveFormula');
    }
  });

  it('lets the read-only role read, trace and export everything, and write nothing', async () => {
    const readonly = 'shenguohua';
    for (const def of FOODTRACE_RESOURCES) {
      const actions = resourceActions(def);
      if (actions.includes('list')) await (def.key === 'consumerSuggest' ? forbidden : reaches)(readonly, 'GET', `${def.basePath}/list`);
      for (const write of ['add', 'edit', 'delete'] as const) {
        if (actions.includes(write)) await forbidden(readonly, { add: 'POST', edit: 'PUT', delete: 'DELETE' }[write], `${def.basePath}/${write}`);
      }
    }
    await reaches(readonly, 'GET', '/foodtrace/trace/epcis', { lotNo: 'NONE' });
    await reaches(readonly, 'GET', '/foodtrace/trace/report', { lotNo: 'NONE' });
    await reaches(readonly, 'GET', '/foodtrace/recall/drillPlan');
    await reaches(readonly, 'GET', '/foodtrace/dashboard/alerts');
    for (const url of ['/foodtrace/code/void', '/foodtrace/lot/recall', '/foodtrace/outputwarehouse/scanCodes', '/foodtrace/dashboard/handleSignal', '/foodtrace/checkout/record']) {
      await forbidden(readonly, 'POST', url);
    }
    await forbidden(readonly, 'GET', '/sys/user/list');
  });

  it('lets the quality manager recall and void codes, and not run the system', async () => {
    for (const url of ['/foodtrace/lot/recall', '/foodtrace/code/void', '/foodtrace/recall/mock', '/foodtrace/dashboard/handleSignal']) await reaches('wangli', 'POST', url);
    await forbidden('wangli', 'GET', '/sys/role/list');
  });
});

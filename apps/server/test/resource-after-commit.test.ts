import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { productTypeResource } from '@foodtrace/contracts';
import { ResourceRepo, type ResourceHooks } from '../src/crud/resource-repo.ts';
import { ruleVars } from '../src/platform/scope/data-rules.ts';
import { databaseTargets, startApp, type TestApp } from './harness.ts';

/**
 * An after-hook's AfterCommit (crud/resource-repo.ts): set going by an edit once it is committed — a message must
 * not name a write that is rolled back, nor reach its reader before the write is there — and never undoing it.
 */
describe.each(databaseTargets())('AfterCommit on $name', (target) => {
  let t: TestApp;
  beforeAll(async () => { t = await startApp(target); });
  afterAll(async () => { await t?.close(); });

  const user = { sessionId: 's', userId: 'u', username: 'admin', realname: null, orgCode: null, tenantId: 0, relTenantIds: null };
  const ctx = () => ({ user, tenantId: 0, dataRules: { sets: 'all' as const, vars: ruleVars(user, t.config.timeZone) } });
  const repoWith = (hooks: ResourceHooks, warned: unknown[] = []) => new ResourceRepo(productTypeResource, {
    db: t.ctx.db as never, kind: t.ctx.kind, dict: t.ctx.dict, timeZone: t.config.timeZone, files: t.app.fileStorage, secrets: t.ctx.secrets,
    log: { warn: (obj, msg) => warned.push([obj, msg]) },
  }, hooks);
  const typeName = async (id: string) => (await t.ctx.db.selectFrom('ftProductType' as never).select('typeName' as never)
    .where('id' as never, '=', id as never).executeTakeFirstOrThrow() as { typeName: string }).typeName;

  it('runs after the commit, where the app\'s own handle reads what the edit wrote', async () => {
    const seen: string[] = [];
    const repo = repoWith({ afterEdit: (row) => async () => { seen.push(await typeName(row.id as string)); } });
    const added = await repo.add({ typeName: `提交后${Date.now()}`, typeCode: `ac${Date.now()}` }, ctx());
    await repo.edit({ id: added.id as string, typeName: '改名后' }, ctx());
    expect(seen).toEqual(['改名后']);
  });

  it('leaves the committed edit standing when it fails, and says so in the log', async () => {
    const warned: unknown[] = [];
    const failing = repoWith({ afterEdit: () => async () => { throw new Error('message lost'); } }, warned);
    const added = await failing.add({ typeName: `失败${Date.now()}`, typeCode: `fl${Date.now()}` }, ctx());
    await failing.edit({ id: added.id as string, typeName: '已保存' }, ctx());
    expect(await typeName(added.id as string)).toBe('已保存');
    expect(warned).toEqual([[expect.objectContaining({ resource: productTypeResource.key, id: added.id }), 'a step after an edit failed']]);
  });
});

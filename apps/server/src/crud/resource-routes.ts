import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { LIST_SCOPE_KEY, MSG, addSchema, editSchema, permissionCode, resourceActions, type ResourceDef } from '@foodtrace/contracts';
import type { DB } from '../platform/db/schema.ts';
import { crudContext } from './crud-context.ts';
import { ok } from '../platform/envelope.ts';
import type { RepoDeps, ResourceHooks } from './resource-repo.ts';
import { ResourceRepo } from './resource-repo.ts';
import { visibleRows } from './visible-rows.ts';
import { registerResourceExcel } from './resource-excel.ts';
import { recordHistory } from './record-history.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** Reads one record of a registered resource for a request, as its queryById answers it (resourceRecord). */
    resourceReaders?: Map<string, (req: FastifyRequest, id: string) => Promise<Record<string, unknown>>>;
    /** Lists a registered resource for a request, as its list answers it (visibleRows). */
    resourceListers?: Map<string, (req: FastifyRequest, query: Record<string, unknown>) => Promise<Array<Record<string, unknown>>>>;
  }
}

/**
 * One record of a resource as its queryById answers it: within the request's tenant and data rules (a record
 * outside them is 未找到对应数据), with dictionary and reference texts and its in-use marks. A module's own
 * detail route reads its header through this, so the platform's rules hold there too (DESIGN.md §5 rule 4).
 * Looked up when the request comes, as modules register their routes before the resources.
 */
export function resourceRecord(app: FastifyInstance, req: FastifyRequest, def: ResourceDef, id: string): Promise<Record<string, unknown>> {
  const read = app.resourceReaders?.get(def.key);
  if (!read) throw new Error(`resource ${def.key} is not registered`);
  return read(req, id);
}

const idQuery = z.object({ id: z.string().min(1).max(64) });
const idsQuery = z.object({ ids: z.string().min(1).max(40_000) });

/** The list query documented for OpenAPI; any declared field may also be given (hence loose). */
function listQuery(def: ResourceDef) {
  const fields = Object.fromEntries(Object.keys(def.fields).map((k) => [k, z.string().optional()]));
  return z.looseObject({
    pageNo: z.string().optional(), pageSize: z.string().optional(),
    column: z.string().optional(), order: z.string().optional(),
    superQueryParams: z.string().optional(), superQueryMatchType: z.string().optional(),
    ...(def.scopes?.length ? { [LIST_SCOPE_KEY]: z.enum(def.scopes as [string, ...string[]]).optional() } : {}),
    ...fields,
  });
}

/**
 * list / queryById (with the record's dataLog) / add / edit / delete / deleteBatch for one resource definition,
 * each behind its own permission code (DESIGN.md §3). Returns the repository so a module can reuse it in its own routes.
 */
export function registerResource(app: FastifyInstance, apiBase: string, def: ResourceDef, deps: RepoDeps,
  hooks?: ResourceHooks): ResourceRepo {
  const repo = new ResourceRepo(def, deps, hooks);
  const base = `${apiBase}${def.basePath}`;
  const perm = (a: Parameters<typeof permissionCode>[1]) => ({ access: { permission: permissionCode(def, a) } });
  const tags = [def.title];
  const has = (a: Parameters<typeof permissionCode>[1]) => resourceActions(def).includes(a);
  const context = (req: FastifyRequest) => crudContext(req, deps.db as Kysely<DB>, def, deps.timeZone);
  if (!app.resourceReaders) app.decorate('resourceReaders', new Map());
  app.resourceReaders!.set(def.key, async (req, id) => repo.get(id, await context(req)));
  if (!app.resourceListers) app.decorate('resourceListers', new Map());
  app.resourceListers!.set(def.key, async (req, query) => (await repo.list(query, await context(req))).records);
  const said = async (req: FastifyRequest, message: string, row: Record<string, unknown>) =>
    repo.saidOf(message, row, visibleRows(app, req, deps.db as Kysely<DB>));

  if (has('list')) app.get(`${base}/list`, { config: perm('list'), schema: { tags, summary: `${def.title}列表`, querystring: listQuery(def) } },
    async (req) => ok(await repo.list(req.query as Record<string, unknown>, await context(req))));

  // the list's rows added up: nothing the list does not show, so under the list's code
  if (has('list') && def.summary) app.get(`${base}/summary`, { config: perm('list'), schema: { tags, summary: `${def.title}汇总`, querystring: listQuery(def) } },
    async (req) => ok(await repo.summary(req.query as Record<string, unknown>, await context(req))));

  if (has('queryById')) app.get(`${base}/queryById`, { config: perm('queryById'), schema: { tags, summary: `${def.title}详情`, querystring: idQuery } },
    async (req) => ok(await repo.get((req.query as z.infer<typeof idQuery>).id, await context(req))));

  // Who changed what, when (the data log), for whoever may open the record; an append-only row never changes.
  if (has('queryById') && !def.appendOnly) app.get(`${base}/dataLog`, { config: perm('queryById'), schema: { tags, summary: `${def.title}变更记录`, querystring: idQuery } },
    async (req) => ok(await recordHistory(repo, deps.db as Kysely<DB>, (req.query as z.infer<typeof idQuery>).id, await context(req), deps.timeZone)));

  if (has('add')) app.post(`${base}/add`, { config: perm('add'), schema: { tags, summary: `添加${def.title}`, body: addSchema(def) } },
    async (req) => {
      const row = await repo.add(req.body as Record<string, unknown>, await context(req));
      return ok(row, await said(req, MSG.addOk, row));
    });

  if (has('edit')) app.put(`${base}/edit`, { config: perm('edit'), schema: { tags, summary: `编辑${def.title}`, body: editSchema(def) } },
    async (req) => {
      const row = await repo.edit(req.body as { id: string }, await context(req));
      return ok(row, await said(req, MSG.editOk, row));
    });

  if (has('delete')) app.delete(`${base}/delete`, { config: perm('delete'), schema: { tags, summary: `删除${def.title}`, querystring: idQuery } },
    async (req) => {
      await repo.remove([(req.query as z.infer<typeof idQuery>).id], await context(req));
      return ok(null, MSG.deleteOk);
    });

  if (has('deleteBatch')) app.delete(`${base}/deleteBatch`, { config: perm('deleteBatch'), schema: { tags, summary: `批量删除${def.title}`, querystring: idsQuery } },
    async (req) => {
      await repo.remove((req.query as z.infer<typeof idsQuery>).ids.split(','), await context(req));
      return ok(null, MSG.deleteBatchOk);
    });

  registerResourceExcel(app, base, def, repo, deps);
  return repo;
}

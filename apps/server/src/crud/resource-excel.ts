import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { permissionCode, resourceActions, type CrudAction, type ResourceDef } from '@foodtrace/contracts';
import type { DB } from '../platform/db/schema.ts';
import { crudContext } from './crud-context.ts';
import { exportSummaryXls, exportXls, importTemplate } from './excel-export.ts';
import { importExcel } from './excel-import.ts';
import type { RepoDeps, ResourceRepo } from './resource-repo.ts';

/**
 * `GET <base>/exportXls`, `POST <base>/importExcel` and `GET <base>/importTemplate` for a generic resource (DESIGN.md §3), each behind its
 * permission code. Export needs `exportXls` among the resource's actions; import also needs `add` (a resource
 * written only by its module's services cannot be imported around its rules). Needs the files module (its
 * storage keeps the failure workbooks; it registers multipart parsing).
 */
export function registerResourceExcel(app: FastifyInstance, base: string, def: ResourceDef, repo: ResourceRepo, deps: RepoDeps): void {
  if (!app.hasDecorator('fileStorage')) throw new Error('Excel import/export needs the files module, registered before the resources');
  const actions = resourceActions(def);
  const access = (a: CrudAction) => ({ access: { permission: permissionCode(def, a) } });
  const context = (req: FastifyRequest) => crudContext(req, deps.db as Kysely<DB>, def, deps.timeZone);
  const tags = [def.title];

  if (actions.includes('exportXls')) {
    app.get(`${base}/exportXls`, {
      config: access('exportXls'),
      schema: { tags, summary: `导出${def.title}（列表的查询条件 + selections）`, querystring: z.looseObject({ selections: z.string().max(400_000).optional() }) },
    }, async (req, reply) => exportXls(req, reply, def, repo, deps, await context(req)));
    // its summary's groups, where it has one and may list them (the summary's own code, crud/resource-routes.ts)
    if (def.summary && actions.includes('list')) app.get(`${base}/summary/exportXls`, {
      config: access('exportXls'),
      schema: { tags, summary: `导出${def.summary.title}（列表的查询条件）` },
    }, async (req, reply) => exportSummaryXls(req, reply, def, repo, deps, await context(req)));
  }

  if (actions.includes('importExcel') && actions.includes('add')) {
    app.post(`${base}/importExcel`, {
      config: access('importExcel'),
      schema: { tags, summary: `导入${def.title}（multipart：files[]，可选 foreignKeys）`, consumes: ['multipart/form-data'] },
    }, async (req) => importExcel(app, req, def, repo, deps, await context(req)));
    app.get(`${base}/importTemplate`, {
      config: access('importExcel'),
      schema: { tags, summary: `下载${def.title}导入模板（表头为可导入的列）` },
    }, async (req, reply) => importTemplate(req, reply, def, deps, await context(req)));
  }
}

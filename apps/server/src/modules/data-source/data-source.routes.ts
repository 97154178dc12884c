import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DATA_SOURCE_PERMS, dataSourceResource } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { ok } from '../../platform/envelope.ts';
import type { DataSourceService } from './data-source.service.ts';

const f = dataSourceResource.fields;
const TestBody = z.object({
  id: z.string().max(32).nullish(),
  dbType: z.string().min(1, `请选择${f.dbType.label}`).max(20),
  dbUrl: z.string().trim().min(1, `请输入${f.dbUrl.label}`).max(f.dbUrl.maxLength!),
  dbUsername: z.string().trim().min(1, `请输入${f.dbUsername.label}`).max(f.dbUsername.maxLength!),
  dbPassword: z.string().max(f.dbPassword.maxLength!).nullish(),
});

/**
 * 测试连接: connects with what the form holds — before saving, or a saved source with its stored password —
 * and answers the server's version, or why it failed. Behind its own permission: it makes the server open a
 * connection to an address the caller chooses.
 */
export function registerDataSourceRoutes(app: FastifyInstance, ctx: AppContext, service: DataSourceService): void {
  app.post(`${ctx.config.apiBase}${dataSourceResource.basePath}/testConnection`, {
    config: { access: { permission: DATA_SOURCE_PERMS.test } },
    schema: { tags: [dataSourceResource.title], summary: '测试连接：用表单里的设置连接一次数据库', body: TestBody },
  }, async (req) => ok(null, await service.test(req.body as z.infer<typeof TestBody>)));
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { tableDictItems } from '../../platform/dict/table-dict-query.ts';
import { tableDictOf } from '../../platform/dict/table-dict-registry.ts';
import { ok } from '../../platform/envelope.ts';
import { BadRequestError } from '../../platform/errors.ts';

const Code = z.object({ code: z.string().min(1).max(100) });

/**
 * Dictionary reads every signed-in screen needs (spec §7.2). A code is a plain dictionary or a registered
 * table dictionary key (platform/dict/table-dict-registry.ts); search, translation and trees are in
 * modules/dict-extras.
 */
export function registerDictRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/sys/dict`;
  const tags = ['数据字典'];
  const signedIn = { access: { signedIn: true as const } };

  app.get(`${base}/getDictItems/:code`, { config: signedIn, schema: { tags, summary: '字典项', params: Code } }, async (req) => {
    const { code } = req.params as z.infer<typeof Code>;
    const table = tableDictOf(code);
    const items = (await ctx.dict.items(code))
      ?? (table ? await tableDictItems(ctx.db, table, { kind: ctx.kind, tenantId: currentUser(req).tenantId }) : undefined);
    if (!items) throw new BadRequestError(`未知的字典编码: ${code}`);
    return ok(items);
  });

  app.get(`${base}/queryAllDictItems`, { config: signedIn, schema: { tags, summary: '全部字典项' } },
    async () => ok(await ctx.dict.all()));

  app.get(`${base}/refleshCache`, { config: signedIn, schema: { tags, summary: '刷新字典缓存' } }, async () => {
    ctx.dict.invalidate();
    await ctx.dict.all();
    return ok(null, '刷新缓存完成！');
  });
}

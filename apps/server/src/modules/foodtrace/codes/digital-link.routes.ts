import type { FastifyInstance } from 'fastify';
import { levelGtin, normalizeTraceCode } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { ftDb } from '../schema.ts';

interface DlParams { gtin: string; lot?: string; serial: string }

/**
 * GS1 Digital Link resolution (TRACEABILITY.md §1.5): /01/<GTIN-14>[/10/<lot>]/21/<serial> answers 302 to the
 * public trace page of that code, when the GTIN (the product's, or its 外箱条码 for a case code) and lot, if given,
 * are the code's own. Anything else is 404,
 * as a GS1 resolver answers for an unknown key; a browser's 404 is the public page, which says so. Public and
 * rate-limited like the trace page itself.
 */
export function registerDigitalLinkRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ftDb(ctx.db);
  const rateLimit = { max: ctx.config.publicRateLimit, timeWindow: 60_000 };

  const resolve = async (p: DlParams): Promise<string | null> => {
    const code = normalizeTraceCode(p.serial);
    if (!code || !/^\d{14}$/.test(p.gtin)) return null;
    const row = await db.selectFrom('ftTraceCode as c')
      .innerJoin('ftProduct as p', 'p.id', 'c.productId')
      .innerJoin('ftLot as l', 'l.id', 'c.lotId')
      .select(['c.code', 'c.codeLevel', 'p.gtin', 'p.caseGtin', 'l.lotNo'])
      .where('c.code', '=', code).where('c.delFlag', '=', 0)
      .executeTakeFirst();
    // an item's serial under the carton's GTIN (or a case's under the item's) is not ours
    if (!row || levelGtin(row, row.codeLevel) !== p.gtin || (p.lot !== undefined && row.lotNo !== p.lot)) return null;
    return row.code;
  };

  for (const url of ['/01/:gtin/10/:lot/21/:serial', '/01/:gtin/21/:serial']) {
    app.get(url, { config: { rateLimit } }, async (req, reply) => {
      const code = await resolve(req.params as DlParams);
      // Not ours: 404 like any GS1 resolver; a browser gets the public page saying so (web-static.ts).
      if (!code) return reply.callNotFound();
      return reply.redirect(`/foodcode?code=${encodeURIComponent(code)}`, 302);
    });
  }
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { HOLD_TEXT, lotHoldResource, permissionCode, type DownstreamLot, type HoldDownstreamResult } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { resourceRecord } from '../../../crud/resource-routes.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { downstreamOfHold, holdDownstream } from './lot-hold-downstream.ts';

const IdQuery = z.object({ id: z.string().min(1).max(32) });

/** 暂扣下游批次 (contracts foodtrace/lot-hold.ts): what it would hold, and holding it — adding holds, so 质量暂扣's add code. */
export function registerLotHoldRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/foodtrace/lotHold`;
  const tags = [lotHoldResource.title];
  const access = { permission: permissionCode(lotHoldResource, 'add') };

  app.get(`${base}/downstream`, {
    config: { access },
    schema: { tags, summary: '暂扣下游批次：由暂扣批次制成、仍在库且未暂扣的批次', querystring: IdQuery },
  }, async (req): Promise<ReturnType<typeof ok<DownstreamLot[]>>> => {
    const { id } = req.query as z.infer<typeof IdQuery>;
    await resourceRecord(app, req, lotHoldResource, id); // within the user's data rules, or 未找到对应数据
    return ok(await downstreamOfHold(ctx, id));
  });

  app.post(`${base}/holdDownstream`, {
    config: { access },
    schema: { tags, summary: '暂扣下游批次：逐批登记质量暂扣，原因注明上游批次', body: IdQuery },
  }, async (req): Promise<ReturnType<typeof ok<HoldDownstreamResult>>> => {
    const { id } = req.body as z.infer<typeof IdQuery>;
    await resourceRecord(app, req, lotHoldResource, id);
    const result = await holdDownstream(ctx, currentUser(req), id);
    return ok(result, HOLD_TEXT.downstreamDone(result.count));
  });
}

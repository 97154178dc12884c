import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { INSTRUMENT_TEXT, MSG, permissionCode, technologyResource } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { resourceRecord } from '../../../crud/resource-routes.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { BadRequestError, BusinessError } from '../../../platform/errors.ts';
import { ftDb } from '../schema.ts';
import { replaceLines } from '../shared/records.ts';
import { ParamLimit, parseLimits } from './param-spec.ts';

const StepsQuery = z.object({ technologyId: z.string().min(1).max(32) });
const SaveSteps = z.object({
  technologyId: z.string().min(1).max(32),
  steps: z.array(z.object({
    id: z.string().max(32).nullish(),
    stepName: z.string().trim().min(1, '请输入工序名称').max(100),
    isCcp: z.boolean().default(false),
    hazard: z.string().trim().max(200).nullish(),
    params: z.array(ParamLimit).max(20).default([]),
    description: z.string().trim().max(500).nullish(),
    // the 计量器具 whose readings monitor the step (a CCP's thermometer)
    instrumentId: z.string().max(32).nullish(),
  })).max(100),
});

/** The ordered steps of a technology route, with critical control points and their limits (HACCP). */
export function registerTechnologyRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = `${ctx.config.apiBase}/foodtrace/technology`;
  const tags = [technologyResource.title];
  const db = ftDb(ctx.db);

  // each step with its monitoring instrument named (name and number), so that a reader of the route sees it without the register
  const steps = async (technologyId: string) =>
    (await db.selectFrom('ftTechnologyStep as s').leftJoin('ftInstrument as i', (j) => j.onRef('i.id', '=', 's.instrumentId').on('i.delFlag', '=', 0))
      .selectAll('s').select(['i.name as instrumentName', 'i.instrumentNo'])
      .where('s.technologyId', '=', technologyId).where('s.delFlag', '=', 0).orderBy('s.seq').execute())
      .map((s) => ({
        id: s.id, seq: s.seq, stepName: s.stepName, isCcp: s.isCcp === 1, hazard: s.hazard, params: parseLimits(s.paramSpec), description: s.description,
        instrumentId: s.instrumentName ? s.instrumentId : null, instrument: s.instrumentName ? `${s.instrumentName}（${s.instrumentNo}）` : null,
      }));

  app.get(`${base}/steps`, {
    config: { access: { permission: permissionCode(technologyResource, 'queryById') } },
    schema: { tags, summary: '工艺的工序（顺序、关键控制点、参数限值）', querystring: StepsQuery },
  }, async (req) => {
    const { technologyId } = req.query as z.infer<typeof StepsQuery>;
    await resourceRecord(app, req, technologyResource, technologyId); // within the user's data rules, or 未找到对应数据
    return ok(await steps(technologyId));
  });

  app.post(`${base}/saveSteps`, {
    config: { access: { permission: permissionCode(technologyResource, 'edit') } },
    schema: { tags, summary: '保存工艺的工序（按给出的顺序；未给出的工序删除）', body: SaveSteps },
  }, async (req) => {
    const body = req.body as z.infer<typeof SaveSteps>;
    const user = currentUser(req);
    await resourceRecord(app, req, technologyResource, body.technologyId);
    for (const [i, s] of body.steps.entries()) {
      if (new Set(s.params.map((p) => p.key)).size !== s.params.length) throw new BadRequestError(`steps.${i}.params: 参数标识不能重复`);
    }
    const named = [...new Set(body.steps.flatMap((s) => (s.instrumentId ? [s.instrumentId] : [])))];
    const found = named.length ? await db.selectFrom('ftInstrument').select('id').where('id', 'in', named).where('delFlag', '=', 0).execute() : [];
    if (found.length !== named.length) throw new BusinessError(INSTRUMENT_TEXT.noInstrument);
    await db.transaction().execute(async (trx) => {
      const tech = await trx.selectFrom('ftTechnology').select('id').where('id', '=', body.technologyId).where('delFlag', '=', 0).executeTakeFirst();
      if (!tech) throw new BusinessError('生产工艺不存在');
      const existing = await trx.selectFrom('ftTechnologyStep').selectAll().where('technologyId', '=', body.technologyId).where('delFlag', '=', 0).execute();
      await replaceLines(trx, 'ftTechnologyStep', existing, body.steps, (s, seq) => ({
        technologyId: body.technologyId, seq, stepName: s.stepName, isCcp: s.isCcp ? 1 : 0, hazard: s.hazard ?? null,
        paramSpec: JSON.stringify(s.params), description: s.description ?? null, instrumentId: s.instrumentId ?? null,
      }), user, '工序不存在或不属于该工艺');
    });
    return ok(await steps(body.technologyId), MSG.editOk);
  });
}

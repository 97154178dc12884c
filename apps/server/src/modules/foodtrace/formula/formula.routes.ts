import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { FORMULA_DEFAULT_TOLERANCE, FORMULA_MAX_LINES, FT_PERMS, MSG, processResource, productResource } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { resourceRecord } from '../../../crud/resource-routes.ts';
import { visibleRows } from '../../../crud/visible-rows.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { ftDb } from '../schema.ts';
import { dateText } from '../shared/wire.ts';
import { pickForFormula, readFormula, saveFormula } from './formula.ts';

const id = z.string().min(1).max(32);
const quantity = z.coerce.number({ error: '数量必须是数字' }).positive('数量必须大于 0').max(99_999_999_999_999);
const FormulaQuery = z.object({ productId: id });
const SaveBody = z.object({
  productId: id,
  batchQty: quantity.nullish(),
  lines: z.array(z.object({
    id: id.nullish(),
    crudeId: id.nullish(),
    componentId: id.nullish(),
    quantity,
    tolerancePct: z.coerce.number().min(0, '允许偏差须在 0–100% 之间').max(100, '允许偏差须在 0–100% 之间').default(FORMULA_DEFAULT_TOLERANCE),
    remark: z.string().trim().max(200).nullish(),
  })).max(FORMULA_MAX_LINES),
});
const PickQuery = z.object({ productId: id, quantity });

/** 产品配方 (contracts foodtrace/formula.ts): read and save a product's formula; 按配方投料 for 登记加工. */
export function registerFormulaRoutes(app: FastifyInstance, ctx: AppContext): void {
  const db = ftDb(ctx.db);
  const product = `${ctx.config.apiBase}/foodtrace/product`;

  app.get(`${product}/formula`, {
    config: { access: { permission: FT_PERMS.productFormula } },
    schema: { tags: [productResource.title], summary: '产品配方：标准批量与各原料/半成品用量', querystring: FormulaQuery },
  }, async (req) => {
    const { productId } = req.query as z.infer<typeof FormulaQuery>;
    await resourceRecord(app, req, productResource, productId); // within the user's data rules, or 未找到对应数据
    return ok(await readFormula(db, productId));
  });

  app.post(`${product}/saveFormula`, {
    config: { access: { permission: FT_PERMS.productFormulaEdit } },
    schema: { tags: [productResource.title], summary: '保存产品配方（按给出的顺序；未给出的行删除；无行即清除配方）', body: SaveBody },
  }, async (req) => {
    const body = req.body as z.infer<typeof SaveBody>;
    await resourceRecord(app, req, productResource, body.productId);
    await saveFormula(db, body.productId, body.batchQty ?? null, body.lines.map((l) => ({ ...l, crudeId: l.crudeId ?? null, componentId: l.componentId ?? null })), currentUser(req));
    return ok(await readFormula(db, body.productId), MSG.editOk);
  });

  // asked by 登记加工's 按配方投料 with the quantity the run is to make
  app.get(`${ctx.config.apiBase}/foodtrace/process/formulaPick`, {
    config: { access: { permission: FT_PERMS.processRecord } },
    schema: { tags: [processResource.title], summary: '按配方投料：按产量计算各物料用量，并按先到期先出选出可投料批次', querystring: PickQuery },
  }, async (req) => {
    const q = req.query as z.infer<typeof PickQuery>;
    await resourceRecord(app, req, productResource, q.productId);
    const today = dateText(Date.now(), ctx.config.timeZone)!;
    return ok(await pickForFormula(visibleRows(app, req, ctx.db), ctx.dict, await readFormula(db, q.productId), q.quantity, today));
  });
}

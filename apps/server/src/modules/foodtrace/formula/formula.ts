import {
  FORMULA_SCOPE, FORMULA_TEXT, LOT_HAS_STOCK, isExpiredOn, LOT_STATUS, PAGING, QTY_EPSILON, formulaDeviations, formulaNeed, lotResource, materialKey,
  type FormulaLine, type FormulaPick, type FormulaPickLot, type ProductFormula, type PutIn,
} from '@foodtrace/contracts';
import type { ListScopeImpl } from '../../../crud/list-scopes.ts';
import type { VisibleRows } from '../../../crud/resource-repo.ts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import { BusinessError } from '../../../platform/errors.ts';
import type { FtKysely } from '../schema.ts';
import { round4, unitText } from '../shared/quantity.ts';
import { lockingRead, replaceLines, updateRecord, type Writer } from '../shared/records.ts';

/** 加工记录's 配方偏差 view: the runs recorded with one. */
export const FORMULA_LIST_SCOPES: Record<string, Record<string, ListScopeImpl>> = {
  process: { [FORMULA_SCOPE.deviated]: (eb) => eb('formulaDeviation', 'is not', null) },
};

/** A line as saved (contracts FormulaLine without what is answered about its material). */
export type SavedLine = Pick<FormulaLine, 'crudeId' | 'componentId' | 'quantity' | 'tolerancePct'> & { id?: string | null; remark?: string | null };

/** A product's 配方 with each material's name, unit code and 原料类别 (null for a 半成品), in its order. */
export async function readFormula(db: FtKysely, productId: string): Promise<ProductFormula> {
  const product = await db.selectFrom('ftProduct').select('formulaBatch').where('id', '=', productId).where('delFlag', '=', 0).executeTakeFirst();
  const rows = await db.selectFrom('ftProductFormula as f')
    .leftJoin('ftCrude as c', 'c.id', 'f.crudeId').leftJoin('ftProduct as p', 'p.id', 'f.componentId')
    .select(['f.id', 'f.crudeId', 'f.componentId', 'f.quantity', 'f.tolerancePct', 'f.remark', 'c.name as crudeName', 'c.unit as crudeUnit', 'c.category', 'p.name as productName', 'p.unit as productUnit'])
    .where('f.productId', '=', productId).where('f.delFlag', '=', 0).orderBy('f.seq').execute();
  const lines = rows.map((r): FormulaLine => ({
    id: r.id, crudeId: r.crudeId, componentId: r.componentId, quantity: Number(r.quantity), tolerancePct: Number(r.tolerancePct), remark: r.remark,
    name: (r.crudeId ? r.crudeName : r.productName) ?? '', unit: (r.crudeId ? r.crudeUnit : r.productUnit) ?? '', category: r.crudeId ? r.category : null,
  }));
  return { productId, batchQty: lines.length && product?.formulaBatch != null ? Number(product.formulaBatch) : null, lines };
}

/**
 * Saves a product's 配方 in one transaction: the standard batch on the product, the lines in the order given (lines
 * left out are deleted, as 工序 are); no lines clears it. Each line names one existing material, once, and a product
 * is not a 半成品 of itself.
 */
export async function saveFormula(db: FtKysely, productId: string, batchQty: number | null, lines: readonly SavedLine[], by: Writer): Promise<void> {
  if (lines.length && !batchQty) throw new BusinessError(FORMULA_TEXT.batchRequired);
  if (lines.some((l) => Boolean(l.crudeId) === Boolean(l.componentId))) throw new BusinessError(FORMULA_TEXT.oneMaterial);
  if (lines.some((l) => l.componentId === productId)) throw new BusinessError(FORMULA_TEXT.selfComponent);
  const crudeIds = [...new Set(lines.flatMap((l) => (l.crudeId ? [l.crudeId] : [])))];
  const componentIds = [...new Set(lines.flatMap((l) => (l.componentId ? [l.componentId] : [])))];
  const crudes = crudeIds.length ? await db.selectFrom('ftCrude').select(['id', 'name']).where('id', 'in', crudeIds).where('delFlag', '=', 0).execute() : [];
  const components = componentIds.length ? await db.selectFrom('ftProduct').select(['id', 'name']).where('id', 'in', componentIds).where('delFlag', '=', 0).execute() : [];
  if (crudes.length !== crudeIds.length || components.length !== componentIds.length) throw new BusinessError(FORMULA_TEXT.noMaterial);
  const names = new Map<string, string>([...crudes.map((c) => [`crude:${c.id}`, c.name] as const), ...components.map((p) => [`product:${p.id}`, p.name] as const)]);
  const seen = new Set<string>();
  for (const l of lines) {
    const key = materialKey(l);
    if (seen.has(key)) throw new BusinessError(FORMULA_TEXT.duplicate(names.get(key) ?? ''));
    seen.add(key);
  }

  await db.transaction().execute(async (trx) => {
    // locked, so that two editors saving at once do not interleave their lines
    const product = await lockingRead(trx, trx.selectFrom('ftProduct').selectAll().where('id', '=', productId).where('delFlag', '=', 0)).executeTakeFirst();
    if (!product) throw new BusinessError('产品不存在');
    const batch = lines.length ? batchQty : null;
    if ((product.formulaBatch === null ? null : Number(product.formulaBatch)) !== batch) await updateRecord(trx, 'ftProduct', product, { formulaBatch: batch }, by.username);
    const existing = await trx.selectFrom('ftProductFormula').selectAll().where('productId', '=', productId).where('delFlag', '=', 0).execute();
    await replaceLines(trx, 'ftProductFormula', existing, lines, (l, seq) => ({
      productId, seq, crudeId: l.crudeId ?? null, componentId: l.componentId ?? null, quantity: round4(l.quantity),
      tolerancePct: Math.round(l.tolerancePct * 100) / 100, remark: l.remark ?? null,
    }), by, '配方行不存在或不属于该产品');
  });
}

/**
 * 按配方投料: for a run making `quantity` units, each line's need taken from its material's released lots with
 * something to draw, first to expire first (then the oldest), expired lots left out (they would be refused); what
 * the lots cannot cover is a shortage. The lots are those the user may list (`rows`: the lot list, with its data rules).
 */
export async function pickForFormula(rows: VisibleRows, dict: DictService, formula: ProductFormula, quantity: number, today: string): Promise<FormulaPick> {
  if (!formula.batchQty || !formula.lines.length) throw new BusinessError(FORMULA_TEXT.noFormula);
  const inputs: FormulaPickLot[] = [];
  const shortages: string[] = [];
  for (const line of formula.lines) {
    let left = formulaNeed(line, formula.batchQty, quantity);
    const of = line.crudeId ? { crudeId: line.crudeId } : { productId: line.componentId };
    const lots = (await rows(lotResource, { ...of, status: LOT_STATUS.released, drawableQty: LOT_HAS_STOCK, pageSize: PAGING.maxPageSize }))
      .filter((l) => !isExpiredOn({ expiryDate: (l.expiryDate as string | null) ?? null }, today))
      .sort((a, b) => (a.expiryDate ? String(a.expiryDate) : '9999').localeCompare(b.expiryDate ? String(b.expiryDate) : '9999')
        || Number(a.producedTime ?? 0) - Number(b.producedTime ?? 0) || String(a.lotNo).localeCompare(String(b.lotNo)));
    const unit = await unitText(dict, line.unit ?? '');
    for (const lot of lots) {
      if (left <= QTY_EPSILON) break;
      const available = round4(Number(lot.drawableQty));
      const take = round4(Math.min(left, available));
      inputs.push({ lotId: String(lot.id), lotNo: String(lot.lotNo), itemName: line.name ?? '', quantity: take, available, unit: String(lot.unit), unitText: unit, expiryDate: (lot.expiryDate as string | null) ?? null });
      left = round4(left - take);
    }
    if (left > QTY_EPSILON) shortages.push(FORMULA_TEXT.shortage(line.name ?? '', left, unit));
  }
  return { inputs, shortages };
}

/** The note of a lot its run made (LotWarnings.formulaDeviation): the run's 配方偏差 as kept, or null. */
export async function formulaWarning(db: FtKysely, processId: string | null): Promise<string | null> {
  if (!processId) return null;
  const run = await db.selectFrom('ftProcess').select(['processNo', 'formulaDeviation']).where('id', '=', processId).executeTakeFirst();
  return run?.formulaDeviation ? FORMULA_TEXT.finding(run.processNo, run.formulaDeviation) : null;
}

/**
 * The 配方偏差 of a run of product `productId` that made `made` units from `inputs` (contracts formulaDeviations),
 * with the units as read; empty when the product has no formula.
 */
export async function runFormulaDeviations(db: FtKysely, dict: DictService, productId: string, made: number, inputs: ReadonlyArray<{ lotId: string; quantity: number }>): Promise<string[]> {
  const formula = await readFormula(db, productId);
  if (!formula.batchQty) return [];
  const lots = await db.selectFrom('ftLot as l').leftJoin('ftCrude as c', 'c.id', 'l.crudeId').leftJoin('ftProduct as p', 'p.id', 'l.productId')
    .select(['l.id', 'l.crudeId', 'l.productId', 'l.unit', 'c.name as crudeName', 'c.category', 'p.name as productName'])
    .where('l.id', 'in', inputs.map((i) => i.lotId)).execute();
  const putIn = new Map<string, PutIn>();
  for (const input of inputs) {
    const lot = lots.find((l) => l.id === input.lotId);
    if (!lot) continue;
    const key = materialKey({ crudeId: lot.crudeId, componentId: lot.productId });
    const held = putIn.get(key);
    putIn.set(key, {
      name: (lot.crudeId ? lot.crudeName : lot.productName) ?? '', unit: await unitText(dict, lot.unit), category: lot.crudeId ? lot.category : null,
      quantity: round4((held?.quantity ?? 0) + input.quantity),
    });
  }
  const said = { ...formula, lines: await Promise.all(formula.lines.map(async (l) => ({ ...l, unit: await unitText(dict, l.unit ?? '') }))) };
  return formulaDeviations(said, made, putIn);
}

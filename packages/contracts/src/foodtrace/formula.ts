/**
 * 产品配方 (bill of materials): what a standard batch of a product takes — each raw material (原料) or intermediate
 * product (半成品) with its quantity for `batchQty` units of the product, and how far a run may stray from it (±%).
 * 登记加工 fills its inputs from it (按配方投料: the lots first to expire first, FEFO) and, once recorded, compares
 * what was put in with what the formula asks for the quantity made: a material missing, one not in the formula, or
 * a quantity outside its tolerance is a 配方偏差, said after saving and kept on the run. A 食品添加剂 over its
 * formula's upper limit is said as such: an additive's amount is bounded by GB 2760 and the formula is where the
 * plant keeps to it. The run is recorded all the same: the record says what was done, the deviation says it strayed.
 */

/** A line as kept and answered. Exactly one of `crudeId` (原料) and `componentId` (a 半成品 product) is set. */
export interface FormulaLine {
  id: string | null;
  crudeId: string | null;
  componentId: string | null;
  /** For `batchQty` units of the product, in the material's own unit (`unit`). */
  quantity: number;
  /** ± percent of `quantity` that a run may put in and still keep to the formula. */
  tolerancePct: number;
  remark: string | null;
  /** Answered, not saved: the material's name, unit and 原料类别 (ADDITIVE for a 食品添加剂). */
  name?: string;
  unit?: string;
  category?: string | null;
}

/** A product's formula: nothing kept when `lines` is empty (`batchQty` null). */
export interface ProductFormula { productId: string; batchQty: number | null; lines: FormulaLine[] }

/** 按配方投料: the lots proposed for a run of `quantity` units, first to expire first, and what stock cannot cover. */
/** A lot proposed: `quantity` to take of its `available` (what a run may draw, retained samples aside), in `unit` (`unitText` its name). */
export interface FormulaPickLot { lotId: string; lotNo: string; itemName: string; quantity: number; available: number; unit: string; unitText: string; expiryDate: string | null }
export interface FormulaPick { inputs: FormulaPickLot[]; shortages: string[] }

/** 加工记录's list scope (`listScope=deviated`): the runs recorded with a 配方偏差, a QA reviewer's worklist. */
export const FORMULA_SCOPE = { deviated: 'deviated' } as const;

export const FORMULA_DEFAULT_TOLERANCE = 5;
export const FORMULA_MAX_LINES = 50;
/** The 原料类别 of a 食品添加剂 (dictionary ft_crude_category). */
export const ADDITIVE_CATEGORY = 'ADDITIVE';

/** A quantity as said: at most four decimals (the columns' scale), no trailing zeros. */
export const formulaQty = (n: number): string => String(Math.round(n * 10_000) / 10_000);

export const FORMULA_TEXT = {
  title: '配方',
  drawerTitle: (product: string) => `产品配方 - ${product}`,
  saved: '配方已保存',
  batchRequired: '请填写标准批量',
  oneMaterial: '每行须选择一种原料或半成品',
  duplicate: (name: string) => `${name} 在配方中重复`,
  selfComponent: '产品不能作为自身配方的半成品',
  noMaterial: '配方中的原料或半成品不存在',
  noFormula: '该产品没有配方，请先在产品管理中维护配方',
  shortage: (name: string, short: number, unit: string) => `${name} 可投料库存不足，还差 ${formulaQty(short)} ${unit}`,
  missing: (name: string, need: number, unit: string) => `${name} 未投料（配方用量 ${formulaQty(need)} ${unit}）`,
  extra: (name: string) => `${name} 不在配方中`,
  outside: (name: string, actual: number, need: number, unit: string, tol: number) =>
    `${name} 投料 ${formulaQty(actual)} ${unit}，配方用量 ${formulaQty(need)} ${unit}（±${formulaQty(tol)}%）`,
  additiveOver: (name: string, actual: number, max: number, unit: string) =>
    `食品添加剂 ${name} 投料 ${formulaQty(actual)} ${unit}，超过配方上限 ${formulaQty(max)} ${unit}`,
  additiveExtra: (name: string) => `食品添加剂 ${name} 不在配方中`,
  /** Said after 登记加工 (and kept on the run as 配方偏差). */
  deviations: (list: readonly string[]) => `投料与配方不符：${list.join('；')}`,
  /** A finding of 批次追溯报告's 记录核查: the run's 配方偏差 as kept. */
  finding: (processNo: string, kept: string) => `加工单 ${processNo} 投料与配方不符：${kept}`,
} as const;

/** What a line asks for `quantity` units of the product when the formula is for `batchQty`. */
export function formulaNeed(line: Pick<FormulaLine, 'quantity'>, batchQty: number, quantity: number): number {
  return Math.round((line.quantity * quantity / batchQty) * 10_000) / 10_000;
}

/** What a run put in of one material (its lots added up), by the material's key (`crude:<id>` or `product:<id>`). */
export interface PutIn { name: string; unit: string; category: string | null; quantity: number }

export const materialKey = (m: { crudeId?: string | null; componentId?: string | null }): string =>
  m.crudeId ? `crude:${m.crudeId}` : `product:${m.componentId ?? ''}`;

/**
 * The 配方偏差 of a run that made `made` units and put in `putIn`, against `formula`; empty when it kept to it (or
 * the product has no formula). In the formula's order, then what it does not name.
 */
export function formulaDeviations(formula: ProductFormula, made: number, putIn: ReadonlyMap<string, PutIn>): string[] {
  if (!formula.batchQty || !formula.lines.length) return [];
  const out: string[] = [];
  const named = new Set<string>();
  for (const line of formula.lines) {
    const key = materialKey(line);
    named.add(key);
    const need = formulaNeed(line, formula.batchQty, made);
    const unit = line.unit ?? '';
    const name = line.name ?? '';
    const actual = putIn.get(key)?.quantity ?? 0;
    const slack = need * line.tolerancePct / 100;
    if (actual === 0 && need > 0) out.push(FORMULA_TEXT.missing(name, need, unit));
    else if (line.category === ADDITIVE_CATEGORY && actual > need + slack + 1e-9) out.push(FORMULA_TEXT.additiveOver(name, actual, need + slack, unit));
    else if (Math.abs(actual - need) > slack + 1e-9) out.push(FORMULA_TEXT.outside(name, actual, need, unit, line.tolerancePct));
  }
  for (const [key, p] of putIn) {
    if (named.has(key)) continue;
    out.push(p.category === ADDITIVE_CATEGORY ? FORMULA_TEXT.additiveExtra(p.name) : FORMULA_TEXT.extra(p.name));
  }
  return out;
}

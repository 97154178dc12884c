import { multiValues } from '../resource.ts';

/**
 * 致敏物质: the eight kinds GB 7718—2025《预包装食品标签通则》requires a prepacked food's label to name (in force
 * from 2027-03-16; recommended by GB 7718—2011 before it). A raw material says which it contains, a product
 * which its label declares; a run that puts a material's allergen into a product that does not declare it is
 * the classic cause of an allergen recall, so the run's answer and the trace report say so.
 */
export const ALLERGEN_ITEMS: ReadonlyArray<[string, string]> = [
  ['GLUTEN', '含有麸质的谷物及其制品'], ['CRUSTACEAN', '甲壳纲类动物及其制品'], ['FISH', '鱼类及其制品'], ['EGG', '蛋类及其制品'],
  ['PEANUT', '花生及其制品'], ['SOY', '大豆及其制品'], ['MILK', '乳及乳制品'], ['TREE_NUT', '坚果及其果仁类制品'],
];

/** The allergens the inputs carry (each a stored comma-separated value) that the product's label does not declare. */
export function undeclaredAllergens(inputs: ReadonlyArray<string | null | undefined>, declared: string | null | undefined): string[] {
  const named = new Set(multiValues(declared));
  const carried = new Set(inputs.flatMap((v) => multiValues(v)));
  return ALLERGEN_ITEMS.map(([value]) => value).filter((v) => carried.has(v) && !named.has(v));
}

export const ALLERGEN_TEXT = {
  /** As a label says it (GB 7718: 含有……). */
  contains: (texts: string) => `含有${texts}`,
  undeclared: (processNo: string, texts: string, product: string) => `加工单 ${processNo} 的投入含有致敏物质“${texts}”，产品“${product}”的标签未标示`,
} as const;

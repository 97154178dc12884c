import { multiValues, FT_DICT, undeclaredAllergens } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import type { FtKysely } from '../schema.ts';

/** 致敏物质 as the dictionary words them (乳及乳制品, 大豆及其制品), from a stored set or a list of values. */
export async function allergenTexts(dict: Pick<DictService, 'lookup'>, values: string | readonly string[] | null | undefined): Promise<string[]> {
  const text = await dict.lookup();
  return (typeof values === 'string' || values == null ? multiValues(values) : values).map((v) => text(FT_DICT.allergen, v));
}

/**
 * What a run puts into its product that the product's label does not declare (contracts foodtrace/allergens.ts):
 * a raw lot carries its material's allergens, a lot we made those its product declares.
 */
export async function runUndeclaredAllergens(db: FtKysely, inputLotIds: readonly string[], productAllergens: string | null): Promise<string[]> {
  if (!inputLotIds.length) return [];
  const inputs = await db.selectFrom('ftLot as l').leftJoin('ftCrude as c', 'c.id', 'l.crudeId').leftJoin('ftProduct as p', 'p.id', 'l.productId')
    .select(['c.allergens as crudeAllergens', 'p.allergens as productAllergens']).where('l.id', 'in', [...inputLotIds]).execute();
  return undeclaredAllergens(inputs.map((i) => i.crudeAllergens ?? i.productAllergens), productAllergens);
}

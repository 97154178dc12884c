import { useMemo } from 'react';
import { VALID_STATUS, crudeResource, productResource, type FormulaLine } from '@foodtrace/contracts';
import type { ResourceRow } from '@/crud';
import { useOptionRows } from '../common/use-option-rows';
import { lineMaterial, type Material, type MaterialKind } from './formula-model';

const BY_NAME = { column: 'name', order: 'asc' };
const VALID_BY_NAME = { ...BY_NAME, status: VALID_STATUS.valid };

const materialOf = (r: ResourceRow, category: unknown): Material => ({
  id: String(r.id), name: String(r.name ?? ''), unit: String(r.unit ?? ''), category: typeof category === 'string' ? category : null,
});

/**
 * What a formula's line may name, by kind: every raw material (原料), and every product in use other than this one
 * (a 半成品 such as 标准化乳基液) — for a reader of those registers; the materials the formula already names are
 * added, so that a reader without them (or a product since stopped) still sees its lines.
 */
export function useMaterials(productId: string | null, lines: readonly FormulaLine[]): Record<MaterialKind, Material[]> {
  const crudes = useOptionRows(crudeResource, BY_NAME);
  const products = useOptionRows(productResource, VALID_BY_NAME);
  return useMemo(() => {
    const found: Record<MaterialKind, Map<string, Material>> = {
      crude: new Map(crudes.map((r) => [String(r.id), materialOf(r, r.category)])),
      product: new Map(products.filter((r) => r.id !== productId).map((r) => [String(r.id), materialOf(r, null)])),
    };
    for (const line of lines) {
      const { kind, material } = lineMaterial(line);
      if (!found[kind].has(material.id)) found[kind].set(material.id, material);
    }
    return { crude: [...found.crude.values()], product: [...found.product.values()] };
  }, [crudes, products, productId, lines]);
}

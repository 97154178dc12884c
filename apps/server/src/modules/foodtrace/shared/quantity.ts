import { FT_DICT } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';

/** Half a unit of the fourth decimal, allowed in every comparison of quantities in SQL (contracts). */
export { QTY_EPSILON } from '@foodtrace/contracts';

export function round4(n: number | string | null | undefined): number {
  return Math.round(Number(n ?? 0) * 10_000) / 10_000;
}

export function formatQty(n: number, unit: string): string {
  return `${round4(n)} ${unit}`;
}

/**
 * An amount as a reader says it, `50 瓶`: the unit's text in the ft_unit dictionary (its codes are English words:
 * `50 bottle` is no Chinese), through the dictionaries every list is translated with.
 */
export async function amountText(dict: DictService, n: number | string, unit: string): Promise<string> {
  return `${round4(n)} ${await unitText(dict, unit)}`;
}

/** A unit as a reader says it (`bottle` → 瓶), through the ft_unit dictionary; an unknown code as it is. */
export async function unitText(dict: DictService, unit: string): Promise<string> {
  return await dict.text(FT_DICT.unit, unit) ?? unit;
}

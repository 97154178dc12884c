import { FT_DICT } from '@foodtrace/contracts';
import { dictText, useDictItems } from '@/components/dict';

/**
 * A unit code as people read it (`bottle` → 瓶) through the ft_unit dictionary, and an amount with it
 * (`9060 瓶`). Records store the codes; every screen that shows a quantity shows it this way.
 */
export function useUnitText() {
  const units = useDictItems(FT_DICT.unit).data;
  const unitText = (code: string | null | undefined) => dictText(units, code);
  const amount = (quantity: unknown, code: string | null | undefined) => `${String(quantity)} ${unitText(code)}`.trim();
  return { unitText, amount };
}

/** An amount of a list row (a lot, an intake, a summary's group) with the unit text the server gave the row (`unit_dictText`). */
export const rowAmount = (quantity: unknown, row: Readonly<Record<string, unknown>>): string =>
  `${String(quantity ?? '')} ${String(row.unit_dictText ?? row.unit ?? '')}`.trim();

import { PAGING } from '@foodtrace/contracts';

/**
 * How many label/value pairs a detail list puts on a row: never more than spec §9 'Detail list columns at
 * most 4', never more than there are items (a lone pair should not sit in a quarter of a 1200 px dialog),
 * and fewer on narrow screens.
 */
export interface ResponsiveColumns { xs: number; sm: number; md: number; lg: number; xl: number; xxl: number }

export function detailColumns(itemCount: number, max: number = PAGING.detailListMaxColumns): ResponsiveColumns {
  const cap = Math.max(1, Math.min(max, itemCount));
  const at = (n: number) => Math.min(cap, n);
  return { xs: 1, sm: at(2), md: at(2), lg: at(3), xl: cap, xxl: cap };
}

/** A value as text: empty values show a dash so a missing value is not mistaken for a layout gap. */
export function detailText(value: unknown, empty: string): string {
  if (value === null || value === undefined || value === '') return empty;
  if (Array.isArray(value)) return value.length ? value.join('，') : empty;
  return String(value);
}

import type { ReportQueryItem } from '@foodtrace/contracts';

/** A query form value: text, a number, or a [from, to] pair for 'group' items. */
export type QueryValue = string | number | [string | undefined, string | undefined] | undefined | null;

/**
 * The request parameters of a report's query form (reference/JEECG.md §1.8 conventions): text of a 'single'
 * item without a dictionary is a contains-search (`*v*`, spec §4 input filter "like as *v*"); a 'group' item
 * is a range sent as `<field>_begin` / `<field>_end`; everything else is an exact value.
 */
export function reportQueryParams(items: readonly ReportQueryItem[], values: Record<string, QueryValue>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const item of items) {
    const v = values[item.field];
    if (v === undefined || v === null || v === '') continue;
    if (Array.isArray(v)) {
      if (v[0]) out[`${item.field}_begin`] = v[0];
      if (v[1]) out[`${item.field}_end`] = v[1];
    } else if (item.view === 'string' && !item.dictCode && item.mode === 'single') {
      const text = String(v).trim();
      if (text) out[item.field] = `*${text}*`;
    } else {
      out[item.field] = String(v);
    }
  }
  return out;
}

/** The items shown before 展开, and those folded away (hidden '1', spec §3 Query items). */
export function splitQueryItems(items: readonly ReportQueryItem[]): { visible: ReportQueryItem[]; folded: ReportQueryItem[] } {
  return { visible: items.filter((i) => i.hidden !== '1'), folded: items.filter((i) => i.hidden === '1') };
}

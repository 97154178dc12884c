import type { CategoryRecord } from '@foodtrace/contracts';
import { CATEGORY_LIST_TEXT } from './texts';

/** A table row: a category (with its loaded children) or the placeholder under an unopened parent. */
export interface CategoryRow extends Partial<CategoryRecord> {
  id: string;
  name: string;
  placeholder?: boolean;
  children?: CategoryRow[];
}

/**
 * spec §4 Tree table: a row that has children gets a placeholder child 'loading...' until it is first
 * expanded; the loaded children replace it, and a row whose children come back empty loses its expander.
 */
export function categoryRows(records: readonly CategoryRecord[], loaded: ReadonlyMap<string, readonly CategoryRecord[]>): CategoryRow[] {
  return records.map((r) => {
    const kids = loaded.get(r.id);
    if (kids) return kids.length ? { ...r, children: categoryRows(kids, loaded) } : { ...r };
    return r.hasChild === '1' ? { ...r, children: [{ id: `${r.id}__loading`, name: CATEGORY_LIST_TEXT.loading, placeholder: true }] } : { ...r };
  });
}

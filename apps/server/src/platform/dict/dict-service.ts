import type { Kysely } from 'kysely';
import type { DictItem } from '@foodtrace/contracts';
import type { DB } from '../db/schema.ts';

/**
 * Dictionary items by code. Held in memory because every list answer translates through them; any write to a
 * dictionary calls `invalidate()`, so the cache is never stale for longer than the write.
 */
export class DictService {
  private cache: Promise<Map<string, DictItem[]>> | undefined;

  constructor(private readonly db: Kysely<DB>) {}

  invalidate(): void {
    this.cache = undefined;
  }

  private load(): Promise<Map<string, DictItem[]>> {
    this.cache ??= (async () => {
      const rows = await this.db.selectFrom('sysDictItem as i')
        .innerJoin('sysDict as d', 'd.id', 'i.dictId')
        .select(['d.dictCode', 'i.itemText', 'i.itemValue'])
        .where('d.delFlag', '=', 0)
        .where('i.status', '=', 1)
        .orderBy('d.dictCode').orderBy('i.sortOrder')
        .execute();
      const map = new Map<string, DictItem[]>();
      for (const r of rows) {
        const list = map.get(r.dictCode) ?? [];
        list.push({ value: r.itemValue, text: r.itemText, title: r.itemText });
        map.set(r.dictCode, list);
      }
      return map;
    })().catch((err) => {
      this.cache = undefined;
      throw err;
    });
    return this.cache;
  }

  async items(code: string): Promise<DictItem[] | undefined> {
    return (await this.load()).get(code);
  }

  async all(): Promise<Record<string, DictItem[]>> {
    return Object.fromEntries(await this.load());
  }

  /** Text of a (possibly comma-separated) value; unknown values show as themselves. */
  async text(code: string, value: unknown): Promise<string | null> {
    if (value === null || value === undefined || value === '') return null;
    const items = (await this.load()).get(code) ?? [];
    return String(value).split(',').map((v) => items.find((i) => i.value === v)?.text ?? v).join(',');
  }

  /** A synchronous translator over the current dictionaries (for building a document row by row); '' for null. */
  async lookup(): Promise<(code: string, value: string | null | undefined) => string> {
    const all = await this.load();
    return (code, value) => (value === null || value === undefined || value === '' ? '' : all.get(code)?.find((i) => i.value === value)?.text ?? value);
  }

  /** Adds `<field>_dictText` to each row for each dictionary field (DESIGN.md §4 Lists). */
  async translate<T extends Record<string, unknown>>(rows: T[], dictFields: Array<[string, string]>): Promise<T[]> {
    if (!dictFields.length) return rows;
    for (const row of rows) {
      const r = row as Record<string, unknown>;
      for (const [field, code] of dictFields) r[`${field}_dictText`] = await this.text(code, r[field]);
    }
    return rows;
  }
}

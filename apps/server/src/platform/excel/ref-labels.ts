import type { Kysely } from 'kysely';
import { RESOURCES, refValue, type FieldDef, type ResourceDef } from '@foodtrace/contracts';
import type { Cell } from './cell-values.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- referenced tables are named by definitions
type AnyDb = Kysely<any>;

const ID = /^[0-9a-f]{32}$/;
const CACHE_LIMIT = 10_000;

/**
 * Reference cells (FieldDef.ref) hold what the export wrote: the referenced row's label (a product's name).
 * Import turns the label back into the row's id (or the field the reference stores, FieldRef.value) — within the
 * request's tenant for tenant-scoped resources — or keeps an id as it is. Whether the row may be referenced is then checked by the repository, as for `add`.
 * Table and column names come from the definitions only (DESIGN.md §5 rule 1).
 */
export class RefLabels {
  private readonly cache = new Map<string, string | null | 'many'>();
  private readonly db: AnyDb;

  constructor(db: Kysely<unknown>, private readonly owner: ResourceDef, private readonly tenantId: number) {
    this.db = db as AnyDb;
  }

  private target(f: FieldDef): ResourceDef {
    return RESOURCES.find((r) => r.key === f.ref!.resource) ?? this.owner;
  }

  async idOf(f: FieldDef, cell: Cell): Promise<{ value: string | null } | { error: string }> {
    if (cell === null) return { value: null };
    const text = String(cell).trim();
    const stored = refValue(f.ref!);
    if (stored === 'id' && ID.test(text)) return { value: text };
    const target = this.target(f);
    const key = `${target.key}\u0000${stored}\u0000${text}`;
    if (!this.cache.has(key)) {
      if (this.cache.size >= CACHE_LIMIT) this.cache.clear();
      let q = this.db.selectFrom(target.table).select(`${stored} as value`).where('delFlag', '=', 0).where(f.ref!.label, '=', text);
      if (target.tenantScoped) q = q.where('tenantId', '=', this.tenantId);
      const rows = await q.limit(2).execute();
      this.cache.set(key, rows.length === 1 ? (rows[0].value as string) : rows.length ? 'many' : null);
    }
    const found = this.cache.get(key);
    if (found === 'many') return { error: `${f.label}“${text}”对应多条${target.title}记录，请改填其编号` };
    if (!found) return { error: `${f.label}“${text}”不存在` };
    return { value: found };
  }
}

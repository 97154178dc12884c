import { IN_USE_KEY, type FieldDef, type ResourceDef } from '@foodtrace/contracts';
import { BusinessError } from '../platform/errors.ts';

type Row = Record<string, unknown>;

/** Why each of these rows is in use (id → reason, e.g. 该加工记录已有产出批次); rows not in the answer are free. */
export type InUse = (rows: Row[]) => Promise<Map<string, string>>;

/**
 * FieldDef.fixedOnceUsed, over the module's own idea of "in use": list and detail records in use carry the
 * reason (the form shows those fields read-only with it), and a change to one of them is refused whichever
 * client sends it.
 */
export class FixedFields {
  private readonly fields: Array<[string, FieldDef]>;

  constructor(def: ResourceDef, private readonly inUse?: InUse) {
    this.fields = inUse ? Object.entries(def.fields).filter(([, f]) => f.fixedOnceUsed) : [];
  }

  /** Adds IN_USE_KEY to the records in use (one call for the page). */
  async mark(records: Row[]): Promise<Row[]> {
    if (!this.inUse || !this.fields.length || !records.length) return records;
    const reasons = await this.inUse(records);
    for (const r of records) {
      const why = reasons.get(r.id as string);
      if (why) r[IN_USE_KEY] = why;
    }
    return records;
  }

  /** `changes` and `existing` as stored (instants as numbers); only fields the edit really changes count. */
  async assertUnchanged(changes: Row, existing: Row): Promise<void> {
    const changed = this.fields.filter(([k, f]) => changes[k] !== undefined && !sameValue(f, changes[k], existing[k]));
    if (!changed.length || !this.inUse) return;
    const why = (await this.inUse([existing])).get(existing.id as string);
    if (why) throw new BusinessError(`${why}，不能修改${changed.map(([, f]) => f.label).join('、')}`);
  }
}

function sameValue(f: FieldDef, a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  // Numbers and instants compare as numbers, whatever type the driver answers them in; an instant to the
  // second, as a form shows it and sends it back.
  if (f.type === 'datetime') return Math.floor(Number(a) / 1000) === Math.floor(Number(b) / 1000);
  return f.type === 'int' || f.type === 'decimal' ? Number(a) === Number(b) : String(a) === String(b);
}

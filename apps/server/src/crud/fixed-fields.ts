import { belowUsedText, IN_USE_KEY, IN_USE_MIN_KEY, isBelowUsed, type FieldDef, type ResourceDef, type UsedAmount } from '@foodtrace/contracts';
import { BusinessError } from '../platform/errors.ts';

type Row = Record<string, unknown>;

/** Why a row is in use (e.g. 该加工记录已有产出批次), and how much of its `notBelowUsed` fields was used. */
export interface InUseMark { reason: string; used?: Record<string, UsedAmount> }

/** The module's idea of "in use", for a page of rows at once: id → mark; rows not in the answer are free. */
export type InUse = (rows: Row[]) => Promise<Map<string, InUseMark>>;

/**
 * FieldDef.fixedOnceUsed and notBelowUsed, over the module's own idea of "in use": list and detail records in
 * use carry the reason and the used amounts (the form shows the fixed fields read-only and the least amount
 * under its field), and a change to a fixed field, or an amount below what was used, is refused whichever
 * client sends it.
 */
export class FixedFields {
  private readonly fixed: Array<[string, FieldDef]>;
  private readonly floors: Array<[string, FieldDef]>;

  constructor(def: ResourceDef, private readonly inUse?: InUse) {
    const fields = inUse ? Object.entries(def.fields) : [];
    this.fixed = fields.filter(([, f]) => f.fixedOnceUsed);
    this.floors = fields.filter(([, f]) => f.notBelowUsed);
  }

  /** Adds IN_USE_KEY (and IN_USE_MIN_KEY where something was used) to the records in use (one call for the page). */
  async mark(records: Row[]): Promise<Row[]> {
    if (!this.inUse || !(this.fixed.length + this.floors.length) || !records.length) return records;
    const marks = await this.inUse(records);
    for (const r of records) {
      const mark = marks.get(r.id as string);
      if (!mark) continue;
      r[IN_USE_KEY] = mark.reason;
      const used = this.usedOf(mark);
      if (used.length) r[IN_USE_MIN_KEY] = Object.fromEntries(used);
    }
    return records;
  }

  /** `changes` and `existing` as stored (instants as numbers); only fields the edit really changes count. */
  async assertAllowed(changes: Row, existing: Row): Promise<void> {
    const changed = this.fixed.filter(([k, f]) => changes[k] !== undefined && !sameValue(f, changes[k], existing[k]));
    const amounts = this.floors.filter(([k]) => changes[k] !== undefined && changes[k] !== null);
    if ((!changed.length && !amounts.length) || !this.inUse) return;
    const mark = (await this.inUse([existing])).get(existing.id as string);
    if (!mark) return;
    if (changed.length) throw new BusinessError(`${mark.reason}，不能修改${changed.map(([, f]) => f.label).join('、')}`);
    for (const [k, f] of amounts) {
      const used = mark.used?.[k];
      if (used && isBelowUsed(changes[k], used)) {
        throw new BusinessError(`${mark.reason}，${belowUsedText(f.label, used)}`);
      }
    }
  }

  private usedOf(mark: InUseMark): Array<[string, UsedAmount]> {
    return this.floors.flatMap(([k]) => {
      const used = mark.used?.[k];
      return used && used.amount > 0 ? [[k, used] as [string, UsedAmount]] : [];
    });
  }
}

function sameValue(f: FieldDef, a: unknown, b: unknown): boolean {
  if (a === null || a === undefined || b === null || b === undefined) return (a ?? null) === (b ?? null);
  // Numbers and instants compare as numbers, whatever type the driver answers them in; an instant to the
  // second, as a form shows it and sends it back.
  if (f.type === 'datetime') return Math.floor(Number(a) / 1000) === Math.floor(Number(b) / 1000);
  return f.type === 'int' || f.type === 'decimal' ? Number(a) === Number(b) : String(a) === String(b);
}

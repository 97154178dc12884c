import type { Kysely } from 'kysely';
import { DEPARTMENT_DICT, DEPARTMENT_FIELD, LIST_SCOPE_KEY, RESOURCES, refValue, type FieldRef, type ResourceDef } from '@foodtrace/contracts';
import type { DbKind } from '../config.ts';
import { chunks } from '../platform/db/in-chunks.ts';
import { translateTableDict } from '../platform/dict/table-dict-query.ts';
import { tableDictOf } from '../platform/dict/table-dict-registry.ts';
import { BusinessError } from '../platform/errors.ts';
import { whereOf } from '../platform/list-query/apply.ts';
import { parseListQuery, type ListSpec } from '../platform/list-query/parse.ts';

type Row = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- referenced tables are named by definitions
type AnyDb = Kysely<any>;

interface RefField { name: string; label: string; ref: FieldRef; target: ResourceDef; input: boolean; value: string }

/**
 * The reference fields of one resource (FieldDef.ref, JeecgBoot's table dictionaries): writes must point at a
 * live row of the referenced resource that matches the declared filter; answers carry `<field>_dictText`.
 * Table and column names come from the definitions only (DESIGN.md §5 rule 1).
 */
export class ResourceRefs {
  private readonly fields: RefField[];

  private readonly departmentOwned: boolean;

  constructor(def: ResourceDef, private readonly kind: DbKind, private readonly specOf: (def: ResourceDef) => ListSpec) {
    this.departmentOwned = def.departmentOwned === true;
    const byKey = new Map(RESOURCES.map((r) => [r.key, r]));
    this.fields = Object.entries(def.fields).filter(([, f]) => f.ref).map(([name, f]) => {
      const target = byKey.get(f.ref!.resource) ?? (f.ref!.resource === def.key ? def : undefined);
      if (!target) throw new Error(`${def.key}.${name} refers to unknown resource ${f.ref!.resource}`);
      if (!(f.ref!.label in target.fields)) throw new Error(`${def.key}.${name}: ${target.key} has no field ${f.ref!.label}`);
      const value = refValue(f.ref!);
      if (value !== 'id' && !target.fields[value]?.unique) throw new Error(`${def.key}.${name}: ${target.key}.${value} is not unique`);
      // a filter names what the target's list takes (a field, or a scope it declares): a slip fails at start,
      // not by quietly matching every row
      const spec = specOf(target);
      for (const [k, v] of Object.entries(f.ref!.filter ?? {})) {
        if (k === LIST_SCOPE_KEY ? !Object.hasOwn(spec.scopes ?? {}, v) : !(k in spec.fields)) throw new Error(`${def.key}.${name}: ${target.key} cannot be listed by ${k}=${v}`);
      }
      return { name, label: f.label, ref: f.ref!, target, input: f.form !== false, value };
    });
  }

  /**
   * Every reference the client sent names a live row that matches the reference's filter — and, when the
   * referenced resource is tenant-scoped, a row of the request's tenant (DESIGN.md §5 rule 4). References
   * outside the form (`form: false`) are set by the server's own rules and are not the client's to choose.
   * Callers pass the request's tenant; without it only rows of "no tenant" (0) qualify, so a forgotten
   * tenant fails closed. An edit passes the row it changes: a reference it leaves as it was is not checked again,
   * because the filter speaks of the moment of choosing (a lot with stock left) and the row keeps what it chose.
   */
  async check(db: AnyDb, input: Row, tenantId = 0, existing?: Row): Promise<void> {
    for (const f of this.fields.filter((x) => x.input)) {
      const value = input[f.name];
      if (value === undefined || value === null) continue;
      if (existing && existing[f.name] === value) continue;
      const spec = this.specOf(f.target);
      const found = await db.selectFrom(f.target.table).select('id')
        .where(f.value, '=', String(value)).where('delFlag', '=', 0)
        .where(whereOf(parseListQuery(spec, f.ref.filter ?? {}), this.kind))
        .where((eb) => (f.target.tenantScoped ? eb('tenantId', '=', tenantId) : eb.and([])))
        .executeTakeFirst();
      if (!found) throw new BusinessError(`所选${f.label}不存在或不符合要求`);
    }
  }

  /**
   * Adds `<field>_dictText` for each reference: one query per reference field per page. Deleted rows still
   * name themselves, because a record keeps the history it was written with (of a deleted row and a live one
   * sharing a stored name, the live one).
   */
  async translate(db: AnyDb, rows: Row[]): Promise<Row[]> {
    for (const f of this.fields) {
      const ids = [...new Set(rows.map((r) => r[f.name]).filter((v): v is string => typeof v === 'string' && v !== ''))];
      const labels = new Map<string, unknown>();
      for (const part of chunks(ids)) {
        const found = await db.selectFrom(f.target.table).select([`${f.value} as value`, `${f.ref.label} as label`]).where(f.value, 'in', part)
          .orderBy('delFlag', 'desc').execute();
        for (const r of found) labels.set(r.value as string, r.label);
      }
      // a stored name (FieldRef.value) is its own text where no row bears it any more (written before the register)
      const fallback = (v: string) => (f.value === 'id' ? null : v);
      for (const r of rows) r[`${f.name}_dictText`] = typeof r[f.name] === 'string' ? labels.get(r[f.name] as string) ?? fallback(r[f.name] as string) : null;
    }
    if (this.departmentOwned) await translateDepartments(db, rows, this.kind);
    return rows;
  }
}

/**
 * `sysOrgCode_dictText`: the name of the department a department-owned row belongs to (ResourceDef.departmentOwned),
 * through the registered department dictionary, as every department select and label reads it.
 */
async function translateDepartments(db: AnyDb, rows: Row[], kind: DbKind): Promise<void> {
  const codes = [...new Set(rows.map((r) => r[DEPARTMENT_FIELD]).filter((v): v is string => typeof v === 'string' && v !== ''))];
  const names = await translateTableDict(db, tableDictOf(DEPARTMENT_DICT)!, { kind, tenantId: 0 }, codes);
  const byCode = new Map(codes.map((c, i) => [c, names[i]]));
  for (const r of rows) r[`${DEPARTMENT_FIELD}_dictText`] = typeof r[DEPARTMENT_FIELD] === 'string' ? byCode.get(r[DEPARTMENT_FIELD] as string) ?? null : null;
}

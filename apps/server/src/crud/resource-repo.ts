import type { Kysely } from 'kysely';
import { PAGING, filterableFields, sortableFields, type FieldType, type PageResult, type ResourceDef } from '@foodtrace/contracts';
import type { DbKind } from '../config.ts';
import type { SessionUser } from '../platform/auth/sessions.ts';
import { newId } from '../platform/db/ids.ts';
import { formatInstant, parseWireTime } from '../platform/db/time.ts';
import type { DictService } from '../platform/dict/dict-service.ts';
import { BadRequestError, BusinessError } from '../platform/errors.ts';
import { whereOf } from '../platform/list-query/apply.ts';
import { parseListQuery, type ListSpec } from '../platform/list-query/parse.ts';

type Row = Record<string, unknown>;

export interface CrudContext { user: SessionUser }

/** Rules a module adds beside the generic code (DESIGN.md §3): the generic code never learns about them. */
export interface ResourceHooks {
  beforeAdd?(input: Row, ctx: CrudContext): Promise<void> | void;
  beforeEdit?(input: Row, existing: Row, ctx: CrudContext): Promise<void> | void;
  beforeDelete?(existing: Row[], ctx: CrudContext): Promise<void> | void;
}

export interface RepoDeps { db: Kysely<unknown>; kind: DbKind; dict: DictService; timeZone: string }

const SYSTEM_TYPES: Record<string, FieldType> = {
  id: 'string', createBy: 'string', createTime: 'datetime', updateBy: 'string', updateTime: 'datetime',
};

/** List, read and write of one resource's table, with soft delete, unique checks and the data log. */
export class ResourceRepo {
  readonly spec: ListSpec;
  private readonly dictFields: Array<[string, string]>;
  private readonly timeFields: string[];
  // The table is named by the resource definition, never by a request; Kysely<any> because it is dynamic.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private readonly db: Kysely<any>;

  constructor(readonly def: ResourceDef, private readonly deps: RepoDeps, private readonly hooks: ResourceHooks = {}) {
    this.db = deps.db;
    const types: Record<string, FieldType> = { ...SYSTEM_TYPES };
    for (const [k, f] of Object.entries(def.fields)) types[k] = f.type;
    const fields = Object.fromEntries(filterableFields(def).map((k) => [k, types[k]]));
    this.spec = {
      fields, sortable: sortableFields(def), timeZone: deps.timeZone,
      defaultSort: {
        field: def.defaultSort?.column ?? PAGING.defaultSortColumn,
        order: def.defaultSort?.order ?? PAGING.defaultSortOrder,
      },
    };
    this.dictFields = Object.entries(def.fields).filter(([, f]) => f.dict).map(([k, f]) => [k, f.dict!]);
    this.timeFields = ['createTime', 'updateTime', ...Object.entries(def.fields).filter(([, f]) => f.type === 'datetime').map(([k]) => k)];
  }

  private live() {
    return this.db.selectFrom(this.def.table).where('delFlag', '=', 0);
  }

  /** Database row → wire record: instants as zone text, internal columns dropped. */
  private toWire(row: Row): Row {
    const { delFlag: _d, tenantId: _t, ...rest } = row;
    for (const f of this.timeFields) {
      if (typeof rest[f] === 'number') rest[f] = formatInstant(rest[f] as number, this.deps.timeZone);
    }
    return rest;
  }

  private toDb(input: Row): Row {
    const out: Row = { ...input };
    for (const f of this.timeFields) {
      if (typeof out[f] === 'string') out[f] = parseWireTime(out[f] as string, this.deps.timeZone);
    }
    return out;
  }

  async list(raw: Record<string, unknown>): Promise<PageResult<Row>> {
    const q = parseListQuery(this.spec, raw);
    const base = this.live().where(whereOf(q, this.deps.kind));
    const countRow = await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const total = Number(countRow.n);
    let query = base.selectAll();
    for (const s of q.sort) query = query.orderBy(s.field, s.order);
    query = query.orderBy('id', q.sort[0]?.order ?? 'desc');
    const rows = await query.limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
    const records = await this.deps.dict.translate(rows.map((r) => this.toWire(r)), this.dictFields);
    return { records, total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(total / q.pageSize) };
  }

  private async findRaw(id: string): Promise<Row | undefined> {
    return this.live().selectAll().where('id', '=', id).executeTakeFirst();
  }

  async get(id: string): Promise<Row> {
    const row = await this.findRaw(id);
    if (!row) throw new BusinessError('未找到对应数据');
    const [wire] = await this.deps.dict.translate([this.toWire(row)], this.dictFields);
    return wire;
  }

  private async assertUnique(input: Row, selfId?: string): Promise<void> {
    for (const [name, f] of Object.entries(this.def.fields)) {
      if (!f.unique || input[name] === undefined || input[name] === null) continue;
      let q = this.live().select('id').where(name, '=', input[name]);
      if (selfId) q = q.where('id', '<>', selfId);
      if (await q.limit(1).executeTakeFirst()) throw new BusinessError(`${f.label}已存在`);
    }
  }

  private async dataLog(id: string, row: Row, ctx: CrudContext): Promise<void> {
    const last = await this.db.selectFrom('sysDataLog').select((eb) => eb.fn.max('dataVersion').as('v'))
      .where('dataTable', '=', this.def.table).where('dataId', '=', id).executeTakeFirst();
    await this.db.insertInto('sysDataLog').values({
      id: newId(), dataTable: this.def.table, dataId: id, dataContent: JSON.stringify(row),
      dataVersion: Number(last?.v ?? 0) + 1, createBy: ctx.user.username, createTime: Date.now(),
    }).execute();
  }

  async add(input: Row, ctx: CrudContext): Promise<Row> {
    await this.hooks.beforeAdd?.(input, ctx);
    await this.assertUnique(input);
    const id = newId();
    const row = { ...this.toDb(input), id, createBy: ctx.user.username, createTime: Date.now(), delFlag: 0 };
    await this.db.insertInto(this.def.table).values(row).execute();
    await this.dataLog(id, row, ctx);
    return this.get(id);
  }

  async edit(input: Row & { id: string }, ctx: CrudContext): Promise<Row> {
    const { id, ...changes } = input;
    const existing = await this.findRaw(id);
    if (!existing) throw new BusinessError('未找到对应数据');
    await this.hooks.beforeEdit?.(changes, existing, ctx);
    await this.assertUnique(changes, id);
    const values = { ...this.toDb(changes), updateBy: ctx.user.username, updateTime: Date.now() };
    await this.db.updateTable(this.def.table).set(values).where('id', '=', id).where('delFlag', '=', 0).execute();
    await this.dataLog(id, { ...existing, ...values }, ctx);
    return this.get(id);
  }

  /** Soft delete: the row stays for the audit trail (DOMAIN.md §1 "Nothing is hard-deleted"). */
  async remove(ids: string[], ctx: CrudContext): Promise<number> {
    const unique = [...new Set(ids.map((s) => s.trim()).filter(Boolean))];
    if (!unique.length) throw new BadRequestError('ids 不能为空');
    if (unique.length > 1000) throw new BadRequestError('一次最多删除 1000 条');
    const existing = await this.live().selectAll().where('id', 'in', unique).execute();
    if (!existing.length) throw new BusinessError('未找到对应数据');
    await this.hooks.beforeDelete?.(existing, ctx);
    const now = Date.now();
    await this.db.updateTable(this.def.table).set({ delFlag: 1, updateBy: ctx.user.username, updateTime: now })
      .where('id', 'in', existing.map((r) => r.id as string)).execute();
    for (const r of existing) await this.dataLog(r.id as string, { ...r, delFlag: 1, updateTime: now }, ctx);
    return existing.length;
  }
}

import type { Kysely } from 'kysely';
import { DEPARTMENT_FIELD, FOLLOW_UP, NO_DELETE_KEY, futureIssue, orderIssue, resourceActions, secretFields, summaryColumns, type PageResult, type ResourceDef } from '@foodtrace/contracts';
import type { DbKind } from '../config.ts';
import type { SessionUser } from '../platform/auth/sessions.ts';
import { newId } from '../platform/db/ids.ts';
import { chunks, inChunks, INSERT_CHUNK } from '../platform/db/in-chunks.ts';
import { formatInstant, parseWireTime } from '../platform/db/time.ts';
import type { DictService } from '../platform/dict/dict-service.ts';
import { AppError, BadRequestError, BusinessError } from '../platform/errors.ts';
import { groupedRows } from '../platform/list-query/grouped.ts';
import { keysetChunks, pagedRows } from '../platform/list-query/paged.ts';
import { parseListQuery, type ListSpec } from '../platform/list-query/parse.ts';
import { scopeWhere, type RowScope, type ScopeTarget } from '../platform/scope/row-scope.ts';
import { appendDataLog, appendNewRowsDataLog } from '../platform/audit/data-log.ts';
import { assignNumbers } from '../platform/numbering/auto-number.ts';
import type { FileStorage } from '../platform/storage/file-storage.ts';
import { SecretBox } from '../platform/crypto/secret-box.ts';
import { listSpecOf } from './list-spec.ts';
import { FixedFields, type InUse } from './fixed-fields.ts';
import { ResourceRefs } from './resource-refs.ts';
import { assertStoredFiles } from './stored-files.ts';

type Row = Record<string, unknown>;

/** Who acts, in which tenant, under which data rules (built per request by crud/crud-context.ts). */
export interface CrudContext extends RowScope { user: SessionUser }

/** What an after-hook runs in: the write's own transaction (use `db` for every query, never the app's handle). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- hooks write their module's tables
export interface TxContext extends CrudContext { db: Kysely<any> }

/**
 * What an after-hook sets going once its write is committed: a message that names what the write did, which must
 * neither go out for a write rolled back nor be read by its recipients before the write is there to open. It
 * cannot undo the write: a failure is logged (RepoDeps.log), not answered.
 */
export type AfterCommit = () => Promise<void>;

/**
 * Rules a module adds beside the generic code (DESIGN.md §3): the generic code never learns about them.
 * before-hooks check and prepare the input (reads only); after-hooks write what belongs with the record in
 * the same transaction as the record, and may still refuse (throwing rolls the whole write back).
 */
export interface ResourceHooks {
  beforeAdd?(input: Row, ctx: CrudContext): Promise<void> | void;
  beforeEdit?(input: Row, existing: Row, ctx: CrudContext): Promise<void> | void;
  beforeDelete?(existing: Row[], ctx: CrudContext): Promise<void> | void;
  afterAdd?(row: Row, ctx: TxContext): Promise<void> | void;
  /** May answer what to do once the edit is committed (AfterCommit). */
  afterEdit?(row: Row, existing: Row, ctx: TxContext): Promise<void | AfterCommit> | void | AfterCommit;
  afterDelete?(existing: Row[], ctx: TxContext): Promise<void> | void;
  /** Which rows are in use, why, and how much of them was used: FieldDef.fixedOnceUsed and notBelowUsed. */
  inUse?: InUse;
  /**
   * Which of these rows cannot be deleted, and why (id → the refusal): the one rule both for a delete, which
   * it refuses, and for the list and detail, which carry NO_DELETE_KEY so that 删除 is greyed out with the reason.
   */
  undeletable?(rows: Row[]): Promise<Map<string, string>> | Map<string, string>;
  /**
   * What the writer of a record just added or edited should know next (a supplier suspended with lots still in
   * stock), said after the success message; null when nothing. Read after the write's transaction; other
   * records it names are read through `rows`, as the writer may see them.
   */
  notice?(row: Row, rows: VisibleRows): Promise<string | null> | string | null;
}

/**
 * The rows of a resource the request's user may see, as its list answers them to a query of its fields: none
 * without its list permission, else within its tenant and data rules (visible-rows.ts).
 */
export type VisibleRows = (def: ResourceDef, query: Record<string, unknown>) => Promise<Row[]>;

export interface RepoDeps {
  db: Kysely<unknown>; kind: DbKind; dict: DictService; timeZone: string;
  /** Where stored-file fields' files are (their paths must name files that are there: crud/stored-files.ts). */
  files: Pick<FileStorage, 'stat'>;
  /** Seals secret fields (FieldDef.secret) on their way in. */
  secrets: Pick<SecretBox, 'seal'>;
  /** Where a failed AfterCommit is told (the server's log). */
  log?: { warn(obj: object, msg: string): void };
}

/**
 * Refused like a bad field: an end before its start (FieldDef.notBefore). The generic CRUD compares wire texts
 * (`YYYY-MM-DD[ HH:mm:ss]`), which order alike whether a field is a date or a date and time, so a 收货时间 can be
 * held against a 生产日期; a module's own service may compare stored instants of one type.
 */
export function assertFieldOrder(def: Pick<ResourceDef, 'fields'>, row: Row): void {
  const issue = orderIssue(def, row);
  if (issue) throw new BadRequestError(issue.message); // the message names the field by its label
}

/** Clocks differ a little between a clerk's computer and the server: a time this much ahead is still "now". */
export const CLOCK_SKEW_MS = 10 * 60_000;

/** Refused like a bad field: the time of something that happened lying in the future (FieldDef.happened). */
export function assertHappened(def: Pick<ResourceDef, 'fields'>, row: Row, timeZone: string, now = Date.now()): void {
  const issue = futureIssue(def, row, formatInstant(now + CLOCK_SKEW_MS, timeZone)!);
  if (issue) throw new BadRequestError(issue.message);
}

/** How many different notices an import's message repeats (ResourceRepo.noticesOf). */
const NOTICES_SHOWN = 3;

/** Refusals of a value two fields share (FieldDef.uniqueWith). */
const sharedValueText = {
  same: (field: string, other: string) => `${field}不能与${other}相同`,
  taken: (field: string, other: string) => `${field}已是另一条记录的${other}`,
} as const;

/**
 * List, read and write of one resource's table, with soft delete, unique checks and the data log. Every query
 * is limited to the request's tenant (tenant-scoped resources) and, for reads, edits and deletes, to the rows
 * the user's data rules allow.
 */
export class ResourceRepo {
  readonly spec: ListSpec;
  private readonly target: ScopeTarget;
  private readonly dictFields: Array<[string, string]>;
  private readonly timeFields: string[];
  private readonly secrets: string[];
  private readonly refs: ResourceRefs;
  private readonly fixed: FixedFields;
  // The table is named by the resource definition, never by a request; Kysely<any> because it is dynamic.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private readonly db: Kysely<any>;

  constructor(readonly def: ResourceDef, private readonly deps: RepoDeps, private readonly hooks: ResourceHooks = {}) {
    this.db = deps.db;
    this.spec = listSpecOf(def, deps.timeZone);
    this.refs = new ResourceRefs(def, deps.kind, (d) => listSpecOf(d, deps.timeZone));
    this.fixed = new FixedFields(def, hooks.inUse);
    this.dictFields = Object.entries(def.fields).filter(([, f]) => f.dict).map(([k, f]) => [k, f.dict!]);
    this.timeFields = ['createTime', 'updateTime', ...Object.entries(def.fields).filter(([, f]) => f.type === 'datetime').map(([k]) => k)];
    this.secrets = secretFields(def);
    this.target = { tenantScoped: def.tenantScoped === true, spec: this.spec, kind: deps.kind };
  }

  /** Live rows of the request's tenant; with `rules`, only those the user's data rules allow. */
  private rows(ctx: RowScope, opts: { rules: boolean }) {
    const all = this.db.selectFrom(this.def.table);
    // An append-only table (the system log) has no soft delete: every row is live.
    return (this.def.appendOnly ? all : all.where('delFlag', '=', 0)).where(scopeWhere(this.target, ctx, opts));
  }

  /**
   * Ids of the rows of the request's tenant that the user's data rules allow, deleted ones included: what the
   * data log may show of this resource (a deleted record's history is what an audit asks for).
   */
  idsInScope(ctx: RowScope) {
    return this.db.selectFrom(this.def.table).select('id').where(scopeWhere(this.target, ctx, { rules: true }));
  }

  /** A row the reader may see the history of (idsInScope), else 未找到对应数据 as for a missing row. */
  async assertInScope(id: string, ctx: RowScope): Promise<void> {
    if (!(await this.idsInScope(ctx).where('id', '=', id).executeTakeFirst())) throw new BusinessError('未找到对应数据');
  }

  /** Database row → wire record: instants as zone text, internal columns and secrets dropped. */
  private toWire(row: Row): Row {
    const { delFlag: _d, tenantId: _t, ...rest } = row;
    for (const f of this.secrets) delete rest[f];
    for (const f of this.timeFields) {
      if (typeof rest[f] === 'number') rest[f] = formatInstant(rest[f] as number, this.deps.timeZone);
    }
    return rest;
  }

  /** Wire input → database values: zone text as instants, secrets sealed (a blank one is left as stored). */
  private toDb(input: Row): Row {
    const out: Row = { ...input };
    for (const f of this.timeFields) {
      if (typeof out[f] === 'string') out[f] = parseWireTime(out[f] as string, this.deps.timeZone);
    }
    for (const f of this.secrets) {
      if (typeof out[f] === 'string' && out[f] !== '') out[f] = this.deps.secrets.seal(out[f] as string);
      else delete out[f];
    }
    return out;
  }

  /** What the data log keeps of a row: all of it, a sealed secret as its fingerprint (SecretBox.fingerprint). */
  private logged(row: Row): Row {
    if (!this.secrets.length) return row;
    const out = { ...row };
    for (const f of this.secrets) if (typeof out[f] === 'string') out[f] = SecretBox.fingerprint(out[f] as string);
    return out;
  }

  async list(raw: Record<string, unknown>, ctx: CrudContext): Promise<PageResult<Row>> {
    const q = parseListQuery(this.spec, raw);
    const { rows, page } = await pagedRows<Row>(this.rows(ctx, { rules: true }), q, this.deps.kind, '*');
    const records = await this.mark(await this.refs.translate(this.db, await this.deps.dict.translate(rows.map((r) => this.toWire(r)), this.dictFields)));
    return { records, ...page };
  }

  /**
   * The list's rows added up by group (ResourceDef.summary): the same query read as the list reads it — its
   * filters, scope, tenant and data rules — sorted by the summary's columns, the group's fields shown with
   * their dictionary and reference texts.
   */
  async summary(raw: Record<string, unknown>, ctx: CrudContext): Promise<PageResult<Row>> {
    const s = this.def.summary;
    if (!s) throw new Error(`${this.def.key} has no summary`);
    const sortable = summaryColumns(s);
    const q = parseListQuery({ ...this.spec, sortable, defaultSort: { field: s.defaultSort.column, order: s.defaultSort.order } }, raw);
    const { rows, page } = await groupedRows<Row>(this.db, this.rows(ctx, { rules: true }), q, this.deps.kind, s);
    // the texts of the columns it answers, not the empty ones of the fields a group has no value of
    const shown = new Set(sortable.flatMap((c) => [c, `${c}_dictText`]));
    const records = (await this.display(rows)).map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => shown.has(k))));
    return { records, ...page };
  }

  /** What the form and the row actions must know of a page of records: in use (fixed fields), not deletable. */
  private async mark(records: Row[]): Promise<Row[]> {
    await this.fixed.mark(records);
    if (!this.hooks.undeletable || !records.length || !resourceActions(this.def).includes('delete')) return records;
    const why = await this.hooks.undeletable(records);
    for (const r of records) {
      const reason = why.get(r.id as string);
      if (reason) r[NO_DELETE_KEY] = reason;
    }
    return records;
  }

  /** Stored rows (data-log snapshots too) as a reader sees them: zone times, dictionary and reference texts. */
  async display(rows: Row[]): Promise<Row[]> {
    return this.refs.translate(this.db, await this.deps.dict.translate(rows.map((r) => this.toWire(r)), this.dictFields));
  }

  private async findRaw(id: string, ctx: CrudContext, opts = { rules: true }): Promise<Row | undefined> {
    return this.rows(ctx, opts).selectAll().where('id', '=', id).executeTakeFirst();
  }

  /**
   * One row. A row outside the tenant or the data rules answers like a missing one. After the caller's own
   * add or edit the row is read back within the tenant only, so a change that takes it out of the caller's
   * data rules still answers the saved record.
   */
  async get(id: string, ctx: CrudContext, opts = { rules: true }): Promise<Row> {
    const row = await this.findRaw(id, ctx, opts);
    if (!row) throw new BusinessError('未找到对应数据');
    const [wire] = await this.mark(await this.refs.translate(this.db, await this.deps.dict.translate([this.toWire(row)], this.dictFields)));
    return wire;
  }

  /**
   * Unique among the live rows of the tenant, whatever the caller's data rules let them see; a field sharing its
   * values with another (FieldDef.uniqueWith) is also checked against that one, in the record itself (`record`:
   * the record as it will be) and in the other rows.
   */
  private async assertUnique(input: Row, ctx: CrudContext, selfId?: string, record: Row = input): Promise<void> {
    const others = (q: ReturnType<ResourceRepo['rows']>) => (selfId ? q.where('id', '<>', selfId) : q);
    for (const [name, f] of Object.entries(this.def.fields)) {
      if (!f.unique || input[name] === undefined || input[name] === null) continue;
      if (await others(this.rows(ctx, { rules: false }).select('id').where(name, '=', input[name])).limit(1).executeTakeFirst()) throw new BusinessError(`${f.label}已存在`);
    }
    for (const [name, other] of this.sharedValues) {
      const value = input[name];
      if (value === undefined || value === null || value === '') continue;
      if (this.uniqueKey(record[other]) === this.uniqueKey(value)) throw new BusinessError(sharedValueText.same(this.label(name), this.label(other)));
      if (await others(this.rows(ctx, { rules: false }).select('id').where(other, '=', value)).limit(1).executeTakeFirst()) {
        throw new BusinessError(sharedValueText.taken(this.label(name), this.label(other)));
      }
    }
  }

  /** [field, other] for each FieldDef.uniqueWith, both ways round. */
  private get sharedValues(): Array<[string, string]> {
    return Object.entries(this.def.fields).flatMap(([name, f]) => (f.uniqueWith ?? []).flatMap((other): Array<[string, string]> => [[name, other], [other, name]]));
  }

  private label(name: string): string {
    return this.def.fields[name]?.label ?? name;
  }

  /**
   * A new row as stored: who added it and when, live; the request's tenant (tenant-scoped resources) and the
   * adder's department (department-owned ones), never the client's say.
   */
  private newRow(input: Row, ctx: CrudContext): Row & { id: string } {
    const row: Row & { id: string } = { ...this.toDb(input), id: newId(), createBy: ctx.user.username, createTime: Date.now(), delFlag: 0 };
    if (this.target.tenantScoped) row.tenantId = ctx.tenantId;
    if (this.def.departmentOwned) row[DEPARTMENT_FIELD] = ctx.user.orgCode || null;
    return row;
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private async dataLog(db: Kysely<any>, id: string, row: Row, ctx: CrudContext): Promise<void> {
    await appendDataLog(db, this.def.table, id, this.logged(row), ctx.user.username);
  }

  /** The success message of a write, with what the resource's notice hook adds for this row. */
  async saidOf(message: string, row: Row, rows: VisibleRows): Promise<string> {
    return FOLLOW_UP.join(message, await this.hooks.notice?.(row, rows));
  }

  /** Whether the resource tells the writer of a record something (ResourceHooks.notice): an import then asks. */
  get tellsNotices(): boolean {
    return Boolean(this.hooks.notice);
  }

  /**
   * What the notice hook says of the rows an import added (their ids, addBatch's `added`), read back as the add
   * route reads its row, each thing once (two decisions on one supplier tell the same), at most NOTICES_SHOWN of
   * them and how many more: said after the import's counts.
   */
  async noticesOf(ids: readonly string[], ctx: CrudContext, visible: VisibleRows): Promise<string | undefined> {
    const notice = this.hooks.notice;
    if (!notice || !ids.length) return undefined;
    const stored = await inChunks(ids, (part) => this.rows(ctx, { rules: false }).selectAll().where('id', 'in', part).execute());
    const said = new Set<string>();
    for (const row of await this.display(stored)) {
      const text = await notice(row, visible);
      if (text) said.add(text);
    }
    const all = [...said];
    if (all.length > NOTICES_SHOWN) return `${all.slice(0, NOTICES_SHOWN).join('；')}；另有 ${all.length - NOTICES_SHOWN} 条提示`;
    return all.join('；') || undefined;
  }

  async add(input: Row, ctx: CrudContext): Promise<Row> {
    // a date in the future is the first slip to name: the order of two dates follows from it
    assertHappened(this.def, input, this.deps.timeZone);
    assertFieldOrder(this.def, input);
    await this.hooks.beforeAdd?.(input, ctx);
    await this.refs.check(this.db, input, ctx.tenantId);
    await assertStoredFiles(this.deps.files, this.def.fields, input);
    await this.assertUnique(input, ctx);
    const row = this.newRow(input, ctx);
    const { id } = row;
    await this.db.transaction().execute(async (trx) => {
      await assignNumbers(trx, this.def, row, this.numbering());
      await trx.insertInto(this.def.table).values(row).execute();
      await this.dataLog(trx, id, row, ctx);
      await this.hooks.afterAdd?.(row, { ...ctx, db: trx });
    });
    return this.get(id, ctx, { rules: false });
  }

  async edit(input: Row & { id: string }, ctx: CrudContext): Promise<Row> {
    const { id, ...changes } = input;
    const existing = await this.findRaw(id, ctx);
    if (!existing) throw new BusinessError('未找到对应数据');
    assertHappened(this.def, changes, this.deps.timeZone);
    assertFieldOrder(this.def, { ...this.toWire(existing), ...changes });
    await this.fixed.assertAllowed(this.toDb(changes), existing);
    await this.hooks.beforeEdit?.(changes, existing, ctx);
    await this.refs.check(this.db, changes, ctx.tenantId, existing);
    await assertStoredFiles(this.deps.files, this.def.fields, changes, existing);
    await this.assertUnique(changes, ctx, id, { ...this.toWire(existing), ...changes });
    // after the hooks, which may prepare the input
    const values = { ...this.toDb(changes), updateBy: ctx.user.username, updateTime: Date.now() };
    const then = await this.db.transaction().execute(async (trx) => {
      await trx.updateTable(this.def.table).set(values).where('id', '=', id).where('delFlag', '=', 0)
        .where(scopeWhere(this.target, ctx, { rules: false })).execute();
      await this.dataLog(trx, id, { ...existing, ...values }, ctx);
      return this.hooks.afterEdit?.({ ...existing, ...values }, existing, { ...ctx, db: trx });
    });
    if (then) await then().catch((err: unknown) => this.deps.log?.warn({ err, resource: this.def.key, id }, 'a step after an edit failed'));
    return this.get(id, ctx, { rules: false });
  }

  /** Soft delete: the row stays for the audit trail (DOMAIN.md §1 "Nothing is hard-deleted"). */
  async remove(ids: string[], ctx: CrudContext): Promise<number> {
    const unique = [...new Set(ids.map((s) => s.trim()).filter(Boolean))];
    if (!unique.length) throw new BadRequestError('ids 不能为空');
    if (unique.length > 1000) throw new BadRequestError('一次最多删除 1000 条');
    const existing = await this.rows(ctx, { rules: true }).selectAll().where('id', 'in', unique).execute();
    if (!existing.length) throw new BusinessError('未找到对应数据');
    const blocked = await this.hooks.undeletable?.(existing);
    const refused = existing.find((r) => blocked?.has(r.id as string));
    if (refused) throw new BusinessError(blocked!.get(refused.id as string)!);
    await this.hooks.beforeDelete?.(existing, ctx);
    const now = Date.now();
    await this.db.transaction().execute(async (trx) => {
      await trx.updateTable(this.def.table).set({ delFlag: 1, updateBy: ctx.user.username, updateTime: now })
        .where('id', 'in', existing.map((r) => r.id as string)).execute();
      for (const r of existing) await this.dataLog(trx, r.id as string, { ...r, delFlag: 1, updateBy: ctx.user.username, updateTime: now }, ctx);
      await this.hooks.afterDelete?.(existing, { ...ctx, db: trx });
    });
    return existing.length;
  }

  /**
   * Every row the list query selects — its filters, the tenant, the user's data rules — in the list's order,
   * one translated chunk at a time, walked by keyset (paged.ts#keysetChunks): Excel export streams these.
   */
  async *iterate(raw: Record<string, unknown>, ctx: CrudContext, chunkSize = 1000): AsyncGenerator<Row[]> {
    const q = parseListQuery(this.spec, raw);
    for await (const rows of keysetChunks<Row>(this.rows(ctx, { rules: true }), q, this.deps.kind, '*', chunkSize)) {
      yield this.refs.translate(this.db, await this.deps.dict.translate(rows.map((r) => this.toWire(r)), this.dictFields));
    }
  }

  /**
   * Many new rows at once (Excel import). Each passes the rules of `add` — hooks, references, unique values
   * (against the live rows and the rows before it in the batch, one query per unique field); those that pass
   * are written in one transaction with their data log. Answers per input null (written) or the message that
   * refused it. Should an after-hook refuse inside the transaction, the rows are written one by one instead,
   * so that only the refused one fails. `added` is given the id of each row written.
   */
  async addBatch(inputs: Row[], ctx: CrudContext, added?: (id: string) => void): Promise<Array<string | null>> {
    const errors: Array<string | null> = inputs.map(() => null);
    const checked: number[] = [];
    for (const [index, input] of inputs.entries()) {
      try {
        assertHappened(this.def, input, this.deps.timeZone);
        assertFieldOrder(this.def, input);
        await this.hooks.beforeAdd?.(input, ctx);
        await this.refs.check(this.db, input, ctx.tenantId);
        await assertStoredFiles(this.deps.files, this.def.fields, input);
        checked.push(index);
      } catch (err) {
        if (!(err instanceof AppError)) throw err;
        errors[index] = err.message;
      }
    }
    const taken = await this.uniqueTaken(checked.map((i) => inputs[i]), ctx);
    const has = (input: Row, name: string) => input[name] !== undefined && input[name] !== null && input[name] !== '';
    const accepted = checked.filter((index) => {
      const input = inputs[index];
      const same = this.sharedValues.find(([name, other]) => has(input, name) && this.uniqueKey(input[other]) === this.uniqueKey(input[name]));
      const clash = [...taken].map(([name, held]) => (has(input, name) ? held.get(this.uniqueKey(input[name])) : undefined)).find(Boolean);
      errors[index] = same ? sharedValueText.same(this.label(same[0]), this.label(same[1])) : clash ?? null;
      if (errors[index]) return false;
      // what this row holds is taken for the rows after it: in its own field, and in the fields sharing its values
      for (const [name, f] of Object.entries(this.def.fields)) if (f.unique && has(input, name)) taken.get(name)?.set(this.uniqueKey(input[name]), `${f.label}已存在`);
      for (const [name, other] of this.sharedValues) {
        if (has(input, name)) taken.get(other)?.set(this.uniqueKey(input[name]), sharedValueText.taken(this.label(other), this.label(name)));
      }
      return true;
    });
    const rows = accepted.map((index) => this.newRow(inputs[index], ctx));
    try {
      if (rows.length) await this.db.transaction().execute(async (trx) => {
        const typed = this.numbering(new Set(rows.flatMap((r) => this.numberedFields.map((name) => r[name]).filter((v): v is string => typeof v === 'string' && v !== ''))));
        for (const row of rows) await assignNumbers(trx, this.def, row, typed);
        for (const part of chunks(rows, INSERT_CHUNK)) await trx.insertInto(this.def.table).values(part).execute();
        await appendNewRowsDataLog(trx, this.def.table, rows.map((r) => ({ ...this.logged(r), id: r.id })), ctx.user.username);
        for (const row of rows) await this.hooks.afterAdd?.(row, { ...ctx, db: trx });
      });
      if (added) for (const row of rows) added(row.id);
    } catch (err) {
      if (!(err instanceof AppError)) throw err;
      for (const index of accepted) {
        await this.add(inputs[index], ctx).then((row) => added?.(row.id as string), (e: unknown) => {
          if (!(e instanceof AppError)) throw e;
          errors[index] = e.message;
        });
      }
    }
    return errors;
  }

  /** The fields the server numbers when left blank (FieldDef.autoNumber). */
  private get numberedFields(): string[] {
    return Object.entries(this.def.fields).filter(([, f]) => f.autoNumber).map(([name]) => name);
  }

  private numbering(reserved?: Set<string>) {
    return { kind: this.deps.kind, timeZone: this.deps.timeZone, reserved };
  }

  /** MariaDB compares text without case and trailing spaces; the batch check must agree with its `=`. */
  private uniqueKey(v: unknown): unknown {
    return this.deps.kind === 'mysql' && typeof v === 'string' ? v.toLowerCase().trimEnd() : v;
  }

  /**
   * Per unique field (and field sharing its values, FieldDef.uniqueWith), the values among `inputs` that live
   * rows of the tenant already hold in it or in the fields it shares them with, each with the refusal it gives.
   */
  private async uniqueTaken(inputs: Row[], ctx: CrudContext): Promise<Map<string, Map<unknown, string>>> {
    const taken = new Map<string, Map<unknown, string>>();
    const read = async (name: string, column: string, message: string) => {
      const values = [...new Set(inputs.map((i) => i[name]).filter((v) => v !== null && v !== undefined && v !== ''))];
      const found = values.length ? await this.rows(ctx, { rules: false }).select(column).where(column, 'in', values).execute() : [];
      const held = taken.get(name) ?? new Map<unknown, string>();
      for (const r of found) if (!held.has(this.uniqueKey(r[column]))) held.set(this.uniqueKey(r[column]), message);
      taken.set(name, held);
    };
    for (const [name, f] of Object.entries(this.def.fields)) if (f.unique) await read(name, name, `${f.label}已存在`);
    for (const [name, other] of this.sharedValues) await read(name, other, sharedValueText.taken(this.label(name), this.label(other)));
    return taken;
  }
}

import { DICT_ADMIN_TEXT, type DictRecord, type FieldType, type PageResult } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { logDictRow } from './data-log.ts';
import { newId } from '../../../platform/db/ids.ts';
import type { SysDict } from '../../../platform/db/schema.ts';
import { formatInstant } from '../../../platform/db/time.ts';
import { BadRequestError, BusinessError } from '../../../platform/errors.ts';
import { pagedRows } from '../../../platform/list-query/paged.ts';
import { parseListQuery, type ListSpec } from '../../../platform/list-query/parse.ts';
import { dictChanged } from './dict-cache-sync.ts';

const TABLE = 'sys_dict' as const;
const COLUMNS = ['id', 'dictName', 'dictCode', 'description', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;
const FIELDS: Record<string, FieldType> = {
  id: 'string', dictName: 'string', dictCode: 'string', description: 'string', createTime: 'datetime', updateTime: 'datetime',
};
type DictRow = Pick<SysDict, (typeof COLUMNS)[number]>;

export interface DictInput { dictName: string; dictCode: string; description?: string | null }

function spec(timeZone: string): ListSpec {
  return { fields: FIELDS, sortable: ['dictName', 'dictCode', 'createTime', 'updateTime'], defaultSort: { field: 'createTime', order: 'desc' }, timeZone };
}

export function splitIds(text: string): string[] {
  const ids = [...new Set(text.split(',').map((s) => s.trim()).filter(Boolean))];
  if (!ids.length) throw new BadRequestError('ids 不能为空');
  if (ids.length > 1000) throw new BadRequestError('一次最多 1000 条');
  return ids;
}

/**
 * Dictionaries (spec §7.2): soft delete into a recycle bin, a code is never reused while its dictionary can
 * still be restored, and every write empties the translation cache (ctx.dict) once it is committed.
 */
export class DictAdminService {
  constructor(private readonly ctx: AppContext) {}

  private toRecord(r: DictRow): DictRecord {
    const tz = this.ctx.config.timeZone;
    return { ...r, createTime: formatInstant(r.createTime, tz), updateTime: formatInstant(r.updateTime, tz) };
  }

  private dicts(deleted: boolean) {
    return this.ctx.db.selectFrom('sysDict').where('delFlag', '=', deleted ? 1 : 0);
  }

  async list(raw: Record<string, unknown>): Promise<PageResult<DictRecord>> {
    const q = parseListQuery(spec(this.ctx.config.timeZone), raw);
    const { rows, page } = await pagedRows<DictRow>(this.dicts(false), q, this.ctx.kind, COLUMNS);
    return { ...page, records: rows.map((r) => this.toRecord(r)) };
  }

  async get(id: string): Promise<DictRecord> {
    const row = await this.dicts(false).select(COLUMNS).where('id', '=', id).executeTakeFirst();
    if (!row) throw new BusinessError(DICT_ADMIN_TEXT.dictMissing);
    return this.toRecord(row);
  }

  private async assertCodeFree(code: string, exceptId?: string): Promise<void> {
    let q = this.ctx.db.selectFrom('sysDict').select('delFlag').where('dictCode', '=', code);
    if (exceptId) q = q.where('id', '<>', exceptId);
    const holder = await q.executeTakeFirst();
    if (holder) throw new BusinessError(holder.delFlag ? DICT_ADMIN_TEXT.codeInRecycle : DICT_ADMIN_TEXT.codeTaken);
  }

  async add(input: DictInput, username: string): Promise<DictRecord> {
    await this.assertCodeFree(input.dictCode);
    const row: SysDict = {
      id: newId(), dictName: input.dictName, dictCode: input.dictCode, description: input.description ?? null, delFlag: 0, type: 0,
      createBy: username, createTime: Date.now(), updateBy: null, updateTime: null,
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sysDict').values(row).execute();
      await logDictRow(trx, TABLE, row.id, { ...row }, username);
    });
    await dictChanged(this.ctx);
    return this.get(row.id);
  }

  async edit(input: Partial<DictInput> & { id: string }, username: string): Promise<DictRecord> {
    const { id, ...changes } = input;
    const existing = await this.dicts(false).selectAll().where('id', '=', id).executeTakeFirst();
    if (!existing) throw new BusinessError(DICT_ADMIN_TEXT.dictMissing);
    if (changes.dictCode !== undefined) await this.assertCodeFree(changes.dictCode, id);
    const values = { ...changes, updateBy: username, updateTime: Date.now() };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sysDict').set(values).where('id', '=', id).execute();
      await logDictRow(trx, TABLE, id, { ...existing, ...values }, username);
    });
    await dictChanged(this.ctx);
    return this.get(id);
  }

  /** Into the recycle bin; the items stay with the dictionary so that restoring brings them back. */
  async remove(ids: string[], username: string): Promise<void> {
    const rows = await this.dicts(false).selectAll().where('id', 'in', ids).execute();
    if (!rows.length) throw new BusinessError(DICT_ADMIN_TEXT.dictMissing);
    await this.setDeleted(rows, 1, username);
  }

  async recycleBin(): Promise<DictRecord[]> {
    const rows = await this.dicts(true).select(COLUMNS).orderBy('updateTime', 'desc').orderBy('id').limit(1000).execute();
    return rows.map((r) => this.toRecord(r));
  }

  async restore(id: string, username: string): Promise<void> {
    const rows = await this.dicts(true).selectAll().where('id', '=', id).execute();
    if (!rows.length) throw new BusinessError(DICT_ADMIN_TEXT.dictMissing);
    await this.setDeleted(rows, 0, username);
  }

  /** For good: the dictionary and its items (the data log keeps their last state). */
  async purge(id: string, username: string): Promise<void> {
    const row = await this.dicts(true).selectAll().where('id', '=', id).executeTakeFirst();
    if (!row) throw new BusinessError(DICT_ADMIN_TEXT.dictMissing);
    await this.ctx.db.transaction().execute(async (trx) => {
      const items = await trx.selectFrom('sysDictItem').selectAll().where('dictId', '=', id).execute();
      await trx.deleteFrom('sysDictItem').where('dictId', '=', id).execute();
      await trx.deleteFrom('sysDict').where('id', '=', id).execute();
      for (const i of items) await logDictRow(trx, 'sys_dict_item', i.id, { ...i, deleted: true }, username);
      await logDictRow(trx, TABLE, id, { ...row, deleted: true }, username);
    });
    await dictChanged(this.ctx);
  }

  private async setDeleted(rows: SysDict[], delFlag: 0 | 1, username: string): Promise<void> {
    const now = Date.now();
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sysDict').set({ delFlag, updateBy: username, updateTime: now }).where('id', 'in', rows.map((r) => r.id)).execute();
      for (const r of rows) await logDictRow(trx, TABLE, r.id, { ...r, delFlag, updateBy: username, updateTime: now }, username);
    });
    await dictChanged(this.ctx);
  }
}

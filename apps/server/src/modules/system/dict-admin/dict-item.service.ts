import {
  DICT_ADMIN_TEXT, dictItemValueIssue, type DictItemInput, type DictItemRecord, type FieldType, type PageResult,
} from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { logDictRow } from './data-log.ts';
import { newId } from '../../../platform/db/ids.ts';
import type { SysDictItem } from '../../../platform/db/schema.ts';
import { formatInstant } from '../../../platform/db/time.ts';
import { BadRequestError, BusinessError } from '../../../platform/errors.ts';
import { pagedRows } from '../../../platform/list-query/paged.ts';
import { parseListQuery, type ListSpec } from '../../../platform/list-query/parse.ts';
import { dictChanged } from './dict-cache-sync.ts';
import { DICT_ITEM_STATUS_CODE } from './dict-seeds.ts';

const TABLE = 'sys_dict_item' as const;
const FIELDS: Record<string, FieldType> = {
  id: 'string', dictId: 'string', itemText: 'string', itemValue: 'string', description: 'string', sortOrder: 'int', status: 'int',
  createTime: 'datetime', updateTime: 'datetime',
};
const SPEC = (timeZone: string): ListSpec => ({
  fields: FIELDS, sortable: ['sortOrder', 'itemText', 'itemValue', 'createTime'], defaultSort: { field: 'sortOrder', order: 'asc' }, timeZone,
});

/**
 * The items of a dictionary (spec §7.2 dictItem): status and sort order decide what the widgets offer
 * (disabled items are kept for old records but no longer offered). Values are unique within a dictionary.
 */
export class DictItemService {
  constructor(private readonly ctx: AppContext) {}

  private async toRecords(rows: SysDictItem[]): Promise<DictItemRecord[]> {
    const tz = this.ctx.config.timeZone;
    const wire = rows.map((r) => ({ ...r, createTime: formatInstant(r.createTime, tz), updateTime: formatInstant(r.updateTime, tz) }));
    return this.ctx.dict.translate(wire, [['status', DICT_ITEM_STATUS_CODE]]);
  }

  async list(raw: Record<string, unknown>): Promise<PageResult<DictItemRecord>> {
    if (typeof raw.dictId !== 'string' || !raw.dictId) throw new BadRequestError('dictId 不能为空');
    const q = parseListQuery(SPEC(this.ctx.config.timeZone), raw);
    const { rows, page } = await pagedRows<SysDictItem>(this.ctx.db.selectFrom('sysDictItem'), q, this.ctx.kind,
      ['id', 'dictId', 'itemText', 'itemValue', 'description', 'sortOrder', 'status', 'createBy', 'createTime', 'updateBy', 'updateTime']);
    return { ...page, records: await this.toRecords(rows) };
  }

  private async assertValueFree(dictId: string, value: string, exceptId?: string): Promise<void> {
    let q = this.ctx.db.selectFrom('sysDictItem').select('id').where('dictId', '=', dictId).where('itemValue', '=', value);
    if (exceptId) q = q.where('id', '<>', exceptId);
    if (await q.executeTakeFirst()) throw new BusinessError(DICT_ADMIN_TEXT.itemValueTaken(value));
  }

  /** A dictionary the code reads as data (DICT_VALUE_FORMATS) takes only values of its form. */
  private static assertValueForm(dictCode: string, value: string): void {
    const issue = dictItemValueIssue(dictCode, value);
    if (issue) throw new BusinessError(issue);
  }

  async add(input: DictItemInput, username: string): Promise<DictItemRecord> {
    const dict = await this.ctx.db.selectFrom('sysDict').select(['id', 'dictCode']).where('id', '=', input.dictId).where('delFlag', '=', 0).executeTakeFirst();
    if (!dict) throw new BusinessError(DICT_ADMIN_TEXT.dictMissing);
    DictItemService.assertValueForm(dict.dictCode, input.itemValue);
    await this.assertValueFree(input.dictId, input.itemValue);
    const row: SysDictItem = {
      id: newId(), ...input, description: input.description ?? null, createBy: username, createTime: Date.now(), updateBy: null, updateTime: null,
    };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.insertInto('sysDictItem').values(row).execute();
      await logDictRow(trx, TABLE, row.id, { ...row }, username);
    });
    await dictChanged(this.ctx);
    return (await this.toRecords([row]))[0];
  }

  async edit(input: Partial<Omit<DictItemInput, 'dictId'>> & { id: string }, username: string): Promise<DictItemRecord> {
    const { id, ...changes } = input;
    const existing = await this.ctx.db.selectFrom('sysDictItem').selectAll().where('id', '=', id).executeTakeFirst();
    if (!existing) throw new BusinessError('字典项不存在或已被删除');
    if (changes.itemValue !== undefined) {
      const dict = await this.ctx.db.selectFrom('sysDict').select('dictCode').where('id', '=', existing.dictId).executeTakeFirst();
      if (dict) DictItemService.assertValueForm(dict.dictCode, changes.itemValue);
      await this.assertValueFree(existing.dictId, changes.itemValue, id);
    }
    const row = { ...existing, ...changes, updateBy: username, updateTime: Date.now() };
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.updateTable('sysDictItem').set({ ...changes, updateBy: row.updateBy, updateTime: row.updateTime }).where('id', '=', id).execute();
      await logDictRow(trx, TABLE, id, row, username);
    });
    await dictChanged(this.ctx);
    return (await this.toRecords([row]))[0];
  }

  /** Items have no soft delete (JeecgBoot neither); the data log keeps their last state. */
  async remove(ids: string[], username: string): Promise<void> {
    const rows = await this.ctx.db.selectFrom('sysDictItem').selectAll().where('id', 'in', ids).execute();
    if (!rows.length) throw new BusinessError('字典项不存在或已被删除');
    await this.ctx.db.transaction().execute(async (trx) => {
      await trx.deleteFrom('sysDictItem').where('id', 'in', rows.map((r) => r.id)).execute();
      for (const r of rows) await logDictRow(trx, TABLE, r.id, { ...r, deleted: true }, username);
    });
    await dictChanged(this.ctx);
  }
}

import { CATEGORY, PAGING, type CategoryAddInput, type CategoryEditInput, type CategoryRecord, type FieldType, type PageResult } from '@foodtrace/contracts';
import { newId } from '../../../platform/db/ids.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { pagedRows } from '../../../platform/list-query/paged.ts';
import { parseListQuery, type ListSpec } from '../../../platform/list-query/parse.ts';
import type { AppContext } from '../../../context.ts';
import { nextCategoryCode } from './category-code.ts';
import { CATEGORY_COLUMNS, toCategoryRecord, type CategoryRow } from './category-records.ts';
import { categoryDb, type CategoryDb } from './schema.ts';

const FIELDS: Record<string, FieldType> = { id: 'string', pid: 'string', name: 'string', code: 'string', hasChild: 'string', createTime: 'datetime' };

export function categoryListSpec(timeZone: string): ListSpec {
  return { fields: FIELDS, sortable: ['code', 'name', 'createTime'], defaultSort: { field: 'code', order: 'asc' }, timeZone };
}

const live = (db: CategoryDb) => db.selectFrom('sysCategory').where('delFlag', '=', 0);

/**
 * A page of categories through the platform's list conventions. `rootsOnly`: JeecgBoot's rootList, which
 * lists the top level unless the request filters, in which case it searches every level.
 */
export async function listCategories(ctx: AppContext, raw: Record<string, unknown>, rootsOnly: boolean): Promise<PageResult<CategoryRecord>> {
  const db = categoryDb(ctx.db);
  const q = parseListQuery(categoryListSpec(ctx.config.timeZone), raw);
  const base = rootsOnly && !q.filters.length && !q.superQuery ? live(db).where('pid', '=', CATEGORY.rootPid) : live(db);
  const { rows, page } = await pagedRows<CategoryRow>(base, q, ctx.kind, CATEGORY_COLUMNS);
  return { records: rows.map((r) => toCategoryRecord(r, ctx.config.timeZone)), ...page };
}

export async function childCategories(ctx: AppContext, pid: string): Promise<CategoryRecord[]> {
  const rows = await live(categoryDb(ctx.db)).select([...CATEGORY_COLUMNS]).where('pid', '=', pid).orderBy('code').limit(PAGING.maxPageSize).execute();
  return rows.map((r) => toCategoryRecord(r, ctx.config.timeZone));
}

export async function getCategory(ctx: AppContext, id: string): Promise<CategoryRecord> {
  const row = await live(categoryDb(ctx.db)).select([...CATEGORY_COLUMNS]).where('id', '=', id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应数据');
  return toCategoryRecord(row, ctx.config.timeZone);
}

async function assertNameFree(db: CategoryDb, pid: string, name: string, exceptId?: string): Promise<void> {
  let q = live(db).select('id').where('pid', '=', pid).where('name', '=', name);
  if (exceptId) q = q.where('id', '<>', exceptId);
  if (await q.executeTakeFirst()) throw new BusinessError(`同一上级下已有名为“${name}”的分类`);
}

/** The code's unique index refused the row: another add under the same parent took the code first. */
function isDuplicateCode(err: unknown): boolean {
  const e = err as { code?: unknown; errno?: unknown } | null;
  return e?.code === '23505' || e?.errno === 1062 || e?.code === 'SQLITE_CONSTRAINT_UNIQUE';
}

/**
 * Adds a category with the next code of its parent (deleted siblings count: codes are never reused). Two
 * administrators adding under the same parent at once compute the same code; the loser simply retries.
 */
export async function addCategory(ctx: AppContext, input: CategoryAddInput, username: string): Promise<CategoryRecord> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await insertCategory(ctx, input, username);
    } catch (err) {
      if (!isDuplicateCode(err) || attempt === 3) throw err;
    }
  }
}

async function insertCategory(ctx: AppContext, input: CategoryAddInput, username: string): Promise<CategoryRecord> {
  const db = categoryDb(ctx.db);
  const id = newId();
  await db.transaction().execute(async (trx) => {
    let parentCode = '';
    if (input.pid !== CATEGORY.rootPid) {
      const parent = await live(trx).select('code').where('id', '=', input.pid).executeTakeFirst();
      if (!parent) throw new BusinessError('上级分类不存在');
      parentCode = parent.code;
    }
    await assertNameFree(trx, input.pid, input.name);
    const siblings = await trx.selectFrom('sysCategory').select('code').where('pid', '=', input.pid).execute();
    const code = nextCategoryCode(parentCode, siblings.map((s) => s.code));
    await trx.insertInto('sysCategory').values({
      id, pid: input.pid, name: input.name, code, hasChild: '0', createBy: username, createTime: Date.now(),
      updateBy: null, updateTime: null, delFlag: 0,
    }).execute();
    if (input.pid !== CATEGORY.rootPid) await trx.updateTable('sysCategory').set({ hasChild: '1' }).where('id', '=', input.pid).execute();
  });
  return getCategory(ctx, id);
}

export async function editCategory(ctx: AppContext, input: CategoryEditInput, username: string): Promise<void> {
  const db = categoryDb(ctx.db);
  const row = await live(db).select(['id', 'pid']).where('id', '=', input.id).executeTakeFirst();
  if (!row) throw new BusinessError('未找到对应数据');
  await assertNameFree(db, row.pid, input.name, row.id);
  await db.updateTable('sysCategory').set({ name: input.name, updateBy: username, updateTime: Date.now() }).where('id', '=', input.id).execute();
}

/**
 * Deletes categories with everything below them (a prefix of their code; fill-rule codes are letters and
 * digits, so the prefix carries no LIKE wildcard), then re-marks their parents' has_child.
 */
export async function deleteCategories(ctx: AppContext, ids: string[], username: string): Promise<void> {
  const db = categoryDb(ctx.db);
  await db.transaction().execute(async (trx) => {
    const rows = ids.length ? await live(trx).select(['id', 'pid', 'code']).where('id', 'in', ids).execute() : [];
    if (!rows.length) throw new BusinessError('未找到对应数据');
    const now = Date.now();
    for (const r of rows) {
      await trx.updateTable('sysCategory').set({ delFlag: 1, updateBy: username, updateTime: now })
        .where('delFlag', '=', 0).where((eb) => eb.or([eb('id', '=', r.id), eb('code', 'like', `${r.code}%`)])).execute();
    }
    for (const pid of new Set(rows.map((r) => r.pid).filter((p) => p !== CATEGORY.rootPid))) {
      const child = await live(trx).select('id').where('pid', '=', pid).executeTakeFirst();
      await trx.updateTable('sysCategory').set({ hasChild: child ? '1' : '0' }).where('id', '=', pid).execute();
    }
  });
}

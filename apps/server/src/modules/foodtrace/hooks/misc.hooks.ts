import type { FastifyInstance } from 'fastify';
import { SUGGEST_SOURCE, SUGGEST_STATUS, isPublicStoredPath } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ftDb } from '../schema.ts';

type Row = Record<string, unknown>;

/** Product types form a tree: a type can be neither its own parent nor below one of its descendants. */
export function productTypeHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  return {
    async beforeEdit(changes, existing) {
      let parent = changes.parentId as string | null | undefined;
      for (let depth = 0; parent && depth < 50; depth++) {
        if (parent === existing.id) throw new BusinessError('上级类型不能是自己或自己的下级');
        parent = (await db.selectFrom('ftProductType').select('parentId').where('id', '=', parent).executeTakeFirst())?.parentId;
      }
    },
  };
}

/**
 * A GTIN names one trade item: a product's 外箱条码 is neither its own 商品条码 nor any product's, and its 商品条码
 * is no product's 外箱条码 (a Digital Link's /01/ key then names the item or the case, never both). The two
 * columns' own uniqueness is the generic `unique` check.
 */
export function productHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  const check = async (row: Row, id: string | null) => {
    const { gtin, caseGtin } = row as { gtin?: string | null; caseGtin?: string | null };
    if (gtin && caseGtin && gtin === caseGtin) throw new BusinessError('外箱条码不能与商品条码相同');
    const taken = async (column: 'gtin' | 'caseGtin', value: string | null | undefined) => Boolean(value && await db.selectFrom('ftProduct').select('name')
      .where(column, '=', value).where('delFlag', '=', 0).$if(id !== null, (q) => q.where('id', '<>', id!)).executeTakeFirst());
    if (await taken('gtin', caseGtin)) throw new BusinessError(`外箱条码 ${caseGtin} 已是另一产品的商品条码`);
    if (await taken('caseGtin', gtin)) throw new BusinessError(`商品条码 ${gtin} 已是另一产品的外箱条码`);
  };
  return {
    beforeAdd: (input) => check(input, null),
    beforeEdit: (changes, existing) => check({ ...existing, ...changes }, existing.id as string),
  };
}

/** A reply is stamped with who replied and when; a new suggestion entered by staff came by phone unless told. */
export function consumerSuggestHooks(_ctx: AppContext): ResourceHooks {
  return {
    beforeAdd(input) {
      input.source ??= SUGGEST_SOURCE.phone;
    },
    beforeEdit(changes, existing, c) {
      if (changes.reply === undefined || changes.reply === existing.reply || !changes.reply) return;
      changes.replyBy = c.user.username;
      changes.replyTime = Date.now();
      if (changes.status === undefined && existing.status === SUGGEST_STATUS.new) changes.status = SUGGEST_STATUS.replied;
    },
  };
}

/**
 * A managed file's size is read from storage and whether it is public from its folder, neither is taken from
 * the client. (That the file is there at all is the generic check of every stored-file field: stored-files.ts.)
 */
export function fileManageHooks(_ctx: AppContext, app: FastifyInstance): ResourceHooks {
  const measure = async (input: Record<string, unknown>) => {
    if (typeof input.filePath !== 'string') return;
    const stored = await app.fileStorage.stat(input.filePath);
    if (!stored) return; // refused right after by assertStoredFiles: 文件不存在，请重新上传
    input.fileSize = stored.size;
    input.isPublic = isPublicStoredPath(input.filePath) ? '1' : '0';
  };
  return {
    beforeAdd: measure,
    async beforeEdit(changes, existing) {
      if (changes.filePath !== undefined && changes.filePath !== existing.filePath) await measure(changes);
    },
  };
}

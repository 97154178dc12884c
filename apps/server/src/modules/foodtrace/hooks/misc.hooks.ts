import type { FastifyInstance } from 'fastify';
import { SUGGEST_SOURCE, SUGGEST_STATUS, isPublicStoredPath } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { BusinessError } from '../../../platform/errors.ts';
import { ftDb } from '../schema.ts';

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

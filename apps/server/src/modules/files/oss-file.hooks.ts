import { OSS_TEXT } from '@foodtrace/contracts';
import type { ResourceHooks } from '../../crud/resource-repo.ts';
import type { AppContext } from '../../context.ts';
import type { FileStorage } from '../../platform/storage/file-storage.ts';
import { BusinessError } from '../../platform/errors.ts';
import { fileUsers } from './file-references.ts';

/**
 * A file a record still uses (a product photo, a certificate, an image in an announcement) stays; deleting one
 * that nothing uses removes the stored file too, so the space comes back. The index row itself is kept,
 * soft-deleted, as the record of who deleted what.
 */
export function ossFileHooks(ctx: AppContext, storage: () => FileStorage): ResourceHooks {
  return {
    async beforeDelete(rows) {
      const users = await fileUsers(ctx.db, ctx.kind, rows.map((r) => String(r.url)));
      const used = rows.find((r) => users.has(String(r.url)));
      if (used) throw new BusinessError(`${String(used.fileName)}：${OSS_TEXT.inUse(users.get(String(used.url))!)}`);
    },
    async afterDelete(rows) {
      for (const r of rows) await storage().remove(String(r.url));
    },
  };
}

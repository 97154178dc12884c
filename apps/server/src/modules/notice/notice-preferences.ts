import { NOTICE } from '@foodtrace/contracts';
import type { NoticeDb } from './schema.ts';

const ALL = [NOTICE.category.notice, NOTICE.category.system];

/** Which categories a user's bell shows (account settings, notifications); both unless the user chose. */
export class NoticePreferenceStore {
  constructor(private readonly db: NoticeDb) {}

  async categories(userId: string): Promise<string[]> {
    const row = await this.db.selectFrom('sysUserNoticePref').select('categories').where('userId', '=', userId).executeTakeFirst();
    if (!row) return [...ALL];
    return row.categories.split(',').filter((c) => (ALL as string[]).includes(c));
  }

  async save(userId: string, categories: string[]): Promise<void> {
    const value = ALL.filter((c) => categories.includes(c)).join(',');
    const now = Date.now();
    const updated = await this.db.updateTable('sysUserNoticePref').set({ categories: value, updateTime: now })
      .where('userId', '=', userId).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) {
      await this.db.insertInto('sysUserNoticePref').values({ userId, categories: value, updateTime: now }).execute();
    }
  }
}

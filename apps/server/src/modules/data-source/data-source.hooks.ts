import { DATA_SOURCE_TEXT } from '@foodtrace/contracts';
import type { InUseMark } from '../../crud/fixed-fields.ts';
import type { ResourceHooks } from '../../crud/resource-repo.ts';
import { checkedAddress, type DataSourceService } from './data-source.service.ts';

type Row = Record<string, unknown>;

/**
 * The address must suit the chosen type (a PostgreSQL address under MySQL is a slip, not a choice). A source
 * a report reads keeps its code (reports name it by code) and cannot be deleted.
 */
export function dataSourceHooks(service: () => DataSourceService): ResourceHooks {
  const check = async (row: Row) => {
    checkedAddress(row.dbType, row.dbUrl, await service().typeText(row.dbType));
  };
  const users = (rows: Row[]) => service().usedBy(rows.map((r) => String(r.code)));
  return {
    beforeAdd: check,
    async beforeEdit(changes, existing) {
      if ('dbType' in changes || 'dbUrl' in changes) await check({ ...existing, ...changes });
    },
    async inUse(rows) {
      const used = await users(rows);
      const marks = new Map<string, InUseMark>();
      for (const r of rows) if (used.has(String(r.code))) marks.set(r.id as string, { reason: DATA_SOURCE_TEXT.codeInUse });
      return marks;
    },
    async undeletable(rows) {
      const used = await users(rows);
      return new Map(rows.filter((r) => used.has(String(r.code))).map((r) => [r.id as string, DATA_SOURCE_TEXT.inUse(used.get(String(r.code))!)]));
    },
  };
}

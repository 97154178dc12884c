import { CLEANING_TEXT } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks } from '../../../crud/resource-repo.ts';
import { ftDb } from '../schema.ts';
import { recordsOfLines, recountLines } from '../shared/cleaning.ts';

/** 清洗消毒: the lines it cleans (the one it names now and before) get their 最近合格清洗 again, in its transaction. */
export function cleaningHooks(): ResourceHooks {
  return {
    async afterAdd(row, tx) { await recountLines(ftDb(tx.db), [row.line]); },
    async afterEdit(row, existing, tx) { await recountLines(ftDb(tx.db), [row.line, existing.line]); },
    async afterDelete(existing, tx) { await recountLines(ftDb(tx.db), existing.map((r) => r.line)); },
  };
}

/**
 * 生产线: a line that runs or cleanings name keeps its name (they are matched by it) and stays on the register; one
 * added or renamed to a name cleanings already carry (a line deleted and registered again) takes their last.
 */
export function productionLineHooks(ctx: AppContext): ResourceHooks {
  const db = ftDb(ctx.db);
  const inUse = async (rows: Array<Record<string, unknown>>) => {
    const counts = await recordsOfLines(db, rows.map((r) => r.name as string));
    return new Map(rows.flatMap((r) => {
      const n = counts.get(r.name as string);
      return n ? [[r.id as string, CLEANING_TEXT.lineInUse(n.runs, n.cleanings)] as const] : [];
    }));
  };
  return {
    async inUse(rows) { return new Map([...await inUse(rows)].map(([id, reason]) => [id, { reason }])); },
    async undeletable(rows) { return new Map([...await inUse(rows)].map(([id, reason]) => [id, CLEANING_TEXT.lineUndeletable(reason)])); },
    async afterAdd(row, tx) { await recountLines(ftDb(tx.db), [row.name]); },
    async afterEdit(row, existing, tx) { if (row.name !== existing.name) await recountLines(ftDb(tx.db), [row.name]); },
  };
}

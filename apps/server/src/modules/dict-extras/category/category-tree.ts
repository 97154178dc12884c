import { CATEGORY, type TreeSelectNode } from '@foodtrace/contracts';
import { BusinessError } from '../../../platform/errors.ts';
import type { Condition } from '../condition.ts';
import { nestCategories, toCategoryNode } from './category-records.ts';
import type { CategoryDb } from './schema.ts';

/** The whitelisted columns a tree `condition` may compare (spec §5: a JSON object string). */
export const CATEGORY_CONDITION_COLUMNS = ['code', 'name'] as const;

const live = (db: CategoryDb) => db.selectFrom('sysCategory').where('delFlag', '=', 0);

/** The children of `pid`, narrowed by the condition, in code order. */
export async function categoryLevel(db: CategoryDb, pid: string, condition: Condition = {}): Promise<TreeSelectNode[]> {
  let q = live(db).select(['id', 'pid', 'name', 'code', 'hasChild']).where('pid', '=', pid);
  for (const [col, v] of Object.entries(condition)) q = q.where(col === 'code' ? 'code' : 'name', '=', String(v));
  return (await q.orderBy('code').execute()).map(toCategoryNode);
}

/** The id of the category with a code; '0' (or nothing) names the invisible root. */
export async function categoryIdByCode(db: CategoryDb, code: string | undefined): Promise<string | undefined> {
  const c = (code ?? '').trim();
  if (c === '' || c === CATEGORY.rootPid) return CATEGORY.rootPid;
  return (await live(db).select('id').where('code', '=', c).executeTakeFirst())?.id;
}

/**
 * loadTreeRoot (spec §7.2): the categories under `pcode`; with async=false the whole subtree, nested, read in
 * one query by code prefix (codes name their path).
 */
export async function categoryRoot(db: CategoryDb, pcode: string | undefined, async: boolean): Promise<TreeSelectNode[]> {
  const pid = await categoryIdByCode(db, pcode);
  if (pid === undefined) throw new BusinessError(`该编码【${pcode}】不存在，请核实!`);
  const level = await categoryLevel(db, pid);
  if (async || !level.length) return level;
  const prefix = pid === CATEGORY.rootPid ? '' : (pcode ?? '').trim();
  // Fill-rule codes are letters and digits only, so the prefix carries no LIKE wildcard.
  if (!/^[A-Za-z0-9]*$/.test(prefix)) throw new BusinessError(`分类编码【${prefix}】格式不正确`);
  let q = live(db).select(['id', 'pid', 'name', 'code', 'hasChild']);
  if (prefix) q = q.where('code', 'like', `${prefix}%`).where('code', '<>', prefix);
  const all = (await q.orderBy('code').execute()).map(toCategoryNode);
  const top = new Set(level.map((n) => n.key));
  return nestCategories(all).filter((n) => top.has(n.key));
}

/** Names of the given ids in their order; an unknown id reads as itself. */
export async function categoryNames(db: CategoryDb, ids: string[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await live(db).select(['id', 'name']).where('id', 'in', ids).execute();
  const byId = new Map(rows.map((r) => [r.id, r.name]));
  return ids.map((id) => byId.get(id) ?? id);
}

import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtKysely } from '../schema.ts';

export type Direction = 'backward' | 'forward';

/**
 * Every lot reachable from the seeds through the genealogy, the seeds included: up to the inputs (backward:
 * where it came from) or down to the outputs (forward: where it went). One recursive query (WITH RECURSIVE,
 * the same SQL on SQLite, PostgreSQL and MariaDB) that walks ft_lot_link through its (child, parent) or
 * (parent, child) index. UNION (not UNION ALL) keeps each lot once, so a diamond — two paths to the same lot —
 * neither repeats it nor multiplies the work, and the walk ends even on bad data with a cycle.
 */
/** One step of a walk along ft_lot_link: backward from a child to its parents, forward from a parent to its children. */
const linkStep = (direction: Direction) => (direction === 'backward'
  ? { from: 'k.childLotId', to: 'k.parentLotId' } as const
  : { from: 'k.parentLotId', to: 'k.childLotId' } as const);

export async function reachableLots(db: FtKysely, seeds: readonly string[], direction: Direction): Promise<string[]> {
  if (!seeds.length) return [];
  const { from, to } = linkStep(direction);
  const rows = await db
    .withRecursive('walk(lotId)', (qb) => qb
      .selectFrom('ftLot').select('ftLot.id as lotId').where('ftLot.id', 'in', [...seeds])
      .union((u) => u.selectFrom('ftLotLink as k').innerJoin('walk', 'walk.lotId', from).select(`${to} as lotId`).where('k.delFlag', '=', 0)))
    .selectFrom('walk').select('walk.lotId').execute();
  return rows.map((r) => r.lotId);
}

/**
 * reachableLots for many seeds at once, keeping which seed reached which lot: one recursive query instead of one
 * per seed (the drill plan asks it of every mock recall's lot). Each seed reaches itself.
 */
export async function reachableBySeed(db: FtKysely, seeds: readonly string[], direction: Direction): Promise<Map<string, string[]>> {
  const out = new Map<string, string[]>();
  if (!seeds.length) return out;
  const { from, to } = linkStep(direction);
  const rows = await db
    .withRecursive('walk(seedId, lotId)', (qb) => qb
      .selectFrom('ftLot').select(['ftLot.id as seedId', 'ftLot.id as lotId']).where('ftLot.id', 'in', [...new Set(seeds)])
      .union((u) => u.selectFrom('ftLotLink as k').innerJoin('walk', 'walk.lotId', from).select(['walk.seedId', `${to} as lotId`]).where('k.delFlag', '=', 0)))
    .selectFrom('walk').select(['walk.seedId', 'walk.lotId']).execute();
  for (const r of rows) {
    const reached = out.get(r.seedId);
    if (reached) reached.push(r.lotId);
    else out.set(r.seedId, [r.lotId]);
  }
  return out;
}

export interface LotLink { processId: string; parentLotId: string; childLotId: string }

/** The genealogy links among a set of lots (the edges of the trace graph). */
export async function linksWithin(db: FtKysely, lotIds: readonly string[]): Promise<LotLink[]> {
  const set = new Set(lotIds);
  const links = await inChunks(lotIds, (ids) => db.selectFrom('ftLotLink').select(['processId', 'parentLotId', 'childLotId'])
    .where('childLotId', 'in', ids).where('delFlag', '=', 0).execute());
  return links.filter((r) => set.has(r.parentLotId));
}

/** Steps from the seeds along the links (the shortest, when a lot is reached along several paths). */
export function depths(seeds: readonly string[], links: readonly LotLink[], direction: Direction): Map<string, number> {
  const next = new Map<string, string[]>();
  for (const l of links) {
    const [a, b] = direction === 'backward' ? [l.childLotId, l.parentLotId] : [l.parentLotId, l.childLotId];
    next.set(a, [...(next.get(a) ?? []), b]);
  }
  const depth = new Map(seeds.map((s) => [s, 0]));
  let frontier = [...seeds];
  while (frontier.length) {
    const following: string[] = [];
    for (const id of frontier) {
      for (const n of next.get(id) ?? []) {
        if (depth.has(n)) continue;
        depth.set(n, depth.get(id)! + 1);
        following.push(n);
      }
    }
    frontier = following;
  }
  return depth;
}

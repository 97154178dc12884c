import type { TraceResult } from '@foodtrace/contracts';
import { FT_DICT } from '@foodtrace/contracts';
import type { DictService } from '../../../platform/dict/dict-service.ts';
import type { FtKysely } from '../schema.ts';
import { cleaningTexts } from '../shared/cleaning.ts';
import { depths, linksWithin, reachableLots, type Direction } from './genealogy.ts';
import { buildTraceGraph } from './trace-graph.ts';
import { loadTraceRecords } from './trace-records.ts';
import { resolveSeeds, type TraceQuery } from './trace-seeds.ts';

/**
 * 来源可查、去向可追 (DOMAIN.md §1): backward from a code or lot to every ancestor lot with its suppliers,
 * supplier lot numbers and documents, inspections and process records; forward from a lot (or a supplier's
 * lot number) to every descendant lot, shipment, customer and the codes that reached consumers.
 */
export async function trace(db: FtKysely, q: TraceQuery, direction: Direction, opts: { tz: string; dict: DictService }): Promise<TraceResult> {
  const seeds = await resolveSeeds(db, q);
  const lotIds = await reachableLots(db, seeds.lotIds, direction);
  const links = await linksWithin(db, lotIds);
  const records = await loadTraceRecords(db, lotIds, { shipments: direction === 'forward' });
  const text = await opts.dict.lookup();
  const words = {
    unit: (code: string) => text(FT_DICT.unit, code), stage: (code: string | null) => text(FT_DICT.inspectionStage, code),
    method: (code: string) => text(FT_DICT.lotDisposalMethod, code),
  };
  // 开工前清洗 of each run: the cleaning that covered it, or that none did
  const cleanings = await cleaningTexts(db, records.processes.map((p) => ({ line: p.line, start: p.startTime === null ? null : Number(p.startTime) })), opts.tz,
    (code) => text(FT_DICT.cleaningType, code));
  const cleaning = new Map(records.processes.map((p, i) => [p.id, cleanings[i]]));
  return buildTraceGraph({ direction, seeds, links, depth: depths(seeds.lotIds, links, direction), records, cleaning, tz: opts.tz, words });
}

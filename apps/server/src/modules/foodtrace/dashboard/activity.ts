import { INSPECTION_RESULT, PROCESS_STATUS, type ActivityCounts } from '@foodtrace/contracts';
import type { SelectQueryBuilder } from 'kysely';
import type { FtKysely } from '../schema.ts';

/**
 * The dated activities the dashboards count, each on an indexed time column of its table, so every count is
 * a range scan of that index.
 */
export const ACTIVITIES = {
  intakes: { table: 'ftCrudePutin', time: 'receivedTime' },
  processRuns: { table: 'ftProcess', time: 'startTime', where: { column: 'status', value: PROCESS_STATUS.done } },
  inspectionsPassed: { table: 'ftCheckout', time: 'inspectedTime', where: { column: 'result', value: INSPECTION_RESULT.pass } },
  inspectionsFailed: { table: 'ftCheckout', time: 'inspectedTime', where: { column: 'result', value: INSPECTION_RESULT.fail } },
  shipments: { table: 'ftShipment', time: 'shippedTime' },
  scans: { table: 'ftScanLog', time: 'scanTime', log: true },
} as const satisfies Record<keyof ActivityCounts, { table: string; time: string; where?: { column: string; value: string }; log?: boolean }>;

export type Activity = keyof typeof ACTIVITIES;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the table and columns come from ACTIVITIES above
type AnyQuery = SelectQueryBuilder<any, any, object>;

/** Live rows of one activity since `from` (the scan log has no soft delete). */
export function activityRows(db: FtKysely, name: Activity, from: number): AnyQuery {
  const a: { table: string; time: string; where?: { column: string; value: string }; log?: boolean } = ACTIVITIES[name];
  let q = (db as unknown as { selectFrom(table: string): AnyQuery }).selectFrom(a.table).where(a.time, '>=', from);
  if (!a.log) q = q.where('delFlag', '=', 0);
  if (a.where) q = q.where(a.where.column, '=', a.where.value);
  return q;
}

import { TRANSIT_TEXT, TRIP_KIND, type TripKind } from '@foodtrace/contracts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtKysely } from '../schema.ts';
import type { Trip } from './transit-temperature.ts';

/** The trip a shipment or an intake is (its moment read from its record), or undefined when there is no such record. */
export async function tripOf(db: FtKysely, kind: TripKind, id: string): Promise<Trip | undefined> {
  const at = kind === TRIP_KIND.shipment
    ? (await db.selectFrom('ftShipment').select('shippedTime as at').where('id', '=', id).executeTakeFirst())?.at
    : (await db.selectFrom('ftCrudePutin').select('receivedTime as at').where('id', '=', id).executeTakeFirst())?.at;
  return at === undefined || at === null ? undefined : { kind, id, at: Number(at) };
}

/** How findings and messages name each trip: `出库单 SO…`, `原料入库单 RK…（原料批次 …）`. */
export async function tripNames(db: FtKysely, trips: readonly Trip[]): Promise<Map<string, string>> {
  const ids = (kind: TripKind) => [...new Set(trips.filter((t) => t.kind === kind).map((t) => t.id))];
  const shipments = await inChunks(ids(TRIP_KIND.shipment), (part) => db.selectFrom('ftShipment').select(['id', 'shipmentNo']).where('id', 'in', part).execute());
  const intakes = await inChunks(ids(TRIP_KIND.intake), (part) => db.selectFrom('ftCrudePutin').select(['id', 'putinNo', 'lotNo']).where('id', 'in', part).execute());
  return new Map([
    ...shipments.map((s) => [s.id, TRANSIT_TEXT.shipment(s.shipmentNo)] as const),
    ...intakes.map((i) => [i.id, TRANSIT_TEXT.intake(i.putinNo, i.lotNo ?? '')] as const),
  ]);
}

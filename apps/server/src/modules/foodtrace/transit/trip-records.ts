import { TRANSIT_TEXT, TRIP_KIND, type TransitState, type TripKind } from '@foodtrace/contracts';
import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtKysely } from '../schema.ts';
import { lockingRead } from '../shared/records.ts';
import type { Trip } from './transit-temperature.ts';

/*
 * The records a trip is kept on — a shipment (ft_shipment) or an intake (ft_crude_putin) — are read and written
 * here only: the rest of 在途温度 works on a Trip whatever its kind.
 */

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

/** The record a trip is kept on, read locked (two imports into one trip at once take turns): its kept verdict. */
export async function lockTripRecord(db: FtKysely, trip: Trip): Promise<string> {
  const query = trip.kind === TRIP_KIND.shipment
    ? db.selectFrom('ftShipment').select('transitState').where('id', '=', trip.id)
    : db.selectFrom('ftCrudePutin').select('transitState').where('id', '=', trip.id);
  return (await lockingRead(db, query).executeTakeFirstOrThrow()).transitState;
}

/** Keeps on the trip's record what its readings show, for its list to show and search by. */
export async function keepTransitState(db: FtKysely, trip: Trip, set: { transitState: TransitState; transitOutsideMinutes: number | null }): Promise<void> {
  if (trip.kind === TRIP_KIND.shipment) await db.updateTable('ftShipment').set(set).where('id', '=', trip.id).execute();
  else await db.updateTable('ftCrudePutin').set(set).where('id', '=', trip.id).execute();
}

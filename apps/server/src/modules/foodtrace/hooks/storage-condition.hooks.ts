import { TRANSIT_STATE, TRANSIT_TEXT, TRIP_KIND, crudePutinResource, isColdChain, outputwarehouseResource, type TripKind } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import type { ResourceHooks, VisibleRows } from '../../../crud/resource-repo.ts';
import { ftDb, type FtKysely } from '../schema.ts';
import { tellQualityLater } from '../transit/transit-notice.ts';
import { rejudgeTrips, type Trip } from '../transit/transit-temperature.ts';

/** Which trips with logger readings a material's or a product's 贮存条件 judges. */
type TripsOf = (db: FtKysely, id: string) => Promise<Trip[]>;

const withReadings = (db: FtKysely) => db.selectFrom('ftTripReading').select('tripId').where('delFlag', '=', 0);

/** A material's deliveries. */
const intakesOf: TripsOf = async (db, crudeId) => (await db.selectFrom('ftCrudePutin').select(['id', 'receivedTime'])
  .where('crudeId', '=', crudeId).where('delFlag', '=', 0).where('id', 'in', withReadings(db)).execute())
  .map((r) => ({ kind: TRIP_KIND.intake, id: r.id, at: Number(r.receivedTime) }));

/** The shipments carrying a product's lots (a shipment is judged by its first cold-chain product's 贮存条件). */
const shipmentsOf: TripsOf = async (db, productId) => (await db.selectFrom('ftShipment as s').select(['s.id', 's.shippedTime']).distinct()
  .innerJoin('ftShipmentLine as sl', 'sl.shipmentId', 's.id').innerJoin('ftLot as l', 'l.id', 'sl.lotId')
  .where('l.productId', '=', productId).where('sl.delFlag', '=', 0).where('s.delFlag', '=', 0).where('s.id', 'in', withReadings(db)).execute())
  .map((r) => ({ kind: TRIP_KIND.shipment, id: r.id, at: Number(r.shippedTime) }));

/** Which of a material's or a product's trips wait for a 评估结论, as the user may see them (their list's data rules): their numbers. */
type AwaitingOf = (rows: VisibleRows, id: string, trips: readonly Trip[]) => Promise<string[]>;

const numbers = (records: ReadonlyArray<Record<string, unknown>>, field: string) => records.map((r) => String(r[field])).sort();

const awaitingIntakes: AwaitingOf = async (rows, crudeId) =>
  numbers(await rows(crudePutinResource, { crudeId, transitState: TRANSIT_STATE.excursion }), 'putinNo');

const awaitingShipments: AwaitingOf = async (rows, _productId, trips) => {
  const carrying = new Set(trips.map((t) => t.id));
  return numbers((await rows(outputwarehouseResource, { transitState: TRANSIT_STATE.excursion })).filter((r) => carrying.has(r.id as string)), 'shipmentNo');
};

/**
 * A 贮存条件 is what the logger readings of its goods' trips are judged by: when it changes, each trip of them with
 * readings is judged again in the edit's transaction (its 在途温度 state; a delivery's raw lot held or released
 * with it), and the quality department is told of those it now finds warm. A material entered without its
 * 贮存条件, its tankers' files already in, is otherwise never found out of its limits. Whoever saves it is told
 * which of its trips wait for a 评估结论 (their lots, a delivery's, are held until then).
 */
function storageConditionHooks(ctx: AppContext, kind: TripKind, tripsOf: TripsOf, awaiting: AwaitingOf): ResourceHooks {
  const db = ftDb(ctx.db);
  return {
    async afterEdit(row, existing, tx) {
      if ((row.storageCondition ?? null) === (existing.storageCondition ?? null)) return undefined;
      const trx = ftDb(tx.db);
      return tellQualityLater(ctx, await rejudgeTrips(trx, await tripsOf(trx, row.id as string), tx.user.username));
    },
    async notice(row, rows) {
      // goods kept as they come have no limits to be out of (and an import of a thousand new ones asks nothing)
      if (!isColdChain(row.storageCondition as string | null)) return null;
      const trips = await tripsOf(db, row.id as string);
      const nos = trips.length ? await awaiting(rows, row.id as string, trips) : [];
      return nos.length ? TRANSIT_TEXT.awaitingReview(kind, nos) : null;
    },
  };
}

export const crudeHooks = (ctx: AppContext) => storageConditionHooks(ctx, TRIP_KIND.intake, intakesOf, awaitingIntakes);
export const productHooks = (ctx: AppContext) => storageConditionHooks(ctx, TRIP_KIND.shipment, shipmentsOf, awaitingShipments);

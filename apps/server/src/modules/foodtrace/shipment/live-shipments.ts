import { inChunks } from '../../../platform/db/in-chunks.ts';
import type { FtKysely } from '../schema.ts';

/** Of these shipments, the live ones by number: a code bound to a deleted shipment is free again. */
export async function liveShipmentNumbers(db: FtKysely, ids: Array<string | null>): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((s): s is string => s !== null))];
  const rows = await inChunks(wanted, (part) => db.selectFrom('ftShipment').select(['id', 'shipmentNo']).where('id', 'in', part).where('delFlag', '=', 0).execute());
  return new Map(rows.map((r) => [r.id, r.shipmentNo]));
}

import { LOT_KIND } from '@foodtrace/contracts';
import { BusinessError } from '../../../platform/errors.ts';
import { liveLot } from '../lots/lot.service.ts';
import type { FtKysely, FtLot } from '../schema.ts';
import { timeText } from './wire.ts';

const MINUTE = 60_000;

/**
 * A lot cannot be used or shipped before it existed: otherwise the trace timeline would show 发货 before 加工
 * and an EPCIS or FSMA 204 export would carry events in an impossible order. Forms give times to the second or
 * the minute while a run recorded without times is stamped to the millisecond, so the lot's time is taken down
 * to its minute: a shipment entered right after such a run is not refused for the seconds in between.
 */
export function assertNotBeforeLot(lot: Pick<FtLot, 'lotNo' | 'producedTime'>, at: number | null, what: string, tz: string): void {
  if (at === null || lot.producedTime === null) return;
  const since = Math.floor(Number(lot.producedTime) / MINUTE) * MINUTE;
  if (at < since) throw new BusinessError(`批次 ${lot.lotNo} 的生产（入库）时间为 ${timeText(lot.producedTime, tz)}，${what}不能早于该时间`);
}

/**
 * A lot we made cannot be inspected before it was made. A raw lot may: a sample can be taken, or a supplier's
 * batch tested, before the delivery is booked in.
 */
export async function assertInspectedAfterMade(db: FtKysely, lotId: string, inspectedTime: number | null, tz: string): Promise<void> {
  const lot = await liveLot(db, lotId);
  if (lot && lot.lotKind !== LOT_KIND.raw) assertNotBeforeLot(lot, inspectedTime, '检验时间', tz);
}

import { judgeTransit, transitLimits, transitVerdict, type TransitReading } from '@foodtrace/contracts';
import { HOUR, type DemoData } from './demo-data.ts';

const MINUTE = 60_000;

/** One trip of the demo's trucks: its shipment, when it left, what the milk was loaded at, and its place in the sequence. */
export interface DemoTrip { shipment: Record<string, unknown> & { id: string }; at: number; load: number; seq: number }

/** The demo's products are all kept 冷藏 2–6℃. */
const LIMITS = transitLimits('CHILLED');

/** The trip whose truck stood with its doors open at a stop (about 8 ℃ at worst, for 40 minutes). */
const WARM_TRIP = 4;

/**
 * 在途温度 of the demo's trips: the truck's logger reads every 10 minutes, from the last half hour of cooling down
 * before loading until 3–5 hours later at the customer, hovering around the loading temperature within 冷藏 2–6℃;
 * one trip warms up at a stop. The readings follow from each trip's place in the sequence, not from the demo's
 * random draws, so every other record of the demo stays as it was. Each shipment keeps what its readings show, as
 * an import leaves it.
 */
export function transitReadings(d: DemoData, trips: readonly DemoTrip[]): void {
  for (const [n, trip] of trips.entries()) {
    const arrival = Math.min(trip.at + (3 + (trip.seq % 3)) * HOUR, d.now);
    const readings: TransitReading[] = [];
    for (let t = trip.at - 30 * MINUTE, i = 0; t <= arrival; t += 10 * MINUTE, i += 1) {
      const cooling = t < trip.at ? 4 - (i * 4) / 3 : 0; // 8 ℃ → 4 ℃ before loading
      const drift = 0.5 * Math.sin(i / 2.5 + trip.seq) + ((i * 7 + trip.seq) % 5) / 10;
      const warm = n === WARM_TRIP ? ([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2.2, 3.1, 3.6, 2.4][i] ?? 0) : 0;
      const celsius = Math.round(Math.min(5.8, Math.max(2.4, trip.load + drift)) * 10 + (cooling + warm) * 10) / 10;
      readings.push({ probe: '温度', at: t, celsius });
      d.raw('ftShipmentReading', { shipmentId: trip.shipment.id, probe: '温度', readTime: t, celsius, createBy: 'hejing', createTime: arrival + HOUR, updateBy: null, updateTime: null, delFlag: 0 });
    }
    const j = judgeTransit(readings, LIMITS, trip.at);
    Object.assign(trip.shipment, { transitState: transitVerdict(readings.length, LIMITS, j.excursions.length), transitOutsideMinutes: j.outsideMinutes });
  }
}

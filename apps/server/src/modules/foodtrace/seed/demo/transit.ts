import { TRANSIT_RESOLUTION, TRIP_KIND, judgeTransit, transitLimits, transitState, transitVerdict, tripWindow, type TransitReading, type TripKind } from '@foodtrace/contracts';
import { HOUR, type DemoData } from './demo-data.ts';

const MINUTE = 60_000;

/** One trip of the demo's trucks: its shipment, when it left, what the milk was loaded at, and its place in the sequence. */
export interface DemoTrip { shipment: Record<string, unknown> & { id: string }; at: number; load: number; seq: number }

/** The demo's products are all kept 冷藏 2–6℃. */
const LIMITS = transitLimits('CHILLED');

/** The trip whose truck stood with its doors open at a stop (about 8 ℃ at worst, for 40 minutes). */
const WARM_TRIP = 4;
/** The milk delivery whose tanker's cooling failed on the road (about 7 ℃ at worst, for a quarter of an hour). */
const WARM_DELIVERY = 6;

/** Keeps a trip's readings as an import does, and returns what its record keeps of them (`reviewed`: its 评估结论 follows). */
function keep(d: DemoData, kind: TripKind, id: string, at: number, readings: TransitReading[], importedAt: number, by: string, reviewed = false) {
  for (const r of readings) {
    d.raw('ftTripReading', { tripKind: kind, tripId: id, probe: r.probe, readTime: r.at, celsius: r.celsius, createBy: by, createTime: importedAt, updateBy: null, updateTime: null, delFlag: 0 });
  }
  const w = tripWindow(kind, at);
  const j = judgeTransit(readings, LIMITS, w.judgedFrom, w.judgedTo);
  return { transitState: transitState(transitVerdict(readings.length, LIMITS, j.excursions.length), reviewed), transitOutsideMinutes: j.outsideMinutes };
}

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
    }
    Object.assign(trip.shipment, keep(d, TRIP_KIND.shipment, trip.shipment.id, trip.at, readings, arrival + HOUR, 'hejing'));
  }
}

/**
 * 在途温度 of the raw milk's deliveries: the farm's tanker logs every 5 minutes from the end of milking and
 * collection (2 to 3 hours before it is received) until it is emptied into the plant's tanks, the milk near the
 * 到货温度 it is received at (within 冷藏 2–6℃); on one delivery the tanker's cooling failed on the road. Follows
 * from each delivery's place in the sequence, not from the demo's draws, as the trips above.
 */
export function tankerReadings(d: DemoData, intake: Record<string, unknown> & { id: string; receivedTime: number; temperature: number }, n: number): void {
  const at = intake.receivedTime;
  const start = at - (2 * 60 + (n % 3) * 30) * MINUTE;
  const readings: TransitReading[] = [];
  for (let t = start, i = 0; t <= at + 20 * MINUTE; t += 5 * MINUTE, i += 1) {
    const settling = Math.max(0, 6 - i) * 0.1; // the fresh milk still cooling in the tank
    const warm = n === WARM_DELIVERY ? ([0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 1.2, 2.3, 2.9, 2.5, 1.6, 0.8][i] ?? 0) : 0;
    const emptied = t > at ? (t - at) / MINUTE / 8 : 0; // the tank warms as it is emptied
    const celsius = Math.round((intake.temperature + settling + 0.3 * Math.sin(i / 3 + n) + warm + emptied) * 10) / 10;
    readings.push({ probe: '罐温', at: t, celsius });
  }
  const imported = at + 30 * MINUTE; // downloaded from the tanker on arrival
  Object.assign(intake, keep(d, TRIP_KIND.intake, intake.id, at, readings, imported, 'zhenghaibo', n === WARM_DELIVERY));
  // the QA manager's decision, before the lot was released: tested further, accepted
  if (n === WARM_DELIVERY) {
    d.add('ftTripReview', {
      tripKind: TRIP_KIND.intake, tripId: intake.id, reviewedThrough: imported, resolution: TRANSIT_RESOLUTION.extraTest,
      note: '罐车制冷故障约 15 分钟，最高 6.9 ℃；到厂复测 4 ℃，加检菌落总数、嗜冷菌合格，准予接收',
    }, at + 90 * MINUTE);
  }
}

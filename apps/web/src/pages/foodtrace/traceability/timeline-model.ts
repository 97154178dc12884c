import type { TraceEvent } from '@foodtrace/contracts';

/**
 * The trace's events in time order (pure): oldest first, ties kept in the answer's order, an event reached
 * along two paths listed once, grouped by day for the timeline's headings.
 */
export function orderEvents(events: readonly TraceEvent[]): TraceEvent[] {
  const seen = new Set<string>();
  const unique = events.filter((e) => {
    const key = `${e.time}|${e.type}|${e.nodeId}|${e.title}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  // 'YYYY-MM-DD HH:mm:ss' sorts as text; the index keeps equal times in their given order.
  return unique.map((e, i) => ({ e, i })).sort((a, b) => (a.e.time < b.e.time ? -1 : a.e.time > b.e.time ? 1 : a.i - b.i)).map(({ e }) => e);
}

export interface DayGroup { day: string; events: TraceEvent[] }

export function groupByDay(events: readonly TraceEvent[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const e of events) {
    const day = e.time.slice(0, 10);
    const last = groups[groups.length - 1];
    if (last && last.day === day) last.events.push(e);
    else groups.push({ day, events: [e] });
  }
  return groups;
}

/** Timeline dot colour by event type: intake cyan, processing gold, inspection green, shipment blue, recall red, disposal grey. */
export const EVENT_COLORS: Record<TraceEvent['type'], string> = {
  intake: '#13c2c2', process: '#faad14', inspection: '#52c41a', shipment: '#2f54eb', codes: '#595959', recall: '#f5222d', disposal: '#8c8c8c',
};

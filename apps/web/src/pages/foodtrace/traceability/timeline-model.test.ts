import { describe, expect, it } from 'vitest';
import type { TraceEvent } from '@foodtrace/contracts';
import { groupByDay, orderEvents } from './timeline-model';

const ev = (time: string, title: string, type: TraceEvent['type'] = 'process', nodeId = `n:${title}`): TraceEvent => ({ time, title, type, nodeId, lotNo: null });

describe('trace timeline', () => {
  it('orders events oldest first and keeps equal times in their given order', () => {
    const out = orderEvents([ev('2026-11-21 14:00:00', 'c'), ev('2026-11-20 06:00:00', 'a'), ev('2026-11-21 14:00:00', 'd'), ev('2026-11-20 08:00:00', 'b')]);
    expect(out.map((e) => e.title)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lists an event reached along two paths once', () => {
    const twice = ev('2026-11-21 14:00:00', '加工 PR-1 产出 F-1');
    expect(orderEvents([twice, { ...twice }])).toHaveLength(1);
  });

  it('groups by day', () => {
    const groups = groupByDay(orderEvents([ev('2026-11-20 06:00:00', 'a'), ev('2026-11-21 01:00:00', 'b'), ev('2026-11-21 09:00:00', 'c')]));
    expect(groups.map((g) => [g.day, g.events.length])).toEqual([['2026-11-20', 1], ['2026-11-21', 2]]);
  });
});

import { Empty, Tag, Timeline } from 'antd';
import type { TraceEvent } from '@foodtrace/contracts';
import { EVENT_COLORS, groupByDay, orderEvents } from './timeline-model';
import { TRACE_TEXT } from './texts';

export interface TraceTimelineProps {
  events: readonly TraceEvent[];
  onSelect: (nodeId: string) => void;
}

/** Every dated event of the chain, oldest first, under a heading per day; a click opens the record. */
export function TraceTimeline({ events, onSelect }: TraceTimelineProps) {
  const groups = groupByDay(orderEvents(events));
  if (!groups.length) return <Empty description={TRACE_TEXT.emptyResult} />;
  return (
    <div className="trace-timeline">
      {groups.map((g) => (
        <section key={g.day}>
          <h4 className="trace-timeline__day">{g.day}</h4>
          <Timeline
            items={g.events.map((e, i) => ({
              key: `${e.nodeId}-${i}`,
              color: EVENT_COLORS[e.type],
              title: <span className="trace-timeline__time">{e.time.slice(11)}</span>,
              content: (
                <button type="button" className="trace-timeline__event" onClick={() => onSelect(e.nodeId)}>
                  <Tag color={EVENT_COLORS[e.type]}>{TRACE_TEXT.eventTypes[e.type] ?? e.type}</Tag>
                  <span>{e.title}</span>
                  {e.lotNo && <span className="ft-muted ft-mono">{'\u3000'}{e.lotNo}</span>}
                </button>
              ),
            }))}
            mode="start" titleSpan="90px"
          />
        </section>
      ))}
    </div>
  );
}

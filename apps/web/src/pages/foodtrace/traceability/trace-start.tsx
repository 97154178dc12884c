import dayjs from 'dayjs';
import { Button, Empty } from 'antd';
import { HistoryOutlined } from '@ant-design/icons';
import { groupCode } from '../codes/code-format';
import type { RecentTrace } from './recent-traces';
import { TRACE_TEXT } from './texts';

export interface TraceStartProps {
  recent: readonly RecentTrace[];
  onOpen: (trace: RecentTrace) => void;
  onClear: () => void;
}

/** Month, day and minute, as the charts' axes and the lists write them (11-29 09:47). */
const when = (at: number) => dayjs(at).format('MM-DD HH:mm');

/** The workbench before a trace: what to do, and the last traces of this session to go back to. */
export function TraceStart({ recent, onOpen, onClear }: TraceStartProps) {
  return (
    <div className="trace-start">
      <Empty description={TRACE_TEXT.emptyResult} />
      {recent.length > 0 && (
        <section className="trace-recent" aria-label={TRACE_TEXT.recent}>
          <div className="trace-recent__head">
            <span><HistoryOutlined /> {TRACE_TEXT.recent}</span>
            <Button type="link" size="small" onClick={onClear}>{TRACE_TEXT.recentClear}</Button>
          </div>
          <ul>
            {recent.map((r) => (
              <li key={`${r.by}:${r.value}`}>
                <button type="button" onClick={() => onOpen(r)}>
                  <span className="trace-recent__by">{TRACE_TEXT.by[r.by === 'lotId' ? 'lotNo' : r.by]}</span>
                  <span className="trace-recent__value">{r.by === 'code' ? groupCode(r.label) : r.label}</span>
                  <span className="trace-recent__dir">{r.direction === 'forward' ? TRACE_TEXT.forward : TRACE_TEXT.backward}</span>
                  <span className="trace-recent__at">{when(r.at)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

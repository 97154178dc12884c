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

const when = (at: number) => new Date(at).toLocaleString('zh-CN', { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hour12: false });

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

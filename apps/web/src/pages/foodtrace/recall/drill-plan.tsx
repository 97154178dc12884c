import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Space, Table, Tag, Typography } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { FT_DICT, FT_PERMS, LOT_KIND, elapsedText, type DrillState, type RecallDrillRow } from '@foodtrace/contracts';
import { dictText, useDictItems } from '@/components/dict';
import { Has } from '@/lib/permissions';
import { queryResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { DRILL_TEXT as T } from './texts';

const STATE_COLOR: Record<DrillState, string> = { OVERDUE: 'red', NEVER: 'volcano', SOON: 'orange', DONE: 'green' };
/** The most urgent first: a plan is read from the top. */
const URGENCY: DrillState[] = ['OVERDUE', 'NEVER', 'SOON', 'DONE'];

export const DRILL_PLAN_KEY = ['recall-drill-plan'];

export interface DrillStart { lot: { id: string; lotNo: string }; reason: string }

/**
 * 模拟召回演练计划 under 召回管理: per finished product, its latest mock recall (opening its report), how long it
 * took against the 4 hours, when the next is due, and 发起演练 from the suggested lot, which alternates between a
 * raw lot and a finished lot (server recall-drill.ts).
 */
export function DrillPlan({ onStart, onOpen }: { onStart: (start: DrillStart) => void; onOpen: (recallId: string) => void }) {
  const plan = useQuery({ queryKey: DRILL_PLAN_KEY, queryFn: () => queryResult(foodtraceApi.recallDrillPlan()), retry: false });
  const kinds = useDictItems(FT_DICT.lotKind).data;
  const rows = [...(plan.data?.rows ?? [])].sort((a, b) => URGENCY.indexOf(a.state) - URGENCY.indexOf(b.state));
  return (
    <Card variant="borderless" title={T.title} loading={plan.isLoading} style={{ marginTop: 12 }}
      extra={plan.data && (
        <Space size={4}>{URGENCY.filter((s) => plan.data.counts[s]).map((s) => <Tag key={s} color={STATE_COLOR[s]}>{T.count(T.states[s], plan.data.counts[s])}</Tag>)}</Space>
      )}>
      <Typography.Paragraph type="secondary">{T.hint}</Typography.Paragraph>
      {plan.error && <Alert type="warning" showIcon title={(plan.error as Error).message} />}
      <Table<RecallDrillRow> size="small" rowKey="productId" pagination={false} dataSource={rows} data-testid="drill-plan" columns={[
        { title: T.cols.product, dataIndex: 'productName', render: (name: string, r) => <>{name}{r.typeName && <div className="ft-muted">{r.typeName}</div>}</> },
        { title: T.cols.state, dataIndex: 'state', width: 110, render: (s: DrillState) => <Tag color={STATE_COLOR[s]}>{T.states[s]}</Tag> },
        {
          title: T.cols.last, key: 'last', width: 220,
          render: (_, r) => (r.last ? (
            <>
              <Typography.Link className="ft-mono" onClick={() => onOpen(r.last!.recallId)}>{r.last.recallNo}</Typography.Link>
              <div className="ft-muted">{r.last.startedTime.slice(0, 16)} · {dictText(kinds, r.last.seedKind)}</div>
            </>
          ) : '—'),
        },
        {
          title: T.cols.took, key: 'took', width: 170,
          render: (_, r) => (!r.last ? '—' : r.last.minutes === null ? <Tag color="processing">{T.running}</Tag> : (
            <Space size={4}>{elapsedText(r.last.minutes)}<Tag color={r.last.withinTarget ? 'green' : 'red'}>{r.last.withinTarget ? T.withinTarget : T.overTarget}</Tag></Space>
          )),
        },
        { title: T.cols.due, dataIndex: 'dueDate', width: 130, render: (d: string | null) => d ?? <Typography.Text type="danger">{T.dueNow}</Typography.Text> },
        {
          title: T.cols.next, key: 'next', width: 200,
          render: (_, r) => (r.nextSeed ? <><span className="ft-mono">{r.nextSeed.lotNo}</span><div className="ft-muted">{dictText(kinds, r.nextSeed.lotKind)}</div></> : <span className="ft-muted">{T.noSeed}</span>),
        },
        {
          title: T.cols.action, key: 'action', width: 110,
          render: (_, r) => (
            <Has action={FT_PERMS.recallMock}>
              <Button size="small" icon={<ExperimentOutlined />} disabled={!r.nextSeed}
                onClick={() => onStart({ lot: { id: r.nextSeed!.id, lotNo: r.nextSeed!.lotNo }, reason: T.reason(r.productName, r.nextSeed!.lotKind === LOT_KIND.raw) })}>
                {T.start}
              </Button>
            </Has>
          ),
        },
      ]} />
    </Card>
  );
}

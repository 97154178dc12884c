import { Alert, Space, Table, Tag, Typography } from 'antd';
import { FT_DICT, type RecallReport } from '@foodtrace/contracts';
import { LotTraceLink } from '../common/lot-trace-link';
import { StatusTag } from '../common/status-tag';
import { RECALL_PAGE_TEXT as T } from './texts';
import { useQty } from './use-qty';

const C = T.col;

/** The made lots between the sources and the recalled lot, each with its run and what went in. */
export function Path({ r }: { r: RecallReport }) {
  const qty = useQty();
  return (
    <Table size="small" rowKey="lotId" pagination={false} dataSource={r.path} columns={[
      { title: C.lotNo, dataIndex: 'lotNo', render: (v: string, row) => <><span className="ft-mono">{v}</span><div className="ft-muted">{row.itemName}</div></> },
      { title: C.lotKind, dataIndex: 'lotKind', render: (v: string) => <StatusTag dictCode={FT_DICT.lotKind} value={v} /> },
      { title: C.status, dataIndex: 'status', render: (v: string) => <StatusTag dictCode={FT_DICT.lotStatus} value={v} /> },
      { title: C.processNo, dataIndex: 'processNo', render: (v: string | null) => <span className="ft-mono">{v ?? '—'}</span> },
      { title: C.inputs, dataIndex: 'inputs', render: (v: RecallReport['path'][number]['inputs']) => v.map((i) => (
        <div key={i.lotNo}><span className="ft-mono">{i.lotNo}</span> {qty(i.quantity, i.unit)}</div>
      )) },
      { title: C.deviations, dataIndex: 'deviations', render: (v: string[]) => (v.length ? v.map((d) => <Tag key={d} color="red">{d}</Tag>) : T.noDeviation) },
      { title: C.inspections, dataIndex: 'inspections', render: (v: string[]) => v.join('；') || '—' },
    ]} />
  );
}

/** Lots made from the same sources that the recall does not cover: the candidates for widening it. */
export function Siblings({ r }: { r: RecallReport }) {
  const qty = useQty();
  if (!r.siblings.length) return <Typography.Text type="secondary">{T.noSiblings}</Typography.Text>;
  return (
    <Space orientation="vertical" size={8} style={{ width: '100%' }}>
      <Alert type="info" showIcon title={T.siblingsHint} />
      <Table size="small" rowKey="lotId" pagination={false} dataSource={r.siblings} data-testid="recall-siblings" columns={[
        { title: C.lotNo, dataIndex: 'lotNo', render: (v: string, row) => <><LotTraceLink lotId={row.lotId} dir="forward" mono>{v}</LotTraceLink><div className="ft-muted">{row.itemName}</div></> },
        { title: C.lotKind, dataIndex: 'lotKind', render: (v: string) => <StatusTag dictCode={FT_DICT.lotKind} value={v} /> },
        { title: C.status, dataIndex: 'status', render: (v: string) => <StatusTag dictCode={FT_DICT.lotStatus} value={v} /> },
        { title: C.via, dataIndex: 'via', render: (v: RecallReport['siblings'][number]['via']) => v.map((s) => (
          <div key={s.lotNo}><span className="ft-mono">{s.lotNo}</span> <span className="ft-muted">{s.itemName}</span>{s.packaging && <Tag style={{ marginInlineStart: 6 }}>{T.packaging}</Tag>}</div>
        )) },
        { title: C.produced, key: 'produced', align: 'right', render: (_v, row) => qty(row.produced, row.unit) },
        { title: C.shipped, key: 'shipped', align: 'right', render: (_v, row) => (row.shipped > 0 ? <Typography.Text type="danger">{qty(row.shipped, row.unit)}</Typography.Text> : qty(row.shipped, row.unit)) },
        { title: C.onHand, key: 'onHand', align: 'right', render: (_v, row) => qty(row.onHand, row.unit) },
      ]} />
    </Space>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Descriptions, Drawer, Popconfirm, Progress, Skeleton, Space, Statistic, Table, Tag, Tooltip, Typography } from 'antd';
import { AuditOutlined, CheckCircleOutlined, ClockCircleOutlined, DownloadOutlined, EditOutlined, SendOutlined } from '@ant-design/icons';
import { FT_DICT, FT_PERMS, RECALL_STATUS, RECALL_TYPE, elapsedText, type RecallConsigneeRow, type RecallReport } from '@foodtrace/contracts';
import { DictTag } from '@/components/dict';
import { runWrite } from '@/lib/http/call-result';
import { Has } from '@/lib/permissions';
import { LotTraceLink } from '../common/lot-trace-link';
import { queryResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { SectionTitle } from '../common/record-detail';
import { StatusTag } from '../common/status-tag';
import { CloseRecallModal } from './close-recall-modal';
import { ConsigneeModal } from './consignee-modal';
import { DisposalModal } from './disposal-modal';
import { Path, Siblings } from './recall-scope-tables';
import { RECALL_PAGE_TEXT as T } from './texts';
import { useQty } from './use-qty';

const C = T.col;
const pct = (v: number | null) => (v === null ? '—' : `${v}%`);

/** The quantities a lot and a unit's balance share: where everything made went. */
const FLOW_COLUMNS = (['produced', 'consumed', 'shipped', 'disposed', 'onHand', 'recovered'] as const)
  .map((k) => ({ title: C[k], dataIndex: k, align: 'right' as const }));

/**
 * 召回报告 (TRACEABILITY.md §4.3) as the team works it: the clock against the target, the mass balance with the
 * ratios of the Chinese summary report, every lot made from the starting one, the consignees with their
 * notifications and returns (recorded here), the raw-material sources, the codes, and what is still missing.
 */
export function RecallReportDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged: () => void }) {
  const queryClient = useQueryClient();
  const q = useQuery({ queryKey: ['recall', 'report', id], enabled: Boolean(id), queryFn: () => queryResult(foodtraceApi.recallReport(id!)), retry: false });
  const [editing, setEditing] = useState<RecallConsigneeRow | null>(null);
  const [closing, setClosing] = useState(false);
  const [disposing, setDisposing] = useState(false);
  const [exporting, setExporting] = useState(false);
  const r = q.data;
  const reload = () => { void queryClient.invalidateQueries({ queryKey: ['recall', 'report', id] }); onChanged(); };
  const open = r?.recall.status === RECALL_STATUS.open;
  // Only a real recall has a plan for the regulator and food to dispose of.
  const real = r?.recall.recallType === RECALL_TYPE.real;

  return (
    <Drawer open={Boolean(id)} onClose={onClose} size={1120} destroyOnHidden
      title={r ? T.reportTitle(r.recall.recallNo, r.recall.recallType === RECALL_TYPE.mock) : ''}
      extra={r && (
        <Space>
          <Has action={FT_PERMS.recallReport}>
            <Button icon={<DownloadOutlined />} loading={exporting}
              onClick={async () => { setExporting(true); try { await foodtraceApi.exportRecallReport(r.recall.id); } finally { setExporting(false); } }}>{T.export}</Button>
          </Has>
          {open && real && <Has action={FT_PERMS.recallDispose}><Button icon={<AuditOutlined />} onClick={() => setDisposing(true)}>{T.dispose}</Button></Has>}
          {open && <Has action={FT_PERMS.recallClose}><Button type="primary" icon={<CheckCircleOutlined />} onClick={() => setClosing(true)}>{T.close}</Button></Has>}
        </Space>
      )}>
      {q.isLoading && <Skeleton active />}
      {q.error && <Alert type="warning" showIcon title={(q.error as Error).message} />}
      {r && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          <Header r={r} />
          <SectionTitle>{T.sections.gaps}</SectionTitle>
          {r.gaps.length
            ? <Alert type="warning" showIcon title={<ul className="recall-gaps">{r.gaps.map((g) => <li key={g}>{g}</li>)}</ul>} />
            : <Alert type="success" showIcon title={T.noGaps} />}
          <SectionTitle>{T.sections.balance}</SectionTitle>
          <Balance r={r} />
          <Space style={{ justifyContent: 'space-between', width: '100%' }}>
            <SectionTitle>{T.sections.consignees}</SectionTitle>
            {open && real && <SendAll recallId={r.recall.id} rows={r.consignees} onSent={reload} />}
          </Space>
          <Consignees rows={r.consignees} editable={open} mailable={open && real} onEdit={setEditing} onSent={reload} />
          <SectionTitle>{T.sections.lots}</SectionTitle>
          <Lots r={r} />
          <SectionTitle>{T.sections.siblings}</SectionTitle>
          <Siblings r={r} />
          <SectionTitle>{T.sections.sources}</SectionTitle>
          <Sources r={r} />
          {r.path.length > 0 && <><SectionTitle>{T.sections.path}</SectionTitle><Path r={r} /></>}
          <SectionTitle>{T.sections.codes}</SectionTitle>
          <Typography.Text>{T.codes(r.codes)}</Typography.Text>
        </Space>
      )}
      <ConsigneeModal row={editing} onClose={() => setEditing(null)} onSaved={reload} />
      <DisposalModal recall={disposing && r ? r.recall : null} onClose={() => setDisposing(false)} onSaved={reload} />
      <CloseRecallModal id={closing && r ? r.recall.id : null} gaps={r?.gaps} onClose={() => setClosing(false)} onDone={reload} />
    </Drawer>
  );
}

function Header({ r }: { r: RecallReport }) {
  const c = r.recall;
  const t = r.timer;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Space size={32} wrap className="recall-timer" data-testid="recall-timer">
        <Statistic title={<><ClockCircleOutlined /> {T.timer.elapsed}</>} value={elapsedText(t.elapsedMinutes)}
          styles={{ content: { color: t.overdue ? '#cf1322' : undefined } }} />
        <Statistic title={T.timer.target} value={t.target} />
        <Statistic title={T.timer.deadline} value={t.deadline} />
        <div>
          <Tag color={t.overdue ? 'red' : 'green'}>{t.overdue ? T.timer.overdue : T.timer.inTime}</Tag>
          <Tag color={t.endedAt ? 'default' : 'gold'}>{t.endedAt ? `${T.timer.ended} ${t.endedAt}` : T.timer.running}</Tag>
        </div>
      </Space>
      {t.start && <StartClock start={t.start} />}
      <Descriptions size="small" bordered column={3} items={[
        { key: 'type', label: '类型', children: <StatusTag dictCode={FT_DICT.recallType} value={c.recallType} /> },
        { key: 'level', label: '召回级别', children: c.recallLevel ? <DictTag dictCode={FT_DICT.recallLevel} value={c.recallLevel} /> : '—' },
        { key: 'status', label: '状态', children: <StatusTag dictCode={FT_DICT.recallStatus} value={c.status} /> },
        { key: 'lot', label: '起始批次', children: <><LotTraceLink lotId={c.lotId} dir="forward" mono>{c.lotNo}</LotTraceLink> {c.itemName}</> },
        { key: 'by', label: '发起人', children: c.createBy },
        { key: 'at', label: '发起时间', children: c.createTime },
        { key: 'reason', label: '召回原因', span: 3, children: c.reason },
        ...(c.recallType !== RECALL_TYPE.real ? [] : [{ key: 'plan', label: T.planSection, span: 3, children: c.planReportedTime
          ? [`${c.planReportedTime} 报 ${c.planReportedTo ?? ''}`, c.noticeChannel && `${T.noticeChannel}：${c.noticeChannel}`].filter(Boolean).join('；')
          : <Typography.Text type="secondary">{T.notRecorded}</Typography.Text> },
        { key: 'disposal', label: T.disposalSection, span: 3, children: c.disposalMethod
          ? <><DictTag dictCode={FT_DICT.disposalMethod} value={c.disposalMethod} /> {[c.disposalTime, c.disposalPlace, c.disposalWitness && `${T.disposalWitness}：${c.disposalWitness}`, c.disposalRemark].filter(Boolean).join('；')}</>
          : <Typography.Text type="secondary">{T.notRecorded}</Typography.Text> }]),
        ...(c.summary ? [{ key: 'summary', label: T.summary, span: 3, children: c.summary }] : []),
      ]} />
    </Space>
  );
}

/** A real recall's start: from when the risk was known to when the recall was started, against its level. */
function StartClock({ start }: { start: NonNullable<RecallReport['timer']['start']> }) {
  return (
    <Space size={32} wrap className="recall-timer" data-testid="recall-start">
      <Statistic title={T.start.lag} value={start.lagMinutes === null ? T.start.unknown : elapsedText(start.lagMinutes)}
        styles={{ content: { color: start.overdue ? '#cf1322' : undefined } }} />
      <Statistic title={T.start.title} value={start.target} />
      <Statistic title={T.start.learned} value={start.learnedAt ?? '—'} />
      <Statistic title={T.timer.deadline} value={start.deadline ?? '—'} />
      {start.overdue !== null && <Tag color={start.overdue ? 'red' : 'green'}>{start.overdue ? T.start.late : T.start.onTime}</Tag>}
    </Space>
  );
}

function Balance({ r }: { r: RecallReport }) {
  return (
    <>
      <Table size="small" rowKey={(b) => `${b.lotKind}-${b.unit}`} pagination={false} dataSource={r.balance} columns={[
        { title: C.lotKind, dataIndex: 'lotKind', render: (v: string) => <StatusTag dictCode={FT_DICT.lotKind} value={v} /> },
        { title: C.unit, dataIndex: 'unit', render: (v: string) => <DictTag dictCode={FT_DICT.unit} value={v} /> },
        ...FLOW_COLUMNS,
        { title: C.accounted, dataIndex: 'accountedPct', render: (v: number | null) => (v === null ? '—' : <Progress percent={v} size="small" status={v >= 100 ? 'success' : 'exception'} />) },
        { title: <Tooltip title={T.ratioHint}>{C.ofPlanned}</Tooltip>, dataIndex: 'recoveredOfPlannedPct', align: 'right', render: pct },
        { title: <Tooltip title={T.ratioHint}>{C.ofSold}</Tooltip>, dataIndex: 'recoveredOfSoldPct', align: 'right', render: pct },
      ]} />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>{T.ratioHint}</Typography.Text>
    </>
  );
}

function Consignees({ rows, editable, mailable, onEdit, onSent }: {
  rows: RecallConsigneeRow[]; editable: boolean; mailable: boolean; onEdit: (row: RecallConsigneeRow) => void; onSent: () => void;
}) {
  const qty = useQty();
  const [sending, setSending] = useState<string | null>(null);
  // 发送召回通知: the 产品召回通知 template to the customer's address; a sent mail also registers the notification
  const send = async (row: RecallConsigneeRow) => {
    setSending(row.id);
    try {
      await runWrite(foodtraceApi.recallSendNotice(row.id));
      onSent(); // a failed mail is in 消息管理 too
    } finally {
      setSending(null);
    }
  };
  return (
    <Table size="small" rowKey="id" pagination={false} dataSource={rows} scroll={{ x: 1000 }} columns={[
      { title: C.customer, dataIndex: 'customerName', render: (v: string, row) => <>{v}<div className="ft-muted">{[row.region, row.customerPhone, row.customerEmail].filter(Boolean).join(' · ')}</div></> },
      { title: C.lotNo, dataIndex: 'lotNo', render: (v: string, row) => <><span className="ft-mono">{v}</span><div className="ft-muted">{row.itemName}</div></> },
      { title: C.shipped, key: 'shipped', align: 'right', render: (_v, row) => <>{qty(row.shippedQty, row.unit)}{row.scannedCodes > 0 && <div className="ft-muted" style={{ whiteSpace: 'nowrap' }}>{T.scannedCodes(row.scannedCodes)}</div>}</> },
      { title: C.shipmentNos, dataIndex: 'shipmentNos', render: (v: string) => <span className="ft-mono">{v}</span> },
      { title: C.notified, key: 'notified', render: (_v, row) => (row.notifiedTime
        ? <>{row.notifiedTime}<div className="ft-muted">{row.notifyMethod && <DictTag dictCode={FT_DICT.notifyMethod} value={row.notifyMethod} />}{row.contact}</div></>
        : <Tag color="gold">{T.notYet}</Tag>) },
      { title: C.acknowledged, dataIndex: 'acknowledgedTime', render: (v: string | null, row) => v ?? (row.notifiedTime ? <Tag color="gold">{T.unconfirmed}</Tag> : '—') },
      { title: C.recovered, key: 'recovered', align: 'right', render: (_v, row) => qty(row.recoveredQty, row.unit) },
      ...(editable ? [{
        title: '', key: 'edit', width: mailable ? 150 : 80, render: (_v: unknown, row: RecallConsigneeRow) => (
          <Space size={0}>
            <Has action={FT_PERMS.recallNotify}><Button size="small" type="link" icon={<EditOutlined />} onClick={() => onEdit(row)}>{T.notify}</Button></Has>
            {mailable && (
              <Has action={FT_PERMS.recallSendNotice}>
                {row.customerEmail
                  ? (
                    <Popconfirm title={T.confirmSendNotice(row.customerName ?? '', row.customerEmail)} onConfirm={() => send(row)}>
                      <Button size="small" type="link" icon={<SendOutlined />} loading={sending === row.id}>{T.sendNotice}</Button>
                    </Popconfirm>
                  )
                  : <Tooltip title={T.noEmail}><Button size="small" type="link" icon={<SendOutlined />} disabled>{T.sendNotice}</Button></Tooltip>}
              </Has>
            )}
          </Space>
        ),
      }] : []),
    ]} />
  );
}

/** 通知全部收货方: the notice to every consignee not yet told who has an address, in one go (the server says who is left). */
function SendAll({ recallId, rows, onSent }: { recallId: string; rows: RecallConsigneeRow[]; onSent: () => void }) {
  const [sending, setSending] = useState(false);
  const due = rows.filter((c) => !c.notifiedTime && c.customerEmail).length;
  if (!due) return null;
  const send = async () => {
    setSending(true);
    try {
      await runWrite(foodtraceApi.recallSendNotices(recallId));
      onSent();
    } finally {
      setSending(false);
    }
  };
  return (
    <Has action={FT_PERMS.recallSendNotice}>
      <Popconfirm title={T.confirmSendAll(due)} onConfirm={send}>
        <Button size="small" icon={<SendOutlined />} loading={sending}>{T.sendAll}</Button>
      </Popconfirm>
    </Has>
  );
}

function Lots({ r }: { r: RecallReport }) {
  return (
    <Table size="small" rowKey="lotId" pagination={false} dataSource={r.lots} columns={[
      { title: C.lotNo, dataIndex: 'lotNo', render: (v: string) => <span className="ft-mono">{v}</span> },
      { title: C.itemName, dataIndex: 'itemName' },
      { title: C.lotKind, dataIndex: 'lotKind', render: (v: string) => <StatusTag dictCode={FT_DICT.lotKind} value={v} /> },
      { title: C.status, dataIndex: 'status', render: (v: string) => <StatusTag dictCode={FT_DICT.lotStatus} value={v} /> },
      ...FLOW_COLUMNS,
      { title: C.unit, dataIndex: 'unit', render: (v: string) => <DictTag dictCode={FT_DICT.unit} value={v} /> },
    ]} />
  );
}

function Sources({ r }: { r: RecallReport }) {
  const qty = useQty();
  return (
    <Table size="small" rowKey="lotId" pagination={false} dataSource={r.sources} columns={[
      { title: C.lotNo, dataIndex: 'lotNo', render: (v: string, row) => <><span className="ft-mono">{v}</span><div className="ft-muted">{row.itemName}</div></> },
      { title: C.supplier, dataIndex: 'supplierName' },
      { title: C.supplierLotNo, dataIndex: 'supplierLotNo', render: (v: string) => <span className="ft-mono">{v}</span> },
      { title: C.docNo, dataIndex: 'docNo' },
      { title: C.receivedTime, dataIndex: 'receivedTime' },
      { title: C.received, key: 'received', align: 'right', render: (_v, row) => qty(row.received, row.unit) },
      { title: C.used, key: 'used', align: 'right', render: (_v, row) => qty(row.used, row.unit) },
      { title: C.inspections, dataIndex: 'inspections', render: (v: string[]) => v.join('；') || '—' },
    ]} />
  );
}


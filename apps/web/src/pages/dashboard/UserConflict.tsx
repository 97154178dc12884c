import { useState } from 'react';
import { Alert, Badge, InputNumber, Segmented, Space, Switch, Table, Tabs, Tag, Tooltip, Typography } from 'antd';
import { SIGNAL_KIND, type DashboardAlerts, type SignalHandling } from '@foodtrace/contracts';
import { CodeLink } from '@/pages/foodtrace/codes/code-link';
import { BoardPage } from './board/board-page';
import { dashboardApi } from './board/dashboard-api';
import { DaysSelect } from './board/days-select';
import { DiversionLotsTable } from './board/diversion-lots-table';
import { HandledCell, HandleSignalModal, type SignalTarget } from './board/signal-handling';
import { BOARD_TEXT as T } from './board/texts';
import { useBoardQuery } from './board/use-board';

type Repeated = DashboardAlerts['repeatedScans'][number];
type Invalid = DashboardAlerts['invalidScans'][number];
type Diversion = DashboardAlerts['diversions'][number];

/**
 * 窜货与异常扫码 (spec §2.3 dashboard "user conflict", read as conflicting uses of a code — DOMAIN.md §4):
 * codes queried again and again, scans of voided or unknown codes, and scans far from where the lot was
 * shipped, each code one click from its scan history. A signal looked into is settled with a conclusion (处理)
 * and leaves the count, until the code is scanned again.
 */
export default function UserConflict() {
  const [days, setDays] = useState(30);
  const [threshold, setThreshold] = useState(3);
  const alerts = useBoardQuery(['alerts', days, threshold], () => dashboardApi.alerts(days, threshold));
  const a = alerts.data;
  const [showHandled, setShowHandled] = useState(false);
  const [handling, setHandling] = useState<SignalTarget | null>(null);
  const [diversionView, setDiversionView] = useState<'scan' | 'lot'>('scan');
  // The badges count what is still to be looked into; settled rows show only on request.
  const open = <R extends { handled: SignalHandling | null }>(rows: R[] | undefined) => (rows ?? []).filter((r) => showHandled || !r.handled);
  const pending = (rows: Array<{ handled: SignalHandling | null }> | undefined) => (rows ?? []).filter((r) => !r.handled).length;
  const count = (n: number | undefined) => <Badge count={n ?? 0} showZero overflowCount={999} style={{ marginLeft: 6, background: n ? '#f5222d' : '#d9d9d9' }} />;
  const handledColumn = <R extends { code: string; handled: SignalHandling | null }>(kind: SignalTarget['kind']) => ({
    title: T.handled, key: 'handled', width: 140,
    render: (_v: unknown, r: R) => <HandledCell handled={r.handled} target={{ kind, code: r.code }} onHandle={setHandling} />,
  });

  return (
    <BoardPage title={T.conflictTitle} error={alerts.error} controls={(
      <Space wrap>
        <span>{T.threshold}</span>
        <InputNumber min={2} max={1000} precision={0} value={threshold} onChange={(v) => setThreshold(v ?? 3)} suffix={T.thresholdUnit} style={{ width: 150 }} />
        <DaysSelect value={days} onChange={setDays} />
        <span><Switch size="small" checked={showHandled} onChange={setShowHandled} /> {T.showHandled}</span>
      </Space>
    )}>
      <Alert type="info" showIcon title={T.conflictIntro} style={{ marginBottom: 16 }} />
      <Tabs items={[
        {
          key: 'repeated', label: <>{T.repeated}{count(pending(a?.repeatedScans))}</>,
          children: <Table<Repeated> size="middle" rowKey="code" loading={alerts.isLoading} dataSource={open(a?.repeatedScans)} columns={[
            { title: T.code, dataIndex: 'code', render: (v: string) => <CodeLink code={v} /> },
            { title: T.product, dataIndex: 'productName' },
            { title: T.lotNo, dataIndex: 'lotNo', render: (v: string | null) => <span className="ft-mono">{v ?? '—'}</span> },
            { title: T.scans, dataIndex: 'scans', align: 'right', sorter: (x, y) => x.scans - y.scans, defaultSortOrder: 'descend', render: (v: number) => <Tag color={v >= threshold * 2 ? 'red' : 'orange'}>{v}</Tag> },
            { title: T.lastScan, dataIndex: 'lastScanTime' },
            handledColumn<Repeated>(SIGNAL_KIND.repeated),
          ]} />,
        },
        {
          key: 'invalid', label: <>{T.invalid}{count(pending(a?.invalidScans))}</>,
          children: <Table<Invalid> size="middle" rowKey={(r) => `${r.code}-${r.result}`} loading={alerts.isLoading} dataSource={open(a?.invalidScans)} columns={[
            { title: T.code, dataIndex: 'code', render: (v: string, r) => (r.result === 'UNKNOWN' ? <span className="ft-mono">{v}</span> : <CodeLink code={v} />) },
            {
              title: T.result, dataIndex: 'result',
              render: (v: string) => <Tooltip title={T.resultHint[v]}><Tag color={v === 'UNKNOWN' ? 'red' : v === 'UNSHIPPED' ? 'orange' : 'default'}>{T.resultText[v] ?? v}</Tag></Tooltip>,
            },
            { title: T.scans, dataIndex: 'scans', align: 'right' },
            { title: T.lastScan, dataIndex: 'lastScanTime' },
            handledColumn<Invalid>(SIGNAL_KIND.invalid),
          ]} />,
        },
        {
          key: 'diversions', label: <>{T.diversions}{count(pending(a?.diversions))}</>,
          children: (
            <>
              {a && !a.diversions.length && <Alert type="warning" showIcon title={T.diversionNeedsGeo} style={{ marginBottom: 12 }} />}
              <Segmented<'scan' | 'lot'> value={diversionView} onChange={setDiversionView} style={{ marginBottom: 12 }}
                options={[{ value: 'scan', label: T.byScan }, { value: 'lot', label: T.byLot }]} />
              {diversionView === 'lot' ? (
                <>
                  <Typography.Paragraph type="secondary">{T.byLotHint}</Typography.Paragraph>
                  <DiversionLotsTable rows={a?.diversionLots} loading={alerts.isLoading} />
                </>
              ) : (
                <Table<Diversion> size="middle" rowKey={(r) => `${r.code}-${r.scanTime}`} loading={alerts.isLoading} dataSource={open(a?.diversions)} columns={[
                  { title: T.code, dataIndex: 'code', render: (v: string) => <CodeLink code={v} /> },
                  { title: T.product, dataIndex: 'productName' },
                  { title: T.lotNo, dataIndex: 'lotNo' },
                  { title: T.scanProvince, dataIndex: 'scanProvince', render: (v: string | null) => <Tag color="red">{v ?? T.unknownProvince}</Tag> },
                  { title: T.shippedProvinces, dataIndex: 'shippedProvinces', render: (v: string[]) => v.map((p) => <Tag key={p}>{p}</Tag>) },
                  { title: T.scanTime, dataIndex: 'scanTime' },
                  handledColumn<Diversion>(SIGNAL_KIND.diversion),
                ]} />
              )}
            </>
          ),
        },
      ]} />
      <HandleSignalModal target={handling} onClose={() => setHandling(null)} onDone={() => void alerts.refetch()} />
    </BoardPage>
  );
}

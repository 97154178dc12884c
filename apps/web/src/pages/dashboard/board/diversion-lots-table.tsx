import { Link } from 'react-router';
import { Space, Table, Tag } from 'antd';
import type { DashboardAlerts } from '@foodtrace/contracts';
import { SCREENS } from '@/pages/foodtrace/common/screen-paths';
import { useScreenLink } from '@/pages/foodtrace/common/use-screen-link';
import { LotTraceLink } from '@/pages/foodtrace/common/lot-trace-link';
import { BOARD_TEXT as T } from './texts';

type DiversionLot = DashboardAlerts['diversionLots'][number];

/**
 * 疑似窜货 by lot: where a lot's codes turned up outside the provinces it was shipped to, and whom it was
 * shipped to — a lot whose labels keep appearing in one province points at the consignee to ask.
 */
export function DiversionLotsTable({ rows, loading }: { rows: DiversionLot[] | undefined; loading: boolean }) {
  const link = useScreenLink();
  return (
    <Table<DiversionLot> size="middle" rowKey="lotId" loading={loading} dataSource={rows ?? []} columns={[
      {
        title: T.lotNo, dataIndex: 'lotNo', width: 150,
        render: (v: string | null, r) => <LotTraceLink lotId={r.lotId} dir="forward" mono><span style={{ whiteSpace: 'nowrap' }}>{v ?? '—'}</span></LotTraceLink>,
      },
      { title: T.product, dataIndex: 'productName' },
      { title: T.lotScans, dataIndex: 'scans', align: 'right', width: 110, sorter: (x, y) => x.scans - y.scans, defaultSortOrder: 'descend', render: (v: number) => <Tag color="red">{v}</Tag> },
      { title: T.lotCodes, dataIndex: 'codes', align: 'right', width: 120, sorter: (x, y) => x.codes - y.codes },
      {
        title: T.scanProvince, dataIndex: 'scanProvinces',
        render: (v: DiversionLot['scanProvinces']) => <Space size={[0, 4]} wrap>{v.map((p) => <Tag key={p.province} color="red">{p.province} · {T.scanTimes(p.scans)}</Tag>)}</Space>,
      },
      {
        title: T.consignees, dataIndex: 'consignees',
        render: (v: DiversionLot['consignees']) => <Space size={[0, 4]} wrap>{v.map((c) => {
          // the consignee opens its details (contacts) where the user may see them: whom to call
          const to = c.id ? link(SCREENS.officeDetail, { id: c.id }) : null;
          const text = `${c.name ?? '—'}${c.province ? `（${c.province}）` : ''}`;
          return <Tag key={`${c.id}-${c.province}`} color={to ? 'blue' : undefined}>{to ? <Link to={to}>{text}</Link> : text}</Tag>;
        })}</Space>,
      },
      { title: T.lastScanTime, dataIndex: 'lastScanTime', width: 170 },
    ]} />
  );
}

import { Link } from 'react-router';
import { Progress, Space, Table } from 'antd';
import { TRIP_KIND, outputwarehouseResource } from '@foodtrace/contracts';
import type { ShipmentDetail } from '../common/api-types';
import { foodtraceApi } from '../common/foodtrace-api';
import { RecordDetailDrawer, SectionTitle } from '../common/record-detail';
import { SCREENS } from '../common/screen-paths';
import { useScreenLink } from '../common/use-screen-link';
import { SHIPMENT_TEXT as T } from './texts';
import { useUnitText } from '../common/use-unit-text';
import { ShipmentCodesSection, useShipmentCodes } from './shipment-codes';
import { TransitSection } from '../transit/transit-section';

/**
 * 出库单详情: the shipment and its lines (lot, product, quantity, how many of its codes were scanned out), each
 * lot one click from its trace; how the goods travelled (在途温度); then 扫码出库 and the codes that left with it.
 */
export function ShipmentDetailDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged?: () => void }) {
  return (
    <RecordDetailDrawer<ShipmentDetail> id={id} resource={outputwarehouseResource} onClose={onClose} load={foodtraceApi.shipmentDetail}
      title={(r) => T.detailTitle(r?.shipmentNo ?? '')}>
      {(r) => (
        <>
          <ShipmentLines shipment={r} />
          <TransitSection kind={TRIP_KIND.shipment} id={r.id} onChanged={onChanged} />
          <ShipmentCodesSection shipmentId={r.id} />
        </>
      )}
    </RecordDetailDrawer>
  );
}

function ShipmentLines({ shipment }: { shipment: ShipmentDetail }) {
  const { amount } = useUnitText();
  const link = useScreenLink();
  // the first page's answer carries every line's count
  const codes = useShipmentCodes(shipment.id, 1);
  const scanned = new Map(codes.data?.lines.map((l) => [l.lotId, l.codes]));
  return (
    <>
      <SectionTitle>{T.lines}</SectionTitle>
      <Table size="small" rowKey="id" pagination={false} dataSource={shipment.lines} columns={[
        { title: T.lotNo, dataIndex: 'lotNo', render: (v: string) => <span className="ft-mono">{v}</span> },
        { title: T.itemName, dataIndex: 'itemName' },
        { title: T.quantity, key: 'q', render: (_v, l) => amount(l.quantity, l.unit) },
        {
          title: T.scanned, key: 'codes', width: 200, render: (_v, l) => {
            const n = scanned.get(l.lotId) ?? 0;
            return (
              <Space size={8}>
                <Progress type="line" size="small" style={{ width: 80, margin: 0 }} showInfo={false} percent={Math.min(100, (n / Math.max(1, Math.floor(l.quantity))) * 100)} />
                <span>{T.scannedOf(n, amount(l.quantity, l.unit))}</span>
              </Space>
            );
          },
        },
        { title: '', key: 'trace', render: (_v, l) => { const to = link(SCREENS.trace, { lotId: l.lotId, dir: 'backward' }); return to && <Link to={to}>{T.traceLot}</Link>; } },
      ]} />
    </>
  );
}

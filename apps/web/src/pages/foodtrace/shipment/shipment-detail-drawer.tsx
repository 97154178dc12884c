import { Link } from 'react-router';
import { Table } from 'antd';
import { outputwarehouseResource } from '@foodtrace/contracts';
import type { ShipmentDetail } from '../common/api-types';
import { foodtraceApi } from '../common/foodtrace-api';
import { RecordDetailDrawer, SectionTitle } from '../common/record-detail';
import { SCREENS } from '../common/screen-paths';
import { useScreenLink } from '../common/use-screen-link';
import { SHIPMENT_TEXT as T } from './texts';
import { useUnitText } from '../common/use-unit-text';

/** 出库单详情: the shipment and its lines (lot, product, quantity), each lot one click from its trace. */
export function ShipmentDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { amount } = useUnitText();
  const link = useScreenLink();
  return (
    <RecordDetailDrawer<ShipmentDetail> id={id} resource={outputwarehouseResource} onClose={onClose} load={foodtraceApi.shipmentDetail}
      title={(r) => T.detailTitle(r?.shipmentNo ?? '')}>
      {(r) => (
        <>
          <SectionTitle>{T.lines}</SectionTitle>
          <Table size="small" rowKey="id" pagination={false} dataSource={r.lines} columns={[
            { title: T.lotNo, dataIndex: 'lotNo', render: (v: string) => <span className="ft-mono">{v}</span> },
            { title: T.itemName, dataIndex: 'itemName' },
            { title: T.quantity, key: 'q', render: (_v, l) => amount(l.quantity, l.unit) },
            { title: '', key: 'trace', render: (_v, l) => { const to = link(SCREENS.trace, { lotId: l.lotId, dir: 'backward' }); return to && <Link to={to}>{T.traceLot}</Link>; } },
          ]} />
        </>
      )}
    </RecordDetailDrawer>
  );
}

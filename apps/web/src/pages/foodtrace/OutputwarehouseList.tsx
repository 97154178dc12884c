import { useState } from 'react';
import { Button } from 'antd';
import { CarOutlined } from '@ant-design/icons';
import { FT_PERMS, outputwarehouseResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { Has } from '@/lib/permissions';
import { TraceListPage } from './common/trace-list-page';
import { useRecordParam } from './common/use-record-param';
import { ShipmentDetailDrawer } from './shipment/shipment-detail-drawer';
import { ShipmentRecordDrawer } from './shipment/shipment-record-drawer';
import { SHIPMENT_TEXT as T } from './shipment/texts';

/**
 * 出库发货 (spec §2.3 OutputwarehouseList): shipments; 登记发货 records one with its lines of released lots.
 * ?id= opens a shipment.
 */
export default function OutputwarehouseList() {
  const list = useResourceList(outputwarehouseResource);
  const [detailId, showDetail] = useRecordParam();
  const [recording, setRecording] = useState(false);
  return (
    <>
      <TraceListPage resource={outputwarehouseResource} list={list} onDetail={(row) => showDetail(row.id)}
        toolbarExtra={(
          <Has action={FT_PERMS.shipmentRecord}>
            <Button type="primary" ghost icon={<CarOutlined />} onClick={() => setRecording(true)}>{T.record}</Button>
          </Has>
        )} />
      <ShipmentRecordDrawer open={recording} onClose={() => setRecording(false)} onSaved={() => void list.reload()} />
      <ShipmentDetailDrawer id={detailId} onClose={() => showDetail(null)} onChanged={() => void list.reload()} />
    </>
  );
}

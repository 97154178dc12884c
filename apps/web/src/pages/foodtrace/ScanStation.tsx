import { useState } from 'react';
import { Link } from 'react-router';
import { Alert, Card, List, Progress, Segmented, Space, Typography } from 'antd';
import { FT_PERMS, type FieldRef } from '@foodtrace/contracts';
import { RefSelect } from '@/crud/ref-select';
import { usePermission } from '@/lib/permissions';
import { PackStation } from './codes/pack-station';
import { SCREENS } from './common/screen-paths';
import { useScreenLink } from './common/use-screen-link';
import { useUnitText } from './common/use-unit-text';
import { STATION_TEXT as T } from './scan-station/texts';
import { useShipmentCodes } from './shipment/shipment-codes';
import { ShipmentScanner } from './shipment/shipment-scanner';
import './scan-station/scan-station.css';

/** The shipments to load, latest first, each with its customer and time so that two numbers alike are told apart. */
const SHIPMENTS: FieldRef = { resource: 'outputwarehouse', label: 'shipmentNo', details: ['customerId_dictText', 'shippedTime'] };

type Mode = 'ship' | 'pack';

/**
 * 扫码作业: the warehouse's scanning station, one column wide so that it works on a handheld terminal (PDA) as on a
 * desk — 扫码出库 into the shipment being loaded, with each line's progress, or 装箱关联 at the packing line. The
 * field takes the focus at once and is emptied after each scan, so a scanner can go on reading labels.
 */
export default function ScanStation() {
  const canShip = usePermission(FT_PERMS.shipmentScanCodes) === 'show';
  const canPack = usePermission(FT_PERMS.codePack) === 'show';
  const [mode, setMode] = useState<Mode>(canShip ? 'ship' : 'pack');
  const [shipmentId, setShipmentId] = useState<string | undefined>();
  const modes = (['ship', 'pack'] as const).filter((m) => (m === 'ship' ? canShip : canPack));

  if (!modes.length) return <Alert type="warning" showIcon title={T.noAccess} />;
  return (
    <Card variant="borderless" className="ft-scan-station">
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        {modes.length > 1 && <Segmented block value={mode} onChange={(v) => setMode(v as Mode)} options={modes.map((m) => ({ value: m, label: T.modes[m] }))} />}
        {mode === 'ship' ? (
          <>
            <RefSelect fieldRef={SHIPMENTS} value={shipmentId} onChange={setShipmentId} placeholder={T.pickShipment} aria-label={T.shipment} style={{ width: '100%' }} />
            {shipmentId ? <ShipmentLoading key={shipmentId} shipmentId={shipmentId} /> : <Alert type="info" showIcon title={T.noShipment} />}
          </>
        ) : <PackStation />}
      </Space>
    </Card>
  );
}

/** The shipment being loaded: its lines with how many of each were scanned, then the scanner. */
function ShipmentLoading({ shipmentId }: { shipmentId: string }) {
  const codes = useShipmentCodes(shipmentId, 1);
  const { amount } = useUnitText();
  const to = useScreenLink()(SCREENS.shipment, { id: shipmentId });
  return (
    <>
      <List size="small" bordered loading={codes.isFetching && !codes.data} dataSource={codes.data?.lines ?? []}
        header={<Space style={{ width: '100%', justifyContent: 'space-between' }}><span>{T.lines}</span>{to && <Link to={to}>{T.openShipment}</Link>}</Space>}
        renderItem={(l) => {
          const total = Math.max(1, Math.floor(l.quantity));
          return (
            <List.Item className="ft-scan-station__line">
              <div>
                <Typography.Text strong className="ft-mono">{l.lotNo}</Typography.Text>
                <Typography.Text type="secondary"> {l.itemName}</Typography.Text>
              </div>
              <Progress size="small" percent={Math.min(100, (l.codes / total) * 100)} showInfo={false} status={l.codes >= total ? 'success' : 'active'} />
              <Typography.Text type="secondary">{T.progress(l.codes, amount(l.quantity, l.unit))}</Typography.Text>
            </List.Item>
          );
        }} />
      <ShipmentScanner shipmentId={shipmentId} autoFocus />
    </>
  );
}

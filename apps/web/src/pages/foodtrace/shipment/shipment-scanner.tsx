import { useQueryClient } from '@tanstack/react-query';
import { Space } from 'antd';
import { FT_PERMS, outputwarehouseResource, type ShipmentCodeResult } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { callResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { ScanFeed, ScanField, useScanFeed } from '../common/scan-field';
import { SHIPMENT_TEXT as T } from './texts';

const OUTCOME_COLOR = { bound: 'green', already: 'blue', refused: 'red' } as const;

/**
 * 扫码出库's field and its answers, for one shipment (key it by the shipment: a new one starts a new feed): in its
 * detail drawer and at the scanning station. What was bound refreshes the shipment's counts and codes wherever they are shown.
 */
export function ShipmentScanner({ shipmentId, autoFocus }: { shipmentId: string; autoFocus?: boolean }) {
  const { feed, heard } = useScanFeed<ShipmentCodeResult>();
  const client = useQueryClient();

  const scan = async (inputs: string[]) => {
    const results = await callResult(foodtraceApi.scanOutCodes(shipmentId, inputs));
    if (!results) return;
    heard(results);
    if (results.some((r) => r.outcome === 'bound')) void client.invalidateQueries({ queryKey: [outputwarehouseResource.key, 'codes', shipmentId] });
  };

  return (
    <Has action={FT_PERMS.shipmentScanCodes}>
      <Space orientation="vertical" size={8} style={{ width: '100%' }}>
        <ScanField placeholder={T.scanPlaceholder} onScan={scan} autoFocus={autoFocus} />
        <ScanFeed header={T.scanResults} answers={feed} tag={(r) => ({ color: OUTCOME_COLOR[r.outcome], text: T.outcome[r.outcome] })} />
      </Space>
    </Has>
  );
}

import { useState } from 'react';
import { Alert, Modal, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { HOLD_TEXT, type DownstreamLot } from '@foodtrace/contracts';
import type { ResourceRow } from '@/crud';
import { queryResult } from '@/lib/http';
import { runWrite } from '@/lib/http/call-result';
import { foodtraceApi } from '../common/foodtrace-api';
import { HOLD_TEXT_UI as T } from './texts';

const C = T.downstreamColumns;
const COLUMNS = [
  { title: C.lotNo, dataIndex: 'lotNo', width: 170 },
  { title: C.itemName, dataIndex: 'itemName' },
  { title: C.status, dataIndex: 'status', width: 100 },
  { title: C.available, dataIndex: 'available', width: 120 },
];

/**
 * 暂扣下游: the lots made of a held lot that a hold would stop (server lots/lot-hold-downstream.ts), shown before they
 * are held; the server reads them again when asked to hold them, and says how many it held.
 */
export function HoldDownstreamModal({ hold, onClose, onDone }: { hold: ResourceRow | null; onClose: () => void; onDone: () => void }) {
  const [saving, setSaving] = useState(false);
  const id = hold ? String(hold.id) : '';
  const lots = useQuery({ queryKey: ['lot-hold-downstream', id], enabled: Boolean(hold), queryFn: () => queryResult(foodtraceApi.holdDownstreamLots(id)), retry: false, gcTime: 0 });
  const rows: DownstreamLot[] = lots.data ?? [];
  const submit = async () => {
    setSaving(true);
    const done = await runWrite(foodtraceApi.holdDownstream(id));
    setSaving(false);
    if (!done) return;
    onDone();
    onClose();
  };
  return (
    <Modal open={Boolean(hold)} title={T.downstreamTitle(String(hold?.lotId_dictText ?? ''))} onCancel={onClose} onOk={() => void submit()}
      okText={T.downstreamOk(rows.length)} okButtonProps={{ disabled: !rows.length }} confirmLoading={saving} destroyOnHidden width={760}>
      {lots.isSuccess && !rows.length
        ? <Alert type="success" showIcon title={HOLD_TEXT.downstreamNone} />
        : <Alert type="warning" showIcon title={T.downstreamHint} style={{ marginBottom: 12 }} />}
      {(lots.isLoading || rows.length > 0) && (
        <Table<DownstreamLot> rowKey="id" size="small" loading={lots.isLoading} columns={COLUMNS} dataSource={rows} pagination={false} scroll={{ y: 360 }} />
      )}
    </Modal>
  );
}

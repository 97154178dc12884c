import { useRef, useState } from 'react';
import { Alert, Button, Drawer, Form, Typography } from 'antd';
import { LOT_KIND, outputwarehouseResource } from '@foodtrace/contracts';
import { EditableTable, type EditableColumn, type EditableTableHandle, type TableRow } from '@/components/editable-table';
import { toWireValues } from '@/crud/form-values';
import { feedback } from '@/lib/feedback';
import { callResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { releasedLotSource, withinAvailable } from '../common/lot-source';
import { RecordFormFields } from '../common/record-form-fields';
import { FT_TEXT } from '../common/texts';
import { shipmentLines } from './shipment-body';
import { SHIPMENT_TEXT as T } from './texts';
import { useDiscardGuard } from '@/crud/use-discard-guard';
import { validRows } from '../common/valid-rows';

const LINE_COLUMNS: EditableColumn[] = [
  {
    key: 'lotNo', title: T.lotNo, type: 'popup', width: 200, popupCode: 'released-finished-lots',
    orgFields: 'lotNo,id,itemName,available,unitText', destFields: 'lotNo,lotId,itemName,available,unitText',
    // No cell rule (see process-columns.tsx): shipmentLines reports a line without a lot.
    props: { source: releasedLotSource([LOT_KIND.finished], T.pickLot) },
  },
  { key: 'itemName', title: T.itemName, type: 'input', width: 200, disabled: true },
  { key: 'available', title: T.available, type: 'inputNumber', width: 110, disabled: true },
  {
    key: 'quantity', title: T.quantity, type: 'inputNumber', width: 130, statistics: 'sum', statisticsGroupBy: 'unitText',
    validateRules: [{ required: true }, withinAvailable],
  },
  { key: 'unitText', title: T.unit, type: 'input', width: 80, disabled: true },
  { key: 'lotId', title: 'lotId', type: 'hidden' },
];

export interface ShipmentRecordDrawerProps { open: boolean; onClose: () => void; onSaved: () => void }

/**
 * 登记发货: a shipment with its lines of lot + quantity (POST /foodtrace/outputwarehouse/record; Food Safety
 * Law Art. 51 销售记录). Only released finished lots can be picked; the server refuses more than is left with
 * its message ('…可用数量不足：剩余 …'), shown as it comes, and the drawer stays open to correct it.
 */
export function ShipmentRecordDrawer({ open, onClose, onSaved }: ShipmentRecordDrawerProps) {
  const [form] = Form.useForm();
  // Anything typed or picked, in the form or a table, makes closing ask first.
  const { close, touch } = useDiscardGuard(open, onClose, form);
  const table = useRef<EditableTableHandle>(null);
  const [rows] = useState<TableRow[]>(() => [{ id: 'new_line_1' }]);
  const [saving, setSaving] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const lineRows = await validRows(table.current, T.invalidRow);
    if (!lineRows) return;
    const built = shipmentLines(lineRows);
    if ('error' in built) { feedback.message.warning(built.error); return; }
    setSaving(true);
    const answer = await callResult(foodtraceApi.recordShipment({ ...toWireValues(outputwarehouseResource, values), lines: built.lines }));
    setSaving(false);
    if (!answer) return;
    feedback.message.success(T.saved);
    onSaved();
    onClose();
  };

  return (
    <Drawer open={open} onClose={close} size={1000} destroyOnHidden title={T.recordTitle}
      footer={<div className="ft-drawer-footer"><Button onClick={close}>{FT_TEXT.cancel}</Button><Button type="primary" loading={saving} onClick={() => void submit()}>{FT_TEXT.submit}</Button></div>}>
      <Form form={form} layout="vertical" name="shipment-record" clearOnDestroy>
        <RecordFormFields resource={outputwarehouseResource} columns={3} />
      </Form>
      <Typography.Title level={5}>{T.lines}</Typography.Title>
      <Alert type="info" showIcon title={T.linesHint} style={{ marginBottom: 8 }} />
      <EditableTable ref={table} onValueChange={touch} columns={LINE_COLUMNS} dataSource={rows} rowNumber rowSelection maxHeight={320} />
    </Drawer>
  );
}

import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Drawer, Form, Typography } from 'antd';
import { FT_DICT, LOT_NOTES, checkoutResource, misjudgedItem, retainedSampleProblem, type FieldRef } from '@foodtrace/contracts';
import { dictText, useDictItems } from '@/components/dict';
import { EditableTable, type EditableColumn, type EditableTableHandle, type TableRow } from '@/components/editable-table';
import { RefSelect } from '@/crud/ref-select';
import { toWireValues } from '@/crud/form-values';
import { feedback } from '@/lib/feedback';
import { callResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { RecordFormFields } from '../common/record-form-fields';
import { FT_TEXT } from '../common/texts';
import { conclusionConflict, inspectionItems, itemVerdict } from './checkout-body';
import { useSessionStore } from '@/app/stores/session-store';
import { CHECKOUT_TEXT as T } from './texts';
import { useDiscardGuard } from '@/crud/use-discard-guard';
import { validRows } from '../common/valid-rows';

const ITEM_COLUMNS: EditableColumn[] = [
  { key: 'itemName', title: T.itemName, type: 'input', width: 180, validateRules: [{ required: true }, { unique: true }] },
  { key: 'standardLimit', title: T.standardLimit, type: 'input', width: 150, placeholder: '如 ≥2.8' },
  { key: 'unit', title: T.unit, type: 'input', width: 110 },
  { key: 'measuredValue', title: T.measuredValue, type: 'input', width: 150 },
  // Judged from the figures as they are typed (limitVerdict); what cannot be read (感官) the inspector ticks.
  { key: 'passed', title: T.passed, type: 'checkbox', width: 80 },
];

/** Any lot may be inspected; the newest come first in the picker. */
const LOT_REF: FieldRef = checkoutResource.fields.lotId.ref!;

export interface CheckoutRecordDrawerProps { open: boolean; onClose: () => void; onSaved: () => void }

/**
 * 登记检验: an inspection with its items (POST /foodtrace/checkout/record). Its conclusion moves the lot:
 * pass releases a pending or held lot, failure rejects a pending one or holds a released one. An item is judged
 * from its figures as they are typed (≥2.8 against 2.1 is 不合格); the inspector is the signed-in user unless
 * changed. The report is
 * uploaded into the public report folder so the consumer page can link it when 对外公示 is 是.
 */
export function CheckoutRecordDrawer({ open, onClose, onSaved }: CheckoutRecordDrawerProps) {
  const [form] = Form.useForm();
  // Anything typed or picked, in the form or a table, makes closing ask first.
  const { close, touch } = useDiscardGuard(open, onClose, form);
  const items = useRef<EditableTableHandle>(null);
  const [rows] = useState<TableRow[]>(() => [{ id: 'new_item_1', passed: false }]);
  const inspector = useSessionStore((s) => s.userInfo?.realname || s.userInfo?.username);
  const [saving, setSaving] = useState(false);
  const statuses = useDictItems(FT_DICT.lotStatus);
  // A lot whose run missed a critical limit is released only after the deviation was weighed: say so here.
  const lotId = Form.useWatch('lotId', form) as string | undefined;
  const lot = useQuery({ queryKey: ['foodtrace', 'lot-warnings', lotId], queryFn: () => foodtraceApi.lotWarnings(lotId!), enabled: Boolean(open && lotId) });
  const warnings = lot.data?.success ? lot.data.result : undefined;
  const deviations = warnings?.ccpDeviations ?? [];

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const itemRows = await validRows(items.current, T.invalidRow);
    if (!itemRows) return;
    const header = toWireValues(checkoutResource, values);
    const list = inspectionItems(itemRows);
    // the server's own rules and words (contracts misjudgedItem, retainedSampleProblem), before sending
    const conflict = misjudgedItem(list) ?? conclusionConflict(header.result, list) ?? retainedSampleProblem(header);
    if (conflict) { feedback.message.warning(conflict); return; }
    setSaving(true);
    const answer = await callResult(foodtraceApi.recordCheckout({ ...header, items: list }));
    setSaving(false);
    if (!answer) return;
    feedback.message.success(T.saved(dictText(statuses.data, answer.lotStatus)));
    onSaved();
    onClose();
  };

  return (
    <Drawer open={open} onClose={close} size={1000} destroyOnHidden title={T.recordTitle}
      footer={<div className="ft-drawer-footer"><Button onClick={close}>{FT_TEXT.cancel}</Button><Button type="primary" loading={saving} onClick={() => void submit()}>{FT_TEXT.submit}</Button></div>}>
      <Form form={form} layout="vertical" name="checkout-record" clearOnDestroy initialValues={{ isPublic: '1', inspector }}>
        <RecordFormFields resource={checkoutResource} columns={3} overrides={{
          lotId: <RefSelect fieldRef={LOT_REF} placeholder="请选择受检批次" />,
        }} />
      </Form>
      {deviations.length > 0 && (
        <Alert type={warnings?.ccpPending ? 'error' : 'warning'} showIcon title={warnings?.ccpPending ? T.ccpPending : T.ccpDeviated}
          description={deviations.join('；')} style={{ marginBottom: 16 }} data-testid="ccp-deviation" />
      )}
      {LOT_NOTES.map((note) => {
        if (!warnings?.[note]) return null;
        // a delivery's excursion not yet weighed, or turned away, stops a pass as a CCP not corrected does
        const hold = note === 'intakeTransit' ? warnings.intakeTransitHold : null;
        // the server's sentence under what the inspector should make of it (intakeTemperature → intake-temperature)
        // …and a lot held by a 质量暂扣 is not released by a pass: said as plainly
        return <Alert key={note} type={hold || note === 'qualityHold' ? 'error' : 'warning'} showIcon title={hold ? T.intakeTransitHold[hold] : T[note]} description={warnings[note]}
          style={{ marginBottom: 16 }} data-testid={note.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)} />;
      })}
      <Typography.Title level={5}>{T.items}</Typography.Title>
      <Alert type="info" showIcon title={T.itemsHint} style={{ marginBottom: 8 }} />
      <EditableTable ref={items} columns={ITEM_COLUMNS} dataSource={rows} rowNumber rowSelection alwaysEdit maxHeight={320}
        onValueChange={({ row, column, value }) => {
          touch();
          if (column.key !== 'standardLimit' && column.key !== 'measuredValue') return;
          const verdict = itemVerdict({ ...row, [column.key]: value });
          if (verdict !== null) items.current?.setValues([{ rowId: String(row.id), values: { passed: verdict } }]);
        }} />
    </Drawer>
  );
}

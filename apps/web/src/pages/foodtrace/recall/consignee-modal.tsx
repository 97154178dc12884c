import { useEffect, useState } from 'react';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker, Form, Input, InputNumber, Modal } from 'antd';
import { FORMATS, FT_DICT, type RecallConsigneeRow } from '@foodtrace/contracts';
import { DictSelect, dictText, useDictItems } from '@/components/dict';
import { afterToday, dateTimeValue as parse, dateTimeWire as wire } from '@/lib/date-values';
import { callResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { RECALL_PAGE_TEXT as T } from './texts';

interface Values { notifiedTime?: Dayjs | null; notifyMethod?: string | null; contact?: string; acknowledgedTime?: Dayjs | null; recoveredQty?: number | null; remark?: string }


/** One consignee of a recall: when and how they were told, when they confirmed, how much came back. */
export function ConsigneeModal({ row, onClose, onSaved }: { row: RecallConsigneeRow | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const { data: units } = useDictItems(FT_DICT.unit);
  useEffect(() => {
    if (row) {
      form.setFieldsValue({
        notifiedTime: parse(row.notifiedTime) ?? dayjs(), notifyMethod: row.notifyMethod, contact: row.contact ?? undefined,
        acknowledgedTime: parse(row.acknowledgedTime), recoveredQty: row.recoveredQty, remark: row.remark ?? undefined,
      });
    }
  }, [row, form]);
  const submit = async (v: Values) => {
    if (!row) return;
    setSaving(true);
    const done = await callResult(foodtraceApi.recallNotify({
      id: row.id, notifiedTime: wire(v.notifiedTime), notifyMethod: v.notifyMethod ?? null, contact: v.contact?.trim() || null,
      acknowledgedTime: wire(v.acknowledgedTime), recoveredQty: v.recoveredQty ?? null, remark: v.remark?.trim() || null,
    }), { success: true });
    setSaving(false);
    if (done === null) return;
    onSaved();
    onClose();
  };
  return (
    <Modal open={Boolean(row)} title={row ? T.notifyTitle(row.customerName ?? '', row.lotNo ?? '') : ''} onCancel={onClose}
      onOk={() => form.submit()} confirmLoading={saving} destroyOnHidden width={560}>
      <Form form={form} layout="vertical" onFinish={submit} clearOnDestroy>
        <Form.Item name="notifiedTime" label={T.notifiedTime}><DatePicker showTime format={FORMATS.datetime} style={{ width: '100%' }} disabledDate={afterToday} /></Form.Item>
        <Form.Item name="notifyMethod" label={T.notifyMethod}><DictSelect dictCode={FT_DICT.notifyMethod} /></Form.Item>
        <Form.Item name="contact" label={T.contact}><Input maxLength={100} /></Form.Item>
        <Form.Item name="acknowledgedTime" label={T.acknowledgedTime}><DatePicker showTime format={FORMATS.datetime} style={{ width: '100%' }} disabledDate={afterToday} /></Form.Item>
        {row && (
          <Form.Item name="recoveredQty" label={T.recoveredQty(row.shippedQty, dictText(units, row.unit) || row.unit)}
            rules={[{ type: 'number', min: 0, max: row.shippedQty, message: T.recoveredRange(row.shippedQty, dictText(units, row.unit) || row.unit) }]}>
            {/* no min/max on the widget: it would turn a typed 3000 into 2355 without a word */}
            <InputNumber style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="remark" label={T.remark}><Input.TextArea rows={2} maxLength={500} /></Form.Item>
      </Form>
    </Modal>
  );
}

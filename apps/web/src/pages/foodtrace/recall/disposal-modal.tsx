import { useEffect, useState } from 'react';
import type { Dayjs } from 'dayjs';
import { Alert, DatePicker, Divider, Form, Input, Modal } from 'antd';
import { FORMATS, FT_DICT, type RecallReport } from '@foodtrace/contracts';
import { DictSelect } from '@/components/dict';
import { afterToday, dateTimeValue as parse, dateTimeWire as wire } from '@/lib/date-values';
import { callResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { RECALL_PAGE_TEXT as T } from './texts';

interface Values {
  planReportedTime?: Dayjs | null; planReportedTo?: string; noticeChannel?: string;
  disposalMethod?: string | null; disposalTime?: Dayjs | null; disposalPlace?: string; disposalWitness?: string; disposalRemark?: string;
}

const text = (s: string | undefined) => s?.trim() || null;

/**
 * The recall plan reported to the market regulator with the notice's channel (食品召回管理办法 Art. 13), and the
 * disposal of the recalled food (Art. 22). Each half is whole or empty, as the server checks.
 */
export function DisposalModal({ recall, onClose, onSaved }: { recall: RecallReport['recall'] | null; onClose: () => void; onSaved: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (recall) {
      form.setFieldsValue({
        planReportedTime: parse(recall.planReportedTime), planReportedTo: recall.planReportedTo ?? undefined, noticeChannel: recall.noticeChannel ?? undefined,
        disposalMethod: recall.disposalMethod, disposalTime: parse(recall.disposalTime), disposalPlace: recall.disposalPlace ?? undefined,
        disposalWitness: recall.disposalWitness ?? undefined, disposalRemark: recall.disposalRemark ?? undefined,
      });
    }
  }, [recall, form]);
  const submit = async (v: Values) => {
    if (!recall) return;
    setSaving(true);
    const done = await callResult(foodtraceApi.recallDispose({
      id: recall.id, planReportedTime: wire(v.planReportedTime), planReportedTo: text(v.planReportedTo), noticeChannel: text(v.noticeChannel),
      disposalMethod: v.disposalMethod ?? null, disposalTime: wire(v.disposalTime), disposalPlace: text(v.disposalPlace),
      disposalWitness: text(v.disposalWitness), disposalRemark: text(v.disposalRemark),
    }), { success: true });
    setSaving(false);
    if (done === null) return;
    onSaved();
    onClose();
  };
  // One of a pair given, the other is asked for (the server answers the same).
  const pair = (other: keyof Values, label: string) => ({ getFieldValue }: { getFieldValue: (n: keyof Values) => unknown }) => ({
    validator: async (_r: unknown, value: unknown) => {
      if (!value && getFieldValue(other)) throw new Error(T.pairRequired(label));
    },
  });
  return (
    <Modal open={Boolean(recall)} title={T.disposeTitle} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving} destroyOnHidden width={640}>
      <Alert type="info" showIcon title={T.disposeHint} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={submit} clearOnDestroy>
        <Divider titlePlacement="start" plain>{T.planSection}</Divider>
        <Form.Item name="planReportedTime" label={T.planReportedTime} dependencies={['planReportedTo']} rules={[pair('planReportedTo', T.planReportedTime)]}>
          <DatePicker showTime format={FORMATS.datetime} style={{ width: '100%' }} disabledDate={afterToday} />
        </Form.Item>
        <Form.Item name="planReportedTo" label={T.planReportedTo} dependencies={['planReportedTime']} rules={[pair('planReportedTime', T.planReportedTo)]}>
          <Input maxLength={100} placeholder={T.planReportedToPlaceholder} />
        </Form.Item>
        <Form.Item name="noticeChannel" label={T.noticeChannel}><Input maxLength={200} placeholder={T.noticeChannelPlaceholder} /></Form.Item>
        <Divider titlePlacement="start" plain>{T.disposalSection}</Divider>
        <Form.Item name="disposalMethod" label={T.disposalMethod} dependencies={['disposalTime']} rules={[pair('disposalTime', T.disposalMethod)]}>
          <DictSelect dictCode={FT_DICT.disposalMethod} />
        </Form.Item>
        <Form.Item name="disposalTime" label={T.disposalTime} dependencies={['disposalMethod']} rules={[pair('disposalMethod', T.disposalTime)]}>
          <DatePicker showTime format={FORMATS.datetime} style={{ width: '100%' }} disabledDate={afterToday} />
        </Form.Item>
        <Form.Item name="disposalPlace" label={T.disposalPlace}><Input maxLength={200} /></Form.Item>
        <Form.Item name="disposalWitness" label={T.disposalWitness}><Input maxLength={100} /></Form.Item>
        <Form.Item name="disposalRemark" label={T.disposalRemark}><Input.TextArea rows={2} maxLength={500} /></Form.Item>
      </Form>
    </Modal>
  );
}

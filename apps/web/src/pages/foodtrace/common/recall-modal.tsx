import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { feedback } from '@/lib/feedback';
import { callResult } from './call';
import { foodtraceApi } from './foodtrace-api';
import type { RecallAnswer } from './api-types';
import { RECALL_TEXT } from './recall-texts';

export interface RecallModalProps {
  lot: { id: string; lotNo: string } | null;
  onClose: () => void;
  onDone: (answer: RecallAnswer) => void;
}

/**
 * 召回 of a lot with its reason (食品召回管理办法): the server marks the lot and every descendant RECALLED and
 * their codes too; the consumer page then shows the recall banner. Irreversible, so the reason is required.
 */
export function RecallModal({ lot, onClose, onDone }: RecallModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ reason }: { reason: string }) => {
    if (!lot) return;
    setSaving(true);
    const answer = await callResult(foodtraceApi.recallLot(lot.id, reason.trim()));
    setSaving(false);
    if (!answer) return;
    feedback.message.success(RECALL_TEXT.done(answer.recallNo, answer.lotCount, answer.codeCount));
    onDone(answer);
    onClose();
  };
  return (
    <Modal open={Boolean(lot)} title={lot ? RECALL_TEXT.title(lot.lotNo) : ''} onCancel={onClose} okText={RECALL_TEXT.ok} okButtonProps={{ danger: true }}
      confirmLoading={saving} onOk={() => form.submit()} destroyOnHidden width={560}>
      <Alert type="warning" showIcon title={RECALL_TEXT.hint} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={submit} clearOnDestroy>
        <Form.Item name="reason" label={RECALL_TEXT.reason} rules={[{ required: true, whitespace: true, message: RECALL_TEXT.reasonRequired }]}>
          <Input.TextArea rows={4} maxLength={500} showCount placeholder={RECALL_TEXT.reasonPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

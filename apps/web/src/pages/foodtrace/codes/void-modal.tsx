import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { feedback } from '@/lib/feedback';
import { callResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { CODE_TEXT as T } from './texts';

export interface VoidModalProps { ids: string[] | null; onClose: () => void; onDone: () => void }

/** 作废: codes taken out of use with a reason (at most 1000 at once); a consumer scanning one is told so. */
export function VoidModal({ ids, onClose, onDone }: VoidModalProps) {
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ reason }: { reason: string }) => {
    if (!ids?.length) return;
    setSaving(true);
    const answer = await callResult(foodtraceApi.voidCodes(ids, reason.trim()));
    setSaving(false);
    if (!answer) return;
    feedback.message.success(`已作废 ${answer.count} 个追溯码`);
    onDone();
    onClose();
  };
  return (
    <Modal open={Boolean(ids)} title={T.voidTitle(ids?.length ?? 0)} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving}
      okButtonProps={{ danger: true }} okText={T.void} cancelText="取消" destroyOnHidden>
      <Alert type="warning" showIcon title={T.voidHint} style={{ marginBottom: 16 }} />
      <Form form={form} name="code-void" layout="vertical" onFinish={submit} clearOnDestroy>
        <Form.Item name="reason" label={T.voidReason} rules={[{ required: true, whitespace: true, message: T.voidReasonRequired }]}>
          <Input.TextArea rows={3} maxLength={200} showCount />
        </Form.Item>
      </Form>
    </Modal>
  );
}

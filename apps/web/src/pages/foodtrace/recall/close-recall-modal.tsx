import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { callResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { RECALL_PAGE_TEXT as T } from './texts';

/**
 * Ends a recall: the summary (findings and corrective actions) is what the regulator's 总结报告 asks for. What
 * the report still finds open (consignees not notified, quantities not recovered) is listed first, so nobody
 * closes a recall without seeing it; the summary is where an open item is explained.
 */
export function CloseRecallModal({ id, gaps = [], onClose, onDone }: { id: string | null; gaps?: readonly string[]; onClose: () => void; onDone: () => void }) {
  const [form] = Form.useForm<{ summary: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async ({ summary }: { summary: string }) => {
    if (!id) return;
    setSaving(true);
    const done = await callResult(foodtraceApi.recallClose(id, summary.trim()), { success: true });
    setSaving(false);
    if (done === null) return;
    onDone();
    onClose();
  };
  return (
    <Modal open={Boolean(id)} title={T.closeTitle} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving} destroyOnHidden width={600}>
      {gaps.length > 0 && (
        <Alert type="warning" showIcon title={T.closeWithGaps} style={{ marginBottom: 12 }} data-testid="close-gaps"
          description={<ul className="recall-gaps">{gaps.map((g) => <li key={g}>{g}</li>)}</ul>} />
      )}
      <Alert type="info" showIcon title={T.closeHint} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={submit} clearOnDestroy>
        <Form.Item name="summary" label={T.summary} rules={[{ required: true, whitespace: true, message: T.summaryRequired }]}>
          <Input.TextArea rows={5} maxLength={1000} showCount placeholder={T.summaryPlaceholder} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

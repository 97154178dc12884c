import { useState } from 'react';
import { Alert, Descriptions, Form, Input, Modal, Typography } from 'antd';
import {
  MESSAGE_TEXT, MESSAGE_TYPE, messageTemplateResource, parseMessageParams, renderTemplate,
} from '@foodtrace/contracts';
import type { ResourceRow } from '@/crud';
import { postAction } from '@/lib/http';
import { feedback } from '@/lib/feedback';
import { useSessionStore } from '@/app/stores/session-store';
import { MESSAGE_UI_TEXT } from './texts';

interface Values { testData: string; receiver: string }

/** Room for the preview of a template of up to 1,000 characters without a scrolling dialog. */
const DIALOG_WIDTH = 720;

/**
 * 发送测试 (JeecgBoot's 消息模板 → 发送测试): the template filled with the test data, shown as it will be sent,
 * to the receivers typed. A failed delivery keeps the dialog open with the reason; it is recorded in 消息管理
 * either way.
 */
export function SendTestModal({ template, onClose }: { template: ResourceRow; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const username = useSessionStore((s) => s.userInfo?.username ?? '');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const type = String(template.templateType ?? '');
  const content = String(template.templateContent ?? '');
  const testData = Form.useWatch('testData', form) ?? String(template.templateTestJson ?? '');
  const params = parseMessageParams(testData.trim() || '{}');
  const preview = params ? renderTemplate(content, params) : null;

  const send = async () => {
    const values = await form.validateFields();
    setSending(true);
    setFailure(null);
    const res = await postAction<{ id: string }>(`${messageTemplateResource.basePath}/sendMsg`, {
      templateCode: template.templateCode, testData: values.testData, receiver: values.receiver,
    }).catch(() => null);
    setSending(false);
    if (!res) return; // the http client reported it
    if (res.success) {
      feedback.message.success(res.message);
      onClose();
    } else setFailure(res.message);
  };

  return (
    <Modal open title={MESSAGE_UI_TEXT.sendTitle} width={DIALOG_WIDTH} onCancel={onClose} onOk={() => void send()}
      okText={MESSAGE_UI_TEXT.send} confirmLoading={sending} destroyOnHidden>
      <Descriptions size="small" column={2} bordered style={{ marginBottom: 16 }} items={[
        { key: 'name', label: messageTemplateResource.fields.templateName.label, children: String(template.templateName ?? '') },
        { key: 'type', label: messageTemplateResource.fields.templateType.label, children: String(template.templateType_dictText ?? type) },
      ]} />
      <Form form={form} layout="vertical" initialValues={{ testData: String(template.templateTestJson ?? ''), receiver: type === MESSAGE_TYPE.system ? username : '' }}>
        <Form.Item name="testData" label={messageTemplateResource.fields.templateTestJson.label}
          rules={[{ validator: async (_r, v: string) => { if (v?.trim() && !parseMessageParams(v)) throw new Error(MESSAGE_TEXT.paramsNotJson); } }]}>
          <Input.TextArea rows={3} spellCheck={false} placeholder={messageTemplateResource.fields.templateTestJson.placeholder} />
        </Form.Item>
        <Form.Item label={MESSAGE_UI_TEXT.preview}>
          <div className="message-preview" data-testid="message-preview">
            {preview ? preview.text : <Typography.Text type="secondary">{MESSAGE_TEXT.paramsNotJson}</Typography.Text>}
          </div>
          {preview && preview.missing.length > 0 && <Typography.Text type="warning">{MESSAGE_TEXT.paramsMissing(preview.missing)}</Typography.Text>}
        </Form.Item>
        <Form.Item name="receiver" label={MESSAGE_UI_TEXT.receiver} rules={[{ required: true, whitespace: true, message: MESSAGE_TEXT.receiverRequired }]}
          extra={MESSAGE_TEXT.receiverHint[type]}>
          <Input placeholder={MESSAGE_TEXT.receiverHint[type]} />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} description={MESSAGE_UI_TEXT.recorded} />}
    </Modal>
  );
}

import { useState } from 'react';
import { Alert, Form, Input, InputNumber, Modal, Radio, Switch } from 'antd';
import { CODE_LEVEL, LOT_KIND, LOT_STATUS, MAX_PER_CASE, TRACE_CODE, type CodeLevel, type FieldRef } from '@foodtrace/contracts';
import { RefSelect } from '@/crud/ref-select';
import { feedback } from '@/lib/feedback';
import { callResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { CODE_TEXT as T } from './texts';

/** Codes are generated for released finished lots only (DOMAIN.md §1 status gates). */
const RELEASED_FINISHED: FieldRef = { resource: 'lot', label: 'lotNo', filter: { lotKind: LOT_KIND.finished, status: LOT_STATUS.released } };

interface Values { lotId: string; level: CodeLevel; perCase?: number; quantity: number; withSerial: boolean; remark?: string }

export interface GenerateModalProps { open: boolean; onClose: () => void; onDone: () => void }

/**
 * 生成追溯码: a batch of random codes (1–100000) for a released finished lot — item codes, or case codes of a
 * given 每箱件数 — optionally as GS1 Digital Links.
 */
export function GenerateModal({ open, onClose, onDone }: GenerateModalProps) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const level = Form.useWatch('level', form);
  const submit = async (v: Values) => {
    setSaving(true);
    const answer = await callResult(foodtraceApi.generateCodes({
      lotId: v.lotId, quantity: v.quantity, withSerial: Boolean(v.withSerial), remark: v.remark?.trim() || undefined,
      level: v.level, ...(v.level === CODE_LEVEL.case && v.perCase ? { perCase: v.perCase } : {}),
    }));
    setSaving(false);
    if (!answer) return;
    feedback.message.success(T.generated(answer.batchNo, answer.quantity));
    onDone();
    onClose();
  };
  return (
    <Modal open={open} title={T.generateTitle} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving} destroyOnHidden width={600} okText="生成" cancelText="取消">
      <Alert type="info" showIcon title={T.generateHint} style={{ marginBottom: 16 }} />
      <Form form={form} name="code-generate" layout="vertical" onFinish={submit} clearOnDestroy initialValues={{ quantity: 100, withSerial: false, level: CODE_LEVEL.item }}>
        <Form.Item name="lotId" label={T.lot} rules={[{ required: true, message: T.lotRequired }]}>
          <RefSelect fieldRef={RELEASED_FINISHED} placeholder={T.lotPlaceholder} />
        </Form.Item>
        <Form.Item name="level" label={T.level} extra={T.levelHint}>
          <Radio.Group optionType="button" buttonStyle="solid" options={[CODE_LEVEL.item, CODE_LEVEL.case].map((v) => ({ value: v, label: T.levels[v] }))} />
        </Form.Item>
        {level === CODE_LEVEL.case && (
          <Form.Item name="perCase" label={T.perCase} extra={T.perCaseHint} rules={[
            { type: 'number', min: 1, max: MAX_PER_CASE, message: T.perCaseRange(MAX_PER_CASE) },
          ]}>
            <InputNumber precision={0} style={{ width: '100%' }} />
          </Form.Item>
        )}
        <Form.Item name="quantity" label={T.quantity} rules={[
          { required: true, message: T.quantityRequired },
          { type: 'number', min: 1, max: TRACE_CODE.maxPerBatch, message: T.quantityRange(TRACE_CODE.maxPerBatch) },
        ]}>
          {/* no min/max on the widget: it would silently change 200000 into 100000 */}
          <InputNumber precision={0} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="withSerial" label={T.withSerial} valuePropName="checked" extra={level === CODE_LEVEL.case ? T.caseWithSerialHint : T.withSerialHint}>
          <Switch />
        </Form.Item>
        <Form.Item name="remark" label={T.remark}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

import { useState } from 'react';
import { Alert, Form, Input, Modal } from 'antd';
import { checkRuleResource, type CheckRuleRecord } from '@foodtrace/contracts';
import { resourceApi } from '@/crud';
import { runWrite } from '../admin-common/call';
import { NEW_RULE, toRuleForm, toRulePayload, type RuleFormValues } from './rule-form-values';
import { RuleLinesField } from './rule-lines-field';
import { RuleTry } from './rule-try';
import { CHECK_RULE_TEXT as T } from './texts';
import './check-rule.css';

export interface CheckRuleFormProps {
  /** null: closed; 'new' or the rule to edit. */
  target: 'new' | CheckRuleRecord | null;
  onClose: () => void;
  onSaved: () => void;
}

const api = resourceApi(checkRuleResource);

/** 新增 / 编辑 a check rule: name, code, description, the ordered lines, and a try-out box. */
export function CheckRuleForm({ target, onClose, onSaved }: CheckRuleFormProps) {
  const [saving, setSaving] = useState(false);
  const rule = target && target !== 'new' ? target : null;

  const submit = async (values: RuleFormValues) => {
    setSaving(true);
    const body = toRulePayload(values);
    const done = await runWrite(rule ? api.edit({ ...body, id: rule.id }) : api.add(body));
    setSaving(false);
    if (done) {
      onSaved();
      onClose();
    }
  };

  return (
    <Modal open={target !== null} title={rule ? T.edit : T.add} width={900} onCancel={onClose} destroyOnHidden okText={T.ok}
      cancelText={T.close} confirmLoading={saving} okButtonProps={{ htmlType: 'submit' }}
      modalRender={(dom) => (
        <Form name="check-rule-form" layout="vertical" clearOnDestroy initialValues={rule ? toRuleForm(rule) : NEW_RULE}
          onFinish={(v) => void submit(v as RuleFormValues)}>{dom}</Form>
      )}>
      <div className="check-rule-form__top">
        <Form.Item name="ruleName" label={T.ruleName} rules={[{ required: true, whitespace: true, message: T.enter(T.ruleName) }, { max: 100 }]}><Input /></Form.Item>
        <Form.Item name="ruleCode" label={T.ruleCode}
          rules={[{ required: true, whitespace: true, message: T.enter(T.ruleCode) }, { pattern: /^[A-Za-z0-9_-]+$/, message: '规则编码只能包含字母、数字、下划线和短横线' }]}>
          <Input maxLength={100} />
        </Form.Item>
      </div>
      <Form.Item name="ruleDescription" label={T.ruleDescription} rules={[{ max: 200 }]}><Input.TextArea rows={2} maxLength={200} showCount /></Form.Item>
      <Form.Item label={T.lines} required>
        <Alert type="info" showIcon title={T.help} style={{ marginBottom: 12 }} />
        <RuleLinesField />
      </Form.Item>
      <RuleTry />
    </Modal>
  );
}

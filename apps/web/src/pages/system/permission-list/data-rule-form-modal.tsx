import { useEffect, useState } from 'react';
import { Button, Form, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { DATA_RULE_CONDITION_LABELS, DATA_RULE_CONDITIONS, DATA_RULE_PLACEHOLDERS, type DataRuleRecord } from '@foodtrace/contracts';
import { queryResult, runWrite } from '../admin-common/call';
import { permissionApi } from './permission-api';
import { ADMIN_TEXT } from '../admin-common/texts';
import { MENU_TEXT } from './texts';

const R = MENU_TEXT.rules;
export interface RuleModalState { open: boolean; record?: DataRuleRecord }

/**
 * One data rule: a declared field of the menu's list, a condition from the closed set and a value that may
 * name system variables (DESIGN.md §5 rule 2: no raw SQL). The server checks all of it again.
 */
export function DataRuleFormModal({ menuId, state, onClose, onSaved }: {
  menuId: string; state: RuleModalState; onClose: () => void; onSaved: () => void;
}) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  const columns = useQuery({ queryKey: ['rule-columns', menuId], queryFn: () => queryResult(permissionApi.ruleColumns(menuId)), enabled: state.open, retry: false });

  useEffect(() => {
    if (!state.open) return;
    form.resetFields();
    if (state.record) form.setFieldsValue(state.record);
  }, [state, form]);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const body = { ...values, permissionId: menuId };
      if (await runWrite(state.record ? permissionApi.editRule({ ...body, id: state.record.id }) : permissionApi.addRule(body))) {
        onSaved();
        onClose();
      }
    } finally {
      setSaving(false);
    }
  };

  const insert = (name: string) => form.setFieldValue('ruleValue', `${form.getFieldValue('ruleValue') ?? ''}#{${name}}`);
  return (
    <Modal open={state.open} title={state.record ? R.edit : R.add} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving}
      okText={MENU_TEXT.ok} cancelText={MENU_TEXT.close} destroyOnHidden width={640}>
      <Typography.Paragraph type="secondary">{R.hint}</Typography.Paragraph>
      <Form form={form} name="data-rule-form" labelCol={{ span: 5 }} wrapperCol={{ span: 17 }} onFinish={submit}>
        <Form.Item name="ruleName" label={R.name} rules={[{ required: true, message: ADMIN_TEXT.enter(R.name) }, { max: 50 }]}><Input /></Form.Item>
        <Form.Item name="ruleColumn" label={R.column} rules={[{ required: true, message: ADMIN_TEXT.choose(R.column) }]}>
          <Select loading={columns.isLoading} showSearch={{ optionFilterProp: 'label' }}
            options={(columns.data ?? []).map((c) => ({ value: c.field, label: `${c.label}（${c.field}）` }))} />
        </Form.Item>
        <Form.Item name="ruleConditions" label={R.condition} rules={[{ required: true, message: ADMIN_TEXT.choose(R.condition) }]}>
          <Select options={DATA_RULE_CONDITIONS.map((c) => ({ value: c, label: `${DATA_RULE_CONDITION_LABELS[c]}（${c}）` }))} />
        </Form.Item>
        <Form.Item name="ruleValue" label={R.value} rules={[{ required: true, message: ADMIN_TEXT.enter(R.value) }, { max: 300 }]}
          extra={(
            <Space size={4} wrap style={{ marginTop: 4 }}>
              {R.placeholders}
              {Object.entries(DATA_RULE_PLACEHOLDERS).map(([name, label]) => (
                <Button key={name} size="small" type="dashed" title={label} onClick={() => insert(name)}>{`#{${name}}`}</Button>
              ))}
            </Space>
          )}>
          <Input />
        </Form.Item>
        <Form.Item name="status" label={R.status} initialValue="1"><Radio.Group options={[...MENU_TEXT.statuses]} /></Form.Item>
      </Form>
    </Modal>
  );
}

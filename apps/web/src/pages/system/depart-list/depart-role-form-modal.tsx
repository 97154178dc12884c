import { useEffect, useState } from 'react';
import { Form, Input, Modal } from 'antd';
import type { DepartRoleRecord } from '@foodtrace/contracts';
import { runWrite } from '../admin-common/call';
import { departApi } from './depart-api';
import { ADMIN_TEXT } from '../admin-common/texts';
import { DEPART_TEXT } from './texts';

const R = DEPART_TEXT.role;
export interface RoleModalState { open: boolean; record?: DepartRoleRecord }

/** Add or edit one department role (spec §7.2 Department-role). */
export function DepartRoleFormModal({ departId, state, onClose, onSaved }: {
  departId: string; state: RoleModalState; onClose: () => void; onSaved: () => void;
}) {
  const [form] = Form.useForm();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!state.open) return;
    form.resetFields();
    if (state.record) form.setFieldsValue(state.record);
  }, [state, form]);

  const submit = async (values: Record<string, unknown>) => {
    setSaving(true);
    try {
      const call = state.record ? departApi.editRole({ ...values, id: state.record.id }) : departApi.addRole({ ...values, departId });
      if (await runWrite(call)) { onSaved(); onClose(); }
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal open={state.open} title={state.record ? R.edit : R.add} onCancel={onClose} onOk={() => form.submit()} confirmLoading={saving}
      okText={DEPART_TEXT.ok} cancelText={DEPART_TEXT.close} destroyOnHidden>
      <Form form={form} name="depart-role-form" labelCol={{ span: 6 }} wrapperCol={{ span: 16 }} onFinish={submit}>
        <Form.Item name="roleName" label={R.name} rules={[{ required: true, message: ADMIN_TEXT.enter(R.name) }, { max: 200 }]}><Input /></Form.Item>
        <Form.Item name="roleCode" label={R.code} rules={[{ required: true, message: ADMIN_TEXT.enter(R.code) }, { pattern: /^[A-Za-z0-9_]+$/, message: ADMIN_TEXT.codeInvalid(R.code) }]}><Input /></Form.Item>
        <Form.Item name="description" label={R.description} rules={[{ max: 255 }]}><Input.TextArea rows={2} /></Form.Item>
      </Form>
    </Modal>
  );
}

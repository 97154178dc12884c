import { useState } from 'react';
import { Form, Input, Modal } from 'antd';
import { MODAL_WIDTH } from '@foodtrace/contracts';
import { newPasswordRule } from '@/lib/new-password-rule';
import { runWrite } from '../admin-common/call';
import { userApi } from './user-api';
import { USER_TEXT } from './texts';
import { confirmPasswordRules } from '@/lib/confirm-password-rules';

interface Values { password: string; confirmpassword: string }

/** An administrator sets a user's password (PUT /sys/user/changePassword); the user's sessions end. */
export function PasswordModal({ username, onClose }: { username: string | null; onClose: () => void }) {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const submit = async (v: Values) => {
    setSaving(true);
    try {
      if (await runWrite(userApi.changePassword(username!, v.password, v.confirmpassword))) onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={username !== null} title={USER_TEXT.resetPasswordTitle} width={MODAL_WIDTH.password} onCancel={onClose}
      onOk={() => form.submit()} confirmLoading={saving} okText={USER_TEXT.ok} cancelText={USER_TEXT.close} destroyOnHidden>
      <Form form={form} name="user-password" labelCol={{ span: 5 }} wrapperCol={{ span: 16 }} onFinish={submit} clearOnDestroy>
        <Form.Item label={USER_TEXT.username}><Input value={username ?? ''} disabled /></Form.Item>
        <Form.Item name="password" label={USER_TEXT.password} rules={[{ required: true, message: USER_TEXT.enterPassword }, newPasswordRule]}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="confirmpassword" label={USER_TEXT.confirmPassword} dependencies={['password']} rules={confirmPasswordRules(USER_TEXT.confirmPasswordRequired)}>
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

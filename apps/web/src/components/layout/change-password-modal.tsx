import { useState, type ReactNode } from 'react';
import { Form, Input, Modal } from 'antd';
import { MODAL_WIDTH, MSG } from '@foodtrace/contracts';
import { newPasswordRule } from '@/lib/new-password-rule';
import { feedback } from '@/lib/feedback';
import { postAction } from '@/lib/http';
import { LAYOUT_TEXT } from './texts';
import { confirmPasswordRules } from '@/lib/confirm-password-rules';

const T = LAYOUT_TEXT.password;

interface PasswordForm {
  oldpassword: string;
  password: string;
  confirmpassword: string;
}

export interface ChangePasswordModalProps {
  open: boolean;
  /** spec §3: the username comes from the caller. */
  username: string;
  onClose(): void;
}

/**
 * spec §2.7/§5/§8 change-password dialog: width 800, cancel text 关闭, loading until the answer, success
 * shows the server message and closes, a refusal shows it as a warning.
 */
export function ChangePasswordModal({ open, username, onClose }: ChangePasswordModalProps): ReactNode {
  const [form] = Form.useForm<PasswordForm>();
  const [saving, setSaving] = useState(false);

  const close = () => {
    form.resetFields();
    onClose();
  };

  const submit = async () => {
    const values = await form.validateFields();
    setSaving(true);
    // An HTTP failure rejects after the http client announced it; the dialog just stops loading.
    const res = await postAction('/sys/user/updatePassword', { username, ...values }).finally(() => setSaving(false));
    if (res.success) {
      feedback.message.success(res.message);
      close();
    } else {
      feedback.message.warning(res.message);
    }
  };

  return (
    <Modal
      title={T.title}
      open={open}
      width={MODAL_WIDTH.password}
      okText={LAYOUT_TEXT.ok}
      cancelText={LAYOUT_TEXT.close}
      confirmLoading={saving}
      onOk={() => void submit().catch(() => undefined)}
      onCancel={close}
      destroyOnHidden
    >
      <Form<PasswordForm> form={form} labelCol={{ xs: { span: 24 }, sm: { span: 5 } }} wrapperCol={{ xs: { span: 24 }, sm: { span: 16 } }}>
        <Form.Item label={T.oldLabel} name="oldpassword" rules={[{ required: true, message: T.oldRequired }]}>
          <Input.Password placeholder={T.oldPlaceholder} autoComplete="current-password" />
        </Form.Item>
        <Form.Item label={T.newLabel} name="password" dependencies={['oldpassword']} rules={[
          { required: true, message: T.newRequired },
          newPasswordRule,
          ({ getFieldValue }) => ({
            validator: (_r, v: string | undefined) => (v && v === getFieldValue('oldpassword') ? Promise.reject(new Error(MSG.samePassword)) : Promise.resolve()),
          }),
        ]}>
          <Input.Password placeholder={T.newPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          label={T.confirmLabel}
          name="confirmpassword"
          dependencies={['password']}
          rules={confirmPasswordRules(T.confirmRequired)}
        >
          <Input.Password placeholder={T.confirmPlaceholder} autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}

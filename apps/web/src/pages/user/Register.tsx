import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { LockOutlined, MailOutlined, MobileOutlined, UserOutlined } from '@ant-design/icons';
import { Link, useNavigate } from 'react-router';
import { SMS_MODE, mobileSchema, registerSchema, usernameSchema } from '@foodtrace/contracts';
import { LOGIN_PATH } from '@/app/router/route-guard';
import { feedback } from '@/lib/feedback';
import { PasswordMeter } from './account-flow/password-meter';
import { publicAccountApi } from './account-flow/public-account-api';
import { SmsCodeField } from './account-flow/sms-code-field';
import { ACCOUNT_FLOW_TEXT as T } from './account-flow/texts';
import { schemaRule } from '@/lib/zod-messages';
import { UserLayout } from './user-layout';
import './login.css';
import './account-flow/account-card.css';
import { confirmPasswordRules } from '@/lib/confirm-password-rules';

export const REGISTER_RESULT_PATH = '/user/register-result';

interface Values { username: string; password: string; confirmpassword: string; phone: string; smscode: string; email?: string }

const passwordRule = schemaRule(registerSchema.shape.password);
const emailRule = schemaRule(registerSchema.shape.email);

/**
 * /user/register (spec §2.1, §5): user name, password with its strength, confirmation, mobile proven by an
 * SMS code, optional e-mail — with the spec's messages (the user name's length rule accepts 4 to 18 although
 * its message says 6 to 18, as the spec records). On success, the result page.
 */
export default function Register() {
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const password = Form.useWatch('password', form);

  const submit = async (v: Values) => {
    setSaving(true);
    const res = await publicAccountApi.register({ ...v, email: v.email || null }).catch(() => null);
    setSaving(false);
    if (!res) return;
    if (!res.success) {
      feedback.message.warning(res.message);
      return;
    }
    navigate(REGISTER_RESULT_PATH, { state: { username: res.result.username } });
  };

  return (
    <UserLayout>
      <div className="account-card">
        <h2 className="account-card__title">{T.registerTitle}</h2>
        <Form form={form} name="register" size="large" onFinish={(v) => void submit(v)}>
          <Form.Item name="username" rules={[schemaRule(usernameSchema)]}>
            <Input prefix={<UserOutlined />} placeholder={T.usernamePlaceholder} autoComplete="username" maxLength={18} />
          </Form.Item>
          <Form.Item name="password" rules={[passwordRule]}>
            <Input.Password prefix={<LockOutlined />} placeholder={T.passwordPlaceholder} autoComplete="new-password" />
          </Form.Item>
          <PasswordMeter password={password} />
          <Form.Item name="confirmpassword" dependencies={['password']} rules={confirmPasswordRules(T.confirmRequired)}>
            <Input.Password prefix={<LockOutlined />} placeholder={T.confirmPlaceholder} autoComplete="new-password" />
          </Form.Item>
          <Form.Item name="phone" rules={[schemaRule(mobileSchema)]}>
            <Input prefix={<MobileOutlined />} placeholder={T.mobilePlaceholder} maxLength={11} inputMode="tel" autoComplete="tel" />
          </Form.Item>
          <Form.Item name="smscode" rules={[schemaRule(registerSchema.shape.smscode)]}>
            <SmsCodeField smsmode={SMS_MODE.register} mobile={() => form.getFieldValue('phone')} />
          </Form.Item>
          <Form.Item name="email" rules={[emailRule]}>
            <Input prefix={<MailOutlined />} placeholder={T.emailPlaceholder} autoComplete="email" />
          </Form.Item>
          <Button type="primary" htmlType="submit" block loading={saving}>{T.submitRegister}</Button>
          <div className="account-card__footer">
            <Link to={LOGIN_PATH}>{T.haveAccount}</Link>
          </div>
        </Form>
      </div>
    </UserLayout>
  );
}

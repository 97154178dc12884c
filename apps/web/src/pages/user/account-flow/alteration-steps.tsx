import { useCallback, useState } from 'react';
import { Alert, Button, Form, Input, Result } from 'antd';
import { LockOutlined, MobileOutlined } from '@ant-design/icons';
import { SMS_MODE, mobileSchema, passwordResetSchema, phoneVerificationSchema } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { SliderCheck } from '../slider-check';
import { PasswordMeter } from './password-meter';
import { publicAccountApi } from './public-account-api';
import { SmsCodeField } from './sms-code-field';
import { ACCOUNT_FLOW_TEXT as T } from './texts';
import { schemaRule } from '@/lib/zod-messages';
import { confirmPasswordRules } from '@/lib/confirm-password-rules';

/** Step 1 — verify phone: the mobile and the slider human check. */
export function PhoneStep({ onNext }: { onNext: (mobile: string) => void }) {
  const [passed, setPassed] = useState(false);
  const onPass = useCallback(() => setPassed(true), []);
  const next = ({ mobile }: { mobile: string }) => {
    if (!passed) feedback.message.warning(T.sliderFirst);
    else onNext(mobile);
  };
  return (
    <Form name="alteration-phone" size="large" onFinish={next}>
      <Form.Item name="mobile" rules={[schemaRule(mobileSchema)]}>
        <Input prefix={<MobileOutlined />} placeholder={T.mobilePlaceholder} maxLength={11} inputMode="tel" />
      </Form.Item>
      <Form.Item><SliderCheck onPass={onPass} /></Form.Item>
      <Button type="primary" htmlType="submit" block>{T.next}</Button>
    </Form>
  );
}

/** Step 2 — SMS code: proves the phone; the server answers the account name and a one-time ticket. */
export function CodeStep({ mobile, onBack, onVerified }: { mobile: string; onBack: () => void; onVerified: (r: { username: string; ticket: string }) => void }) {
  const [busy, setBusy] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const verify = async ({ smscode }: { smscode: string }) => {
    setBusy(true);
    const res = await publicAccountApi.verifyPhone(mobile, smscode).catch(() => null);
    setBusy(false);
    if (!res) return;
    if (!res.success) feedback.message.warning(res.message);
    else onVerified(res.result);
  };
  return (
    <Form name="alteration-code" size="large" onFinish={(v) => void verify(v)}>
      {sentTo && <Alert type="info" showIcon title={T.codeSentTo(sentTo)} style={{ marginBottom: 16 }} />}
      <Form.Item><Input prefix={<MobileOutlined />} value={mobile} disabled /></Form.Item>
      <Form.Item name="smscode" rules={[schemaRule(phoneVerificationSchema.shape.smscode)]}>
        <SmsCodeField smsmode={SMS_MODE.forgot} mobile={() => mobile} onSent={setSentTo} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>{T.next}</Button>
      <Button type="link" block onClick={onBack}>{T.back}</Button>
    </Form>
  );
}

/** Step 3 — new password (with its confirmation), for the ticket of step 2. */
export function PasswordStep({ username, ticket, onDone }: { username: string; ticket: string; onDone: () => void }) {
  const [form] = Form.useForm<{ password: string; confirmpassword: string }>();
  const [busy, setBusy] = useState(false);
  const password = Form.useWatch('password', form);
  const save = async (v: { password: string; confirmpassword: string }) => {
    setBusy(true);
    const res = await publicAccountApi.resetPassword(ticket, v.password, v.confirmpassword).catch(() => null);
    setBusy(false);
    if (!res) return;
    if (!res.success) feedback.message.warning(res.message);
    else onDone();
  };
  return (
    <Form form={form} name="alteration-password" size="large" onFinish={(v) => void save(v)}>
      <Alert type="success" showIcon title={T.accountOf(username)} style={{ marginBottom: 16 }} />
      <Form.Item name="password" rules={[schemaRule(passwordResetSchema.shape.password)]}>
        <Input.Password prefix={<LockOutlined />} placeholder={T.newPassword} autoComplete="new-password" />
      </Form.Item>
      <PasswordMeter password={password} />
      <Form.Item name="confirmpassword" dependencies={['password']} rules={confirmPasswordRules(T.confirmRequired)}>
        <Input.Password prefix={<LockOutlined />} placeholder={T.confirmNew} autoComplete="new-password" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>{T.next}</Button>
    </Form>
  );
}

/** Step 4 — done. */
export function DoneStep({ onLogin }: { onLogin: () => void }) {
  return <Result status="success" title={T.doneTitle} subTitle={T.doneDesc} extra={<Button type="primary" size="large" onClick={onLogin}>{T.goLogin}</Button>} />;
}

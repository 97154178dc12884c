import { lazy, Suspense, useState } from 'react';
import { Button, Form, Input } from 'antd';
import { MobileOutlined } from '@ant-design/icons';
import { useNavigate, useSearchParams } from 'react-router';
import { SMS_MODE, mobileSchema, phoneLoginSchema, type LoginResult } from '@foodtrace/contracts';
import { afterLoginTarget } from '@/app/router/route-guard';
import { logout } from '@/app/session/session-service';
import { useSessionStore } from '@/app/stores/session-store';
import { feedback } from '@/lib/feedback';
import { greetingFor } from '@/pages/dashboard/greeting';
import { publicAccountApi } from './account-flow/public-account-api';
import { SmsCodeField } from './account-flow/sms-code-field';
import { ACCOUNT_FLOW_TEXT as T } from './account-flow/texts';
import { schemaRule } from '@/lib/zod-messages';
import { LOGIN_TEXT } from './texts';
import './account-flow/account-card.css';

const DepartSelectModal = lazy(() => import('@/components/layout/depart-select-modal').then((m) => ({ default: m.DepartSelectModal })));

/**
 * 手机号登录 (spec §7.1 POST /sys/sms then POST /sys/phoneLogin): mobile and SMS code; the answer is the
 * password login's (spec §4: it counts only with code 200), so the session, the department choice and the
 * welcome are the same. Loaded only when the user switches to it (the login page's size budget, DESIGN.md §8).
 */
export default function PhoneLoginForm() {
  const [form] = Form.useForm<{ mobile: string; captcha: string }>();
  const [busy, setBusy] = useState(false);
  const [departChoice, setDepartChoice] = useState<LoginResult | null>(null);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();

  const enter = () => {
    feedback.notification.success({ title: LOGIN_TEXT.welcomeTitle, description: LOGIN_TEXT.welcomeBack(greetingFor(new Date().getHours())) });
    navigate(afterLoginTarget(searchParams.get('redirect')), { replace: true });
  };
  const submit = async ({ mobile, captcha }: { mobile: string; captcha: string }) => {
    setBusy(true);
    const res = await fetchLogin(mobile, captcha);
    setBusy(false);
    if (!res) return;
    useSessionStore.getState().applyLogin(res);
    if (res.multi_depart === 2) setDepartChoice(res);
    else enter();
  };

  return (
    <div className="login-card">
      <h2 className="login-card__title">{T.phoneLoginTitle}</h2>
      <Form form={form} name="phone-login" size="large" onFinish={(v) => void submit(v)}>
        <Form.Item name="mobile" rules={[schemaRule(mobileSchema)]}>
          <Input prefix={<MobileOutlined />} placeholder={T.mobilePlaceholder} maxLength={11} inputMode="tel" autoComplete="tel" />
        </Form.Item>
        <Form.Item name="captcha" rules={[schemaRule(phoneLoginSchema.shape.captcha)]}>
          <SmsCodeField smsmode={SMS_MODE.login} mobile={() => form.getFieldValue('mobile')} />
        </Form.Item>
        <Form.Item><Button type="primary" htmlType="submit" block loading={busy}>{T.submitLogin}</Button></Form.Item>
      </Form>
      {departChoice && (
        <Suspense fallback={null}>
          <DepartSelectModal open username={departChoice.userInfo.username} departs={departChoice.departs}
            currentOrgCode={departChoice.userInfo.orgCode} onSelected={enter}
            onCancel={() => { setDepartChoice(null); void logout(); }} />
        </Suspense>
      )}
    </div>
  );
}

/** The login answer, or null after the refusal was shown (spec §4: only code 200 counts). */
async function fetchLogin(mobile: string, captcha: string): Promise<LoginResult | null> {
  const res = await publicAccountApi.phoneLogin(mobile, captcha).catch(() => null);
  if (!res) return null;
  if (!res.success || Number(res.code) !== 200 || !res.result?.token) {
    feedback.message.warning(res.message || LOGIN_TEXT.loginFailed);
    return null;
  }
  return res.result;
}

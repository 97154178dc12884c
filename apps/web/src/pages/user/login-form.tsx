import { lazy, Suspense, useCallback, useState, type FormEvent, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { Button, Input } from 'antd';
import { CloseCircleFilled, LockOutlined, UserOutlined } from '@ant-design/icons';
import type { LoginResult } from '@foodtrace/contracts';
import { afterLoginTarget } from '@/app/router/route-guard';
import { login, logout } from '@/app/session/session-service';
import { feedback } from '@/lib/feedback';
import { HttpError } from '@/lib/http';
import { greetingFor } from '@/pages/dashboard/greeting';
import { validateCredentials, type CredentialErrors, type Credentials } from './credentials';
import { Field } from './login-field';
import { SliderCheck } from './slider-check';
import { LOGIN_TEXT } from './texts';

// Only users of several departments need the dialog; everyone else never downloads it.
const DepartSelectModal = lazy(() =>
  import('@/components/layout/depart-select-modal').then((m) => ({ default: m.DepartSelectModal })),
);

/**
 * The username/password form with the slider check (spec §4 Login, §5). A plain form rather than antd's Form:
 * two required fields do not justify the form engine on the one page with a size budget (DESIGN.md §8).
 */
export function LoginForm(): ReactNode {
  const [values, setValues] = useState<Credentials>({ username: '', password: '' });
  const [errors, setErrors] = useState<CredentialErrors>({});
  const [submitted, setSubmitted] = useState(false);
  const [passed, setPassed] = useState(false);
  const [sliderKey, setSliderKey] = useState(0);
  const [loading, setLoading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [departChoice, setDepartChoice] = useState<LoginResult | null>(null);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const onPass = useCallback(() => setPassed(true), []);

  const change = (field: keyof Credentials, value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submitted) setErrors(validateCredentials(next));
  };

  const restartSlider = () => {
    setPassed(false);
    setSliderKey((k) => k + 1);
  };

  const enter = () => {
    feedback.notification.success({
      title: LOGIN_TEXT.welcomeTitle,
      description: LOGIN_TEXT.welcomeBack(greetingFor(new Date().getHours())),
    });
    navigate(afterLoginTarget(searchParams.get('redirect')), { replace: true });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const found = validateCredentials(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    if (!passed) {
      feedback.message.warning(LOGIN_TEXT.sliderRequired);
      return;
    }
    setLoading(true);
    setRefusal(null);
    try {
      const result = await login(values.username.trim(), values.password);
      // spec §6: a user of several departments chooses the current one first.
      if (result.multi_depart === 2) setDepartChoice(result);
      else enter();
    } catch (e) {
      // HTTP failures were announced by the http client; a refusal (wrong password, lock) is shown here.
      if (!(e instanceof HttpError)) setRefusal(e instanceof Error && e.message ? e.message : LOGIN_TEXT.loginFailed);
      restartSlider();
    } finally {
      setLoading(false);
    }
  };

  const cancelDepart = async () => {
    setDepartChoice(null);
    await logout();
    restartSlider();
  };

  return (
    <div className="login-card">
      <h2 className="login-card__title">{LOGIN_TEXT.formTitle}</h2>
      {refusal && (
        <div className="login-card__error" role="alert">
          <CloseCircleFilled /> {refusal}
        </div>
      )}
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Field error={errors.username}>
          <Input
            size="large"
            prefix={<UserOutlined />}
            placeholder={LOGIN_TEXT.usernamePlaceholder}
            autoComplete="username"
            value={values.username}
            status={errors.username ? 'error' : undefined}
            aria-invalid={Boolean(errors.username)}
            onChange={(e) => change('username', e.target.value)}
          />
        </Field>
        <Field error={errors.password}>
          <Input.Password
            size="large"
            prefix={<LockOutlined />}
            placeholder={LOGIN_TEXT.passwordPlaceholder}
            autoComplete="current-password"
            value={values.password}
            status={errors.password ? 'error' : undefined}
            aria-invalid={Boolean(errors.password)}
            onChange={(e) => change('password', e.target.value)}
          />
        </Field>
        <Field>
          <SliderCheck key={sliderKey} onPass={onPass} />
        </Field>
        <Button type="primary" htmlType="submit" size="large" block loading={loading}>
          {LOGIN_TEXT.submit}
        </Button>
      </form>
      {departChoice && (
        <Suspense fallback={null}>
          <DepartSelectModal
            open
            username={departChoice.userInfo.username}
            departs={departChoice.departs}
            currentOrgCode={departChoice.userInfo.orgCode}
            onSelected={enter}
            onCancel={() => void cancelDepart()}
          />
        </Suspense>
      )}
    </div>
  );
}

import { lazy, Suspense, useState, type ReactNode } from 'react';
import { PageSpinner } from '@/app/router/lazy-element';
import { LoginForm } from './login-form';
import { LoginLinks, type LoginMode } from './login-links';
import { UserLayout } from './user-layout';
import './login.css';

// The phone login is its own chunk: the password login page keeps its size budget (DESIGN.md §8).
const PhoneLoginForm = lazy(() => import('./phone-login-form'));

/** /user/login (spec §2.1, §4 Login), with the phone login (spec §7.1) one click away. */
export default function Login(): ReactNode {
  const [mode, setMode] = useState<LoginMode>('account');
  return (
    <UserLayout>
      {mode === 'account' ? <LoginForm /> : <Suspense fallback={<PageSpinner />}><PhoneLoginForm /></Suspense>}
      <LoginLinks mode={mode} onSwitch={setMode} />
    </UserLayout>
  );
}

import type { ReactNode } from 'react';
import { LoginForm } from './login-form';
import { UserLayout } from './user-layout';
import './login.css';

/** /user/login (spec §2.1, §4 Login). */
export default function Login(): ReactNode {
  return (
    <UserLayout>
      <LoginForm />
    </UserLayout>
  );
}

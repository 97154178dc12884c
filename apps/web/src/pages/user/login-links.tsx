import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LOGIN_LINK_TEXT as T } from './account-flow/link-texts';
import './account-flow/account-card.css';

export type LoginMode = 'account' | 'phone';

/**
 * Under the login card: switch between the password and the phone login, 忘记密码 (/user/alteration) and
 * 注册账户 (/user/register) — the public pages of spec §2.2.
 */
export function LoginLinks({ mode, onSwitch }: { mode: LoginMode; onSwitch: (mode: LoginMode) => void }): ReactNode {
  return (
    <nav className="login-links">
      <button type="button" onClick={() => onSwitch(mode === 'account' ? 'phone' : 'account')}>
        {mode === 'account' ? T.phoneLoginTitle : T.accountLogin}
      </button>
      <span className="login-links__group">
        <Link to="/user/alteration">{T.forgot}</Link>
        <Link to="/user/register">{T.register}</Link>
      </span>
    </nav>
  );
}

import { Button, Result } from 'antd';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { LOGIN_PATH } from '@/app/router/route-guard';
import { ACCOUNT_FLOW_TEXT as T } from './account-flow/texts';
import { UserLayout } from './user-layout';
import './login.css';
import './account-flow/account-card.css';

/** /user/register-result (spec §2.1): which account was created, and the way to sign in with it. */
export default function RegisterResult() {
  const navigate = useNavigate();
  const username = (useLocation().state as { username?: string } | null)?.username;
  // Reached without a registration (a bookmark, a reload): nothing to report, so back to registering.
  if (!username) return <Navigate to="/user/register" replace />;
  return (
    <UserLayout>
      <div className="account-card account-card--wide">
        <Result status="success" title={T.resultTitle(username)} subTitle={T.resultDesc}
          extra={<Button type="primary" size="large" onClick={() => navigate(LOGIN_PATH)}>{T.goLogin}</Button>} />
      </div>
    </UserLayout>
  );
}

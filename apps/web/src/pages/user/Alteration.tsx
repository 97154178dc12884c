import { useState } from 'react';
import { Steps } from 'antd';
import { Link, useNavigate } from 'react-router';
import { LOGIN_PATH } from '@/app/router/route-guard';
import { CodeStep, DoneStep, PasswordStep, PhoneStep } from './account-flow/alteration-steps';
import { ACCOUNT_FLOW_TEXT as T } from './account-flow/texts';
import { UserLayout } from './user-layout';
import './login.css';
import './account-flow/account-card.css';

type State =
  | { step: 0 }
  | { step: 1; mobile: string }
  | { step: 2; mobile: string; username: string; ticket: string }
  | { step: 3 };

/**
 * /user/alteration (spec §2.1, §2.3: the four-step account alteration): verify phone → SMS code → new
 * password → done. Nothing before step 3 tells whether the mobile has an account; step 3 names it only to the
 * person who proved they hold the phone.
 */
export default function Alteration() {
  const [state, setState] = useState<State>({ step: 0 });
  const navigate = useNavigate();
  return (
    <UserLayout>
      <div className="account-card account-card--wide">
        <h2 className="account-card__title">{T.alterationPageTitle}</h2>
        <Steps current={state.step} size="small" style={{ marginBottom: 32 }} items={T.steps.map((title) => ({ title }))} />
        <div style={{ maxWidth: 400, margin: '0 auto' }}>
          {state.step === 0 && <PhoneStep onNext={(mobile) => setState({ step: 1, mobile })} />}
          {state.step === 1 && (
            <CodeStep mobile={state.mobile} onBack={() => setState({ step: 0 })}
              onVerified={(r) => setState({ step: 2, mobile: state.mobile, ...r })} />
          )}
          {state.step === 2 && <PasswordStep username={state.username} ticket={state.ticket} onDone={() => setState({ step: 3 })} />}
          {state.step === 3 && <DoneStep onLogin={() => navigate(LOGIN_PATH)} />}
          {state.step < 3 && <div className="account-card__footer"><Link to={LOGIN_PATH}>{T.haveAccount}</Link></div>}
        </div>
      </div>
    </UserLayout>
  );
}

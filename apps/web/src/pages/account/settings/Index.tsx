import { Card, Menu, Spin } from 'antd';
import { useSearchParams } from 'react-router';
import { ACCOUNT_PAGE_TEXT as T } from '../texts';
import { useProfile } from '../use-profile';
import { BaseSettings } from './base-settings';
import { BindingSettings } from './binding-settings';
import { CustomSettings } from './custom-settings';
import { NotificationSettings } from './notification-settings';
import { SecuritySettings } from './security-settings';
import '../account.css';

type Tab = keyof typeof T.tabs;
const TABS = Object.keys(T.tabs) as Tab[];

/**
 * 个人设置 (spec §2.3: base setting, security, custom, binding, notification). The tab is in the address
 * (?tab=security) so a link can open it; every tab works on the caller's own account only.
 */
export default function AccountSettings() {
  const [params, setParams] = useSearchParams();
  const tab: Tab = TABS.includes(params.get('tab') as Tab) ? (params.get('tab') as Tab) : 'base';
  const { data: profile } = useProfile();
  const go = (next: Tab) => setParams(next === 'base' ? {} : { tab: next }, { replace: true });

  const pane = () => {
    if (tab === 'custom') return <CustomSettings />;
    if (tab === 'notification') return <NotificationSettings />;
    if (!profile) return <Spin />;
    if (tab === 'security') return <SecuritySettings profile={profile} onEdit={() => go('base')} />;
    if (tab === 'binding') return <BindingSettings profile={profile} onEdit={() => go('base')} />;
    return <BaseSettings key={profile.id} profile={profile} />;
  };

  return (
    <Card variant="borderless" className="account-settings">
      <div className="account-settings__layout">
        <Menu className="account-settings__menu" mode="inline" selectedKeys={[tab]}
          items={TABS.map((key) => ({ key, label: T.tabs[key] }))} onClick={({ key }) => go(key as Tab)} />
        <section className="account-settings__pane" aria-label={T.tabs[tab]}>
          <h3 className="account-settings__title">{T.tabs[tab]}</h3>
          {pane()}
        </section>
      </div>
    </Card>
  );
}

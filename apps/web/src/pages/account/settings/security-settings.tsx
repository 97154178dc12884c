import { useState, type ReactNode } from 'react';
import { Button } from 'antd';
import type { AccountProfile } from '@foodtrace/contracts';
import { ChangePasswordModal } from '@/components/layout/change-password-modal';
import { maskMobile } from '../account-api';
import { ACCOUNT_PAGE_TEXT } from '../texts';

const T = ACCOUNT_PAGE_TEXT.security;

function Row({ title, description, action }: { title: string; description: string; action: ReactNode }) {
  return (
    <div className="account-settings__row">
      <div>
        <div className="account-settings__row-title">{title}</div>
        <div className="account-settings__row-desc">{description}</div>
      </div>
      {action}
    </div>
  );
}

/** 安全设置: the password (the header's change-password dialog, spec §2.7), the mobile and the e-mail. */
export function SecuritySettings({ profile, onEdit }: { profile: AccountProfile; onEdit: () => void }) {
  const [passwordOpen, setPasswordOpen] = useState(false);
  return (
    <>
      <Row title={T.password} description={T.passwordDesc} action={<Button type="link" onClick={() => setPasswordOpen(true)}>{T.change}</Button>} />
      <Row title={T.phone} description={T.phoneDesc(maskMobile(profile.phone))} action={<Button type="link" onClick={onEdit}>{profile.phone ? T.change : T.bind}</Button>} />
      <Row title={T.email} description={T.emailDesc(profile.email)} action={<Button type="link" onClick={onEdit}>{profile.email ? T.change : T.bind}</Button>} />
      <ChangePasswordModal open={passwordOpen} username={profile.username} onClose={() => setPasswordOpen(false)} />
    </>
  );
}

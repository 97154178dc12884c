import { Button, Tag } from 'antd';
import type { AccountProfile } from '@foodtrace/contracts';
import { maskMobile } from '../account-api';
import { ACCOUNT_PAGE_TEXT } from '../texts';

const T = ACCOUNT_PAGE_TEXT.binding;

/** 账户绑定: what the account is bound to — the mobile (phone login, alteration) and the e-mail. */
export function BindingSettings({ profile, onEdit }: { profile: AccountProfile; onEdit: () => void }) {
  const rows: Array<[string, string | null]> = [[T.phone, maskMobile(profile.phone)], [T.email, profile.email]];
  return (
    <>
      {rows.map(([label, value]) => (
        <div key={label} className="account-settings__row">
          <div>
            <div className="account-settings__row-title">{label}</div>
            <div className="account-settings__row-desc">{value ?? T.unbound}</div>
          </div>
          <span>
            {value ? <Tag color="green">{T.bound}</Tag> : <Tag>{T.unbound}</Tag>}
            <Button type="link" onClick={onEdit}>{T.edit}</Button>
          </span>
        </div>
      ))}
      <p className="account-settings__hint">{T.hint}</p>
    </>
  );
}

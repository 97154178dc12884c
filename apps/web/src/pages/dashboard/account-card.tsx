import type { ReactNode } from 'react';
import { Card, Descriptions } from 'antd';
import dayjs from 'dayjs';
import { FORMATS, type UserInfo } from '@foodtrace/contracts';
import { HOME_TEXT } from './texts';

/** Optional fields a server may add to the user info (not part of the wire contract). */
interface LoginTrace {
  lastLoginTime?: number | string | null;
  lastLoginIp?: string | null;
}

function formatTime(value: number | string | null | undefined): string | null {
  if (value === null || value === undefined || value === '') return null;
  const time = dayjs(value);
  return time.isValid() ? time.format(FORMATS.datetime) : String(value);
}

/** The signed-in account: username, name, current department, and the last login when the server sends it. */
export function AccountCard({ user }: { user: UserInfo | null }): ReactNode {
  const trace = (user ?? {}) as LoginTrace;
  const lastLogin = formatTime(trace.lastLoginTime);
  const items = [
    { key: 'username', label: HOME_TEXT.username, children: user?.username },
    { key: 'realname', label: HOME_TEXT.realname, children: user?.realname },
    { key: 'depart', label: HOME_TEXT.department, children: user?.orgCodeTxt || user?.orgCode || HOME_TEXT.noDepartment },
    ...(user?.workNo ? [{ key: 'workNo', label: HOME_TEXT.workNo, children: user.workNo }] : []),
    ...(lastLogin ? [{ key: 'lastLogin', label: HOME_TEXT.lastLogin, children: lastLogin }] : []),
    ...(trace.lastLoginIp ? [{ key: 'ip', label: HOME_TEXT.lastLoginIp, children: trace.lastLoginIp }] : []),
  ];
  return (
    <Card title={HOME_TEXT.accountTitle} className="home-card">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}

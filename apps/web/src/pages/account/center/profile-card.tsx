import { Avatar, Card, Descriptions, Tag } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import type { AccountProfile } from '@foodtrace/contracts';
import { DictTag } from '@/components/dict';
import { useDisplayUrl } from '@/components/upload';
import { maskMobile } from '../account-api';
import { ACCOUNT_PAGE_TEXT as T } from '../texts';

const tags = (names: string[]) => (names.length ? names.map((n) => <Tag key={n}>{n}</Tag>) : T.none);

/** The account at a glance: avatar, name, departments, roles, positions, contact, registration and last login. */
export function ProfileCard({ profile }: { profile: AccountProfile }) {
  const avatar = useDisplayUrl(profile.avatar ?? undefined);
  return (
    <Card variant="borderless" className="account-center__profile">
      <Avatar size={104} src={avatar} icon={<UserOutlined />} />
      <div className="account-center__name">{profile.realname}</div>
      <div className="account-center__username">{profile.username}</div>
      <Descriptions column={1} size="small" style={{ marginTop: 24, textAlign: 'left' }} items={[
        { key: 'departs', label: T.departs, children: tags(profile.departNames) },
        { key: 'roles', label: T.roles, children: tags(profile.roleNames) },
        { key: 'posts', label: T.posts, children: tags(profile.postNames) },
        { key: 'phone', label: T.phone, children: maskMobile(profile.phone) ?? T.none },
        { key: 'email', label: T.email, children: profile.email ?? T.none },
        { key: 'sex', label: T.sex, children: profile.sex ? <DictTag dictCode="sex" value={profile.sex} /> : T.none },
        { key: 'workNo', label: T.workNo, children: profile.workNo ?? T.none },
        { key: 'createTime', label: T.createTime, children: profile.createTime ?? T.none },
        { key: 'lastLogin', label: T.lastLogin, children: profile.lastLoginTime ? `${profile.lastLoginTime}（${profile.lastLoginIp ?? ''}）` : T.none },
      ]} />
    </Card>
  );
}

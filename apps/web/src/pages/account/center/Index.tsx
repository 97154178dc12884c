import { Space, Spin } from 'antd';
import { useProfile } from '../use-profile';
import { LoginRecords } from './login-records';
import { ProfileCard } from './profile-card';
import { RecentNotices } from './recent-notices';
import '@/components/notice/notice.css';
import '../account.css';

/** 个人中心 (spec §2.3 account center): who I am in the system, my recent messages and sign-ins. */
export default function AccountCenter() {
  const { data: profile } = useProfile();
  if (!profile) return <Spin />;
  return (
    <div className="account-center">
      <ProfileCard profile={profile} />
      <Space orientation="vertical" size={24} style={{ width: '100%' }}>
        <RecentNotices />
        <LoginRecords />
      </Space>
    </div>
  );
}

import { lazy, Suspense, type ReactNode } from 'react';
import { Avatar, Card, Col, Row } from 'antd';
import { UserOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useSessionStore } from '@/app/stores/session-store';
import { APP_TEXT } from '@/app/texts';
import { fileAccessUrl } from '@/lib/file-url';
import { usePermission } from '@/lib/permissions';
import { FT_PERMS } from '@foodtrace/contracts';
import { AccountCard } from './account-card';
import { greetingFor } from './greeting';
import { QuickLinks } from './quick-links';
import { HOME_TEXT } from './texts';
import './dashboard.css';

/** The traceability figures (dashboard API, ECharts) come in their own chunk, after the greeting has shown. */
const HomeFigures = lazy(() => import('./board/home-figures'));

/** The home route /dashboard/analysis (spec §2.1, §2.3, §2.7): greeting, traceability figures, account summary, shortcuts. */
export default function Analysis(): ReactNode {
  const user = useSessionStore((s) => s.userInfo);
  const menu = useSessionStore((s) => s.menu);
  const now = dayjs();
  // Without the dashboard permission the figures' chunk (ECharts) is not even downloaded.
  const figures = usePermission(FT_PERMS.dashboardView) === 'show';
  const name = user?.realname || user?.username || '';

  return (
    <div className="home">
      <Card className="home-card home-welcome">
        <Avatar size={64} src={fileAccessUrl(user?.avatar)} icon={<UserOutlined />} className="home-welcome__avatar" />
        <div className="home-welcome__text">
          <h2 className="home-welcome__title">{HOME_TEXT.salutation(greetingFor(now.hour()), name)}</h2>
          <p className="home-welcome__sub">{HOME_TEXT.subtitle}</p>
        </div>
        <div className="home-welcome__aside">
          <div className="home-welcome__date">{now.format(HOME_TEXT.dateFormat)}</div>
          <div className="home-welcome__tagline">{APP_TEXT.tagline}</div>
        </div>
      </Card>
      {figures && (
        <Suspense fallback={null}>
          <HomeFigures />
        </Suspense>
      )}
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={8}>
          <AccountCard user={user} />
        </Col>
        <Col xs={24} lg={16}>
          <QuickLinks menu={menu} />
        </Col>
      </Row>
    </div>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Button, Card, Empty, Tag } from 'antd';
import { useNavigate } from 'react-router';
import { MY_ANNOUNCEMENTS_PATH, PriorityTag, noticeApi } from '@/components/notice';
import { queryResult } from '@/pages/system/admin-common/call';
import { ACCOUNT_PAGE_TEXT as T } from '../texts';

/** The five newest of my announcements, with a link to all of them. */
export function RecentNotices() {
  const navigate = useNavigate();
  const { data } = useQuery({ queryKey: ['notice', 'mine', 'recent'], queryFn: () => queryResult(noticeApi.mine({ pageNo: 1, pageSize: 5 })) });
  return (
    <Card variant="borderless" title={T.recentNotices} extra={<Button type="link" onClick={() => navigate(MY_ANNOUNCEMENTS_PATH)}>{T.allNotices}</Button>}>
      {!data?.records.length ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} /> : (
        <ul className="notice-list">
          {data.records.map((r) => (
            <li key={r.id} className="notice-list__item">
              <div className="notice-list__open">
                <span className="notice-list__title">{r.titile}</span>
                <span className="notice-list__time">{r.sendTime} {r.sender}</span>
              </div>
              <PriorityTag priority={r.priority} />
              {r.readFlag === '0' && <Tag color="red">未读</Tag>}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

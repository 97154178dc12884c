import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Spin, Switch } from 'antd';
import { NOTICE, type NoticePreferences } from '@foodtrace/contracts';
import { NOTICE_QUERY_KEY, noticeApi } from '@/components/notice';
import { queryResult, runWrite } from '@/pages/system/admin-common/call';
import { ACCOUNT_PAGE_TEXT } from '../texts';

const T = ACCOUNT_PAGE_TEXT.notification;
const KEY = ['notice', 'preferences'] as const;
type Category = NoticePreferences['categories'][number];

/** 新消息通知: which announcement categories the bell shows (saved on the server, for every browser). */
export function NotificationSettings() {
  const queryClient = useQueryClient();
  const { data } = useQuery({ queryKey: KEY, queryFn: () => queryResult(noticeApi.preferences()) });
  if (!data) return <Spin />;
  const toggle = async (category: Category, on: boolean) => {
    const categories = on ? [...new Set([...data.categories, category])] : data.categories.filter((c) => c !== category);
    if (!(await runWrite(noticeApi.savePreferences({ categories })))) return;
    await queryClient.invalidateQueries({ queryKey: KEY });
    await queryClient.invalidateQueries({ queryKey: NOTICE_QUERY_KEY });
  };
  const rows: Array<[Category, string, string]> = [
    [NOTICE.category.notice, T.notice, T.noticeDesc], [NOTICE.category.system, T.system, T.systemDesc],
  ];
  return (
    <>
      <h4 className="account-settings__heading">{T.title}</h4>
      {rows.map(([category, title, desc]) => (
        <div key={category} className="account-settings__row">
          <div>
            <div className="account-settings__row-title">{title}</div>
            <div className="account-settings__row-desc">{desc}</div>
          </div>
          <Switch aria-label={title} checked={data.categories.includes(category)} onChange={(on) => void toggle(category, on)} />
        </div>
      ))}
    </>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import type { LoginRecord } from '@foodtrace/contracts';
import { queryResult } from '@/pages/system/admin-common/call';
import { accountApi } from '../account-api';
import { ACCOUNT_PAGE_TEXT as T } from '../texts';

/** My recent sign-ins (login log), so that a sign-in the user did not make stands out. */
export function LoginRecords() {
  const { data, isFetching } = useQuery({ queryKey: ['account', 'logins'], queryFn: () => queryResult(accountApi.loginRecords()) });
  return (
    <Card variant="borderless" title={T.recentLogins}>
      <Table<LoginRecord> rowKey={(r, i) => `${r.time}-${i}`} size="small" pagination={false} loading={isFetching} dataSource={data ?? []}
        columns={[
          { title: T.loginTime, dataIndex: 'time', width: 180 },
          { title: T.loginIp, dataIndex: 'ip', width: 150 },
          { title: T.loginContent, dataIndex: 'content', ellipsis: true },
        ]} />
    </Card>
  );
}

import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Table, Typography } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { permissionCode, staffHealthResource, type UnregisteredOperator } from '@foodtrace/contracts';
import { usePrefilledAdd } from '@/crud';
import { Has } from '@/lib/permissions';
import { queryResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { OFFICE_TEXT } from './texts';

const T = OFFICE_TEXT.unregistered;
const QUERY_KEY = ['staff-health-unregistered'];

/**
 * 健康证明 → 未登记人员: the names the runs of the year gave as 操作人 with no certificate on file (server
 * shared/staff-health.ts unregisteredOperators), latest first, each with 登记健康证明 (the register's form, name filled in).
 */
export function UnregisteredOperators({ header }: { header: ReactNode }) {
  const list = useQuery({ queryKey: QUERY_KEY, queryFn: () => queryResult(foodtraceApi.unregisteredOperators()), retry: false });
  const add = usePrefilledAdd(staffHealthResource, [[staffHealthResource.key], QUERY_KEY]);
  return (
    <Card variant="borderless">
      {header}
      <Typography.Paragraph type="secondary">{T.hint}</Typography.Paragraph>
      {list.error && <Alert type="warning" showIcon title={(list.error as Error).message} />}
      <Table<UnregisteredOperator> size="middle" rowKey="name" loading={list.isLoading} dataSource={list.data ?? []} data-testid="unregistered-operators"
        pagination={{ pageSize: 20, hideOnSinglePage: true }} locale={{ emptyText: T.empty }} columns={[
          { title: T.cols.name, dataIndex: 'name', width: 200 },
          { title: T.cols.runs, key: 'runs', width: 260, render: (_, o) => T.runs(o.runs, o.lastDay) },
          { title: T.cols.steps, dataIndex: 'steps', render: (steps: string[]) => steps.join('、') },
          {
            title: T.cols.action, key: 'action', width: 150,
            render: (_, o) => (
              <Has action={permissionCode(staffHealthResource, 'add')}>
                <Button size="small" icon={<PlusOutlined />} onClick={() => add.open({ name: o.name })}>{T.add}</Button>
              </Has>
            ),
          },
        ]} />
      {add.form}
    </Card>
  );
}

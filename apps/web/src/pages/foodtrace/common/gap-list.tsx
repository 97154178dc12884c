import type { ReactNode } from 'react';
import { useQuery, type QueryKey } from '@tanstack/react-query';
import { Alert, Card, Table, type TableColumnsType } from 'antd';
import type { ApiResult } from '@foodtrace/contracts';
import { queryResult } from './call';

export interface GapListProps<T> {
  /** The register's switch (useDueViews), with the line that says what this view lists. */
  header: ReactNode;
  queryKey: QueryKey;
  load: () => Promise<ApiResult<T[]>>;
  rowKey: keyof T & string;
  columns: TableColumnsType<T>;
  empty: string;
  testId: string;
  /** The register's add form its rows open (useAddButton's `form`). */
  children?: ReactNode;
}

/**
 * What a register lacks, as its own route answers it (资质证照 → 缺少证照, 健康证明 → 未登记人员): the rows under the
 * register's switch, each to be entered from there.
 */
export function GapList<T extends object>({ header, queryKey, load, rowKey, columns, empty, testId, children }: GapListProps<T>) {
  const list = useQuery({ queryKey, queryFn: () => queryResult(load()), retry: false });
  return (
    <Card variant="borderless">
      {header}
      {list.error && <Alert type="warning" showIcon title={(list.error as Error).message} />}
      <Table<T> size="middle" rowKey={rowKey} loading={list.isLoading} dataSource={list.data ?? []} data-testid={testId}
        pagination={{ pageSize: 20, hideOnSinglePage: true }} locale={{ emptyText: empty }} columns={columns} />
      {children}
    </Card>
  );
}

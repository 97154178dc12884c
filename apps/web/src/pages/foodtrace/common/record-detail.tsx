import type { ReactNode } from 'react';
import { Alert, Drawer, Skeleton, Space, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import type { ApiResult, ResourceDef } from '@foodtrace/contracts';
import type { ResourceRow } from '@/crud';
import { ResourceDetail } from '@/crud/resource-detail';
import { RecordHistory } from '@/crud/record-history';
import { queryResult } from './call';

export interface RecordDetailDrawerProps<T extends Record<string, unknown>> {
  /** The record's id; null closes the drawer. */
  id: string | null;
  resource: ResourceDef;
  title: (record: T | undefined) => ReactNode;
  load: (id: string) => Promise<ApiResult<T>>;
  /** The detail lists below the header fields (inputs, items, lines …). */
  children: (record: T) => ReactNode;
  onClose: () => void;
  extra?: (record: T) => ReactNode;
}

/** The query a RecordDetailDrawer reads its record with: what a change to the record elsewhere invalidates. */
export const recordDetailKey = (resource: Pick<ResourceDef, 'key'>, id: string | null) => [resource.key, 'detail', id];

/** A master-detail record read from its detail route: the header as the generic detail list, then its lines. */
export function RecordDetailDrawer<T extends Record<string, unknown>>({ id, resource, title, load, children, onClose, extra }: RecordDetailDrawerProps<T>) {
  const q = useQuery({ queryKey: recordDetailKey(resource, id), enabled: Boolean(id), queryFn: () => queryResult(load(id!)), retry: false });
  return (
    <Drawer open={Boolean(id)} onClose={onClose} size={960} destroyOnHidden title={title(q.data)} extra={q.data && extra?.(q.data)}>
      {q.isLoading && <Skeleton active />}
      {q.error && <Alert type="warning" showIcon title={(q.error as Error).message} />}
      {q.data && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {/* three pairs a row: four squeeze a 960 px drawer until numbers and times break letter by letter */}
          <ResourceDetail resource={resource} record={q.data as unknown as ResourceRow} maxColumns={3} />
          {children(q.data)}
          <RecordHistory resource={resource} id={String(q.data.id)} />
        </Space>
      )}
    </Drawer>
  );
}

export function SectionTitle({ children }: { children: ReactNode }) {
  return <Typography.Title level={5} style={{ margin: '8px 0 0' }}>{children}</Typography.Title>;
}

import { useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import { resourceApi, type ResourceRow } from '@/crud';
import type { CellRender } from '@/crud/resource-list-page';
import { queryResult } from '../common/call';
import { isColouredDict } from '../common/status';
import { StatusTag } from '../common/status-tag';
import { cellField, type RelatedSpec } from './related';

const SHOWN = 10;

/**
 * The latest records of one kind that name the organisation (read with the list permission of that kind);
 * `renderers` draws a field's cell the page's own way, as on its list screen.
 */
export function RelatedList({ spec, officeId, renderers }: { spec: RelatedSpec; officeId: string; renderers?: Record<string, CellRender> }) {
  const { resource, field } = spec;
  const rows = useQuery({
    queryKey: [resource.key, 'related', field, officeId],
    queryFn: () => queryResult(resourceApi(resource).list({ pageNo: 1, pageSize: SHOWN, [field]: officeId })),
    retry: false,
  });
  if (rows.error) return <Alert type="info" showIcon title={(rows.error as Error).message} />;
  return (
    <Table<ResourceRow>
      size="small" rowKey="id" loading={rows.isLoading} dataSource={rows.data?.records ?? []} pagination={false} scroll={{ x: 'max-content' }}
      footer={rows.data && rows.data.total > SHOWN ? () => `共 ${rows.data!.total} 条，显示最近 ${SHOWN} 条` : undefined}
      columns={spec.columns.map((name) => {
        const f = resource.fields[name];
        const own = renderers?.[name];
        return {
          title: f?.label ?? name, key: name, dataIndex: cellField(resource, name),
          render: own ? (value: unknown, r: ResourceRow) => own(value, r) : f && isColouredDict(f.dict) ? (text: unknown, r: ResourceRow) => <StatusTag dictCode={f.dict!} value={r[name]} text={text ? String(text) : null} /> : undefined,
        };
      })}
    />
  );
}

import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Table } from 'antd';
import type { ResourceDef } from '@foodtrace/contracts';
import { resourceApi, type ResourceRow } from '@/crud';
import type { CellRender } from '@/crud/resource-list-page';
import { queryResult } from './call';
import { isColouredDict } from './status';
import { StatusTag } from './status-tag';
import { useScreenLink } from './use-screen-link';

/**
 * Records of one kind that name a record (an organisation, a 生产线) in one of their fields: a list filter on that
 * field (every declared field is filterable), shown in these columns. `opens`: the screen whose `?id=` opens such a
 * record — its first column then links there.
 */
export interface RelatedSpec { key: string; resource: ResourceDef; field: string; columns: string[]; opens?: string }

const SHOWN = 10;

/** A field's list cell reads `<field>_dictText` for dictionaries and references (the server's translation). */
function cellField(def: ResourceDef, field: string): string {
  const f = def.fields[field];
  return f && (f.dict || f.ref) ? `${field}_dictText` : field;
}

/**
 * The latest records of one kind whose `spec.field` is `value` (read with the list permission of that kind: without
 * it, the server's refusal is shown in its place); `renderers` draws a field's cell the page's own way, as on its
 * list screen.
 */
export function RelatedList({ spec, value, renderers }: { spec: RelatedSpec; value: string; renderers?: Record<string, CellRender> }) {
  const { resource, field } = spec;
  const link = useScreenLink();
  const rows = useQuery({
    queryKey: [resource.key, 'related', field, value],
    queryFn: () => queryResult(resourceApi(resource).list({ pageNo: 1, pageSize: SHOWN, [field]: value })),
    retry: false,
  });
  if (rows.error) return <Alert type="info" showIcon title={(rows.error as Error).message} />;
  const opens = (row: ResourceRow) => (spec.opens ? link(spec.opens, { id: row.id }) : null);
  return (
    <Table<ResourceRow>
      size="small" rowKey="id" loading={rows.isLoading} dataSource={rows.data?.records ?? []} pagination={false} scroll={{ x: 'max-content' }}
      footer={rows.data && rows.data.total > SHOWN ? () => `共 ${rows.data!.total} 条，显示最近 ${SHOWN} 条` : undefined}
      columns={spec.columns.map((name, i) => {
        const f = resource.fields[name];
        const own = renderers?.[name];
        const to = i === 0 && spec.opens ? opens : null;
        return {
          title: f?.label ?? name, key: name, dataIndex: cellField(resource, name),
          render: own ? (v: unknown, r: ResourceRow) => own(v, r)
            : to ? (v: unknown, r: ResourceRow) => { const href = to(r); return href ? <Link to={href}>{String(v ?? '')}</Link> : String(v ?? ''); }
              : f && isColouredDict(f.dict) ? (text: unknown, r: ResourceRow) => <StatusTag dictCode={f.dict!} value={r[name]} text={text ? String(text) : null} /> : undefined,
        };
      })}
    />
  );
}

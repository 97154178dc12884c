import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Space, Tabs } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { relationOfficeResource } from '@foodtrace/contracts';
import { resourceApi } from '@/crud';
import { ResourceDetail } from '@/crud/resource-detail';
import { fileAccessUrl } from '@/lib/file-url';
import { queryResult } from './common/call';
import { useScreenLink } from './common/use-screen-link';
import { RelatedList } from './office/related-list';
import { relatedSpec } from './office/related';
import { OFFICE_TEXT as T } from './office/texts';

const api = resourceApi(relationOfficeResource);

/**
 * 组织详情 (spec §2.3 OfficeDetail, ?id=): a related organisation with its credentials and the records it
 * appears in by its role — what a supplier delivered, what a customer received, what an agency inspected.
 */
export default function OfficeDetail() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const link = useScreenLink();
  const office = useQuery({ queryKey: [relationOfficeResource.key, 'one', id], enabled: Boolean(id), queryFn: () => queryResult(api.queryById(id!)), retry: false });
  const back = link('foodtrace/RelationOfficeList');
  const o = office.data;
  const files = typeof o?.credentials === 'string' && o.credentials ? o.credentials.split(',') : [];
  const tabs = o ? (T.related[String(o.orgType)] ?? []) : [];

  if (!id) return <Card variant="borderless"><Empty description={T.missingId} /></Card>;
  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      {office.error && <Alert type="warning" showIcon title={(office.error as Error).message} />}
      <Card variant="borderless" loading={office.isLoading} title={o ? T.title(String(o.name)) : T.view} extra={back && <Link to={back}><Button>{T.back}</Button></Link>}>
        {o && <ResourceDetail resource={relationOfficeResource} record={o} />}
      </Card>
      {o && (
        <Card variant="borderless" title={T.credentials}>
          {files.length ? (
            <Space wrap>{files.map((f) => <a key={f} href={fileAccessUrl(f)} target="_blank" rel="noreferrer"><PaperClipOutlined /> {f.split('/').pop()}</a>)}</Space>
          ) : <span className="ft-muted">{T.noCredentials}</span>}
        </Card>
      )}
      {o && tabs.length > 0 && (
        <Card variant="borderless">
          <Tabs items={tabs.map((t) => ({ key: t.key, label: t.title, children: <RelatedList spec={relatedSpec(t.key)!} officeId={o.id} /> }))} />
        </Card>
      )}
    </Space>
  );
}

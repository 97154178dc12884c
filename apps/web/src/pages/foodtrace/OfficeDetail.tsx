import { Link, useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Card, Empty, Flex, Space, Tabs } from 'antd';
import { relationOfficeResource } from '@foodtrace/contracts';
import { resourceApi } from '@/crud';
import { RefSelect } from '@/crud/ref-select';
import { ResourceDetail } from '@/crud/resource-detail';
import { queryResult } from './common/call';
import { useScreenLink } from './common/use-screen-link';
import { OfficeCerts } from './office/office-certs';
import { RelatedList } from './common/related-list';
import { relatedSpec } from './office/related';
import { REVIEW_CELLS } from './common/due-dates';
import { OFFICE_TEXT as T } from './office/texts';

const api = resourceApi(relationOfficeResource);
/** Any related organisation, searched by name. */
const PICK_OFFICE = { resource: relationOfficeResource.key, label: 'name' } as const;

/**
 * 组织详情 (spec §2.3 OfficeDetail, ?id=, or picked at the top): a related organisation with its credentials
 * (opened with the session: they are kept private), its 资质证照, and the records it appears in by its role — a
 * supplier's 合格供方 evaluations and what it delivered, what a customer received, what an agency inspected.
 */
export default function OfficeDetail() {
  const [params, setParams] = useSearchParams();
  const id = params.get('id');
  const link = useScreenLink();
  const office = useQuery({ queryKey: [relationOfficeResource.key, 'one', id], enabled: Boolean(id), queryFn: () => queryResult(api.queryById(id!)), retry: false });
  const back = link('foodtrace/RelationOfficeList');
  const o = office.data;
  const tabs = o ? (T.related[String(o.orgType)] ?? []) : [];

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card variant="borderless" size="small">
        <Flex justify="space-between" gap={12} wrap>
          <RefSelect fieldRef={PICK_OFFICE} value={id ?? undefined} placeholder={T.pick} aria-label={T.pick}
            onChange={(v) => setParams(v ? { id: v } : {}, { replace: true })} style={{ width: 420, maxWidth: '100%' }} />
          {back && <Link to={back}><Button>{T.back}</Button></Link>}
        </Flex>
      </Card>
      {!id && <Card variant="borderless"><Empty description={T.missingId} /></Card>}
      {office.error && <Alert type="warning" showIcon title={(office.error as Error).message} />}
      {id && (
        <Card variant="borderless" loading={office.isLoading} title={o ? T.title(String(o.name)) : T.view}>
          {o && <ResourceDetail resource={relationOfficeResource} record={o} />}
        </Card>
      )}
      {o && tabs.length > 0 && (
        <Card variant="borderless">
          <Tabs items={tabs.map((t) => ({
            key: t.key, label: t.title,
            children: t.key === 'certs' ? <OfficeCerts officeId={o.id} />
              : <RelatedList spec={relatedSpec(t.key)!} value={o.id} renderers={t.key === 'approvals' ? REVIEW_CELLS : undefined} />,
          }))} />
        </Card>
      )}
    </Space>
  );
}

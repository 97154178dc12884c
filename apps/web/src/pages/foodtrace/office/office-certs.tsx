import { useQuery } from '@tanstack/react-query';
import { Space, Tag } from 'antd';
import { LIST_SCOPE_KEY, OFFICE_CERT_SCOPE, officeCertResource } from '@foodtrace/contracts';
import { resourceApi, type ResourceRow } from '@/crud';
import { useAddCert } from './add-cert';
import { CERT_HISTORY_CELLS, CertValidity } from '../common/due-dates';
import { queryResult } from '../common/call';
import { RelatedList } from '../common/related-list';
import { relatedSpec } from './related';
import { OFFICE_TEXT as T } from './texts';

/** More kinds of licence than an organisation holds: its latest of each fit in one page. */
const KINDS_AT_MOST = 100;

/**
 * 组织详情's 资质证照: the organisation's licences, soonest to lapse first, and 登记证照 for it. A certificate a renewal
 * replaced (not its latest of that kind: the server's 当前证照 scope says which) shows its date as filed and 已换证,
 * not 已过期: it lapsed for nobody.
 */
export function OfficeCerts({ officeId }: { officeId: string }) {
  const add = useAddCert();
  // under the key RelatedList's rows are read by, so that a registration refreshes both
  const current = useQuery({
    queryKey: [officeCertResource.key, 'related', 'current', officeId],
    queryFn: () => queryResult(resourceApi(officeCertResource).list({ pageNo: 1, pageSize: KINDS_AT_MOST, officeId, [LIST_SCOPE_KEY]: OFFICE_CERT_SCOPE.current })),
    retry: false,
  });
  const latest = new Set(current.data?.records.map((r) => r.id));
  const renderers = {
    validUntil: (value: unknown, row: ResourceRow) => (current.data && !latest.has(row.id)
      ? <Space size={6}>{CERT_HISTORY_CELLS.validUntil(value)}<Tag>{T.replaced}</Tag></Space>
      : <CertValidity validUntil={value} />),
  };
  return (
    <>
      {add.button({ officeId })}
      <RelatedList spec={relatedSpec('certs')!} value={officeId} renderers={renderers} />
      {add.form}
    </>
  );
}

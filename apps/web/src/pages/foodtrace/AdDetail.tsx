import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Empty } from 'antd';
import { foodAdResource } from '@foodtrace/contracts';
import { resourceApi } from '@/crud';
import { AdPreview } from './ads/ad-preview';
import { AD_TEXT as T } from './ads/texts';
import { queryResult } from './common/call';

const api = resourceApi(foodAdResource);

/**
 * AdDetail in the back office (spec §2.3, ?id=): the preview of an ad as consumers will see it, whatever its
 * status. The consumers' own /AdDetail is the public page of the separate public bundle.
 */
export default function AdDetail() {
  const [params] = useSearchParams();
  const id = params.get('id');
  const ad = useQuery({ queryKey: [foodAdResource.key, 'one', id], enabled: Boolean(id), queryFn: () => queryResult(api.queryById(id!)), retry: false });
  if (!id) return <Card variant="borderless"><Empty description={T.missingId} /></Card>;
  return (
    <Card variant="borderless" title={T.title} loading={ad.isLoading}>
      {ad.error && <Alert type="warning" showIcon title={(ad.error as Error).message} />}
      {ad.data && <AdPreview ad={ad.data} />}
    </Card>
  );
}

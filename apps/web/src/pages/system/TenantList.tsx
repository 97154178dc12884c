import { tenantResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 租户管理 (spec §2.3 System pages: tenants): a plain list and form from the tenant definition. */
export default function TenantList() {
  return <ResourceListPage resource={tenantResource} />;
}

import { selfOfficeResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 本单位: the producer named on the public page with its licence. */
export default function SelfOfficeList() {
  return <ResourceListPage resource={selfOfficeResource} />;
}

import { officeTypeResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 组织类型: the finer kinds of related organisation. */
export default function OfficeTypeManageList() {
  return <ResourceListPage resource={officeTypeResource} />;
}

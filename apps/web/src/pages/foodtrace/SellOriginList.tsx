import { sellOriginResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 销售地管理: regions and stores where the products are sold (feeds the China map). */
export default function SellOriginList() {
  return <ResourceListPage resource={sellOriginResource} />;
}

import { crudeResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 原料管理: raw-material master data; 需进货检验 decides whether an intake waits for an incoming inspection. */
export default function FoodCrudeList() {
  return <ResourceListPage resource={crudeResource} />;
}

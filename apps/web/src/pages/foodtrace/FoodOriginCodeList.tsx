import { originCodeResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 产地管理: production bases and origins that raw lots point to (the public page shows their region). */
export default function FoodOriginCodeList() {
  return <ResourceListPage resource={originCodeResource} />;
}

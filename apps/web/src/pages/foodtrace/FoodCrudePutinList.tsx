import { crudePutinResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 原料入库: each intake creates a raw lot (lot number generated when left blank) and keeps the supplier lot number. */
export default function FoodCrudePutinList() {
  return <ResourceListPage resource={crudePutinResource} />;
}

import { crudePutinResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { ResourceListView } from '@/crud/resource-list-page';
import { rowAmount } from './common/use-unit-text';

/**
 * 原料入库: each intake creates a raw lot (lot number generated when left blank) and keeps the supplier lot number.
 * 6352 千克 in one cell (rowAmount): a unit column of its own would be one more a 1440 px screen has no room for.
 */
export default function FoodCrudePutinList() {
  const list = useResourceList(crudePutinResource);
  return <ResourceListView resource={crudePutinResource} list={list} renderers={{ quantity: rowAmount }} />;
}

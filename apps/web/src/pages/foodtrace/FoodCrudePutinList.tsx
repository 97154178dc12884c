import { crudePutinResource } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { ResourceListView } from '@/crud/resource-list-page';

/** 6352 千克 in one cell: the unit's own column would be one more a 1440 px screen has no room for. */
const withUnit = (value: unknown, row: ResourceRow) => `${String(value ?? '')} ${String(row.unit_dictText ?? row.unit ?? '')}`.trim();

/** 原料入库: each intake creates a raw lot (lot number generated when left blank) and keeps the supplier lot number. */
export default function FoodCrudePutinList() {
  const list = useResourceList(crudePutinResource);
  return <ResourceListView resource={crudePutinResource} list={list} renderers={{ quantity: withUnit }} />;
}

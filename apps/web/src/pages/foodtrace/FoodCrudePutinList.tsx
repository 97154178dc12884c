import { crudePutinResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { rowAmount } from './common/use-unit-text';
import { TraceListPage } from './common/trace-list-page';
import { useRecordParam } from './common/use-record-param';
import { IntakeDetailDrawer } from './intake/intake-detail-drawer';

/**
 * 原料入库: each intake creates a raw lot (lot number generated when left blank) and keeps the supplier lot number.
 * 6352 千克 in one cell (rowAmount): a unit column of its own would be one more a 1440 px screen has no room for.
 * Its detail shows how the delivery travelled (在途温度); ?id= opens one (the 在途温度 message links here).
 */
export default function FoodCrudePutinList() {
  const list = useResourceList(crudePutinResource);
  const [detailId, showDetail] = useRecordParam();
  return (
    <>
      <TraceListPage resource={crudePutinResource} list={list} renderers={{ quantity: rowAmount }} onDetail={(row) => showDetail(row.id)} />
      <IntakeDetailDrawer id={detailId} onClose={() => showDetail(null)} onChanged={() => void list.reload()} />
    </>
  );
}

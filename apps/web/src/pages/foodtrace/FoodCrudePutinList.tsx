import { useSearchParams } from 'react-router';
import { crudePutinResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { rowAmount } from './common/use-unit-text';
import { TraceListPage } from './common/trace-list-page';
import { IntakeDetailDrawer } from './intake/intake-detail-drawer';

/**
 * 原料入库: each intake creates a raw lot (lot number generated when left blank) and keeps the supplier lot number.
 * 6352 千克 in one cell (rowAmount): a unit column of its own would be one more a 1440 px screen has no room for.
 * Its detail shows how the delivery travelled (在途温度); ?id= opens one (the 在途温度 message links here).
 */
export default function FoodCrudePutinList() {
  const list = useResourceList(crudePutinResource);
  const [params, setParams] = useSearchParams();
  const showDetail = (id: string | null) => setParams(id ? { id } : {}, { replace: true });
  return (
    <>
      <TraceListPage resource={crudePutinResource} list={list} renderers={{ quantity: rowAmount }} onDetail={(row) => showDetail(row.id)} />
      <IntakeDetailDrawer id={params.get('id')} onClose={() => showDetail(null)} onChanged={() => void list.reload()} />
    </>
  );
}

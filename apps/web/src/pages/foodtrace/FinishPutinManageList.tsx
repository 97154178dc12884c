import { finishPutinResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 成品入库: a finished lot stored into a warehouse (unit copied from the lot by the server). */
export default function FinishPutinManageList() {
  return <ResourceListPage resource={finishPutinResource} />;
}

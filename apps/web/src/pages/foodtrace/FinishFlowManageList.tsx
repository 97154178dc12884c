import { finishFlowResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 成品流向: read-only, one row per shipment line — where each finished lot went. */
export default function FinishFlowManageList() {
  return <ResourceListPage resource={finishFlowResource} />;
}

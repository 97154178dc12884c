import { TRIP_KIND, crudePutinResource } from '@foodtrace/contracts';
import { resourceApi, type ResourceRow } from '@/crud/resource-api';
import { RecordDetailDrawer } from '../common/record-detail';
import { TransitSection } from '../transit/transit-section';

const api = resourceApi(crudePutinResource);

/**
 * 原料入库详情: the delivery as recorded (supplier and its lot number, document, 到货温度 …), then how it travelled
 * (在途温度: the tanker's logger), then its history. `onChanged`: the list's 在途温度 column after an import.
 */
export function IntakeDetailDrawer({ id, onClose, onChanged }: { id: string | null; onClose: () => void; onChanged?: () => void }) {
  return (
    <RecordDetailDrawer<ResourceRow> id={id} resource={crudePutinResource} onClose={onClose} load={api.queryById}
      title={(r) => `原料入库单 ${String(r?.putinNo ?? '')}`}>
      {(r) => <TransitSection kind={TRIP_KIND.intake} id={r.id} onChanged={onChanged} />}
    </RecordDetailDrawer>
  );
}

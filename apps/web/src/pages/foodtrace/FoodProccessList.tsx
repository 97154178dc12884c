import { useState } from 'react';
import { Button } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { FT_PERMS, PROCESS_STATUS, processResource } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { Has } from '@/lib/permissions';
import { TraceListPage } from './common/trace-list-page';
import { useRecordParam } from './common/use-record-param';
import { ProcessDetailDrawer } from './process/process-detail-drawer';
import { ProcessRecordDrawer } from './process/process-record-drawer';
import { PROCESS_TEXT as T } from './process/texts';

/**
 * 加工记录 (spec §2.3 FoodProccessList): the runs, with 登记加工 for a run with its input lots, outputs and step
 * records; a planned run (added through the generic form) is completed the same way. ?id= opens a run.
 */
export default function FoodProccessList() {
  const list = useResourceList(processResource);
  const [detailId, showDetail] = useRecordParam();
  const [recording, setRecording] = useState<{ open: boolean; planned?: ResourceRow | null }>({ open: false });

  return (
    <>
      <TraceListPage
        resource={processResource} list={list} onDetail={(row) => showDetail(row.id)} addLabel={T.addPlan}
        toolbarExtra={(
          <Has action={FT_PERMS.processRecord}>
            <Button type="primary" ghost icon={<ExperimentOutlined />} onClick={() => setRecording({ open: true, planned: null })}>{T.record}</Button>
          </Has>
        )}
        extraActions={{
          labels: [T.complete],
          render: (row) => row.status === PROCESS_STATUS.planned && (
            <Has action={FT_PERMS.processRecord}>
              <Button type="link" size="small" onClick={() => setRecording({ open: true, planned: row })}>{T.complete}</Button>
            </Has>
          ),
        }}
      />
      <ProcessRecordDrawer open={recording.open} planned={recording.planned} onClose={() => setRecording({ open: false })} onSaved={() => void list.reload()} />
      <ProcessDetailDrawer id={detailId} onClose={() => showDetail(null)} />
    </>
  );
}

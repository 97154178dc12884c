import { useState } from 'react';
import { Button } from 'antd';
import { ExperimentOutlined } from '@ant-design/icons';
import { FORMULA_SCOPE, FT_PERMS, LIST_SCOPE_KEY, PROCESS_STATUS, processResource, type ResourceDef } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { Has } from '@/lib/permissions';
import { TraceListPage } from './common/trace-list-page';
import { useRecordParam } from './common/use-record-param';
import { ProcessDetailDrawer } from './process/process-detail-drawer';
import { ProcessRecordDrawer } from './process/process-record-drawer';
import { PROCESS_TEXT as T, PROCESS_VIEWS } from './process/texts';
import { useViewSwitch } from './common/view-switch';

const VIEWS = ['all', 'deviated'] as const;
const ALL = {};
const DEVIATED = { [LIST_SCOPE_KEY]: FORMULA_SCOPE.deviated };
const f = processResource.fields;
/** 配方偏差 lists what the run strayed by where its end, status and CCP stand in the full list (1440 px hold both). */
const DEVIATED_VIEW: ResourceDef = {
  ...processResource,
  fields: {
    ...f, endTime: { ...f.endTime, list: false }, status: { ...f.status, list: false }, ccpState: { ...f.ccpState, list: false },
    formulaDeviation: { ...f.formulaDeviation, list: true, width: 380 },
  },
};

/**
 * 加工记录 (spec §2.3 FoodProccessList): the runs, with 登记加工 for a run with its input lots, outputs and step
 * records; a planned run (added through the generic form) is completed the same way. ?id= opens a run. 配方偏差
 * lists the runs whose inputs strayed from their product's formula, with how.
 */
export default function FoodProccessList() {
  const { view, header } = useViewSwitch(VIEWS, PROCESS_VIEWS);
  const deviated = view === 'deviated';
  const list = useResourceList(processResource, deviated ? DEVIATED : ALL);
  const [detailId, showDetail] = useRecordParam();
  const [recording, setRecording] = useState<{ open: boolean; planned?: ResourceRow | null }>({ open: false });

  return (
    <>
      <TraceListPage
        resource={deviated ? DEVIATED_VIEW : processResource} list={list} fixedSearch={deviated ? DEVIATED : ALL} header={header} onDetail={(row) => showDetail(row.id)} addLabel={T.addPlan}
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

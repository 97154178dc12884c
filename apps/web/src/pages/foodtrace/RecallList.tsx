import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import { AlertOutlined, ExperimentOutlined } from '@ant-design/icons';
import { FT_DICT, FT_PERMS, RECALL_TYPE, recallResource, type RecallType } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { Has } from '@/lib/permissions';
import { TraceListPage } from './common/trace-list-page';
import { RecallModal } from './common/recall-modal';
import { StatusTag } from './common/status-tag';
import { RECALL_TEXT } from './common/recall-texts';
import { useRecordParam } from './common/use-record-param';
import { DRILL_PLAN_KEY, DrillPlan, type DrillStart } from './recall/drill-plan';
import { RecallReportDrawer } from './recall/recall-report-drawer';
import './recall/recall.css';

/** A real recall shows its level (三级召回), a mock one 模拟召回: one column for both, as 1440 px has no room for two. */
const typeCell = (value: unknown, row: ResourceRow) => {
  const level = value === RECALL_TYPE.real ? row.recallLevel_dictText : null;
  return <StatusTag dictCode={FT_DICT.recallType} value={value} text={String(level || row.recallType_dictText || '') || null} />;
};

/**
 * 召回管理: real recalls and mock recalls (TRACEABILITY.md §4.3). 发起模拟召回 times the team against the
 * 4-hour benchmark without touching lots or codes; 发起召回 recalls for real. A row opens its report, where
 * consignees are notified and the recall is closed and exported. ?id= opens a report. Under the list, the drill
 * plan says which product is due for its yearly mock recall and starts it from the suggested lot.
 */
export default function RecallList() {
  const list = useResourceList(recallResource);
  const [reportId, showReport] = useRecordParam();
  const [starting, setStarting] = useState<RecallType | null>(null);
  const [drill, setDrill] = useState<DrillStart | null>(null);
  const queryClient = useQueryClient();
  // a recall started, changed or closed here may move a product's drill
  const changed = () => { void list.reload(); void queryClient.invalidateQueries({ queryKey: DRILL_PLAN_KEY }); };
  return (
    <>
      <TraceListPage resource={recallResource} list={list} renderers={{ recallType: typeCell }} onDetail={(row) => showReport(row.id)}
        toolbarExtra={(
          <>
            <Has action={FT_PERMS.recallMock}>
              <Button type="primary" ghost icon={<ExperimentOutlined />} onClick={() => setStarting(RECALL_TYPE.mock)}>{RECALL_TEXT.startMock}</Button>
            </Has>
            <Has action={FT_PERMS.lotRecall}>
              <Button danger icon={<AlertOutlined />} onClick={() => setStarting(RECALL_TYPE.real)}>{RECALL_TEXT.startReal}</Button>
            </Has>
          </>
        )} />
      <Has action={FT_PERMS.recallDrillPlan}><DrillPlan onStart={setDrill} onOpen={showReport} /></Has>
      <RecallModal open={starting !== null || drill !== null} type={drill ? RECALL_TYPE.mock : starting ?? RECALL_TYPE.mock}
        lot={drill?.lot} reason={drill?.reason} onClose={() => { setStarting(null); setDrill(null); }}
        onDone={(answer) => { changed(); showReport(answer.recallId); }} />
      <RecallReportDrawer id={reportId} onClose={() => showReport(null)} onChanged={changed} />
    </>
  );
}

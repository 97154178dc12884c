import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'antd';
import { AlertOutlined, ExperimentOutlined } from '@ant-design/icons';
import { FT_DICT, FT_PERMS, RECALL_TYPE, recallResource, type RecallType } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { Has } from '@/lib/permissions';
import { TraceListPage } from './common/trace-list-page';
import { RecallModal } from './common/recall-modal';
import { StatusTag } from './common/status-tag';
import { RECALL_TEXT } from './common/recall-texts';
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
 * consignees are notified and the recall is closed and exported. ?id= opens a report.
 */
export default function RecallList() {
  const list = useResourceList(recallResource);
  const [params, setParams] = useSearchParams();
  const [starting, setStarting] = useState<RecallType | null>(null);
  const showReport = (id: string | null) => setParams(id ? { id } : {}, { replace: true });
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
      <RecallModal open={starting !== null} type={starting ?? RECALL_TYPE.mock} onClose={() => setStarting(null)}
        onDone={(answer) => { void list.reload(); showReport(answer.recallId); }} />
      <RecallReportDrawer id={params.get('id')} onClose={() => showReport(null)} onChanged={() => void list.reload()} />
    </>
  );
}

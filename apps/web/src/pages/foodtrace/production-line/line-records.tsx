import { Tabs } from 'antd';
import { cleaningResource, processResource } from '@foodtrace/contracts';
import { RelatedList, type RelatedSpec } from '../common/related-list';
import { SCREENS } from '../common/screen-paths';
import { LINE_TEXT as T } from './texts';

/** A line's records by its name (what they store, FieldRef.value): its latest runs, each opening its 加工记录, and its cleanings. */
const RUNS: RelatedSpec = { key: 'runs', resource: processResource, field: 'line', columns: ['processNo', 'productId', 'startTime', 'endTime', 'status', 'ccpState'], opens: SCREENS.process };
const CLEANINGS: RelatedSpec = { key: 'cleanings', resource: cleaningResource, field: 'line', columns: ['cleanType', 'equipment', 'startTime', 'endTime', 'operator', 'result'] };

/** 生产线's 详情 below the line's fields: what ran on it and how it was cleaned, latest first. */
export function LineRecords({ line }: { line: string }) {
  return (
    <Tabs style={{ marginTop: 16 }} items={[
      { key: RUNS.key, label: T.runs, children: <RelatedList spec={RUNS} value={line} /> },
      { key: CLEANINGS.key, label: T.cleanings, children: <RelatedList spec={CLEANINGS} value={line} /> },
    ]} />
  );
}

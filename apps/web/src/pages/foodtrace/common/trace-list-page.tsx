import { ResourceListView, type ResourceListViewProps } from '@/crud/resource-list-page';
import { isColouredDict } from './status';
import { StatusTag } from './status-tag';
import './foodtrace.css';

export type { CellRender } from '@/crud/resource-list-page';
export type TraceListPageProps = Omit<ResourceListViewProps, 'dictCell'>;

/** Status dictionaries (批次状态, 检验结论 …) as tags in the colours every foodtrace screen uses (status.ts). */
const statusCell: ResourceListViewProps['dictCell'] = (dictCode, value, text) =>
  (isColouredDict(dictCode) ? <StatusTag dictCode={dictCode} value={value} text={text} /> : undefined);

/** A food-traceability list: the generic list screen with its statuses coloured. */
export function TraceListPage(props: TraceListPageProps) {
  return <ResourceListView {...props} dictCell={statusCell} />;
}

import { Space, Tag, Typography } from 'antd';
import dayjs from 'dayjs';
import { LINE_SCOPE, LINE_STATUS, LIST_SCOPE_KEY, cleaningResource, lineCleanState, productionLineResource } from '@foodtrace/contracts';
import { listQueryKey, usePrefilledAdd, useResourceList, withoutSearch, type CellRender } from '@/crud';
import { filledFrom } from '@/crud/ref-select';
import { worklistAct } from './common/register-with-worklist';
import { TraceListPage } from './common/trace-list-page';
import { useViewSwitch } from './common/view-switch';
import { LineRecords } from './production-line/line-records';
import { LINE_TEXT as T, LINE_VIEWS } from './production-line/texts';

const VIEWS = ['all', 'due'] as const;
/** 待清洗: the server's scope (shared/cleaning.ts), judged at the time of the request. */
const DUE = { [LIST_SCOPE_KEY]: LINE_SCOPE.due };
const ALL = {};
/** In 待清洗 every line is in use: 状态 is not asked. */
const DUE_SEARCH = withoutSearch(productionLineResource, 'status');
const MINUTE = 'MM-DD HH:mm';
/** What choosing the line in 清洗消毒's form fills in (its FieldRef.fills): 登记清洗 fills in the same. */
const LINE_CHOICE = cleaningResource.fields.line.ref;

const epoch = (v: unknown) => (typeof v === 'string' && v ? dayjs(v).valueOf() : null);

/** 最近合格清洗 with where the line stands now: clean until when (green), due (red), or not judged. */
function CleanState({ row }: { row: Record<string, unknown> }) {
  const last = typeof row.lastCleaned === 'string' ? row.lastCleaned.slice(0, 16) : null;
  const hours = row.cleanHours === null || row.cleanHours === undefined ? null : Number(row.cleanHours);
  const state = lineCleanState({ cleanHours: hours, lastCleaned: epoch(row.lastCleaned) }, Date.now());
  // a line not judged has only the date; one out of use is due for nothing, so its state is shown plain
  if (state.kind === 'unjudged') return last && <Typography.Text type="secondary" title={T.unjudgedTitle}>{last}</Typography.Text>;
  const active = row.status === LINE_STATUS.active;
  if (state.kind === 'never') return <Tag color={active ? 'error' : 'default'}>{T.never}</Tag>;
  return (
    <Space size={6}>
      <span>{last}</span>
      {state.kind === 'clean'
        ? <Tag color={active ? 'success' : 'default'}>{T.cleanUntil(dayjs(state.until).format(MINUTE))}</Tag>
        : <Tag color={active ? 'error' : 'default'} title={T.dueTitle(dayjs(state.since).format(MINUTE))}>{T.due}</Tag>}
    </Space>
  );
}

const CELLS: Record<string, CellRender> = {
  lastCleaned: (_value, row) => <CleanState row={row} />,
  cleanHours: (value) => (value === null || value === undefined || value === ''
    ? <Typography.Text type="secondary" title={T.unjudgedTitle}>{T.unjudged}</Typography.Text> : String(value)),
};

/**
 * 生产线: the lines 加工记录 and 清洗消毒 choose from, each with its 清洗有效期 and where its cleaning stands now — all
 * lines, or 待清洗 (the list scope `due`): those in use whose last verified cleaning has run out, or that have none.
 * A line in use has 登记清洗, which opens 清洗消毒's add form for it; the saved cleaning moves its 最近合格清洗. 详情 shows
 * what ran on the line and its cleanings.
 */
export default function ProductionLineList() {
  const { view, header } = useViewSwitch(VIEWS, LINE_VIEWS);
  const fixed = view === 'due' ? DUE : ALL;
  const list = useResourceList(productionLineResource, fixed);
  const clean = usePrefilledAdd(cleaningResource, [listQueryKey(cleaningResource), listQueryKey(productionLineResource)]);
  return (
    <>
      <TraceListPage resource={productionLineResource} searchResource={view === 'due' ? DUE_SEARCH : undefined} list={list} fixedSearch={fixed} renderers={CELLS} header={header}
        detailExtra={(row) => <LineRecords line={String(row.name)} />}
        extraActions={worklistAct(cleaningResource, T.act, (row) => row.status === LINE_STATUS.active, (row) => clean.open({ line: row.name, ...filledFrom(LINE_CHOICE, row) }))} />
      {clean.form}
    </>
  );
}

import { Typography } from 'antd';
import dayjs from 'dayjs';
import { FORMATS, LIST_SCOPE_KEY, TRAINING_PLAN_SCOPE, staffTrainingResource, trainingPlanResource } from '@foodtrace/contracts';
import { usePrefilledAdd, useResourceList, withoutSearch, type CellRender } from '@/crud';
import { filledFrom } from '@/crud/ref-select';
import { worklistAct } from './common/register-with-worklist';
import { TraceListPage } from './common/trace-list-page';
import { PlanDue } from './common/due-dates';
import { useViewSwitch } from './common/view-switch';
import { TRAINING_PLAN_TEXT as T } from './training/texts';

const VIEWS = ['all', 'open'] as const;
const PLAN_REF = staffTrainingResource.fields.planId.ref;
/** 待实施: the server's scope, the items no session has carried out yet. */
const OPEN = { [LIST_SCOPE_KEY]: TRAINING_PLAN_SCOPE.open };
const ALL = {};
/** In 待实施 every item is not carried out: 实施日期 is not asked. */
const OPEN_SEARCH = withoutSearch(trainingPlanResource, 'doneDate');
/** 计划完成日期 with where an item not carried out stands; 实施日期, or that it was not. */
const CELLS: Record<string, CellRender> = {
  dueDate: (value, row) => (row.doneDate ? String(value ?? '') : <PlanDue dueDate={value} />),
  doneDate: (value) => (value ? String(value) : <Typography.Text type="secondary">{T.notDone}</Typography.Text>),
};

/**
 * 培训计划 (年度培训计划, GB 14881 13.3): what is to be taught, to whom and by when, soonest due first — all items, or
 * 待实施, those no session of 培训考核 has carried out yet (the list scope `open`). An item's 登记实施 opens
 * 培训考核's add form filled in from it; the session saved marks it carried out (the server keeps 实施日期).
 */
export default function TrainingPlanList() {
  const { view, header } = useViewSwitch(VIEWS, T.views);
  const fixed = view === 'open' ? OPEN : ALL;
  const list = useResourceList(trainingPlanResource, fixed);
  const carryOut = usePrefilledAdd(staffTrainingResource, [[trainingPlanResource.key], [staffTrainingResource.key]]);
  return (
    <>
      <TraceListPage resource={trainingPlanResource} searchResource={view === 'open' ? OPEN_SEARCH : undefined} list={list} fixedSearch={fixed}
        renderers={CELLS} header={header} extraActions={worklistAct(staffTrainingResource, T.act, (row) => !row.doneDate, (row) => carryOut.open({
          // what choosing the item in the form would fill in (培训计划's FieldRef.fills), dated today
          planId: row.id, ...filledFrom(PLAN_REF, row), trainDate: dayjs().format(FORMATS.date),
        }))} />
      {carryOut.form}
    </>
  );
}

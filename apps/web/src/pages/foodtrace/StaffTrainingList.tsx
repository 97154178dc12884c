import { useMemo, useState } from 'react';
import { Button, Space, Tag, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import dayjs from 'dayjs';
import { FORMATS, staffTrainingResource, type StaffTrainingStatus, type TrainingState } from '@foodtrace/contracts';
import { useResourceList, withoutSearch } from '@/crud';
import { useAddButton } from './common/add-button';
import { queryResult } from './common/call';
import { foodtraceApi } from './common/foodtrace-api';
import { GapList } from './common/gap-list';
import { TraceListPage } from './common/trace-list-page';
import { useViewParam } from './common/use-view-param';
import { useViewSwitch } from './common/view-switch';
import { TRAINING_TEXT as T } from './training/texts';

type View = keyof typeof T.views.views;
const VIEWS = Object.keys(T.views.views) as View[];
const STAFF_KEY = ['staff-training'];
const STATE_COLOUR: Record<TrainingState, string> = { UNTRAINED: 'error', FAILED: 'warning', TRAINED: 'success' };
/** One person's sessions: the view has chosen 参加人员. */
const PERSON_SEARCH = withoutSearch(staffTrainingResource, 'participants');

/**
 * 培训考核 (从业人员食品安全培训, GB 14881 第 13 章): the sessions latest first; or, under 人员培训情况, each food handler
 * and attendee with the year's sessions and hours, the untrained and those who failed first (server
 * staff/staff-training.ts), and one button that enters today's session for all of them; a name opens that person's
 * sessions (参加人员 containing it).
 */
export default function StaffTrainingList() {
  const { view, header } = useViewSwitch(VIEWS, T.views);
  const [, setView] = useViewParam(VIEWS);
  // a person's sessions, opened from 人员培训情况, until the tag naming them is closed
  const [person, setPerson] = useState<string | null>(null);
  const fixed = useMemo(() => (person ? { participants: person } : {}), [person]);
  const list = useResourceList(staffTrainingResource, fixed, { enabled: view === 'all' });
  const people = useQuery({ queryKey: STAFF_KEY, queryFn: () => queryResult(foodtraceApi.staffTraining()), enabled: view === 'staff', retry: false });
  const due = (people.data ?? []).filter((p) => p.state !== 'TRAINED').map((p) => p.name);
  const add = useAddButton(staffTrainingResource, T.staff.add(due.length), [[staffTrainingResource.key], STAFF_KEY]);
  if (view === 'all') {
    return (
      <TraceListPage resource={staffTrainingResource} searchResource={person ? PERSON_SEARCH : undefined} list={list} fixedSearch={fixed}
        header={<>{header}{person && <Tag closable onClose={() => setPerson(null)} style={{ marginBottom: 12 }}>{T.staff.focus(person)}</Tag>}</>} />
    );
  }
  const open = (name: string) => {
    setPerson(name);
    setView('all');
  };
  return (
    <GapList<StaffTrainingStatus> header={<>{header}{due.length > 0 && add.button({ participants: due.join('、'), trainDate: dayjs().format(FORMATS.date) })}</>} queryKey={STAFF_KEY}
      load={foodtraceApi.staffTraining} rowKey="name" empty={T.staff.empty} testId="staff-training" columns={[
        { title: T.staff.cols.name, dataIndex: 'name', width: 110, render: (name: string, p) => (p.lastDate
          ? <Button type="link" size="small" autoInsertSpace={false} style={{ padding: 0 }} title={T.staff.openSessions(name)} onClick={() => open(name)}>{name}</Button>
          : name) },
        { title: T.staff.cols.workshop, dataIndex: 'workshop', width: 170 },
        { title: T.staff.cols.post, dataIndex: 'post', width: 150 },
        { title: T.staff.cols.year, key: 'year', width: 150, render: (_, p) => T.staff.year(p.sessions, p.hours) },
        { title: T.staff.cols.last, key: 'last', render: (_, p) => (p.lastDate ? `${p.lastDate} ${p.lastTopic}` : <Typography.Text type="secondary">{T.staff.never}</Typography.Text>) },
        { title: T.staff.cols.state, key: 'state', width: 260, render: (_, p) => (
          <Space size={6} wrap>
            <Tag color={STATE_COLOUR[p.state]}>{T.staff.state[p.state]}</Tag>
            {p.state === 'FAILED' && p.failedTopic && <Typography.Text type="secondary">{T.staff.failedOf(p.failedTopic)}</Typography.Text>}
          </Space>
        ) },
      ]}>
      {add.form}
    </GapList>
  );
}

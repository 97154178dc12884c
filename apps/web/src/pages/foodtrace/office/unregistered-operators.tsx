import type { ReactNode } from 'react';
import { staffHealthResource } from '@foodtrace/contracts';
import { useAddButton } from '../common/add-button';
import { foodtraceApi } from '../common/foodtrace-api';
import { GapList } from '../common/gap-list';
import { OFFICE_TEXT } from './texts';

const T = OFFICE_TEXT.unregistered;
const QUERY_KEY = ['staff-health-unregistered'];

/**
 * 健康证明 → 未登记人员: the names the runs of the year gave as 操作人 with no certificate on file (server
 * shared/staff-health.ts unregisteredOperators), latest first, each with 登记健康证明 (the register's form, name filled in).
 */
export function UnregisteredOperators({ header }: { header: ReactNode }) {
  const add = useAddButton(staffHealthResource, T.add, [[staffHealthResource.key], QUERY_KEY]);
  return (
    <GapList header={header} queryKey={QUERY_KEY} load={foodtraceApi.unregisteredOperators} rowKey="name" empty={T.empty} testId="unregistered-operators" columns={[
      { title: T.cols.name, dataIndex: 'name', width: 200 },
      { title: T.cols.runs, key: 'runs', width: 260, render: (_, o) => T.runs(o.runs, o.lastDay) },
      { title: T.cols.steps, dataIndex: 'steps', render: (steps: string[]) => steps.join('、') },
      { title: T.cols.action, key: 'action', width: 150, render: (_, o) => add.button({ name: o.name }, true) },
    ]}>
      {add.form}
    </GapList>
  );
}

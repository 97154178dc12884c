import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { Button } from 'antd';
import { permissionCode, type ResourceDef } from '@foodtrace/contracts';
import { listQueryKey, usePrefilledAdd, useResourceList, type Worklist } from '@/crud';
import { Has } from '@/lib/permissions';
import { TraceListPage, type TraceListPageProps } from './trace-list-page';
import { useViewSwitch, type ViewTexts } from './view-switch';

type Row = Record<string, unknown>;

export interface RegisterTexts extends ViewTexts<'records' | 'worklist'> {
  /** The worklist row's button, e.g. 登记处置. */
  act: string;
}

export interface RegisterWithWorklistProps {
  /** The register: the records made from the worklist. */
  register: ResourceDef;
  /** What waits for a record: another resource's rows narrowed by the view's own filter (crud worklistOf). */
  worklist: Worklist;
  /** Whether a worklist row still waits (its button shows), and the form's values for it. */
  waits: (row: Row) => boolean;
  prefill: (row: Row) => Row;
  /** The query parameter that lists one record of the register (a trace node's link), e.g. disposalNo. */
  openedBy: string;
  texts: RegisterTexts;
  /** Cells of the worklist's own (a lot's 保质期至 marked when past). */
  worklistCells?: TraceListPageProps['renderers'];
}

const VIEWS = ['records', 'worklist'] as const;

/**
 * A worklist row's button (登记处置, 登记销毁) that adds a record to `register` for it: on the rows that still
 * wait, for whoever may add to that register.
 */
export function worklistAct(register: ResourceDef, label: string, waits: (row: Row) => boolean, act: (row: Row) => void): TraceListPageProps['extraActions'] {
  return {
    labels: [label],
    render: (row) => waits(row) && (
      <Has action={permissionCode(register, 'add')}>
        <Button type="link" size="small" onClick={() => act(row)}>{label}</Button>
      </Has>
    ),
  };
}

/**
 * A register beside the worklist it is written from (不合格品处置 and 待处置批次, CCP 纠偏 and 待纠偏加工单): two
 * views under one switch, and on a worklist row that still waits the register's add form with that row filled
 * in. Saving refreshes both lists, so the row leaves the worklist at once.
 */
export function RegisterWithWorklist({ register, worklist, waits, prefill, openedBy, texts, worklistCells }: RegisterWithWorklistProps) {
  const { view, header } = useViewSwitch(VIEWS, texts);
  const [params] = useSearchParams();
  const opened = params.get(openedBy);
  const fixed = useMemo(() => (opened ? { [openedBy]: opened } : undefined), [opened, openedBy]);
  const records = useResourceList(register, fixed, { enabled: view === 'records' });
  const rows = useResourceList(worklist.resource, worklist.filter, { enabled: view !== 'records' });
  const add = usePrefilledAdd(register, [listQueryKey(register), listQueryKey(worklist.resource)]);
  return (
    <>
      {view === 'records'
        ? <TraceListPage resource={register} list={records} header={header} fixedSearch={fixed} />
        : (
          <TraceListPage resource={worklist.resource} searchResource={worklist.searchResource} list={rows} fixedSearch={worklist.filter} header={header}
            renderers={worklistCells} extraActions={worklistAct(register, texts.act, waits, (row) => add.open(prefill(row)))} />
        )}
      {add.form}
    </>
  );
}

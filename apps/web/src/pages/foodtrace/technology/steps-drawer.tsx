import { useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, Modal, Skeleton } from 'antd';
import { permissionCode, technologyResource } from '@foodtrace/contracts';
import { EditableTable, type ColumnOption, type EditableColumn, type EditableTableHandle, type SlotRender, type TableRow } from '@/components/editable-table';
import type { ResourceRow } from '@/crud';
import { feedback } from '@/lib/feedback';
import { usePermission } from '@/lib/permissions';
import type { StepParamLimit } from '../common/api-types';
import { callResult, queryResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { FT_TEXT } from '../common/texts';
import { paramRows, stepRows, toParams, toSavedSteps } from './steps-model';
import { useInstrumentOptions } from './instrument-options';
import { TECH_TEXT as T } from './texts';
import { validRows } from '../common/valid-rows';

/** The step columns, the monitoring instrument chosen among `instruments` (计量器具 not scrapped, and those the steps name). */
const stepColumns = (instruments: ColumnOption[]): EditableColumn[] => [
  { key: 'stepName', title: T.stepName, type: 'input', width: 150, validateRules: [{ required: true }, { unique: true }] },
  { key: 'isCcp', title: T.isCcp, type: 'checkbox', width: 60 },
  { key: 'hazard', title: T.hazard, type: 'input', width: 160 },
  { key: 'params', title: T.params, type: 'slot', slotName: 'params', width: 110 },
  { key: 'instrumentId', title: T.instrument, type: 'select', width: 200, options: instruments, allowSearch: true },
  { key: 'description', title: T.description, type: 'input', width: 180 },
  { key: 'stepId', title: 'stepId', type: 'hidden' },
];

const PARAM_COLUMNS: EditableColumn[] = [
  { key: 'key', title: T.paramKey, type: 'input', width: 120, validateRules: [{ required: true }, { unique: true }, { pattern: '^[A-Za-z][A-Za-z0-9_]*$', message: T.keyPattern }] },
  { key: 'name', title: T.paramName, type: 'input', width: 140, validateRules: [{ required: true }] },
  { key: 'unit', title: T.paramUnit, type: 'input', width: 90 },
  { key: 'min', title: T.min, type: 'inputNumber', width: 100 },
  {
    key: 'max', title: T.max, type: 'inputNumber', width: 100,
    validateRules: [{ handler: ({ value, row }) => value === '' || value === undefined || value === null || row.min === '' || row.min === undefined || row.min === null || Number(value) >= Number(row.min) || T.maxBelowMin }],
  },
];

interface Editing { row: TableRow; setValues: (v: Record<string, unknown>) => void }

/**
 * 工艺路线: the technology's ordered steps with critical control points, hazards and parameter limits
 * (GET steps / POST saveSteps; the order of the table is the order kept, steps left out are deleted).
 */
export function StepsDrawer({ technology, onClose }: { technology: ResourceRow | null; onClose: () => void }) {
  const id = technology?.id ?? null;
  const queryClient = useQueryClient();
  const canEdit = usePermission(permissionCode(technologyResource, 'edit')) === 'show';
  const table = useRef<EditableTableHandle>(null);
  const params = useRef<EditableTableHandle>(null);
  const [editing, setEditing] = useState<Editing | null>(null);
  const [saving, setSaving] = useState(false);
  const steps = useQuery({ queryKey: ['technology-steps', id], enabled: Boolean(id), queryFn: () => queryResult(foodtraceApi.technologySteps(id!)), retry: false });
  const rows = useMemo(() => stepRows(steps.data ?? []), [steps.data]);
  const instruments = useInstrumentOptions(steps.data ?? []);
  const columns = useMemo(() => stepColumns(instruments), [instruments]);
  const slots = useMemo<Record<string, SlotRender>>(() => ({
    params: ({ row, setValues }) => (
      <Button size="small" onClick={() => setEditing({ row, setValues })}>{T.editParams(((row.params as StepParamLimit[] | undefined) ?? []).length)}</Button>
    ),
  }), []);

  const save = async () => {
    const values = await validRows(table.current, T.invalidRow);
    if (!values) return;
    const built = toSavedSteps(values);
    if ('error' in built) { feedback.message.warning(built.error); return; }
    setSaving(true);
    const saved = await callResult(foodtraceApi.saveTechnologySteps(id!, built.steps));
    setSaving(false);
    if (!saved) return;
    feedback.message.success(T.saved);
    await queryClient.invalidateQueries({ queryKey: ['technology-steps', id] });
  };

  const applyParams = async () => {
    const list = await validRows(params.current, T.invalidRow);
    if (!list) return;
    editing?.setValues({ params: toParams(list) });
    setEditing(null);
  };

  return (
    <Drawer open={Boolean(technology)} onClose={onClose} size={1000} destroyOnHidden title={T.drawerTitle(String(technology?.techName ?? ''))}
      footer={canEdit && <div className="ft-drawer-footer"><Button onClick={onClose}>{FT_TEXT.close}</Button><Button type="primary" loading={saving} onClick={() => void save()}>{FT_TEXT.save}</Button></div>}>
      <Alert type="info" showIcon title={T.hint} style={{ marginBottom: 12 }} />
      {steps.isLoading ? <Skeleton active /> : (
        <EditableTable ref={table} columns={columns} dataSource={rows} slots={slots} rowNumber rowSelection dragSort disabled={!canEdit} maxHeight={480} />
      )}
      <Modal open={Boolean(editing)} title={T.paramsTitle(String(editing?.row.stepName ?? ''))} width={760} onCancel={() => setEditing(null)} onOk={() => void applyParams()}
        okText={FT_TEXT.ok} cancelText={FT_TEXT.cancel} destroyOnHidden>
        {editing && <EditableTable ref={params} columns={PARAM_COLUMNS} dataSource={paramRows((editing.row.params as StepParamLimit[] | undefined) ?? [])} rowNumber rowSelection alwaysEdit disabled={!canEdit} maxHeight={300} />}
      </Modal>
    </Drawer>
  );
}

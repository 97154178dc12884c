import { useEffect, useRef, useState } from 'react';
import { Alert, Button, Drawer, Flex, Form, Typography } from 'antd';
import { CLEANING_TEXT, FORMULA_TEXT, HEALTH_TEXT, INSTRUMENT_TEXT, LOT_KIND, processResource } from '@foodtrace/contracts';
import { EditableTable, type EditableTableHandle, type TableRow } from '@/components/editable-table';
import type { ResourceRow } from '@/crud';
import { toFormValues, toWireValues } from '@/crud/form-values';
import { feedback } from '@/lib/feedback';
import { callResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { RecordFormFields } from '../common/record-form-fields';
import { FT_TEXT } from '../common/texts';
import { buildProcessBody } from './process-body';
import { FormulaPickButton } from './formula-pick-button';
import { outputTotal } from './formula-pick';
import { LineCheck } from './line-check';
import { INPUT_COLUMNS, OUTPUT_COLUMNS, STEP_COLUMNS, STEP_SLOTS } from './process-columns';
import { PROCESS_TEXT as T } from './texts';
import { useDiscardGuard } from '@/crud/use-discard-guard';
import { validRows } from '../common/valid-rows';

export interface ProcessRecordDrawerProps {
  open: boolean;
  /** A planned run to complete (its header is prefilled and its id sent). */
  planned?: ResourceRow | null;
  onClose: () => void;
  onSaved: () => void;
}

const EMPTY: TableRow[] = [];

/**
 * 登记加工: one processing run with its input lots and quantities, its output lots and its step records,
 * sent together (POST /foodtrace/process/record) so the genealogy is never half written. Uses the shared
 * editable table (components/editable-table) for the three lists.
 */
export function ProcessRecordDrawer({ open, planned, onClose, onSaved }: ProcessRecordDrawerProps) {
  const [form] = Form.useForm();
  // Anything typed or picked, in the form or a table, makes closing ask first.
  const { close, touch } = useDiscardGuard(open, onClose, form);
  const inputs = useRef<EditableTableHandle>(null);
  const outputs = useRef<EditableTableHandle>(null);
  const steps = useRef<EditableTableHandle>(null);
  const [stepRows, setStepRows] = useState<TableRow[]>(EMPTY);
  // replaced as a whole by 按配方投料; otherwise the table keeps its own rows
  const [inputRows, setInputRows] = useState<TableRow[]>(EMPTY);
  const [outTotal, setOutTotal] = useState(0);
  const [outputRows] = useState<TableRow[]>(() => [{ id: 'new_output_1', lotKind: LOT_KIND.finished }]);
  const [saving, setSaving] = useState(false);
  const technologyId = Form.useWatch('technologyId', form) as string | undefined;
  const productId = Form.useWatch('productId', form) as string | undefined;
  const readOutTotal = () => outputTotal(outputs.current?.getValues() ?? []);
  const onOutputChange = () => { touch(); setOutTotal(readOutTotal()); };
  const fillInputs = (rows: TableRow[]) => { setInputRows(rows); touch(); };

  useEffect(() => {
    if (!open || !technologyId) { setStepRows(EMPTY); return; }
    let live = true;
    void callResult(foodtraceApi.technologySteps(technologyId)).then((list) => {
      if (!live || !list) return;
      setStepRows(list.map((s, i) => ({ id: `new_step_${i}_${s.id ?? ''}`, stepId: s.id, stepName: s.stepName, isCcp: s.isCcp, limits: s.params, paramValues: {} })));
    });
    return () => { live = false; };
  }, [open, technologyId]);

  // the drawer stays mounted between runs: the next one starts without the lots proposed for this one
  useEffect(() => {
    if (open) return;
    setInputRows(EMPTY);
    setOutTotal(0);
  }, [open]);

  const rowsOf = (table: EditableTableHandle | null, title: string) => validRows(table, (row, message) => T.invalidRow(title, row, message));

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const i = await rowsOf(inputs.current, T.inputs);
    const o = i && await rowsOf(outputs.current, T.outputs);
    const s = o && await rowsOf(steps.current, T.steps);
    if (!i || !o || !s) return;
    const built = buildProcessBody(toWireValues(processResource, values), { inputs: i, outputs: o, steps: s }, planned?.id);
    if ('error' in built) { feedback.message.warning(built.error); return; }
    setSaving(true);
    const answer = await callResult(foodtraceApi.recordProcess(built.body));
    setSaving(false);
    if (!answer) return;
    const lots = answer.outputs.map((x) => x.lotNo).join('、');
    // A critical control point that deviated (a reading missed or out of its limits) holds the outputs: say so loudly.
    if (answer.ccpDeviations.length) feedback.message.warning(T.savedWithDeviation(lots, answer.ccpDeviations.join('；')), 8);
    else feedback.message.success(T.saved(lots));
    // an input's allergen the product's label does not declare: the label (or the recipe) must change before it ships
    if (answer.undeclaredAllergens.length) feedback.message.warning(T.undeclaredAllergens(answer.undeclaredAllergens.join('、')), 10);
    if (answer.unfitOperators.length) feedback.message.warning(HEALTH_TEXT.recorded(answer.unfitOperators.join('、')), 10);
    if (answer.lapsedMonitors.length) feedback.message.warning(INSTRUMENT_TEXT.recorded(answer.lapsedMonitors.join('；')), 10);
    if (answer.uncleanedLine) feedback.message.warning(CLEANING_TEXT.recorded(answer.uncleanedLine), 10);
    if (answer.formulaDeviations.length) feedback.message.warning(FORMULA_TEXT.deviations(answer.formulaDeviations), 10);
    onSaved();
    onClose();
  };

  return (
    <Drawer open={open} onClose={close} size={1180} destroyOnHidden title={planned ? T.completeTitle(String(planned.processNo ?? '')) : T.recordTitle}
      footer={<div className="ft-drawer-footer"><Button onClick={close}>{FT_TEXT.cancel}</Button><Button type="primary" loading={saving} onClick={() => void submit()}>{FT_TEXT.submit}</Button></div>}>
      <Form form={form} layout="vertical" name="process-record" initialValues={planned ? toFormValues(processResource, planned) : undefined} clearOnDestroy>
        <RecordFormFields resource={processResource} columns={3} />
      </Form>
      <LineCheck form={form} />
      <Flex justify="space-between" align="center">
        <Typography.Title level={5}>{T.inputs}</Typography.Title>
        <FormulaPickButton productId={productId} outTotal={outTotal} readOutTotal={readOutTotal} onFill={fillInputs} />
      </Flex>
      <Alert type="info" showIcon title={T.inputsHint} style={{ marginBottom: 8 }} />
      <EditableTable ref={inputs} onValueChange={touch} columns={INPUT_COLUMNS} dataSource={inputRows} rowNumber rowSelection maxHeight={260} />
      <Typography.Title level={5} style={{ marginTop: 20 }}>{T.outputs}</Typography.Title>
      <Alert type="info" showIcon title={T.outputsHint} style={{ marginBottom: 8 }} />
      <EditableTable ref={outputs} onValueChange={onOutputChange} columns={OUTPUT_COLUMNS} dataSource={outputRows} rowNumber rowSelection alwaysEdit maxHeight={220} />
      <Typography.Title level={5} style={{ marginTop: 20 }}>{T.steps}</Typography.Title>
      <Alert type="info" showIcon title={T.stepsHint} style={{ marginBottom: 8 }} />
      <EditableTable ref={steps} onValueChange={touch} columns={STEP_COLUMNS} dataSource={stepRows} slots={STEP_SLOTS} rowNumber rowSelection dragSort maxHeight={320} />
    </Drawer>
  );
}

import { InputNumber, Space, Tag, Tooltip } from 'antd';
import { LOT_KIND, LOT_NO_PATTERN, type LotKind } from '@foodtrace/contracts';
import type { EditableColumn, SlotRender } from '@/components/editable-table';
import type { StepParamLimit } from '../common/api-types';
import { releasedLotSource, withinAvailable } from '../common/lot-source';
import { outOfLimits } from './process-body';
import { PROCESS_TEXT as T } from './texts';

const INPUT_KINDS: readonly LotKind[] = [LOT_KIND.raw, LOT_KIND.wip, LOT_KIND.finished];

/** Picker rows → the row: the lot, what is left of it and its unit (the quantity is in the lot's unit). */
const LOT_FIELDS = { orgFields: 'lotNo,id,itemName,available,unitText,unit', destFields: 'lotNo,lotId,itemName,available,unitText,unit' };

/** 投入批次: released lots only, quantity at most what is left (the server checks again). */
export const INPUT_COLUMNS: EditableColumn[] = [
  {
    key: 'lotNo', title: T.lotNo, type: 'popup', width: 200, popupCode: 'released-lots', ...LOT_FIELDS,
    // No cell rule here: a blur error re-wraps the cell (tooltip) and would close the picker as it opens;
    // a row without a lot is reported by buildProcessBody instead.
    props: { source: releasedLotSource(INPUT_KINDS, T.pickLot) },
  },
  { key: 'itemName', title: T.itemName, type: 'input', width: 180, disabled: true },
  { key: 'available', title: T.available, type: 'inputNumber', width: 110, disabled: true },
  { key: 'quantity', title: T.quantity, type: 'inputNumber', width: 130, statistics: 'sum', statisticsGroupBy: 'unitText', validateRules: [{ required: true }, withinAvailable] },
  { key: 'unitText', title: T.unit, type: 'input', width: 80, disabled: true },
  { key: 'lotId', title: 'lotId', type: 'hidden' },
  { key: 'unit', title: 'unit', type: 'hidden' },
];

/** 产出批次: work in progress or finished, in the product's unit; lot number and expiry optional. */
export const OUTPUT_COLUMNS: EditableColumn[] = [
  {
    key: 'lotKind', title: T.outKind, type: 'select', width: 120, defaultValue: LOT_KIND.finished,
    options: [{ value: LOT_KIND.finished, text: T.kinds.FINISHED }, { value: LOT_KIND.wip, text: T.kinds.WIP }], validateRules: [{ required: true }],
  },
  { key: 'outQuantity', title: T.outQuantity, type: 'inputNumber', width: 130, statistics: 'sum', validateRules: [{ required: true }, { pattern: 'n' }] },
  {
    key: 'outLotNo', title: T.outLotNo, type: 'input', width: 180, placeholder: T.outLotNoPlaceholder,
    validateRules: [{ unique: true }, { pattern: LOT_NO_PATTERN, message: '批号最多 20 位，只能包含字母、数字和 _ . -' }],
  },
  { key: 'expiryDate', title: T.expiryDate, type: 'date', width: 150 },
  { key: 'remark', title: T.remark, type: 'input', width: 200 },
];

/** 工序记录: the technology's steps with their parameter limits; a CCP is marked. */
export const STEP_COLUMNS: EditableColumn[] = [
  { key: 'stepName', title: T.stepName, type: 'input', width: 140, validateRules: [{ required: true }] },
  { key: 'ccp', title: T.ccp, type: 'slot', slotName: 'ccp', width: 70 },
  { key: 'startTime', title: T.startTime, type: 'datetime' },
  { key: 'endTime', title: T.endTime, type: 'datetime' },
  { key: 'params', title: T.params, type: 'slot', slotName: 'params', width: 360 },
  {
    key: 'result', title: T.result, type: 'select', width: 100,
    options: [{ value: 'OK', text: T.stepResults.OK }, { value: 'DEVIATION', text: T.stepResults.DEVIATION }],
  },
  { key: 'operator', title: T.operator, type: 'input', width: 110 },
  { key: 'remark', title: T.remark, type: 'input', width: 160 },
  { key: 'stepId', title: 'stepId', type: 'hidden' },
];

export const STEP_SLOTS: Record<string, SlotRender> = {
  ccp: ({ row }) => (row.isCcp ? <Tag color="red">CCP</Tag> : null),
  params: ({ row, setValues }) => {
    const limits = (row.limits as StepParamLimit[] | undefined) ?? [];
    const values = (row.paramValues as Record<string, unknown> | undefined) ?? {};
    if (!limits.length) return <span className="ft-muted">—</span>;
    return (
      <Space wrap size={[8, 4]}>
        {limits.map((p) => (
          <Tooltip key={p.key} title={`${p.name} ${T.limit(p.min, p.max, p.unit)}`}>
            <InputNumber
              size="small" style={{ width: 160 }} prefix={p.name} suffix={p.unit ?? undefined}
              value={values[p.key] as number | undefined} status={outOfLimits(p, values[p.key]) ? 'error' : undefined}
              onChange={(v) => setValues({ paramValues: { ...values, [p.key]: v ?? undefined } })}
            />
          </Tooltip>
        ))}
      </Space>
    );
  },
};

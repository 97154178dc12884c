import { Select, Space, Tag } from 'antd';
import { ADDITIVE_CATEGORY, FORMULA_DEFAULT_TOLERANCE } from '@foodtrace/contracts';
import type { EditableColumn, SlotProps, SlotRender } from '@/components/editable-table';
import { useUnitText } from '../common/use-unit-text';
import { MATERIAL_KINDS, kindOf, materialValues, type Material, type MaterialKind } from './formula-model';
import { FORMULA_UI_TEXT as T } from './texts';

const blank = (v: unknown) => v === null || v === undefined || v === '';

/** The lines of a formula; the material is a slot, its choices depending on the row's kind (原料 / 半成品). */
export const FORMULA_COLUMNS: EditableColumn[] = [
  {
    key: 'kind', title: T.kind, type: 'select', width: 110, defaultValue: 'crude',
    options: MATERIAL_KINDS.map((k) => ({ value: k, text: T.kinds[k] })), validateRules: [{ required: true }],
  },
  { key: 'materialId', title: T.material, type: 'slot', slotName: 'material', width: 300 },
  { key: 'quantity', title: T.quantity, type: 'inputNumber', width: 120, validateRules: [{ required: true }, { handler: ({ value }) => blank(value) || Number(value) > 0 || T.positive }] },
  { key: 'unit', title: T.unit, type: 'slot', slotName: 'unit', width: 80 },
  {
    key: 'tolerancePct', title: T.tolerance, type: 'inputNumber', width: 120, defaultValue: FORMULA_DEFAULT_TOLERANCE,
    validateRules: [{ required: true }, { handler: ({ value }) => blank(value) || (Number(value) >= 0 && Number(value) <= 100) || T.percent }],
  },
  { key: 'remark', title: T.remark, type: 'input', width: 180 },
];

function MaterialCell({ row, setValues, materials, disabled }: Pick<SlotProps, 'row' | 'setValues'> & { materials: Record<MaterialKind, Material[]>; disabled: boolean }) {
  const { unitText } = useUnitText();
  const kind = kindOf(row.kind);
  const list = kind ? materials[kind] : [];
  return (
    <Space size={4}>
      <Select<string> size="small" style={{ width: 200 }} aria-label={T.material} placeholder={T.pickMaterial} allowClear disabled={disabled || !kind}
        value={typeof row.materialId === 'string' && row.materialId ? row.materialId : undefined}
        showSearch={{ optionFilterProp: 'label' }}
        options={list.map((m) => ({ value: m.id, label: m.unit ? `${m.name}（${unitText(m.unit)}）` : m.name }))}
        onChange={(id) => setValues(materialValues(list.find((m) => m.id === id) ?? null))} />
      {/* an additive's amount is bounded by GB 2760: the line stands out, as its excess is said apart */}
      {row.category === ADDITIVE_CATEGORY && <Tag color="orange">{T.additive}</Tag>}
    </Space>
  );
}

function UnitCell({ code }: { code: unknown }) {
  const { unitText } = useUnitText();
  return <span className="et-text">{unitText(typeof code === 'string' ? code : null)}</span>;
}

export const formulaSlots = (materials: Record<MaterialKind, Material[]>, disabled: boolean): Record<string, SlotRender> => ({
  material: ({ row, setValues }) => <MaterialCell row={row} setValues={setValues} materials={materials} disabled={disabled} />,
  unit: ({ row }) => <UnitCell code={row.unit} />,
});

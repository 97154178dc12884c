import { useCallback, useMemo, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Drawer, InputNumber, Skeleton, Space } from 'antd';
import { FORMULA_TEXT, FT_PERMS, type FormulaLine } from '@foodtrace/contracts';
import { EditableTable, type EditableTableHandle, type ValueChangeEvent } from '@/components/editable-table';
import type { ResourceRow } from '@/crud';
import { feedback } from '@/lib/feedback';
import { usePermission } from '@/lib/permissions';
import { callResult, queryResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { FT_TEXT } from '../common/texts';
import { useUnitText } from '../common/use-unit-text';
import { FORMULA_COLUMNS, formulaSlots } from './formula-columns';
import { formulaRows, materialValues, toSavedFormula } from './formula-model';
import { useMaterials } from './material-options';
import { FORMULA_UI_TEXT as T } from './texts';
import { validRows } from '../common/valid-rows';

const NO_LINES: FormulaLine[] = [];

/**
 * 产品配方: the materials of a standard batch of the product, each with its quantity and tolerance (GET formula /
 * POST saveFormula; the table's order is the order kept, lines left out are deleted, no line clears the formula).
 */
export function FormulaDrawer({ product, onClose }: { product: ResourceRow | null; onClose: () => void }) {
  const id = product?.id ?? null;
  const queryClient = useQueryClient();
  const canEdit = usePermission(FT_PERMS.productFormulaEdit) === 'show';
  const { unitText } = useUnitText();
  const table = useRef<EditableTableHandle>(null);
  // the batch as typed, for the product it was typed for (the drawer stays mounted from one product to the next)
  const [typed, setTyped] = useState<{ id: string | null; qty: number | null } | null>(null);
  const [saving, setSaving] = useState(false);
  const formula = useQuery({ queryKey: ['product-formula', id], enabled: Boolean(id), queryFn: () => queryResult(foodtraceApi.productFormula(id!)), retry: false });
  const rows = useMemo(() => formulaRows(formula.data), [formula.data]);
  const materials = useMaterials(id, formula.data?.lines ?? NO_LINES);
  const slots = useMemo(() => formulaSlots(materials, !canEdit), [materials, canEdit]);
  const batchQty = typed?.id === id ? typed.qty : formula.data?.batchQty ?? null;

  // another kind of material: the one chosen is not of it
  const onValueChange = useCallback((e: ValueChangeEvent) => {
    if (e.column.key === 'kind' && e.value !== e.oldValue) table.current?.setValues([{ rowId: e.row.id, values: materialValues(null) }]);
  }, []);

  const save = async () => {
    const values = await validRows(table.current, T.invalidRow);
    if (!values) return;
    const built = toSavedFormula(id!, batchQty, values);
    if ('error' in built) { feedback.message.warning(built.error); return; }
    setSaving(true);
    const saved = await callResult(foodtraceApi.saveProductFormula(built.body));
    setSaving(false);
    if (!saved) return;
    feedback.message.success(FORMULA_TEXT.saved);
    setTyped(null);
    await queryClient.invalidateQueries({ queryKey: ['product-formula', id] });
  };

  const loaded = formula.isSuccess;
  return (
    <Drawer open={Boolean(product)} onClose={onClose} size={1120} destroyOnHidden title={FORMULA_TEXT.drawerTitle(String(product?.name ?? ''))}
      footer={canEdit && loaded && <div className="ft-drawer-footer"><Button onClick={onClose}>{FT_TEXT.close}</Button><Button type="primary" loading={saving} onClick={() => void save()}>{FT_TEXT.save}</Button></div>}>
      <Alert type="info" showIcon title={T.hint} style={{ marginBottom: 12 }} />
      {formula.isError && <Alert type="error" showIcon title={formula.error.message} />}
      {formula.isLoading && <Skeleton active />}
      {loaded && (
        <>
          <Space style={{ marginBottom: 12 }}>
            <span>{T.batchQty}</span>
            <InputNumber<number> aria-label={T.batchQty} min={0} disabled={!canEdit} value={batchQty} style={{ width: 160 }}
              onChange={(v) => setTyped({ id, qty: v })} />
            <span>{unitText(typeof product?.unit === 'string' ? product.unit : null)}</span>
          </Space>
          <EditableTable ref={table} columns={FORMULA_COLUMNS} dataSource={rows} slots={slots} onValueChange={onValueChange}
            rowNumber rowSelection dragSort disabled={!canEdit} maxHeight={480} />
        </>
      )}
    </Drawer>
  );
}

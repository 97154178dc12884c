import { useState } from 'react';
import { Button } from 'antd';
import { FORMULA_TEXT, FT_PERMS, productResource } from '@foodtrace/contracts';
import { useResourceList, type ResourceRow } from '@/crud';
import { Has } from '@/lib/permissions';
import { TraceListPage } from './common/trace-list-page';
import { FormulaDrawer } from './formula/formula-drawer';

/**
 * 产品管理 (spec §2.3): name, type, GTIN-14, spec, shelf life, executive standard, licence — what the public page shows;
 * each product with its 配方, what 登记加工 puts in by and checks the inputs against.
 */
export default function ProductManageList() {
  const list = useResourceList(productResource);
  const [open, setOpen] = useState<ResourceRow | null>(null);
  return (
    <>
      <TraceListPage resource={productResource} list={list}
        extraActions={{ labels: [FORMULA_TEXT.title], render: (row) => (
          <Has action={FT_PERMS.productFormula}><Button type="link" size="small" onClick={() => setOpen(row)}>{FORMULA_TEXT.title}</Button></Has>
        ) }} />
      <FormulaDrawer product={open} onClose={() => setOpen(null)} />
    </>
  );
}

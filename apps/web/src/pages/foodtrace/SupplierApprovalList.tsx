import { supplierApprovalResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { TraceListPage } from './common/trace-list-page';
import { REVIEW_CELLS } from './common/due-dates';

/**
 * 合格供方: which supplier may deliver which raw material, from the evaluation that admitted it; the latest
 * decision of a supplier for a material is what 原料入库 holds it to. 下次复评 says when a review is due.
 */
export default function SupplierApprovalList() {
  const list = useResourceList(supplierApprovalResource);
  return <TraceListPage resource={supplierApprovalResource} list={list} renderers={REVIEW_CELLS} />;
}

import { productResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { TraceListPage } from './common/trace-list-page';

/** 产品管理 (spec §2.3): name, type, GTIN-14, spec, shelf life, executive standard, licence — what the public page shows. */
export default function ProductManageList() {
  const list = useResourceList(productResource);
  return <TraceListPage resource={productResource} list={list} />;
}

import { productResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 产品管理 (spec §2.3): name, type, GTIN-14, spec, shelf life, executive standard, licence — what the public page shows. */
export default function ProductManageList() {
  return <ResourceListPage resource={productResource} />;
}

import { fileManageResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 文件管理: inspection reports, certificates and images by their stored path. */
export default function FileManageList() {
  return <ResourceListPage resource={fileManageResource} />;
}

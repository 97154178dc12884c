import { positionResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 职务管理 (spec §2.3 System pages: positions); everything comes from the shared definition. */
export default function PositionList() {
  return <ResourceListPage resource={positionResource} />;
}

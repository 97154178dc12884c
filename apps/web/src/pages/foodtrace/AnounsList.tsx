import { anounsResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';

/** 食品安全公告: public food-safety announcements (plain-text content). */
export default function AnounsList() {
  return <ResourceListPage resource={anounsResource} />;
}

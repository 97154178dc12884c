import { anounsResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { TraceListPage } from './common/trace-list-page';

/** 食品安全公告: public food-safety announcements (plain-text content); 已发布 shows green, 草稿 gold. */
export default function AnounsList() {
  const list = useResourceList(anounsResource);
  return <TraceListPage resource={anounsResource} list={list} />;
}

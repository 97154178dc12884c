import { cleaningResource } from '@foodtrace/contracts';
import { useResourceList } from '@/crud';
import { TraceListPage } from './common/trace-list-page';

/**
 * 清洗消毒 (GB 14881 8.2; the CIP of a dairy's lines): each cleaning, latest first, 合格 green and 不合格 red. A run is
 * judged by its line's verified cleanings (server shared/cleaning.ts): its record and detail warn of a line not
 * cleaned within 24 hours before it began.
 */
export default function CleaningList() {
  const list = useResourceList(cleaningResource);
  return <TraceListPage resource={cleaningResource} list={list} />;
}

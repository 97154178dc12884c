import { LIST_SCOPE_KEY, STAFF_HEALTH_SCOPE, staffHealthResource } from '@foodtrace/contracts';
import { useResourceList, withoutSearch } from '@/crud';
import { TraceListPage } from './common/trace-list-page';
import { useDueViews } from './common/due-views';
import { CERT_CELLS, CERT_HISTORY_CELLS } from './common/due-dates';
import { OFFICE_TEXT } from './office/texts';
import { UnregisteredOperators } from './office/unregistered-operators';

const SEARCH_VIEW = withoutSearch(staffHealthResource, 'validUntil');
/** Each person's latest certificate, not one a renewal replaced. */
const CURRENT = { [LIST_SCOPE_KEY]: STAFF_HEALTH_SCOPE.current };

/**
 * 健康证明 (从业人员健康管理): each worker's yearly health certificate, soonest to lapse first: each person's latest,
 * lapsed, or lapsing within 30 days (what 资质证照提醒 announces), or every record, renewed ones too; or, under
 * 未登记人员, the 操作人 of the year's runs with none on file. A run whose 操作人 worked without one in force is saved
 * with a warning, and its trace report lists it among the findings.
 */
export default function StaffHealthList() {
  const { view, fixed, header } = useDueViews(OFFICE_TEXT.healthViews, 'validUntil', CURRENT);
  const list = useResourceList(staffHealthResource, fixed, { enabled: view !== 'unregistered' });
  if (view === 'unregistered') return <UnregisteredOperators header={header} />;
  return <TraceListPage resource={staffHealthResource} searchResource={SEARCH_VIEW} list={list} fixedSearch={fixed} renderers={view === 'history' ? CERT_HISTORY_CELLS : CERT_CELLS} header={header} />;
}

import { LIST_SCOPE_KEY, OFFICE_CERT_SCOPE, officeCertResource } from '@foodtrace/contracts';
import { useResourceList, withoutSearch } from '@/crud';
import { TraceListPage } from './common/trace-list-page';
import { useDueViews } from './common/due-views';
import { CERT_CELLS, CERT_HISTORY_CELLS } from './common/due-dates';
import { OFFICE_TEXT as T } from './office/texts';
import { UncoveredOffices } from './office/uncovered-offices';

/** The search form without 有效期至: the switch above the list chooses it. */
const SEARCH_VIEW = withoutSearch(officeCertResource, 'validUntil');
/** Each organisation's latest certificate of each kind, not one a renewal replaced. */
const CURRENT = { [LIST_SCOPE_KEY]: OFFICE_CERT_SCOPE.current };

/**
 * 资质证照: the licences and certifications of suppliers, carriers and agencies, soonest to run out first: each
 * organisation's latest of each kind, lapsed, or lapsing within CERT_WARN_DAYS (what 资质证照提醒 announces), or every
 * record, renewed ones too; or, under 缺少证照, the organisations we deal with that have no licence in force at all.
 */
export default function OfficeCertList() {
  const { view, fixed, header } = useDueViews(T.certViews, 'validUntil', CURRENT);
  const list = useResourceList(officeCertResource, fixed, { enabled: view !== 'uncovered' });
  if (view === 'uncovered') return <UncoveredOffices header={header} />;
  return <TraceListPage resource={officeCertResource} searchResource={SEARCH_VIEW} list={list} fixedSearch={fixed} renderers={view === 'history' ? CERT_HISTORY_CELLS : CERT_CELLS} header={header} />;
}

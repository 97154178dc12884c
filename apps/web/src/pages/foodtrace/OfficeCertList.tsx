import { officeCertResource } from '@foodtrace/contracts';
import { useResourceList, withoutSearch } from '@/crud';
import { TraceListPage } from './common/trace-list-page';
import { useDueViews } from './common/due-views';
import { CERT_CELLS } from './common/due-dates';
import { OFFICE_TEXT as T } from './office/texts';
import { UncoveredOffices } from './office/uncovered-offices';

/** The search form without 有效期至: the switch above the list chooses it. */
const SEARCH_VIEW = withoutSearch(officeCertResource, 'validUntil');

/**
 * 资质证照: the licences and certifications of suppliers, carriers and agencies, soonest to run out first; the
 * switch shows the lapsed ones or those within CERT_WARN_DAYS, or, under 缺少证照, the organisations we deal with
 * that have no licence in force at all.
 */
export default function OfficeCertList() {
  const { view, fixed, header } = useDueViews(T.certViews, 'validUntil');
  const list = useResourceList(officeCertResource, fixed, { enabled: view !== 'uncovered' });
  if (view === 'uncovered') return <UncoveredOffices header={header} />;
  return <TraceListPage resource={officeCertResource} searchResource={SEARCH_VIEW} list={list} fixedSearch={fixed} renderers={CERT_CELLS} header={header} />;
}

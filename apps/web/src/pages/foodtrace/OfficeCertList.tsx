import { useMemo } from 'react';
import { Segmented } from 'antd';
import dayjs from 'dayjs';
import { CERT_WARN_DAYS, officeCertResource } from '@foodtrace/contracts';
import { useResourceList, withoutSearch } from '@/crud';
import { TraceListPage } from './common/trace-list-page';
import { useViewParam } from './common/use-view-param';
import { CERT_CELLS } from './common/due-dates';
import { OFFICE_TEXT as T } from './office/texts';
import { UncoveredOffices } from './office/uncovered-offices';

type View = keyof typeof T.certViews;
const VIEWS = Object.keys(T.certViews) as View[];

/** The search form without 有效期至: the switch above the list chooses it. */
const SEARCH_VIEW = withoutSearch(officeCertResource, 'validUntil');

/**
 * 资质证照: the licences and certifications of suppliers, carriers and agencies, soonest to run out first; the
 * switch shows the lapsed ones or those within CERT_WARN_DAYS (what the 资质证照提醒 job announces), or, under
 * 缺少证照, the organisations we deal with that have no licence in force at all.
 */
export default function OfficeCertList() {
  const [view, setView] = useViewParam(VIEWS);
  const fixed = useMemo(() => {
    const today = dayjs().startOf('day');
    if (view === 'expired') return { validUntil: [null, today.subtract(1, 'day')] };
    if (view === 'expiring') return { validUntil: [today, today.add(CERT_WARN_DAYS, 'day')] };
    return {};
  }, [view]);
  const list = useResourceList(officeCertResource, fixed);
  const views = (
    <Segmented<View> className="cert-views" value={view} onChange={setView} style={{ marginBottom: 16 }}
      options={VIEWS.map((k) => ({ value: k, label: T.certViews[k] }))} />
  );
  if (view === 'uncovered') return <UncoveredOffices header={views} />;
  return <TraceListPage resource={officeCertResource} searchResource={SEARCH_VIEW} list={list} fixedSearch={fixed} renderers={CERT_CELLS} header={views} />;
}

import { Space, Tag } from 'antd';
import { INSTRUMENT_SCOPE, INSTRUMENT_STATUS, LIST_SCOPE_KEY, YES, instrumentResource } from '@foodtrace/contracts';
import { useResourceList, withoutSearch, type CellRender } from '@/crud';
import { TraceListPage } from './common/trace-list-page';
import { CertValidity } from './common/due-dates';
import { useViewSwitch } from './common/view-switch';
import { INSTRUMENT_VIEWS } from './instrument/texts';

const VIEWS = ['all', 'due'] as const;
/** 待检定: the server's scope, as the home figure and the reminder count it. */
const DUE = { [LIST_SCOPE_KEY]: INSTRUMENT_SCOPE.due };
const ALL = {};
/** In 待检定 有效期至 and 状态 are the view's own: not asked again in the search bar. */
const DUE_SEARCH = withoutSearch(withoutSearch(instrumentResource, 'validUntil'), 'status');
/**
 * 有效期至 with where it stands, for an instrument in use (one stopped or scrapped is due for nothing); the name marked
 * CCP for a critical control point's monitoring instrument.
 */
const CELLS: Record<string, CellRender> = {
  name: (value, row) => (row.ccp === YES
    ? <Space size={6}><span>{String(value ?? '')}</span><Tag color="purple" title={INSTRUMENT_VIEWS.ccpTitle}>CCP</Tag></Space>
    : String(value ?? '')),
  validUntil: (value, row) => (row.status === INSTRUMENT_STATUS.inUse ? <CertValidity validUntil={value} /> : String(value ?? '')),
};

/**
 * 计量器具 (检定校准): the instruments whose readings the inspections and the CCP records rest on, soonest to run out
 * first: all of them, or 待检定 — those in use whose 检定/校准 has run out or runs out within 30 days (the list scope
 * `due`, shared/instruments.ts on the server, which the home page's 检定到期 and 资质证照提醒 count too).
 */
export default function InstrumentList() {
  const { view, header } = useViewSwitch(VIEWS, INSTRUMENT_VIEWS);
  const fixed = view === 'due' ? DUE : ALL;
  const list = useResourceList(instrumentResource, fixed);
  return <TraceListPage resource={instrumentResource} searchResource={view === 'due' ? DUE_SEARCH : undefined} list={list} fixedSearch={fixed}
    renderers={CELLS} header={header} />;
}

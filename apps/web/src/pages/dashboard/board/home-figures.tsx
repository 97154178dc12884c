import { useMemo } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { useMenuNavigate } from '@/components/layout/use-menu-navigate';
import { SCREENS } from '@/pages/foodtrace/common/screen-paths';
import { useScreenLink } from '@/pages/foodtrace/common/use-screen-link';
import { EChart, trendOption } from '@/components/charts';
import { ACTIVITIES, ACTIVITY_COLORS, trendSeries } from './board-model';
import { dashboardApi } from './dashboard-api';
import { StatCard } from './stat-card';
import { BOARD_TEXT } from './texts';
import { useBoardQuery } from './use-board';
import './board.css';

const TREND_DAYS = 30;
/** Figures that ask for someone's action: red when not zero. */
const ALARMING = new Set<string>(['pendingCorrections', 'recalledLots', 'undisposedLots', 'openSuggestions', 'drillsDue', 'certsDue', 'uncoveredOffices', 'expiredLots', 'samplesDue',
  'safetyGaps', 'openHazards', 'healthDue', 'unregisteredStaff', 'staffToTrain', 'instrumentsDue']);
/** …and what asks for it soon (临期: use or ship first): orange, as 批次库存 marks those days. */
const WARNING = new Set<string>(['expiringLots']);
const figureColor = (k: string, value: number) => (value <= 0 ? undefined : ALARMING.has(k) ? '#cf1322' : WARNING.has(k) ? '#d46b08' : undefined);

type Total = keyof typeof BOARD_TEXT.totals;
const WORKLIST = { view: 'worklist' };
/**
 * Where what a figure counts is dealt with: its screen, on the view that lists it (`?view=`, use-view-param). A
 * figure links only for a user whose menu has that screen, at the path that menu gives it (useScreenLink).
 */
const FIGURE_LINKS: Partial<Record<Total, [string, Record<string, string>?]>> = {
  pendingLots: [SCREENS.checkout],
  pendingCorrections: [SCREENS.ccpCorrection, WORKLIST],
  undisposedLots: [SCREENS.lotDisposal, WORKLIST],
  recalledLots: [SCREENS.recall],
  openSuggestions: [SCREENS.consumerSuggest],
  drillsDue: [SCREENS.recall],
  certsDue: [SCREENS.officeCert],
  uncoveredOffices: [SCREENS.officeCert, { view: 'uncovered' }],
  instrumentsDue: [SCREENS.instrument, { view: 'due' }],
  stockLots: [SCREENS.lotStock],
  expiringLots: [SCREENS.lotStock, { view: 'nearExpiry' }],
  expiredLots: [SCREENS.lotStock, { view: 'expired' }],
  samplesDue: [SCREENS.checkout, { view: 'samplesDue' }],
  safetyGaps: [SCREENS.safetyCheck, { view: 'gaps' }],
  openHazards: [SCREENS.safetyCheck, { view: 'open' }],
  healthDue: [SCREENS.staffHealth],
  unregisteredStaff: [SCREENS.staffHealth, { view: 'unregistered' }],
  staffToTrain: [SCREENS.staffTraining, { view: 'staff' }],
};

/**
 * The home page's figures (spec §2.3 analysis): today's and recent intake, production, inspections passed
 * and failed, shipments and scans with 30-day lines, the totals, and the 30-day trend. Shown only to users
 * with foodtrace:dashboard:view; loaded as its own chunk after the greeting.
 */
export default function HomeFigures() {
  const summary = useBoardQuery(['summary'], dashboardApi.summary);
  const screenLink = useScreenLink();
  const go = useMenuNavigate();
  const linkOf = (k: Total) => {
    const target = FIGURE_LINKS[k];
    return (target && screenLink(...target)) ?? undefined;
  };
  const trend = useBoardQuery(['trend', TREND_DAYS], () => dashboardApi.trend(TREND_DAYS));
  const chart = useMemo(() => trend.data && trendOption(trendSeries(trend.data, ['intakes', 'processRuns', 'shipments', 'inspectionsFailed'], { bars: ['inspectionsFailed'] })), [trend.data]);
  if (!summary.allowed) return null;
  const s = summary.data;
  const t = trend.data;

  return (
    <div className="home-figures">
      <Row gutter={[12, 12]}>
        {ACTIVITIES.map((a) => (
          <Col key={a} xs={12} md={8} xl={4}>
            {s && t ? (
              <StatCard title={BOARD_TEXT.activities[a]} unit={BOARD_TEXT.units[a]} color={ACTIVITY_COLORS[a]}
                today={s.today[a]} last7={s.last7Days[a]} last30={s.last30Days[a]} trend={t.series[a]} days={t.days} />
            ) : <Card size="small" loading className="stat-card" />}
          </Col>
        ))}
      </Row>
      <Row gutter={[12, 12]} style={{ marginTop: 12 }}>
        {/* the figures' card a little wider than a third: four figures a row, five-character labels whole, from 1200 px */}
        <Col xs={24} xl={15}>
          <Card title={BOARD_TEXT.trend30} size="small" className="home-card">
            <EChart option={chart ?? {}} loading={trend.isLoading} height={280} ariaLabel={BOARD_TEXT.trend30} />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card title={BOARD_TEXT.figuresTitle} size="small" className="home-card" loading={summary.isLoading}>
            {s && (
              <div className="totals-grid">
                {(Object.keys(BOARD_TEXT.totals) as Total[]).map((k) => {
                  const figure = (
                    <Statistic title={BOARD_TEXT.totals[k]} value={s.totals[k]}
                      styles={{ content: { color: figureColor(k, s.totals[k]) } }} />
                  );
                  const link = linkOf(k);
                  return link
                    ? <button key={k} type="button" className="totals-grid__link" onClick={() => go(link)} title={BOARD_TEXT.openFigure(BOARD_TEXT.totals[k])}>{figure}</button>
                    : <div key={k}>{figure}</div>;
                })}
              </div>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}

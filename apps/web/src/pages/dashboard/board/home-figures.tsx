import { useMemo } from 'react';
import { Card, Col, Row, Statistic } from 'antd';
import { EChart, trendOption } from '@/components/charts';
import { ACTIVITIES, ACTIVITY_COLORS, trendSeries } from './board-model';
import { dashboardApi } from './dashboard-api';
import { StatCard } from './stat-card';
import { BOARD_TEXT } from './texts';
import { useBoardQuery } from './use-board';
import './board.css';

const TREND_DAYS = 30;
/** Figures that ask for someone's action: red when not zero. */
const ALARMING = new Set<string>(['pendingCorrections', 'recalledLots', 'undisposedLots', 'openSuggestions', 'drillsDue', 'certsDue', 'uncoveredOffices']);

/**
 * The home page's figures (spec §2.3 analysis): today's and recent intake, production, inspections passed
 * and failed, shipments and scans with 30-day lines, the totals, and the 30-day trend. Shown only to users
 * with foodtrace:dashboard:view; loaded as its own chunk after the greeting.
 */
export default function HomeFigures() {
  const summary = useBoardQuery(['summary'], dashboardApi.summary);
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
        <Col xs={24} xl={16}>
          <Card title={BOARD_TEXT.trend30} size="small" className="home-card">
            <EChart option={chart ?? {}} loading={trend.isLoading} height={280} ariaLabel={BOARD_TEXT.trend30} />
          </Card>
        </Col>
        <Col xs={24} xl={8}>
          <Card title={BOARD_TEXT.figuresTitle} size="small" className="home-card" loading={summary.isLoading}>
            {s && (
              <div className="totals-grid">
                {(Object.keys(BOARD_TEXT.totals) as Array<keyof typeof BOARD_TEXT.totals>).map((k) => (
                  <Statistic key={k} title={BOARD_TEXT.totals[k]} value={s.totals[k]}
                    styles={{ content: { color: ALARMING.has(k) && s.totals[k] > 0 ? '#cf1322' : undefined } }} />
                ))}
              </div>
            )}
          </Card>
        </Col>
      </Row>
    </div>
  );
}

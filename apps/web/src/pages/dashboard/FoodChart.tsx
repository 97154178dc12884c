import { useMemo, useState } from 'react';
import { Col, Row, Segmented, Typography } from 'antd';
import { EChart, trendOption } from '@/components/charts';
import { ACTIVITIES, trendSeries, type Activity } from './board/board-model';
import { BoardPage } from './board/board-page';
import { dashboardApi } from './board/dashboard-api';
import { DaysSelect } from './board/days-select';
import { BOARD_TEXT } from './board/texts';
import { useBoardQuery } from './board/use-board';

type View = 'production' | 'quality' | 'market';

/** What each view compares: making things, judging them, and moving them to consumers. */
const VIEWS: Record<View, { label: string; activities: Activity[]; bars: Activity[] }> = {
  production: { label: '入库与加工', activities: ['intakes', 'processRuns'], bars: ['intakes', 'processRuns'] },
  quality: { label: '检验', activities: ['inspectionsPassed', 'inspectionsFailed'], bars: ['inspectionsPassed', 'inspectionsFailed'] },
  market: { label: '发货与扫码', activities: ['shipments', 'scans'], bars: ['shipments'] },
};

/**
 * 溯源统计 (spec §2.3 dashboard food chart): day-by-day intake, processing, inspections, shipments and scans
 * over 7, 30 or 90 days, all together and by theme. The API gives activities per day, not per product; the
 * split by product type is the food-type chart.
 */
export default function FoodChart() {
  const [days, setDays] = useState(30);
  const [view, setView] = useState<View>('production');
  const trend = useBoardQuery(['trend', days], () => dashboardApi.trend(days));
  const all = useMemo(() => trend.data && trendOption(trendSeries(trend.data, ACTIVITIES, { bars: ['inspectionsFailed'] })), [trend.data]);
  const part = useMemo(() => trend.data && trendOption({ ...trendSeries(trend.data, VIEWS[view].activities, { bars: VIEWS[view].bars }) }), [trend.data, view]);
  const empty = Boolean(trend.data) && ACTIVITIES.every((a) => trend.data!.series[a].every((v) => !v));

  return (
    <BoardPage title={BOARD_TEXT.trendTitle} controls={<DaysSelect value={days} onChange={setDays} />} error={trend.error}>
      <EChart option={all ?? {}} loading={trend.isLoading} empty={empty} height={360} ariaLabel={BOARD_TEXT.trendTitle} />
      <Row gutter={16} style={{ marginTop: 24 }} align="middle">
        <Col flex="auto"><Typography.Title level={5} style={{ margin: 0 }}>{VIEWS[view].label}</Typography.Title></Col>
        <Col><Segmented<View> value={view} onChange={setView} options={(Object.keys(VIEWS) as View[]).map((v) => ({ value: v, label: VIEWS[v].label }))} /></Col>
      </Row>
      <EChart option={part ?? {}} loading={trend.isLoading} empty={empty} height={300} ariaLabel={VIEWS[view].label} />
    </BoardPage>
  );
}

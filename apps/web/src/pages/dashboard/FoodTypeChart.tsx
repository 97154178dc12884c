import { useMemo, useState } from 'react';
import { Col, Progress, Row, Segmented, Table } from 'antd';
import { chartColor, EChart, ringOption } from '@/components/charts';
import { percentages, typeShares, type TypeMetric } from './board/board-model';
import { BoardPage } from './board/board-page';
import { dashboardApi } from './board/dashboard-api';
import { DaysSelect } from './board/days-select';
import { BOARD_TEXT } from './board/texts';
import { useBoardQuery } from './board/use-board';

const METRICS: TypeMetric[] = ['lots', 'codes', 'scans', 'products'];

/** 产品类型分布 (spec §2.3 dashboard food-type chart): lots, codes, scans or products by product type, as a ring and a table. */
export default function FoodTypeChart() {
  const [days, setDays] = useState(30);
  const [metric, setMetric] = useState<TypeMetric>('lots');
  const shares = useBoardQuery(['byProductType', days], () => dashboardApi.byProductType(days));
  const items = useMemo(() => typeShares(shares.data ?? [], metric), [shares.data, metric]);
  const option = useMemo(() => ringOption(items, BOARD_TEXT.metric[metric]), [items, metric]);
  const pct = percentages(items);
  const title = BOARD_TEXT.typeShareTitle(BOARD_TEXT.metric[metric]);

  return (
    <BoardPage title={title} error={shares.error} controls={(
      <Row gutter={12}>
        <Col><Segmented<TypeMetric> value={metric} onChange={setMetric} options={METRICS.map((m) => ({ value: m, label: BOARD_TEXT.metric[m] }))} /></Col>
        <Col><DaysSelect value={days} onChange={setDays} /></Col>
      </Row>
    )}>
      <Row gutter={24}>
        <Col xs={24} lg={12}>
          <EChart option={option} loading={shares.isLoading} empty={!shares.isLoading && items.every((i) => !i.value)} height={380} ariaLabel={title} />
        </Col>
        <Col xs={24} lg={12}>
          <Table size="middle" rowKey="name" loading={shares.isLoading} pagination={false} dataSource={items.map((i, n) => ({ ...i, pct: pct[n], color: chartColor(items.filter((x) => x.value > 0).indexOf(i)) }))}
            columns={[
              { title: BOARD_TEXT.typeName, dataIndex: 'name' },
              { title: BOARD_TEXT.metric[metric], dataIndex: 'value', align: 'right', render: (v: number) => v.toLocaleString('zh-CN') },
              { title: BOARD_TEXT.share, key: 'pct', width: 200, render: (_v, r) => <Progress percent={r.pct} size="small" strokeColor={r.value ? r.color : undefined} /> },
            ]} />
        </Col>
      </Row>
    </BoardPage>
  );
}

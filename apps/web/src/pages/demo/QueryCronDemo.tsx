import { Card, Col, Row, Typography } from 'antd';
import { positionResource } from '@foodtrace/contracts';
import { ResourceListPage } from '@/crud';
import { CronDemo } from './query-cron-demo/cron-demo';
import { DetailDemo } from './query-cron-demo/detail-demo';
import { FilterInputDemo } from './query-cron-demo/filter-input-demo';
import { DEMO_TEXT } from './query-cron-demo/texts';
import './query-cron-demo/query-cron-demo.css';

/**
 * 演示 → 高级查询与定时表达式: the advanced query builder on the live positions list (the generic list page
 * wires it into every resource), the input filter, the schedule-expression picker with its preview, and the
 * detail modal (spec §1 building blocks, §2.7, §4).
 */
export default function QueryCronDemo() {
  return (
    <div className="query-cron-demo">
      <Card title={DEMO_TEXT.queryTitle} variant="borderless" styles={{ body: { padding: 0 } }}>
        <Typography.Paragraph type="secondary" style={{ margin: '16px 24px 0' }}>{DEMO_TEXT.queryHint}</Typography.Paragraph>
        <ResourceListPage resource={positionResource} />
      </Card>
      <Row gutter={[12, 12]}>
        <Col xs={24} xl={14}>
          <Card title={DEMO_TEXT.cronTitle} variant="borderless" style={{ height: '100%' }}><CronDemo /></Card>
        </Col>
        <Col xs={24} xl={10}>
          <Card title={DEMO_TEXT.filterTitle} variant="borderless" style={{ marginBottom: 12 }}><FilterInputDemo /></Card>
          <Card title={DEMO_TEXT.detailTitle} variant="borderless"><DetailDemo /></Card>
        </Col>
      </Row>
    </div>
  );
}

import { lazy, Suspense, useState } from 'react';
import { Alert, Button, Popconfirm, Space, Table, Tag, Typography, Upload } from 'antd';
import { ClearOutlined, UploadOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FT_PERMS, TRANSIT_VERDICT, TRIP_KIND, crudePutinResource, outputwarehouseResource, type ApiResult, type ResourceDef, type TransitTemperature, type TripKind } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { callResult, queryResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { recordDetailKey, SectionTitle } from '../common/record-detail';
import { TransitReview } from './transit-review';
import { TRANSIT_PAGE_TEXT as T } from './transit-texts';

const TransitChart = lazy(() => import('./transit-chart'));

/** Who may import and clear each kind of trip's readings. */
const IMPORT_CODE: Record<TripKind, string> = { [TRIP_KIND.shipment]: FT_PERMS.shipmentTransit, [TRIP_KIND.intake]: FT_PERMS.intakeTransit };
/** The record each kind of trip is kept on: its detail shows the verdict too. */
const RECORD: Record<TripKind, ResourceDef> = { [TRIP_KIND.shipment]: outputwarehouseResource, [TRIP_KIND.intake]: crudePutinResource };

/**
 * 在途温度 of a shipment or of a raw material's delivery: whoever holds the code imports the logger's export;
 * everyone who may read the record sees what it says — within its 贮存条件 the whole way or for how long not, the
 * readings drawn over the allowed band, each warm (or frozen-through) spell listed, and where the logger fell silent.
 * `onChanged` is told after an import or a clear (the list shows what the readings say).
 */
export function TransitSection({ kind, id, onChanged }: { kind: TripKind; id: string; onChanged?: () => void }) {
  const client = useQueryClient();
  const key = ['foodtrace', 'transit', id];
  const q = useQuery({ queryKey: key, queryFn: () => queryResult(foodtraceApi.transit(kind, id)) });
  const [busy, setBusy] = useState(false);
  const t = q.data;

  const changed = () => {
    void client.invalidateQueries({ queryKey: key });
    void client.invalidateQueries({ queryKey: recordDetailKey(RECORD[kind], id) }); // its 在途温度 and 超温时长 fields
    onChanged?.(); // the list's 在途温度 column
  };
  const act = async (call: () => Promise<ApiResult<unknown>>) => {
    setBusy(true);
    const done = await callResult(call(), { success: true });
    setBusy(false);
    if (done !== null) changed();
  };

  return (
    <>
      <SectionTitle>{T.title}</SectionTitle>
      <Has action={IMPORT_CODE[kind]}>
        <Space orientation="vertical" size={8} style={{ width: '100%', margin: '4px 0 8px' }}>
          <Typography.Text type="secondary">{T.hint[kind]}</Typography.Text>
          <Space>
            <Upload accept=".csv,.xlsx,.xls" showUploadList={false} disabled={busy}
              beforeUpload={(file) => { void act(() => foodtraceApi.importTransit(kind, id, file)); return false; }}>
              <Button icon={<UploadOutlined />} loading={busy}>{T.import}</Button>
            </Upload>
            {Boolean(t?.count) && (
              <Popconfirm title={T.clearConfirm(t!.count)} onConfirm={() => act(() => foodtraceApi.clearTransit(kind, id))}>
                <Button icon={<ClearOutlined />} disabled={busy}>{T.clear}</Button>
              </Popconfirm>
            )}
          </Space>
        </Space>
      </Has>
      {q.error && <Alert type="warning" showIcon title={(q.error as Error).message} />}
      {t && <TransitFacts transit={t} />}
      {t?.verdict === TRANSIT_VERDICT.excursion && <TransitReview kind={kind} id={id} transit={t} onSaved={changed} />}
      {t && t.count > 0 && (
        <Suspense fallback={<div style={{ height: 240 }} />}>
          <TransitChart transit={t} />
        </Suspense>
      )}
      {t && t.excursions.length > 0 && (
        <Table size="small" rowKey={(e) => `${e.probe}:${e.from}`} pagination={false} title={() => T.excursions} dataSource={t.excursions} columns={[
          { title: T.cols.probe, dataIndex: 'probe' },
          { title: T.cols.from, dataIndex: 'from' },
          { title: T.cols.to, dataIndex: 'to' },
          { title: T.cols.minutes, dataIndex: 'minutes', render: (v: number) => T.minutes(v) },
          { title: T.cols.readings, dataIndex: 'readings' },
          { title: T.cols.peak, dataIndex: 'peak', render: (v: number) => <Typography.Text type="danger">{v} ℃</Typography.Text> },
        ]} />
      )}
    </>
  );
}

/** The verdict first, then the record's extent and range; a silent logger is said too. */
function TransitFacts({ transit: t }: { transit: TransitTemperature }) {
  const verdict = {
    [TRANSIT_VERDICT.none]: <Tag>{T.verdict.NONE}</Tag>,
    [TRANSIT_VERDICT.unjudged]: <Tag>{T.verdict.UNJUDGED[t.kind]}</Tag>,
    [TRANSIT_VERDICT.within]: <Tag color="success">{T.verdict.WITHIN(t.conditionText ?? '')}</Tag>,
    [TRANSIT_VERDICT.excursion]: <Tag color="error">{T.verdict.EXCURSION(t.outsideMinutes)}</Tag>,
  }[t.verdict];
  const longest = t.gaps.reduce((m, g) => Math.max(m, g.minutes), 0);
  return (
    <Space orientation="vertical" size={4} style={{ width: '100%', marginBottom: 4 }}>
      <Space wrap size={[8, 4]}>
        {verdict}
        {t.gaps.length > 0 && <Tag color="warning">{T.gaps(t.gaps.length, longest)}</Tag>}
        {t.count > 0 && <span>{T.readings(t.count, t.series.length)}</span>}
        {t.firstTime && t.lastTime && <Typography.Text type="secondary">{T.span(t.firstTime, t.lastTime)}</Typography.Text>}
        {t.min !== null && t.max !== null && t.mean !== null && <span>{T.stats(t.min, t.max, t.mean)}</span>}
      </Space>
    </Space>
  );
}

import { useState } from 'react';
import { Button, Descriptions, Table, Tag } from 'antd';
import { PrinterOutlined } from '@ant-design/icons';
import { FT_DICT, INSPECTION_RESULT, INSPECTION_STAGE, checkoutResource } from '@foodtrace/contracts';
import type { ResourceRow } from '@/crud';
import { LotTraceLink } from '../common/lot-trace-link';
import type { CheckoutDetail, InspectionItem } from '../common/api-types';
import { foodtraceApi } from '../common/foodtrace-api';
import { RecordDetailDrawer, SectionTitle } from '../common/record-detail';
import { StatusTag } from '../common/status-tag';
import { SampleLabelSheet } from './sample-labels';
import { CHECKOUT_TEXT as T, SAMPLE_TEXT } from './texts';

/** A release that kept a sample (留样): its label may be printed from here, right after 登记检验. */
const keptSample = (r: CheckoutDetail) => r.stage === INSPECTION_STAGE.final && r.result === INSPECTION_RESULT.pass && Number(r.sampleQty ?? 0) > 0;

/**
 * 质检记录详情: the inspection (its report among its fields), the lot it judged with the lot's status now, each item;
 * on a release with a retained sample, 打印留样标签.
 */
export function CheckoutDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const [labelling, setLabelling] = useState<ResourceRow[] | null>(null);
  return (
    <>
      <RecordDetailDrawer<CheckoutDetail> id={id} resource={checkoutResource} onClose={onClose} load={foodtraceApi.checkoutDetail}
        title={(r) => T.detailTitle(r?.checkoutNo ?? '')}
        extra={(r) => keptSample(r) && (
          <Button icon={<PrinterOutlined />} onClick={() => setLabelling([{ ...r, id: String(r.id), lotId_dictText: r.lotNo } as ResourceRow])}>{SAMPLE_TEXT.printLabels}</Button>
        )}>
        {(r) => {
          return (
            <>
              <Descriptions bordered size="small" column={3} items={[
                { key: 'lot', label: T.lot, children: <LotTraceLink lotId={String(r.lotId ?? '')} dir="backward">{r.lotNo}</LotTraceLink> },
                { key: 'item', label: '品名', children: r.itemName },
                { key: 'status', label: T.lotStatus, children: <StatusTag dictCode={FT_DICT.lotStatus} value={r.lotStatus} /> },
              ]} />
              <SectionTitle>{T.items}</SectionTitle>
              <Table<InspectionItem> size="small" rowKey={(i) => i.id ?? i.itemName} pagination={false} dataSource={r.items} columns={[
                { title: '#', dataIndex: 'seq', width: 48 },
                { title: T.itemName, dataIndex: 'itemName' },
                { title: T.standardLimit, dataIndex: 'standardLimit' },
                { title: T.measuredValue, key: 'v', render: (_v, i) => `${i.measuredValue ?? '—'} ${i.unit ?? ''}` },
                { title: '判定', key: 'p', render: (_v, i) => <Tag color={i.passed ? 'green' : 'red'}>{i.passed ? T.passed : T.failed}</Tag> },
              ]} />
            </>
          );
        }}
      </RecordDetailDrawer>
      <SampleLabelSheet rows={labelling} onClose={() => setLabelling(null)} />
    </>
  );
}

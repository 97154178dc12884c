import { Descriptions, Table, Tag } from 'antd';
import { FT_DICT, checkoutResource } from '@foodtrace/contracts';
import { LotTraceLink } from '../common/lot-trace-link';
import type { CheckoutDetail, InspectionItem } from '../common/api-types';
import { foodtraceApi } from '../common/foodtrace-api';
import { RecordDetailDrawer, SectionTitle } from '../common/record-detail';
import { StatusTag } from '../common/status-tag';
import { CHECKOUT_TEXT as T } from './texts';

/** 质检记录详情: the inspection (its report among its fields), the lot it judged with the lot's status now, each item. */
export function CheckoutDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  return (
    <RecordDetailDrawer<CheckoutDetail> id={id} resource={checkoutResource} onClose={onClose} load={foodtraceApi.checkoutDetail}
      title={(r) => T.detailTitle(r?.checkoutNo ?? '')}>
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
  );
}

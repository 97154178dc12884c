import { useState } from 'react';
import { Alert, Popconfirm, Space, Table, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CODE_LEVEL, CODE_STATUS, FT_DICT, FT_PERMS, outputwarehouseResource } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { callResult, queryResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { SectionTitle } from '../common/record-detail';
import { StatusTag } from '../common/status-tag';
import { CodeLink } from '../codes/code-link';
import { CaseItemsTable } from '../codes/case-items-table';
import { ShipmentScanner } from './shipment-scanner';
import { SHIPMENT_TEXT as T } from './texts';

const PAGE_SIZE = 10;

/** The shipment's scanned-out codes: their counts by lot (for the lines table) and one page of them. */
export function useShipmentCodes(shipmentId: string, page: number) {
  return useQuery({
    queryKey: [outputwarehouseResource.key, 'codes', shipmentId, page],
    queryFn: () => queryResult(foodtraceApi.shipmentCodes(shipmentId, page, PAGE_SIZE)),
  });
}

/**
 * 扫码出库: a scanner reads each label (an item's, or a case's: the case ships whole with the items packed into
 * it); every scan is answered at once in the feed (出库 / 已在本单 / 未出库 and why). Below, what left with the
 * shipment — cases with their item counts and loose items — each removable when scanned by mistake.
 */
export function ShipmentCodesSection({ shipmentId }: { shipmentId: string }) {
  const [page, setPage] = useState(1);
  const client = useQueryClient();
  const q = useShipmentCodes(shipmentId, page);
  const refresh = () => client.invalidateQueries({ queryKey: [outputwarehouseResource.key, 'codes', shipmentId] });
  const items = q.data?.lines.reduce((n, l) => n + l.codes, 0) ?? 0;

  const unbind = async (id: string) => {
    if (await callResult(foodtraceApi.unbindCodes(shipmentId, [id]), { success: true })) void refresh();
  };

  return (
    <>
      <SectionTitle>{T.codes}（{T.codesCount(items, q.data?.cases ?? 0)}）</SectionTitle>
      <Has action={FT_PERMS.shipmentScanCodes}>
        <Space orientation="vertical" size={8} style={{ width: '100%', marginBottom: 8 }}>
          <Typography.Text type="secondary">{T.codesHint}</Typography.Text>
          <ShipmentScanner key={shipmentId} shipmentId={shipmentId} />
        </Space>
      </Has>
      {q.error && <Alert type="warning" showIcon title={(q.error as Error).message} />}
      <Table size="small" rowKey="id" loading={q.isFetching} dataSource={q.data?.records ?? []} locale={{ emptyText: T.noCodes }}
        expandable={{ rowExpandable: (r) => r.level === CODE_LEVEL.case, expandedRowRender: (r) => <CaseItems code={r.code} /> }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: T.code, dataIndex: 'code', render: (v: string) => <CodeLink code={v} /> },
          { title: T.level, dataIndex: 'level', render: (v: string, r) => (
            <Space size={4}><StatusTag dictCode={FT_DICT.codeLevel} value={v} />{v === CODE_LEVEL.case && <span>{T.caseItems(r.items)}</span>}</Space>
          ) },
          { title: T.lotNo, dataIndex: 'lotNo', render: (v: string) => <span className="ft-mono">{v}</span> },
          { title: T.status, dataIndex: 'status', render: (v: string) => <StatusTag dictCode={FT_DICT.codeStatus} value={v} /> },
          { title: T.boundBy, dataIndex: 'boundBy' },
          { title: T.boundTime, dataIndex: 'boundTime' },
          {
            title: '', key: 'op', width: 72, render: (_v, r) => r.status !== CODE_STATUS.void && (
              <Has action={FT_PERMS.shipmentScanCodes}>
                <Popconfirm title={r.level === CODE_LEVEL.case ? T.unbindCaseConfirm(r.items) : T.unbindConfirm} onConfirm={() => unbind(r.id)}><a>{T.unbind}</a></Popconfirm>
              </Has>
            ),
          },
        ]} />
    </>
  );
}

/** The items a shipped case holds, read when its row is opened. */
function CaseItems({ code }: { code: string }) {
  const q = useQuery({ queryKey: ['code-detail', code, 'case'], queryFn: () => queryResult(foodtraceApi.caseContents(code)) });
  if (q.error) return <Alert type="warning" showIcon title={(q.error as Error).message} />;
  return q.data ? <CaseItemsTable contents={q.data} /> : null;
}

import { useState, type ClipboardEvent } from 'react';
import { Alert, Input, List, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { ScanOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { FT_DICT, FT_PERMS, outputwarehouseResource, type ShipmentCodeResult } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { callResult, queryResult } from '../common/call';
import { foodtraceApi } from '../common/foodtrace-api';
import { SectionTitle } from '../common/record-detail';
import { StatusTag } from '../common/status-tag';
import { CodeLink } from '../codes/code-link';
import { SHIPMENT_TEXT as T } from './texts';

const PAGE_SIZE = 10;
/** The feed keeps the latest scans in view; the codes table below holds them all. */
const FEED = 8;
const OUTCOME_COLOR = { bound: 'green', already: 'blue', refused: 'red' } as const;

/**
 * One scan or a pasted list: codes or label URLs, split on line breaks, tabs (cells copied from a sheet), commas
 * and semicolons — not on spaces, which a code typed as its label prints it (K7QF 2M9X PA00) has.
 */
export const scannedInputs = (text: string): string[] => text.split(/[\r\n\t,，;；]+/).map((s) => s.trim()).filter(Boolean);

/** The shipment's scanned-out codes: their counts by lot (for the lines table) and one page of them. */
export function useShipmentCodes(shipmentId: string, page: number) {
  return useQuery({
    queryKey: [outputwarehouseResource.key, 'codes', shipmentId, page],
    queryFn: () => queryResult(foodtraceApi.shipmentCodes(shipmentId, page, PAGE_SIZE)),
  });
}

/**
 * 扫码出库: a scanner (a keyboard to the browser) types each label's QR URL or code and Enter; every scan is
 * answered at once in the feed (出库 / 已在本单 / 未出库 and why) and the input is ready for the next. A pasted
 * list goes as one call. Below, the codes that left with the shipment, each one removable by mistake.
 */
export function ShipmentCodesSection({ shipmentId }: { shipmentId: string }) {
  const [page, setPage] = useState(1);
  const [value, setValue] = useState('');
  const [feed, setFeed] = useState<ShipmentCodeResult[]>([]);
  const client = useQueryClient();
  const q = useShipmentCodes(shipmentId, page);
  const refresh = () => client.invalidateQueries({ queryKey: [outputwarehouseResource.key, 'codes', shipmentId] });

  // The field is emptied at once and never disabled: a scanner's next label may arrive before this answer, and
  // must land in the field (the server takes one shipment's scans in turn; each answer joins the feed).
  const submit = async (text: string) => {
    const inputs = scannedInputs(text);
    if (!inputs.length) return;
    setValue('');
    const results = await callResult(foodtraceApi.scanOutCodes(shipmentId, inputs));
    if (!results) return;
    setFeed((old) => [...[...results].reverse(), ...old].slice(0, FEED));
    if (results.some((r) => r.outcome === 'bound')) void refresh();
  };
  // An input drops the line breaks of a pasted column of codes: a paste of several lines or cells is sent as it is.
  const paste = (e: ClipboardEvent<HTMLInputElement>) => {
    const text = e.clipboardData.getData('text');
    if (!/[\r\n\t]/.test(text.trim())) return;
    e.preventDefault();
    void submit(text);
  };
  const unbind = async (id: string) => {
    if (await callResult(foodtraceApi.unbindCodes(shipmentId, [id]), { success: true })) void refresh();
  };

  return (
    <>
      <SectionTitle>{T.codes}（{q.data?.total ?? 0}）</SectionTitle>
      <Has action={FT_PERMS.shipmentScanCodes}>
        <Space orientation="vertical" size={8} style={{ width: '100%', marginBottom: 8 }}>
          <Typography.Text type="secondary">{T.codesHint}</Typography.Text>
          <Input size="large" prefix={<ScanOutlined />} allowClear placeholder={T.scanPlaceholder} value={value}
            aria-label={T.scanPlaceholder} onChange={(e) => setValue(e.target.value)} onPressEnter={() => void submit(value)} onPaste={paste} />
          {feed.length > 0 && (
            <List size="small" bordered header={T.scanResults} dataSource={feed} className="ft-scan-feed"
              renderItem={(r) => (
                <List.Item>
                  <Space wrap>
                    <Tag color={OUTCOME_COLOR[r.outcome]}>{T.outcome[r.outcome]}</Tag>
                    <span className="ft-mono">{r.code ?? r.input}</span>
                    <Typography.Text type={r.outcome === 'refused' ? 'danger' : undefined}>{r.message}</Typography.Text>
                  </Space>
                </List.Item>
              )} />
          )}
        </Space>
      </Has>
      {q.error && <Alert type="warning" showIcon title={(q.error as Error).message} />}
      <Table size="small" rowKey="id" loading={q.isFetching} dataSource={q.data?.records ?? []} locale={{ emptyText: T.noCodes }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: q.data?.total ?? 0, onChange: setPage, showSizeChanger: false, hideOnSinglePage: true }}
        columns={[
          { title: T.code, dataIndex: 'code', render: (v: string) => <CodeLink code={v} /> },
          { title: T.lotNo, dataIndex: 'lotNo', render: (v: string) => <span className="ft-mono">{v}</span> },
          { title: T.status, dataIndex: 'status', render: (v: string) => <StatusTag dictCode={FT_DICT.codeStatus} value={v} /> },
          { title: T.boundBy, dataIndex: 'boundBy' },
          { title: T.boundTime, dataIndex: 'boundTime' },
          {
            title: '', key: 'op', width: 72, render: (_v, r) => r.status !== 'VOID' && (
              <Has action={FT_PERMS.shipmentScanCodes}>
                <Popconfirm title={T.unbindConfirm} onConfirm={() => unbind(r.id)}><a>{T.unbind}</a></Popconfirm>
              </Has>
            ),
          },
        ]} />
    </>
  );
}

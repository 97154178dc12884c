import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Card, Col, Descriptions, Empty, Input, QRCode, Row, Space, Table, Typography } from 'antd';
import { ApartmentOutlined, InboxOutlined, StopOutlined } from '@ant-design/icons';
import { CODE_LEVEL, CODE_STATUS, FT_DICT, FT_PERMS, normalizeTraceCode, provinceName } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { LotTraceLink } from './common/lot-trace-link';
import type { CodeScan } from './common/api-types';
import { queryResult } from './common/call';
import { foodtraceApi } from './common/foodtrace-api';
import { SCREENS } from './common/screen-paths';
import { StatusTag } from './common/status-tag';
import { useScreenLink } from './common/use-screen-link';
import { groupCode } from './codes/code-format';
import { CodeLink } from './codes/code-link';
import { CaseItemsTable } from './codes/case-items-table';
import { PackDrawer } from './codes/pack-drawer';
import { VoidModal } from './codes/void-modal';
import { CODE_TEXT as T } from './codes/texts';
import './codes/codes.css';

/**
 * 追溯码详情 (spec §2.3 CodeView, ?code=): the code's QR (what the label carries), its type and status, lot,
 * product, batch, its case or (for a case code) its items (装箱关联), and the shipment it left with (扫码出库), and every scan with its result (masked address). The consumer page is not linked: opening it would
 * count as a scan; its address is shown to copy instead.
 */
export default function CodeView() {
  const [params, setParams] = useSearchParams();
  const code = normalizeTraceCode(params.get('code')) ?? params.get('code')?.trim() ?? '';
  const link = useScreenLink();
  const queryClient = useQueryClient();
  const [voiding, setVoiding] = useState(false);
  const [packing, setPacking] = useState(false);
  const detail = useQuery({ queryKey: ['code-detail', code], enabled: Boolean(code), queryFn: () => queryResult(foodtraceApi.codeDetail(code)), retry: false });
  const d = detail.data;
  const isCase = d?.level === CODE_LEVEL.case;
  const contents = useQuery({ queryKey: ['code-detail', code, 'case'], enabled: isCase, queryFn: () => queryResult(foodtraceApi.caseContents(code)) });
  const reload = () => void queryClient.invalidateQueries({ queryKey: ['code-detail', code] });
  const qr = d ? d.digitalLinkUrl ?? d.foodcodeUrl : '';
  const to = (component: string, query: Record<string, string>) => link(component, query);

  return (
    <Space orientation="vertical" size={12} style={{ width: '100%' }}>
      <Card variant="borderless" size="small">
        <Input.Search defaultValue={code} key={code} placeholder={T.inputCode} enterButton={T.lookup} allowClear style={{ maxWidth: 420 }}
          onSearch={(v) => setParams(v.trim() ? { code: v.trim() } : {}, { replace: true })} />
      </Card>
      {detail.error && <Alert type="warning" showIcon title={(detail.error as Error).message} />}
      {!code && <Card variant="borderless"><Empty description={T.inputCode} /></Card>}
      {d && (
        <>
          <Card variant="borderless" loading={detail.isFetching && !d} title={T.viewTitle}
            extra={(
              <Space>
                {to(SCREENS.trace, { code: d.code }) && <Link to={to(SCREENS.trace, { code: d.code })!}><Button icon={<ApartmentOutlined />}>{T.openTrace}</Button></Link>}
                {isCase && d.status === CODE_STATUS.active && !d.shipment && (
                  <Has action={FT_PERMS.codePack}><Button icon={<InboxOutlined />} onClick={() => setPacking(true)}>{T.pack}</Button></Has>
                )}
                {d.status === CODE_STATUS.active && (
                  <Has action={FT_PERMS.codeVoid}><Button danger icon={<StopOutlined />} onClick={() => setVoiding(true)}>{T.void}</Button></Has>
                )}
              </Space>
            )}>
            <Row gutter={24}>
              <Col xs={24} md={7} className="code-view__qr">
                <QRCode value={qr} size={180} errorLevel="M" />
                <span className="ft-mono code-view__code">{groupCode(d.code)}</span>
                <Space size={4}><StatusTag dictCode={FT_DICT.codeLevel} value={d.level} /><StatusTag dictCode={FT_DICT.codeStatus} value={d.status} /></Space>
              </Col>
              <Col xs={24} md={17}>
                <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} items={[
                  { key: 'product', label: T.product, children: d.product.name },
                  isCase ? { key: 'gtin', label: T.caseGtin, children: d.product.caseGtin ?? '—' } : { key: 'gtin', label: T.gtin, children: d.product.gtin ?? '—' },
                  { key: 'lot', label: T.lotNo, children: <Space><LotTraceLink lotId={d.lot.id} dir="backward">{d.lot.lotNo}</LotTraceLink><StatusTag dictCode={FT_DICT.lotStatus} value={d.lot.status} /></Space> },
                  { key: 'batch', label: T.batch, children: d.batch ? (to(SCREENS.codeFood, { batchId: d.batch.id }) ? <Link to={to(SCREENS.codeFood, { batchId: d.batch.id })!}>{d.batch.batchNo}</Link> : d.batch.batchNo) : '—' },
                  ...(isCase ? [] : [{ key: 'case', label: T.parentCase, span: 2, children: d.parentCase ? (
                    <Space wrap><CodeLink code={d.parentCase.code} /><Typography.Text type="secondary">{T.packedAt(d.packedTime, d.packedBy)}</Typography.Text></Space>
                  ) : T.notPacked }]),
                  { key: 'shipment', label: T.shipment, span: 2, children: d.shipment ? (
                    <Space wrap>
                      {to(SCREENS.shipment, { id: d.shipment.id }) && !d.shipment.deleted ? <Link to={to(SCREENS.shipment, { id: d.shipment.id })!}>{d.shipment.shipmentNo}</Link> : d.shipment.shipmentNo}
                      <span>{[d.shipment.customerName, d.shipment.region].filter(Boolean).join('，')}</span>
                      {d.shipment.scannedOutTime && <Typography.Text type="secondary">{T.scannedOut(d.shipment.scannedOutTime, d.shipment.scannedOutBy)}</Typography.Text>}
                    </Space>
                  ) : T.notScannedOut },
                  { key: 'scanCount', label: T.scanCount, children: d.scanCount },
                  { key: 'createTime', label: T.createTime, children: d.createTime },
                  { key: 'first', label: T.firstScan, children: d.firstScanTime ? [d.firstScanTime, provinceName(d.firstScanProvince)].filter(Boolean).join('，') : '—' },
                  { key: 'last', label: T.lastScan, children: d.lastScanTime ?? '—' },
                  ...(d.voidReason ? [{ key: 'void', label: T.voidReasonLabel, span: 2, children: d.voidReason }] : []),
                  ...(d.voidedTime ? [{ key: 'voided', label: T.voidedLabel, span: 2, children: T.voidedBy(d.voidedTime, d.voidedBy) }] : []),
                  { key: 'qr', label: T.qrContent, span: 2, children: <Typography.Text copyable className="ft-mono">{qr}</Typography.Text> },
                ]} />
              </Col>
            </Row>
          </Card>
          {isCase && contents.data && (
            <Card variant="borderless" title={`${T.caseItems}（${T.caseFill(contents.data.items.length, contents.data.perCase)}）`}>
              <CaseItemsTable contents={contents.data} />
            </Card>
          )}
          <Card variant="borderless" title={`${T.scans}（${d.scans.length}）`}>
            <Table<CodeScan> size="small" rowKey="scanNo" dataSource={d.scans} pagination={{ pageSize: 10, hideOnSinglePage: true }} scroll={{ x: 'max-content' }} columns={[
              { title: T.scanNo, dataIndex: 'scanNo', width: 80 },
              { title: T.scanTime, dataIndex: 'scanTime' },
              { title: T.scanResult, key: 'result', render: (_v, s) => <StatusTag dictCode={FT_DICT.scanResult} value={s.result} /> },
              { title: T.ip, dataIndex: 'ip' },
              { title: T.province, key: 'province', render: (_v, s) => provinceName(s.provinceCode) ?? '—' },
              { title: T.userAgent, dataIndex: 'userAgent', ellipsis: true, width: 320 },
            ]} />
          </Card>
        </>
      )}
      <VoidModal ids={voiding && d ? [d.id] : null} onClose={() => setVoiding(false)} onDone={reload} />
      <PackDrawer open={packing} caseCode={d?.code} onClose={() => { setPacking(false); reload(); }} />
    </Space>
  );
}

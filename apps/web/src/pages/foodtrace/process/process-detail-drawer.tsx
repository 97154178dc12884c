import { Alert, Table, Tag } from 'antd';
import { CLEANING_TEXT, FT_DICT, HEALTH_TEXT, INSTRUMENT_TEXT, processResource } from '@foodtrace/contracts';
import { LotTraceLink } from '../common/lot-trace-link';
import type { ProcessDetail } from '../common/api-types';
import { foodtraceApi } from '../common/foodtrace-api';
import { RecordDetailDrawer, SectionTitle } from '../common/record-detail';
import { StatusTag } from '../common/status-tag';
import { PROCESS_TEXT as T } from './texts';
import { useUnitText } from '../common/use-unit-text';

type Step = ProcessDetail['steps'][number];

/** 加工记录详情: the run, what went in (lots and quantities), what came out (lots with their status) and each step's record. */
export function ProcessDetailDrawer({ id, onClose }: { id: string | null; onClose: () => void }) {
  const { amount } = useUnitText();
  return (
    <RecordDetailDrawer<ProcessDetail> id={id} resource={processResource} onClose={onClose} load={foodtraceApi.processDetail}
      title={(r) => T.detailTitle(r?.processNo ?? '')}>
      {(r) => (
        <>
          {/* the line, not a step: said before what went into the run */}
          {r.uncleanedLine && (
            <Alert type="warning" showIcon title={CLEANING_TEXT.recorded(r.uncleanedLine)} style={{ margin: '16px 0 0' }} data-testid="uncleaned-line" />
          )}
          {r.lineCleaning && (
            <Alert type="success" showIcon title={`${T.lineCleaning}：${r.lineCleaning}`} style={{ margin: '16px 0 0' }} data-testid="line-cleaning" />
          )}
          <SectionTitle>{T.inputs}</SectionTitle>
          <Table size="small" rowKey="id" pagination={false} dataSource={r.inputs} columns={[
            { title: T.lotNo, key: 'lotNo', render: (_v, x) => <LotTraceLink lotId={x.lotId} dir="backward">{x.lotNo}</LotTraceLink> },
            { title: T.itemName, dataIndex: 'itemName' },
            { title: T.quantity, key: 'q', render: (_v, x) => amount(x.quantity, x.unit) },
          ]} />
          <SectionTitle>{T.outputs}</SectionTitle>
          <Table size="small" rowKey="id" pagination={false} dataSource={r.outputs} columns={[
            { title: T.lotNo, dataIndex: 'lotNo', render: (v: string) => <span className="ft-mono">{v}</span> },
            { title: T.itemName, dataIndex: 'itemName' },
            { title: T.outKind, key: 'kind', render: (_v, x) => <StatusTag dictCode={FT_DICT.lotKind} value={x.lotKind} /> },
            { title: T.outQuantity, key: 'q', render: (_v, x) => amount(x.quantity, x.unit) },
            { title: '状态', key: 'status', render: (_v, x) => <StatusTag dictCode={FT_DICT.lotStatus} value={x.status} /> },
            { title: T.expiryDate, dataIndex: 'expiryDate' },
            { title: '', key: 'trace', render: (_v, x) => <LotTraceLink lotId={x.id} dir="forward">{T.traceOutput}</LotTraceLink> },
          ]} />
          <SectionTitle>{T.steps}</SectionTitle>
          {r.unfitOperators.length > 0 && (
            <Alert type="warning" showIcon title={HEALTH_TEXT.recorded(r.unfitOperators.join('、'))} style={{ marginBottom: 8 }} data-testid="unfit-operators" />
          )}
          {r.lapsedMonitors.length > 0 && (
            <Alert type="warning" showIcon title={INSTRUMENT_TEXT.recorded(r.lapsedMonitors.join('；'))} style={{ marginBottom: 8 }} data-testid="lapsed-monitors" />
          )}
          <Table<Step> size="small" rowKey="id" pagination={false} dataSource={r.steps} scroll={{ x: 'max-content' }} columns={[
            { title: '#', dataIndex: 'seq', width: 48 },
            { title: T.stepName, key: 'name', render: (_v, s) => <>{s.stepName}{s.isCcp && <Tag color="red" style={{ marginLeft: 6 }}>CCP</Tag>}</> },
            { title: T.startTime, dataIndex: 'startTime' },
            { title: T.params, key: 'params', render: (_v, s) => s.params.map((p) => `${p.name ?? p.key} ${String(p.value)}${p.unit ?? ''}`).join('；') || '—' },
            { title: T.result, key: 'result', render: (_v, s) => <StatusTag dictCode={FT_DICT.stepResult} value={s.result} /> },
            { title: T.operator, dataIndex: 'operator' },
            { title: T.remark, dataIndex: 'remark' },
          ]} />
        </>
      )}
    </RecordDetailDrawer>
  );
}

import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, Descriptions, Drawer, Space, Table, Tag, Typography } from 'antd';
import { ApartmentOutlined, ExportOutlined, RollbackOutlined, StopOutlined } from '@ant-design/icons';
import { FT_DICT, FT_PERMS, type TraceNode } from '@foodtrace/contracts';
import { DictTag } from '@/components/dict';
import { fileAccessUrl } from '@/lib/file-url';
import { Has } from '@/lib/permissions';
import { canRecall } from '../common/status';
import { StatusTag } from '../common/status-tag';
import { FT_TEXT } from '../common/texts';
import { useScreenLink } from '../common/use-screen-link';
import { useUnitText } from '../common/use-unit-text';
import { kindLabel, nodeKind } from './graph-style';
import { LotNotes } from './lot-notes';
import { nodeFields, recordId, recordScreen, type DetailField } from './node-details';
import type { Direction } from './trace-query';
import { TRACE_TEXT } from './texts';

export interface NodeDrawerProps {
  node: TraceNode | null;
  onClose: () => void;
  /** Start a new trace from this lot. */
  onTraceLot: (lotId: string, direction: Direction) => void;
  onRecall: (lot: { id: string; lotNo: string }) => void;
}

const DICT_OF: Partial<Record<NonNullable<DetailField['kind']>, string>> = {
  stage: FT_DICT.inspectionStage, yn: FT_DICT.yn, docType: FT_DICT.docType, orgType: FT_DICT.orgType, method: FT_DICT.lotDisposalMethod,
};

function FieldValue({ field }: { field: DetailField }): ReactNode {
  const { kind, value } = field;
  if (value === null || value === undefined || value === '') return FT_TEXT.none;
  if (kind === 'status') return <StatusTag dictCode={FT_DICT.lotStatus} value={value} />;
  if (kind === 'lotKind') return <StatusTag dictCode={FT_DICT.lotKind} value={value} />;
  if (kind === 'result') return <StatusTag dictCode={FT_DICT.inspectionResult} value={value} />;
  if (kind === 'ccpState') return <StatusTag dictCode={FT_DICT.ccpState} value={value} />;
  if (kind === 'transitState') return <StatusTag dictCode={FT_DICT.transitState} value={value} />;
  if (kind === 'warning') return <Typography.Text type="danger">{String(value)}</Typography.Text>;
  if (kind === 'file') return <a href={fileAccessUrl(String(value))} target="_blank" rel="noreferrer">{String(value).split('/').pop()}</a>;
  if (kind && DICT_OF[kind]) return <DictTag dictCode={DICT_OF[kind]!} value={value} />;
  return String(value);
}

interface StepRow { seq: number; stepName: string; isCcp: boolean; result: string; startTime: string | null; params: Array<{ name: string; value: unknown; unit?: string }> }

/** The record behind a graph node or timeline event, with a link to its screen; a lot can start a new trace or be recalled. */
export function NodeDrawer({ node, onClose, onTraceLot, onRecall }: NodeDrawerProps) {
  const link = useScreenLink();
  const screen = node ? recordScreen(node) : null;
  const href = screen ? link(screen.component, screen.query) : null;
  const data = (node?.data ?? {}) as Record<string, unknown>;
  const steps = (data.steps as StepRow[] | undefined) ?? [];
  const isLot = node?.type === 'lot';
  const { unitText } = useUnitText();

  return (
    <Drawer open={Boolean(node)} onClose={onClose} size={560} destroyOnHidden
      title={node ? TRACE_TEXT.drawerTitle(kindLabel(nodeKind(node))) : ''}
      extra={href && <Link to={href}><Button icon={<ExportOutlined />}>{TRACE_TEXT.openRecord}</Button></Link>}>
      {node && (
        <Space orientation="vertical" size={16} style={{ width: '100%' }}>
          {isLot && <LotNotes lotId={recordId(node)} />}
          <Descriptions bordered size="small" column={1} styles={{ label: { width: 140 } }}
            items={nodeFields(node, unitText).map((f) => ({ key: f.key, label: f.label, children: <FieldValue field={f} /> }))} />
          {steps.length > 0 && (
            <Table<StepRow> size="small" rowKey="seq" pagination={false} dataSource={steps} title={() => TRACE_TEXT.fields.steps}
              columns={[
                { title: '#', dataIndex: 'seq', width: 48 },
                { title: TRACE_TEXT.fields.name, key: 'name', render: (_v, s) => <>{s.stepName}{s.isCcp && <Tag color="red" style={{ marginLeft: 6 }}>CCP</Tag>}</> },
                { title: '参数', key: 'params', render: (_v, s) => s.params.map((p) => `${p.name} ${String(p.value)}${p.unit ?? ''}`).join('；') },
                { title: TRACE_TEXT.fields.result, key: 'result', render: (_v, s) => <StatusTag dictCode={FT_DICT.stepResult} value={s.result} /> },
              ]} />
          )}
          {isLot && (
            <Space wrap>
              <Button icon={<RollbackOutlined />} onClick={() => onTraceLot(recordId(node), 'backward')}>{TRACE_TEXT.backward}</Button>
              <Button icon={<ApartmentOutlined />} onClick={() => onTraceLot(recordId(node), 'forward')}>{TRACE_TEXT.forward}</Button>
              {canRecall(data.status) && (
                <Has action={FT_PERMS.lotRecall}>
                  <Button danger icon={<StopOutlined />} onClick={() => onRecall({ id: recordId(node), lotNo: String(data.lotNo ?? '') })}>{TRACE_TEXT.recall}</Button>
                </Has>
              )}
            </Space>
          )}
        </Space>
      )}
    </Drawer>
  );
}

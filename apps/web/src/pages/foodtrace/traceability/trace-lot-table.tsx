import { Button, Table } from 'antd';
import { FT_DICT, type TraceLot } from '@foodtrace/contracts';
import { StatusTag } from '../common/status-tag';
import { FT_TEXT } from '../common/texts';
import { TRACE_TEXT } from './texts';

export interface TraceLotTableProps {
  lots: readonly TraceLot[];
  seedLotIds: readonly string[];
  onOpen: (lotId: string) => void;
}

/** The lots of the chain, nearest first, with their status: the list a recall works through. */
export function TraceLotTable({ lots, seedLotIds, onOpen }: TraceLotTableProps) {
  return (
    <Table<TraceLot>
      rowKey="id" size="small" dataSource={[...lots]} pagination={false} scroll={{ x: 'max-content' }}
      columns={[
        { title: TRACE_TEXT.depth, dataIndex: 'depth', width: 70, render: (d: number, l) => (seedLotIds.includes(l.id) ? <span>{TRACE_TEXT.seed}</span> : d) },
        { title: FT_TEXT.lotNo, dataIndex: 'lotNo', render: (v: string) => <span className="ft-mono">{v}</span> },
        { title: FT_TEXT.itemName, dataIndex: 'itemName' },
        { title: FT_TEXT.lotKind, dataIndex: 'lotKind', render: (v: string) => <StatusTag dictCode={FT_DICT.lotKind} value={v} /> },
        { title: FT_TEXT.status, dataIndex: 'status', render: (v: string) => <StatusTag dictCode={FT_DICT.lotStatus} value={v} /> },
        { title: '', key: 'open', width: 80, render: (_v, l) => <Button type="link" size="small" onClick={() => onOpen(l.id)}>{FT_TEXT.detail}</Button> },
      ]}
    />
  );
}

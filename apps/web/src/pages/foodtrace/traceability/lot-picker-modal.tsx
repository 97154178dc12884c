import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Modal, Space, Table } from 'antd';
import { FT_DICT, PAGING, lotResource } from '@foodtrace/contracts';
import { resourceApi, type ResourceRow } from '@/crud';
import { showTotal } from '@/crud/list-params';
import { DictSelect } from '@/components/dict';
import { queryResult } from '../common/call';
import { StatusTag } from '../common/status-tag';
import { FT_TEXT } from '../common/texts';
import { TRACE_TEXT } from './texts';

export interface LotPickerModalProps {
  open: boolean;
  onClose: () => void;
  onPick: (lot: ResourceRow) => void;
}

const api = resourceApi(lotResource);

/** Every lot (raw, work in progress, finished) with its status, searchable by number, kind and status; a click picks one. */
export function LotPickerModal({ open, onClose, onPick }: LotPickerModalProps) {
  const [filter, setFilter] = useState<{ lotNo?: string; lotKind?: string; status?: string }>({});
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: PAGING.defaultPageSize });
  const params: Record<string, string | number> = { ...page, column: 'producedTime', order: 'desc' };
  if (filter.lotNo) params.lotNo = `*${filter.lotNo}*`;
  if (filter.lotKind) params.lotKind = filter.lotKind;
  if (filter.status) params.status = filter.status;
  const rows = useQuery({
    queryKey: [lotResource.key, 'picker', params], enabled: open, placeholderData: keepPreviousData,
    queryFn: () => queryResult(api.list(params)),
  });
  const set = (next: typeof filter) => { setFilter({ ...filter, ...next }); setPage((p) => ({ ...p, pageNo: 1 })); };

  return (
    <Modal open={open} title={TRACE_TEXT.lotPickerTitle} width={1000} onCancel={onClose} footer={null} destroyOnHidden>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search allowClear placeholder={TRACE_TEXT.placeholder.lotNo} style={{ width: 260 }} onSearch={(v) => set({ lotNo: v.trim() })} />
        <DictSelect dictCode={FT_DICT.lotKind} placeholder={FT_TEXT.lotKind} style={{ width: 140 }} onChange={(v) => set({ lotKind: v })} />
        <DictSelect dictCode={FT_DICT.lotStatus} placeholder={FT_TEXT.status} style={{ width: 140 }} onChange={(v) => set({ status: v })} />
      </Space>
      <Table<ResourceRow>
        rowKey="id" size="small" loading={rows.isFetching} dataSource={rows.data?.records ?? []}
        onRow={(row) => ({ onClick: () => onPick(row), style: { cursor: 'pointer' } })}
        columns={[
          { title: FT_TEXT.lotNo, dataIndex: 'lotNo', render: (v: string) => <span className="ft-mono">{v}</span> },
          { title: FT_TEXT.itemName, key: 'item', render: (_v, r) => String(r.productId_dictText ?? r.crudeId_dictText ?? '') },
          { title: FT_TEXT.lotKind, key: 'kind', render: (_v, r) => <StatusTag dictCode={FT_DICT.lotKind} value={r.lotKind} text={r.lotKind_dictText as string} /> },
          { title: FT_TEXT.status, key: 'status', render: (_v, r) => <StatusTag dictCode={FT_DICT.lotStatus} value={r.status} text={r.status_dictText as string} /> },
          { title: TRACE_TEXT.fields.producedTime, dataIndex: 'producedTime' },
        ]}
        pagination={{
          current: page.pageNo, pageSize: page.pageSize, total: rows.data?.total ?? 0, showSizeChanger: true, showTotal,
          pageSizeOptions: PAGING.pageSizeOptions.map(String), onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Modal>
  );
}

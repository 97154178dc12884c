import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Input, Modal, Space, Table, Typography } from 'antd';
import { FT_DICT, PAGING, crudePutinResource, foodCodeResource, lotResource, normalizeTraceCode, permissionCode } from '@foodtrace/contracts';
import { resourceApi, type ResourceRow } from '@/crud';
import { showTotal } from '@/crud/list-params';
import { DictSelect } from '@/components/dict';
import { usePermission } from '@/lib/permissions';
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
const codes = resourceApi(foodCodeResource);
const intakes = resourceApi(crudePutinResource);

type Filter = { lotNo?: string; id?: string; via?: string; lotKind?: string; status?: string };

/**
 * What a search names: a trace code (a consumer's complaint) or a supplier's lot number (a supplier's warning)
 * is resolved to its lot, where the user may read codes and intakes; anything else is part of one of our lot
 * numbers. A recall or a trace starts from whatever the caller has in hand.
 */
export async function resolveSearch(typed: string, may: { codes: boolean; intakes: boolean }): Promise<Filter> {
  if (!typed) return {};
  const code = normalizeTraceCode(typed);
  if (code && may.codes) {
    const found = await codes.list({ code, pageSize: 1 }).catch(() => null);
    const lotId = found?.success ? found.result.records[0]?.lotId : undefined;
    if (lotId) return { id: String(lotId), via: TRACE_TEXT.foundByCode(code) };
  }
  if (may.intakes) {
    const found = await intakes.list({ supplierLotNo: typed, pageSize: 50 }).catch(() => null);
    const ids = found?.success ? found.result.records.map((r) => r.lotId).filter(Boolean) : [];
    if (ids.length) return { id: ids.join(','), via: TRACE_TEXT.foundBySupplierLot(typed) };
  }
  return { lotNo: typed };
}

/** Every lot (raw, work in progress, finished) with its status, searchable by number, kind and status; a click picks one. */
export function LotPickerModal({ open, onClose, onPick }: LotPickerModalProps) {
  const [filter, setFilter] = useState<Filter>({});
  const may = {
    codes: usePermission(permissionCode(foodCodeResource, 'list')) !== 'hidden',
    intakes: usePermission(permissionCode(crudePutinResource, 'list')) !== 'hidden',
  };
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: PAGING.defaultPageSize });
  const params: Record<string, string | number> = { ...page, column: 'producedTime', order: 'desc' };
  if (filter.lotNo) params.lotNo = `*${filter.lotNo}*`;
  if (filter.id) params.id = filter.id;
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
        <Input.Search allowClear placeholder={TRACE_TEXT.pickerSearch} style={{ width: 300 }}
          onSearch={(v) => void resolveSearch(v.trim(), may).then((found) => set({ lotNo: undefined, id: undefined, via: undefined, ...found }))} />
        <DictSelect dictCode={FT_DICT.lotKind} placeholder={FT_TEXT.lotKind} style={{ width: 140 }} onChange={(v) => set({ lotKind: v })} />
        <DictSelect dictCode={FT_DICT.lotStatus} placeholder={FT_TEXT.status} style={{ width: 140 }} onChange={(v) => set({ status: v })} />
        {filter.via && <Typography.Text type="secondary">{filter.via}</Typography.Text>}
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

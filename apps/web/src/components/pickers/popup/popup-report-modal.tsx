import { useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Alert, Table, type TableColumnsType } from 'antd';
import { MODAL_WIDTH, PAGING, WIDGETS, type ReportColumnsAnswer } from '@foodtrace/contracts';
import { dictText } from '@/components/dict';
import { Ellipsis } from '@/components/widgets';
import { feedback } from '@/lib/feedback';
import { PickerModal } from '../picker-modal';
import { PICKER_TEXT } from '../texts';
import { usePickerSelection } from '../use-picker-selection';
import { popupSelectionError, rowKeysOf } from './popup-config';
import { reportApi } from './report-api';
import { reportQueryParams, type QueryValue } from './report-query';
import { ReportQueryForm } from './report-query-form';

type Record_ = Record<string, unknown>;

export interface PopupReportModalProps {
  open: boolean;
  /** The report's code (onl_cgreport_head.code). */
  code: string;
  multi: boolean;
  /** Values of the report SQL's `${name}` parameters, sent as `self_<name>`. */
  param?: Record<string, string>;
  onOk: (rows: Record_[]) => void;
  onClose: () => void;
}

function reportColumns(config: ReportColumnsAnswer | undefined): TableColumnsType<Record_> {
  return (config?.columns ?? []).map((c) => ({
    title: c.title, dataIndex: c.dataIndex, sorter: true,
    render: (v: unknown) => {
      const text = c.customRender ? dictText(config?.dictOptions[c.customRender], v) : v == null ? '' : String(v);
      // spec §9 Ellipsis: popup 12.
      return <Ellipsis value={text} length={WIDGETS.popupEllipsis} />;
    },
  }));
}

/** An online report in a 1200-wide dialog to pick rows from (JeecgBoot's JPopupOnlReport; spec §7.4). */
export function PopupReportModal({ open, code, multi, param, onOk, onClose }: PopupReportModalProps) {
  const config = useQuery({ queryKey: ['report-columns', code], queryFn: () => reportApi.columns(code), enabled: open && Boolean(code), retry: false });
  const id = config.data?.cgRpConfigId;
  const queryInfo = useQuery({ queryKey: ['report-query', id], queryFn: () => reportApi.queryInfo(id!), enabled: Boolean(id), retry: false });
  const [filters, setFilters] = useState<Record<string, QueryValue>>({});
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: PAGING.defaultPageSize });
  const [sort, setSort] = useState<{ column?: string; order?: 'asc' | 'desc' }>({});
  const self = Object.fromEntries(Object.entries(param ?? {}).map(([k, v]) => [`self_${k}`, v]));
  const params = { ...self, ...reportQueryParams(queryInfo.data ?? [], filters), ...sort, pageNo: page.pageNo, pageSize: page.pageSize };
  const data = useQuery({ queryKey: ['report-data', id, params], queryFn: () => reportApi.data(id!, params), enabled: open && Boolean(id), placeholderData: keepPreviousData, retry: false });

  const records = useMemo(() => data.data?.records ?? [], [data.data]);
  const keys = useMemo(() => rowKeysOf(records), [records]);
  const keyOf = (r: Record_) => keys[records.indexOf(r)] ?? '';
  const [selection, setSelection] = usePickerSelection<Record_>(open, () => new Map());
  const columns = useMemo(() => reportColumns(config.data), [config.data]);
  const failure = config.error ?? queryInfo.error ?? data.error;

  const confirm = () => {
    const error = popupSelectionError(multi, selection.size);
    if (error) return void feedback.message.warning(error);
    onOk([...selection.values()]);
  };

  return (
    <PickerModal open={open} title={config.data?.cgRpConfigName ?? code} width={MODAL_WIDTH.popup} onOk={confirm} onClose={onClose}>
      {failure && <Alert type="warning" showIcon title={failure.message} style={{ marginBottom: 12 }} />}
      <ReportQueryForm items={queryInfo.data ?? []} onSearch={(v) => { setFilters(v); setPage((p) => ({ ...p, pageNo: 1 })); }} />
      <Table<Record_>
        size="small" rowKey={keyOf} columns={columns} dataSource={records} loading={config.isFetching || data.isFetching} scroll={{ x: 'max-content', y: 420 }}
        rowSelection={{
          type: 'checkbox', selectedRowKeys: [...selection.keys()], preserveSelectedRowKeys: true,
          onChange: (selected, rows) => setSelection(new Map([
            ...[...selection].filter(([k]) => selected.includes(k)),
            ...rows.filter(Boolean).map((r): [string, Record_] => [keyOf(r), r]),
          ])),
        }}
        onChange={(p, _f, sorter) => {
          const s = Array.isArray(sorter) ? sorter[0] : sorter;
          setSort(s?.order ? { column: String(s.field), order: s.order === 'ascend' ? 'asc' : 'desc' } : {});
          setPage({ pageNo: p.pageSize === page.pageSize ? p.current ?? 1 : 1, pageSize: p.pageSize ?? page.pageSize });
        }}
        pagination={{
          current: page.pageNo, pageSize: page.pageSize, total: data.data?.total ?? 0, showSizeChanger: true, showQuickJumper: true,
          pageSizeOptions: PAGING.pageSizeOptions.map(String), showTotal: PICKER_TEXT.total,
        }}
      />
    </PickerModal>
  );
}

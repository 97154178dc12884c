import { useEffect, useState } from 'react';
import { Alert, Input, Modal, Table } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { MODAL_WIDTH, PAGING } from '@foodtrace/contracts';
import { feedback } from '@/lib/feedback';
import { popupRowKey } from '../logic/popup-config';
import { TABLE_TEXT } from '../texts';
import type { PopupSource } from './popup-source';

export interface PopupModalProps {
  open: boolean;
  title: string;
  source: PopupSource;
  onPick(record: Record<string, unknown>): void;
  onClose(): void;
}

/**
 * The record picker of a popup cell (spec §2.7 popup modal 1200 wide): one row must be chosen, otherwise
 * 请选择一条记录 (spec §4 Other); a row's key is its values concatenated, cut to 50 characters.
 */
export function PopupModal({ open, title, source, onPick, onClose }: PopupModalProps) {
  const [page, setPage] = useState<{ pageNo: number; pageSize: number }>({ pageNo: 1, pageSize: PAGING.defaultPageSize });
  const [keyword, setKeyword] = useState('');
  const [chosen, setChosen] = useState<Record<string, unknown>[]>([]);
  useEffect(() => { if (!open) setChosen([]); }, [open]);
  const columns = useQuery({ queryKey: ['editable-table', 'popup-columns', source], queryFn: () => source.columns(), enabled: open, retry: false });
  const rows = useQuery({
    queryKey: ['editable-table', 'popup-rows', source, page, keyword], queryFn: () => source.load({ ...page, keyword }), enabled: open, retry: false,
  });
  const error = columns.error ?? rows.error;

  const confirm = () => {
    if (chosen.length !== 1) {
      feedback.message.warning(TABLE_TEXT.popupSelectOne);
      return;
    }
    onPick(chosen[0]);
  };

  return (
    <Modal open={open} title={source.title ?? title} width={MODAL_WIDTH.popup} onOk={confirm} onCancel={onClose}
      okText={TABLE_TEXT.ok} cancelText={TABLE_TEXT.cancel} destroyOnHidden>
      {error && <Alert type="error" showIcon title={(error as Error).message} style={{ marginBottom: 12 }} />}
      {source.searchable && (
        <Input.Search allowClear placeholder={TABLE_TEXT.popupSearch} style={{ width: 280, marginBottom: 12 }}
          onSearch={(v) => { setKeyword(v.trim()); setPage((p) => ({ ...p, pageNo: 1 })); }} />
      )}
      <Table<Record<string, unknown>>
        size="small" rowKey={popupRowKey} loading={columns.isLoading || rows.isFetching}
        columns={(columns.data ?? []).map((c) => ({ title: c.title, dataIndex: c.dataIndex, ellipsis: true }))}
        dataSource={rows.data?.records ?? []}
        rowSelection={{ type: 'radio', selectedRowKeys: chosen.map(popupRowKey), onChange: (_k, selected) => setChosen(selected) }}
        onRow={(record) => ({ onClick: () => setChosen([record]), onDoubleClick: () => onPick(record) })}
        pagination={{
          current: page.pageNo, pageSize: page.pageSize, total: rows.data?.total ?? 0, showSizeChanger: true,
          pageSizeOptions: PAGING.pageSizeOptions.map(String),
          showTotal: (total, range) => `${range[0]}-${range[1]} 共${total}条`,
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Modal>
  );
}

import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Modal, Popconfirm, Space, Table, type TableColumnsType } from 'antd';
import type { DictRecord } from '@foodtrace/contracts';
import { queryResult, runWrite } from '../admin-common/call';
import { dictAdminApi } from './dict-item-api';
import { DICT_LIST_TEXT as T } from './texts';

export interface DictRecycleBinProps {
  open: boolean;
  onClose: () => void;
  /** The dictionary list reloads after a restore. */
  onChanged: () => void;
}

/** 回收站 (JeecgBoot's dictionary recycle bin): restore a deleted dictionary with its items, or delete it for good. */
export function DictRecycleBin({ open, onClose, onChanged }: DictRecycleBinProps) {
  const queryClient = useQueryClient();
  const query = useQuery({ queryKey: ['dictRecycleBin'], enabled: open, queryFn: () => queryResult(dictAdminApi.recycleBin()) });
  const run = async (call: ReturnType<typeof dictAdminApi.restore>) => {
    if (!(await runWrite(call))) return;
    await queryClient.invalidateQueries({ queryKey: ['dictRecycleBin'] });
    onChanged();
  };
  const columns: TableColumnsType<DictRecord> = [
    { title: T.dictName, dataIndex: 'dictName', ellipsis: true },
    { title: T.dictCode, dataIndex: 'dictCode', ellipsis: true },
    { title: T.deletedAt, dataIndex: 'updateTime', width: 170, align: 'center' },
    {
      title: T.actions, key: 'actions', width: 150, align: 'center',
      render: (_v, row) => (
        <Space size={0}>
          <Button type="link" size="small" onClick={() => void run(dictAdminApi.restore(row.id))}>{T.restore}</Button>
          <Popconfirm title={T.confirmPurge} okText={T.ok} cancelText={T.cancel} onConfirm={() => run(dictAdminApi.purge(row.id))}>
            <Button type="link" size="small" danger>{T.purge}</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Modal open={open} title={T.recycleTitle} width={800} footer={null} onCancel={onClose} destroyOnHidden>
      <Table<DictRecord> rowKey="id" size="small" columns={columns} dataSource={query.data ?? []} loading={query.isFetching}
        pagination={false} locale={{ emptyText: T.empty }} scroll={{ y: 400 }} />
    </Modal>
  );
}

import { useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Drawer, Form, Input, Popconfirm, Select, Space, Table, type TableColumnsType } from 'antd';
import { PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { DICT_PERMS, PAGING, type DictItemRecord } from '@foodtrace/contracts';
import { DictTag } from '@/components/dict';
import { listPagination } from '@/crud/resource-table';
import { Has } from '@/lib/permissions';
import { queryResult, runWrite } from '../admin-common/call';
import { dictAdminApi } from './dict-item-api';
import { DictItemForm } from './dict-item-form';
import { DICT_LIST_TEXT as T } from './texts';

export interface DictItemDrawerProps {
  dict: { id: string; dictName: string; dictCode: string } | null;
  onClose: () => void;
}

interface Filters { itemText?: string; status?: string }

/** 字典配置 (JeecgBoot DictItemList): a dictionary's items with search, add, edit, delete, status and sort order. */
export function DictItemDrawer({ dict, onClose }: DictItemDrawerProps) {
  const queryClient = useQueryClient();
  const [form] = Form.useForm<Filters>();
  const [filters, setFilters] = useState<Filters>({});
  const [page, setPage] = useState({ pageNo: 1, pageSize: PAGING.defaultPageSize as number });
  const [editing, setEditing] = useState<'new' | DictItemRecord | null>(null);
  const params = {
    dictId: dict?.id ?? '', ...page, ...(filters.itemText ? { itemText: `*${filters.itemText}*` } : {}), ...(filters.status ? { status: filters.status } : {}),
  };
  const query = useQuery({
    queryKey: ['dictItems', params], enabled: Boolean(dict), placeholderData: keepPreviousData,
    queryFn: () => queryResult(dictAdminApi.items(params)),
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: ['dictItems'] });
  const remove = async (id: string) => { if (await runWrite(dictAdminApi.removeItem(id))) void reload(); };

  const columns: TableColumnsType<DictItemRecord> = [
    { title: T.itemText, dataIndex: 'itemText', ellipsis: true },
    { title: T.itemValue, dataIndex: 'itemValue', ellipsis: true },
    { title: T.sortOrder, dataIndex: 'sortOrder', width: 80, align: 'center' },
    { title: T.status, dataIndex: 'status', width: 90, align: 'center', render: (v: number, r) => <DictTag dictCode="dict_item_status" value={v} text={r.status_dictText} /> },
    {
      title: T.actions, key: 'actions', width: 120, align: 'center',
      render: (_v, row) => (
        <Space size={0}>
          <Has action={DICT_PERMS.itemEdit}><Button type="link" size="small" onClick={() => setEditing(row)}>{T.edit}</Button></Has>
          <Has action={DICT_PERMS.itemDelete}>
            <Popconfirm title={T.confirmDelete} okText={T.ok} cancelText={T.cancel} onConfirm={() => remove(row.id)}>
              <Button type="link" size="small" danger>{T.delete}</Button>
            </Popconfirm>
          </Has>
        </Space>
      ),
    },
  ];

  return (
    <Drawer open={Boolean(dict)} title={dict ? T.itemsTitle(dict.dictName) : ''} size={640} onClose={onClose} destroyOnHidden>
      <Form form={form} layout="inline" name="dict-item-search" style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(v) => { setFilters(v); setPage((p) => ({ ...p, pageNo: 1 })); }}>
        <Form.Item name="itemText" label={T.itemText}><Input allowClear style={{ width: 140 }} /></Form.Item>
        <Form.Item name="status" label={T.status}>
          <Select allowClear style={{ width: 110 }} placeholder={T.choose(T.status)} options={[{ value: '1', label: '启用' }, { value: '0', label: '不启用' }]} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{T.search}</Button>
          <Button icon={<ReloadOutlined />} onClick={() => { form.resetFields(); setFilters({}); }}>{T.reset}</Button>
        </Space>
      </Form>
      <Has action={DICT_PERMS.itemAdd}>
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setEditing('new')}>{T.add}</Button>
      </Has>
      <Table<DictItemRecord> rowKey="id" size="small" columns={columns} dataSource={query.data?.records ?? []} loading={query.isFetching}
        pagination={listPagination(page, query.data?.total ?? 0, { showQuickJumper: false, onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }) })} />
      {dict && <DictItemForm dictId={dict.id} dictCode={dict.dictCode} target={editing} onClose={() => setEditing(null)} onSaved={() => void reload()} />}
    </Drawer>
  );
}

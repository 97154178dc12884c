import { useMemo, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Card, Input, Popconfirm, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { PAGING, permissionCode, productTypeResource } from '@foodtrace/contracts';
import { ResourceFormModal, actionSeparator, listQueryKey, resourceApi, type FormModalState, type ResourceRow } from '@/crud';
import { feedback } from '@/lib/feedback';
import { Has } from '@/lib/permissions';
import { queryResult } from './common/call';
import { branchIds, buildTree, filterTree, type TreeNode } from './product-type/type-tree';
import './common/foodtrace.css';

const api = resourceApi(productTypeResource);
type TypeNode = TreeNode<ResourceRow>;

/**
 * 产品类型 (spec §2.3 ProductTypeManageList): the types as a tree through 上级类型, with 添加下级 on each row;
 * the form and its checks are the generic ones (the server refuses deleting a type still in use).
 */
export default function ProductTypeManageList() {
  const queryClient = useQueryClient();
  const [keyword, setKeyword] = useState('');
  const [modal, setModal] = useState<FormModalState>({ open: false, mode: 'add' });
  const all = useQuery({
    queryKey: [...listQueryKey(productTypeResource), 'tree'],
    queryFn: () => queryResult(api.list({ pageNo: 1, pageSize: PAGING.maxPageSize, column: 'sortNo', order: 'asc' })),
  });
  const tree = useMemo(() => filterTree(buildTree(all.data?.records ?? []), keyword), [all.data, keyword]);
  const reload = () => void queryClient.invalidateQueries({ queryKey: listQueryKey(productTypeResource) });
  const remove = async (id: string) => {
    const res = await api.remove(id).catch(() => null);
    if (!res) return;
    if (res.success) { feedback.message.success(res.message); reload(); } else feedback.message.warning(res.message);
  };
  const code = (a: 'add' | 'edit' | 'delete') => permissionCode(productTypeResource, a);

  return (
    <Card variant="borderless">
      <Space wrap style={{ marginBottom: 16 }}>
        <Has action={code('add')}>
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setModal({ open: true, mode: 'add' })}>新增</Button>
        </Has>
        <Input.Search allowClear placeholder="搜索类型名称或编码" style={{ width: 260 }} onSearch={setKeyword} />
      </Space>
      <Table<TypeNode>
        rowKey="id" size="middle" loading={all.isFetching} dataSource={tree} pagination={false}
        expandable={keyword ? { expandedRowKeys: branchIds(tree) } : { defaultExpandAllRows: true }}
        key={keyword ? `search-${keyword}` : `tree-${all.dataUpdatedAt}`}
        columns={[
          { title: '类型名称', dataIndex: 'typeName' },
          { title: '类型编码', dataIndex: 'typeCode' },
          { title: '排序', dataIndex: 'sortNo', width: 80 },
          { title: '备注', dataIndex: 'remark', ellipsis: true },
          {
            title: '操作', key: 'actions', width: 240, render: (_v, row) => (
              <Space size={0} separator={actionSeparator}>
                <Has action={code('add')}><Button type="link" size="small" onClick={() => setModal({ open: true, mode: 'add', record: { id: '', parentId: row.id } })}>添加下级</Button></Has>
                <Has action={code('edit')}><Button type="link" size="small" onClick={() => setModal({ open: true, mode: 'edit', record: row })}>编辑</Button></Has>
                <Has action={code('delete')}>
                  <Popconfirm title="确定删除吗?" okText="确定" cancelText="取消" onConfirm={() => remove(row.id)}>
                    <Button type="link" size="small" danger>删除</Button>
                  </Popconfirm>
                </Has>
              </Space>
            ),
          },
        ]}
      />
      <ResourceFormModal resource={productTypeResource} state={modal} onClose={() => setModal((m) => ({ ...m, open: false }))} onSaved={reload} />
    </Card>
  );
}

import { useState, type Key } from 'react';
import { Button, Card, Col, Form, Input, Popconfirm, Row, Space, Table, type TableColumnsType } from 'antd';
import { DeleteOutlined, PlusOutlined, ReloadOutlined, SearchOutlined } from '@ant-design/icons';
import { CATEGORY_PERMS } from '@foodtrace/contracts';
import { listPagination } from '@/crud/resource-table';
import { SelectionBar } from '@/crud/selection-bar';
import { CRUD_TEXT } from '@/crud/texts';
import { feedback } from '@/lib/feedback';
import { Has } from '@/lib/permissions';
import { actionSeparator } from '@/crud';
import { runWrite } from './admin-common/call';
import { categoryAdminApi } from './category-list/category-api';
import { CategoryForm, type CategoryFormTarget } from './category-list/category-form';
import type { CategoryRow } from './category-list/category-rows';
import { CATEGORY_LIST_TEXT as T } from './category-list/texts';
import { useCategoryTree, type CategoryFilters } from './category-list/use-category-tree';

const COL = { xl: 6, lg: 8, md: 12, sm: 24, xs: 24 } as const;

/**
 * 分类字典 (spec §2.3 System pages: category, §7.2 Category): the category tree as a tree table, children
 * loaded on first expand, with add (root or child), rename and delete (with everything below).
 */
export default function CategoryList() {
  const tree = useCategoryTree();
  const [form] = Form.useForm<CategoryFilters>();
  const [target, setTarget] = useState<CategoryFormTarget>(null);
  const [selected, setSelected] = useState<Key[]>([]);

  const remove = async (row: CategoryRow) => {
    if (await runWrite(categoryAdminApi.remove(row.id))) void tree.refresh(row.pid);
  };
  const removeSelected = () => {
    if (!selected.length) {
      feedback.message.warning(CRUD_TEXT.selectOne);
      return;
    }
    feedback.modal.confirm({
      title: CRUD_TEXT.confirmDeleteTitle, content: CRUD_TEXT.confirmBatchDelete(selected.length), okText: T.ok, cancelText: T.cancel,
      onOk: async () => {
        if (await runWrite(categoryAdminApi.removeBatch(selected.map(String)))) {
          setSelected([]);
          await tree.refresh();
        }
      },
    });
  };

  const columns: TableColumnsType<CategoryRow> = [
    { title: T.name, dataIndex: 'name', ellipsis: true },
    { title: T.code, dataIndex: 'code', width: 220 },
    { title: T.createTime, dataIndex: 'createTime', width: 180, align: 'center' },
    {
      title: T.actions, key: 'actions', width: 220, align: 'center', fixed: 'right',
      render: (_v, row) => row.placeholder ? null : (
        <Space size={0} separator={actionSeparator}>
          <Has action={CATEGORY_PERMS.edit}><Button type="link" size="small" onClick={() => setTarget({ mode: 'edit', row })}>{T.edit}</Button></Has>
          <Has action={CATEGORY_PERMS.add}><Button type="link" size="small" onClick={() => setTarget({ mode: 'add', parent: row })}>{T.addChild}</Button></Has>
          <Has action={CATEGORY_PERMS.delete}>
            <Popconfirm title={T.confirmDelete} okText={T.ok} cancelText={T.cancel} onConfirm={() => remove(row)}>
              <Button type="link" size="small" danger>{T.delete}</Button>
            </Popconfirm>
          </Has>
        </Space>
      ),
    },
  ];

  return (
    <Card variant="borderless">
      <Form form={form} name="category-search" onFinish={tree.search} role="search">
        <Row gutter={24}>
          <Col {...COL}><Form.Item name="name" label={T.name}><Input placeholder={T.enterName} allowClear /></Form.Item></Col>
          <Col {...COL}><Form.Item name="code" label={T.code}><Input placeholder={T.enterCode} allowClear /></Form.Item></Col>
          <Col {...COL}>
            <Space>
              <Button type="primary" htmlType="submit" icon={<SearchOutlined />}>{T.search}</Button>
              <Button icon={<ReloadOutlined />} onClick={() => { form.resetFields(); tree.search({}); }}>{T.reset}</Button>
            </Space>
          </Col>
        </Row>
      </Form>
      <Space style={{ marginBottom: 16 }}>
        <Has action={CATEGORY_PERMS.add}><Button type="primary" icon={<PlusOutlined />} onClick={() => setTarget({ mode: 'add', parent: null })}>{T.add}</Button></Has>
        <Has action={CATEGORY_PERMS.deleteBatch}><Button icon={<DeleteOutlined />} onClick={removeSelected}>{T.batchDelete}</Button></Has>
      </Space>
      <SelectionBar count={selected.length} onClear={() => setSelected([])} />
      <Table<CategoryRow>
        rowKey="id" size="middle" columns={columns} dataSource={tree.rows} loading={tree.loading} scroll={{ x: 'max-content' }}
        rowSelection={{ selectedRowKeys: selected, onChange: setSelected, checkStrictly: true, getCheckboxProps: (r) => ({ disabled: Boolean(r.placeholder) }) }}
        expandable={{
          expandedRowKeys: tree.expanded,
          onExpandedRowsChange: (keys) => tree.setExpanded(keys.map(String)),
          onExpand: (open, row) => { if (open && row.children?.[0]?.placeholder) void tree.loadChildren(row.id); },
        }}
        pagination={listPagination(tree.page, tree.total, { onChange: (pageNo, pageSize) => tree.setPage({ pageNo, pageSize }) })}
      />
      <CategoryForm target={target} onClose={() => setTarget(null)} onSaved={(pid) => void tree.refresh(pid)} />
    </Card>
  );
}

import { useState } from 'react';
import { Button, Card, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { SYS_PERMS, type PermissionRecord } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { queryResult, runWrite } from './admin-common/call';
import { DataRuleDrawer } from './permission-list/data-rule-drawer';
import { permissionApi } from './permission-list/permission-api';
import { permissionColumns } from './permission-list/permission-columns';
import { PermissionFormDrawer, type MenuDrawerState } from './permission-list/permission-form-drawer';
import { MENU_TEXT } from './permission-list/texts';

/**
 * 菜单管理 (spec §7.2 Permission): the menu and button tree as a tree table, the drawer for the three menu
 * types, and each menu's data rules. Changes apply to every user's next call (no permission cache).
 */
export default function PermissionList() {
  const tree = useQuery({ queryKey: ['permission-tree'], queryFn: () => queryResult(permissionApi.list()), retry: false });
  const [drawer, setDrawer] = useState<MenuDrawerState>({ open: false });
  const [rulesOf, setRulesOf] = useState<PermissionRecord | null>(null);
  const reload = () => void tree.refetch();

  const columns = permissionColumns({
    onEdit: (record) => setDrawer({ open: true, record }),
    onAddChild: (parent) => setDrawer({ open: true, parent }),
    onRules: setRulesOf,
    onDelete: async (row) => { if (await runWrite(permissionApi.remove(row.id))) reload(); },
  });

  return (
    <Card variant="borderless">
      <Has action={SYS_PERMS.permission.add}>
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 16 }} onClick={() => setDrawer({ open: true })}>{MENU_TEXT.add}</Button>
      </Has>
      <Table<PermissionRecord>
        rowKey="id" size="middle" columns={columns} dataSource={tree.data ?? []} loading={tree.isFetching}
        pagination={false} scroll={{ x: 'max-content' }}
        expandable={{ childrenColumnName: 'children', indentSize: 20 }}
      />
      <PermissionFormDrawer state={drawer} tree={tree.data ?? []} onClose={() => setDrawer((d) => ({ ...d, open: false }))} onSaved={reload} />
      <DataRuleDrawer menu={rulesOf} onClose={() => setRulesOf(null)} />
    </Card>
  );
}

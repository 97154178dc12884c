import { Button, Dropdown, Popconfirm, Space, Tag, type TableColumnsType } from 'antd';
import { DownOutlined } from '@ant-design/icons';
import { MENU_TYPE, SYS_PERMS, type PermissionRecord } from '@foodtrace/contracts';
import { menuIcon } from '@/components/layout/menu-icons';
import { actionSeparator } from '@/crud';
import { Has, usePermission } from '@/lib/permissions';
import { MENU_TEXT } from './texts';

const C = MENU_TEXT.columns;
const TYPE_COLORS = ['blue', 'cyan', 'orange'] as const;

export interface MenuRowActions {
  onEdit: (row: PermissionRecord) => void;
  onAddChild: (row: PermissionRecord) => void;
  onRules: (row: PermissionRecord) => void;
  onDelete: (row: PermissionRecord) => Promise<void>;
}

function More({ row, actions }: { row: PermissionRecord; actions: MenuRowActions }) {
  const add = usePermission(SYS_PERMS.permission.add);
  const rule = usePermission(SYS_PERMS.permission.rule);
  const items = [
    row.menuType !== MENU_TYPE.button && add !== 'hidden' && { key: 'child', label: MENU_TEXT.addChild, disabled: add === 'disabled' },
    row.menuType !== MENU_TYPE.button && rule !== 'hidden' && { key: 'rules', label: MENU_TEXT.dataRule, disabled: rule === 'disabled' },
  ].filter((i) => i !== false);
  if (!items.length) return null;
  return (
    <Dropdown menu={{ items, onClick: ({ key }) => (key === 'child' ? actions.onAddChild(row) : actions.onRules(row)) }}>
      <Button type="link" size="small">{MENU_TEXT.more} <DownOutlined /></Button>
    </Dropdown>
  );
}

/** The tree table's columns (JeecgBoot's PermissionList): name with icon, type, component, path, code, order. */
export function permissionColumns(actions: MenuRowActions): TableColumnsType<PermissionRecord> {
  return [
    { title: C.name, dataIndex: 'name', key: 'name', width: 240, render: (name: string, r) => <Space>{menuIcon(r.icon)}{name}</Space> },
    { title: C.type, dataIndex: 'menuType', key: 'menuType', width: 100, align: 'center', render: (t: number) => <Tag color={TYPE_COLORS[t]}>{MENU_TEXT.types[t]}</Tag> },
    { title: C.component, dataIndex: 'component', key: 'component', ellipsis: true },
    { title: C.url, dataIndex: 'url', key: 'url', ellipsis: true },
    { title: C.perms, dataIndex: 'perms', key: 'perms', ellipsis: true },
    { title: C.sortNo, dataIndex: 'sortNo', key: 'sortNo', width: 70, align: 'center' },
    {
      title: C.actions, key: '__actions', width: 200, align: 'center', fixed: 'right',
      render: (_v, row) => (
        <Space size={0} separator={actionSeparator}>
          <Has action={SYS_PERMS.permission.edit}><Button type="link" size="small" onClick={() => actions.onEdit(row)}>{MENU_TEXT.edit}</Button></Has>
          {/* a button row has no 更多; an empty item would still get separators (编辑 || 删除) */}
          {row.menuType !== MENU_TYPE.button && <More row={row} actions={actions} />}
          <Has action={SYS_PERMS.permission.delete}>
            <Popconfirm title={MENU_TEXT.confirmDelete} onConfirm={() => actions.onDelete(row)} okText={MENU_TEXT.ok} cancelText={MENU_TEXT.cancel}>
              <Button type="link" size="small" danger>{MENU_TEXT.delete}</Button>
            </Popconfirm>
          </Has>
        </Space>
      ),
    },
  ];
}

import { Button, Dropdown, Space } from 'antd';
import { DeleteOutlined, DownOutlined, PlusOutlined } from '@ant-design/icons';
import { permissionCode, resourceActions, superQueryFieldsOf, type ResourceDef, type SuperQueryParams } from '@foodtrace/contracts';
import { SuperQuery } from '@/components/super-query';
import { ExcelActions, type ExcelActionsProps } from '@/components/excel';
import { Has } from '@/lib/permissions';
import { CRUD_TEXT } from './texts';

export interface ResourceToolbarProps {
  resource: ResourceDef;
  onAdd: () => void;
  /** What 新增 adds where that is not plainly a record (加工记录: a plan, completed by 登记加工). */
  addLabel?: string;
  onBatchDelete: () => void;
  /** Shows 高级查询 (spec §4) over the resource's fields; saved queries are kept per resource. */
  onSuperQuery?: (params: SuperQueryParams | null) => void;
  /** Shows 导出 / 导入 (spec §7.3) with the list's current parameters and selection. */
  excel?: Omit<ExcelActionsProps, 'resource'>;
}

/**
 * 新增 and 批量操作. The batch menu stays visible without a selection so that its 删除 can say
 * '请选择一条记录！' (spec §4 Other) instead of silently doing nothing.
 */
export function ResourceToolbar({ resource, onAdd, addLabel, onBatchDelete, onSuperQuery, excel }: ResourceToolbarProps) {
  // A resource written only through its module's own rules has no generic add or deleteBatch route.
  const actions = resourceActions(resource);
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {actions.includes('add') && (
        <Has action={permissionCode(resource, 'add')}>
          <Button type="primary" icon={<PlusOutlined />} onClick={onAdd}>{addLabel ?? CRUD_TEXT.add}</Button>
        </Has>
      )}
      {actions.includes('deleteBatch') && (
        <Has action={permissionCode(resource, 'deleteBatch')}>
          <Dropdown menu={{
            items: [{ key: 'delete', icon: <DeleteOutlined />, label: CRUD_TEXT.delete }],
            onClick: ({ key }) => { if (key === 'delete') onBatchDelete(); },
          }}>
            <Button icon={<DownOutlined />} iconPlacement="end">{CRUD_TEXT.batchActions}</Button>
          </Dropdown>
        </Has>
      )}
      {excel && <ExcelActions resource={resource} {...excel} />}
      {onSuperQuery && <SuperQuery fields={superQueryFieldsOf(resource)} saveCode={resource.key} onSearch={onSuperQuery} />}
    </Space>
  );
}

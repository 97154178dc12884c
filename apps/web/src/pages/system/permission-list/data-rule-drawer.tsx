import { useState } from 'react';
import { Button, Drawer, Popconfirm, Space, Table, Tag } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { DATA_RULE_CONDITION_LABELS, SYS_PERMS, type DataRuleCondition, type DataRuleRecord, type PermissionRecord } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { queryResult, runWrite } from '../admin-common/call';
import { DataRuleFormModal, type RuleModalState } from './data-rule-form-modal';
import { permissionApi } from './permission-api';
import { MENU_TEXT } from './texts';

const R = MENU_TEXT.rules;

/** The data rules of one menu (spec §7.2 getPermRuleListByPermId / addPermissionRule / …). */
export function DataRuleDrawer({ menu, onClose }: { menu: PermissionRecord | null; onClose: () => void }) {
  const rules = useQuery({
    queryKey: ['menu-rules', menu?.id], queryFn: () => queryResult(permissionApi.rules(menu!.id)), enabled: Boolean(menu), retry: false,
  });
  const [modal, setModal] = useState<RuleModalState>({ open: false });
  const remove = async (id: string) => { if (await runWrite(permissionApi.removeRule(id))) void rules.refetch(); };

  return (
    <Drawer open={Boolean(menu)} title={R.title(menu?.name ?? '')} size={720} onClose={onClose} destroyOnHidden>
      <Has action={SYS_PERMS.permission.rule}>
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => setModal({ open: true })}>{R.add}</Button>
      </Has>
      <Table<DataRuleRecord>
        rowKey="id" size="small" loading={rules.isFetching} dataSource={rules.data ?? []} pagination={false}
        columns={[
          { title: R.name, dataIndex: 'ruleName' },
          { title: R.column, dataIndex: 'ruleColumn' },
          { title: R.condition, dataIndex: 'ruleConditions', render: (c: string) => DATA_RULE_CONDITION_LABELS[c as DataRuleCondition] ?? c },
          { title: R.value, dataIndex: 'ruleValue' },
          { title: R.status, dataIndex: 'status', render: (s: string) => <Tag color={s === '1' ? 'green' : 'default'}>{s === '1' ? MENU_TEXT.valid : MENU_TEXT.invalid}</Tag> },
          {
            title: MENU_TEXT.columns.actions, key: 'actions', width: 120,
            render: (_v, r) => (
              <Space size={0}>
                <Button type="link" size="small" onClick={() => setModal({ open: true, record: r })}>{MENU_TEXT.edit}</Button>
                <Popconfirm title={R.confirmDelete} onConfirm={() => remove(r.id)} okText={MENU_TEXT.ok} cancelText={MENU_TEXT.cancel}>
                  <Button type="link" size="small" danger>{MENU_TEXT.delete}</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      {menu && <DataRuleFormModal menuId={menu.id} state={modal} onClose={() => setModal({ open: false })} onSaved={() => void rules.refetch()} />}
    </Drawer>
  );
}

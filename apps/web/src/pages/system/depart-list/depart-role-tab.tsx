import { useState } from 'react';
import { Button, Popconfirm, Space, Table } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { SYS_PERMS, type DepartRoleRecord } from '@foodtrace/contracts';
import { showTotal } from '@/crud/list-params';
import { Has } from '@/lib/permissions';
import { actionSeparator } from '@/crud';
import { queryResult, runWrite } from '../admin-common/call';
import { GrantDrawer } from '../permission-tree/grant-drawer';
import { departApi } from './depart-api';
import { DepartRoleFormModal, type RoleModalState } from './depart-role-form-modal';
import { DEPART_TEXT } from './texts';

const R = DEPART_TEXT.role;

/** 部门角色: the department's own roles, each authorised within the department's cap. */
export function DepartRoleTab({ departId }: { departId: string }) {
  const [pageNo, setPageNo] = useState(1);
  const roles = useQuery({ queryKey: ['depart-roles', departId, pageNo], queryFn: () => queryResult(departApi.roles(departId, pageNo)), retry: false });
  const [modal, setModal] = useState<RoleModalState>({ open: false });
  const [authorizing, setAuthorizing] = useState<DepartRoleRecord | null>(null);
  const reload = () => void roles.refetch();

  return (
    <>
      <Has action={SYS_PERMS.departRole.add}>
        <Button type="primary" icon={<PlusOutlined />} style={{ marginBottom: 12 }} onClick={() => setModal({ open: true })}>{R.add}</Button>
      </Has>
      <Table<DepartRoleRecord>
        rowKey="id" size="small" loading={roles.isFetching} dataSource={roles.data?.records ?? []}
        pagination={{ current: pageNo, pageSize: 10, total: roles.data?.total ?? 0, onChange: setPageNo, showTotal }}
        columns={[
          { title: R.name, dataIndex: 'roleName' },
          { title: R.code, dataIndex: 'roleCode' },
          { title: R.description, dataIndex: 'description', ellipsis: true },
          {
            title: DEPART_TEXT.actions, key: 'actions', width: 200,
            render: (_v, r) => (
              <Space size={0} separator={actionSeparator}>
                <Has action={SYS_PERMS.departRole.edit}><Button type="link" size="small" onClick={() => setModal({ open: true, record: r })}>{DEPART_TEXT.edit}</Button></Has>
                <Has action={SYS_PERMS.departRole.authorize}><Button type="link" size="small" onClick={() => setAuthorizing(r)}>{R.authorize}</Button></Has>
                <Has action={SYS_PERMS.departRole.delete}>
                  <Popconfirm title={R.confirmDelete} okText={DEPART_TEXT.ok} cancelText={DEPART_TEXT.cancel}
                    onConfirm={async () => { if (await runWrite(departApi.removeRole(r.id))) reload(); }}>
                    <Button type="link" size="small" danger>{DEPART_TEXT.delete}</Button>
                  </Popconfirm>
                </Has>
              </Space>
            ),
          },
        ]}
      />
      <DepartRoleFormModal departId={departId} state={modal} onClose={() => setModal({ open: false })} onSaved={reload} />
      {authorizing && (
        <GrantDrawer open title={R.authTitle(authorizing.roleName)} cacheKey={['depart-role', authorizing.id]}
          loadTree={() => departApi.roleTree(departId)} loadGranted={() => departApi.roleGrants(authorizing.id)}
          save={(ids, last) => departApi.saveRoleGrants(authorizing.id, ids, last)} onClose={() => setAuthorizing(null)} />
      )}
    </>
  );
}

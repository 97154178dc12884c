import { useState } from 'react';
import { Button, Checkbox, Empty, Modal, Spin, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SYS_PERMS, USER_STATUS, type UserRecord } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { queryResult, runWrite } from '../admin-common/call';
import { departApi } from './depart-api';
import { DEPART_TEXT } from './texts';

const U = DEPART_TEXT.user;

/** Which department roles one member holds here (POST /sys/sysDepartRole/deptRoleUserAdd). */
function AssignRolesModal({ departId, user, onClose }: { departId: string; user: UserRecord; onClose: () => void }) {
  const roles = useQuery({ queryKey: ['depart-roles-all', departId], queryFn: () => queryResult(departApi.allRoles(departId)), retry: false });
  const held = useQuery({ queryKey: ['depart-user-roles', departId, user.id], queryFn: () => queryResult(departApi.userRoles(user.id, departId)), retry: false, gcTime: 0 });
  const [picked, setPicked] = useState<string[] | null>(null);
  const value = picked ?? (held.data ?? []).map((r) => r.droleId);
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      if (await runWrite(departApi.setUserRoles(user.id, departId, value))) onClose();
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open title={U.assignTitle(user.realname ?? user.username)} onCancel={onClose} onOk={() => void save()} confirmLoading={saving}
      okText={DEPART_TEXT.ok} cancelText={DEPART_TEXT.close}>
      <Spin spinning={roles.isLoading || held.isLoading}>
        {roles.data?.length ? (
          <Checkbox.Group value={value} onChange={(v) => setPicked(v.map(String))} options={roles.data.map((r) => ({ value: r.id, label: r.roleName }))} />
        ) : <Empty description={U.noRoles} />}
      </Spin>
    </Modal>
  );
}

/** 部门用户: the members (spec §7.2 queryUserByDepId) and their department roles. */
export function DepartUserTab({ departId }: { departId: string }) {
  const users = useQuery({ queryKey: ['depart-users', departId], queryFn: () => queryResult(departApi.users(departId)), retry: false });
  const [assigning, setAssigning] = useState<UserRecord | null>(null);
  return (
    <>
      <Table<UserRecord>
        rowKey="id" size="small" loading={users.isFetching} dataSource={users.data ?? []} pagination={{ pageSize: 10 }}
        columns={[
          { title: U.username, dataIndex: 'username' },
          { title: U.realname, dataIndex: 'realname' },
          { title: U.phone, dataIndex: 'phone' },
          { title: U.status, dataIndex: 'status_dictText', render: (t: string, r) => <Tag color={r.status === USER_STATUS.normal ? 'green' : 'red'}>{t}</Tag> },
          {
            title: DEPART_TEXT.actions, key: 'actions', width: 140,
            render: (_v, r) => <Has action={SYS_PERMS.departRole.assign}><Button type="link" size="small" onClick={() => setAssigning(r)}>{U.assign}</Button></Has>,
          },
        ]}
      />
      {assigning && <AssignRolesModal departId={departId} user={assigning} onClose={() => setAssigning(null)} />}
    </>
  );
}

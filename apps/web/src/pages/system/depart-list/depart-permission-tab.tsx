import { useEffect, useState } from 'react';
import { Alert, Button, Spin } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { SYS_PERMS } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { queryResult, runWrite } from '../admin-common/call';
import { GrantTree } from '../permission-tree/grant-tree';
import { departApi } from './depart-api';
import { DEPART_TEXT } from './texts';

/** 部门权限: the department's cap, the most its department roles can be given (reference/JEECG.md §2). */
export function DepartPermissionTab({ departId }: { departId: string }) {
  const tree = useQuery({ queryKey: ['permission-auth-tree'], queryFn: () => queryResult(departApi.permissionTree()), retry: false });
  const caps = useQuery({ queryKey: ['depart-caps', departId], queryFn: () => queryResult(departApi.caps(departId)), retry: false, gcTime: 0 });
  const [ids, setIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  useEffect(() => { if (caps.data) setIds(caps.data); }, [caps.data]);

  const save = async () => {
    setSaving(true);
    try {
      if (await runWrite(departApi.saveCaps(departId, ids, caps.data ?? []))) void caps.refetch();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Spin spinning={tree.isLoading || caps.isLoading}>
      <Alert type="info" showIcon style={{ marginBottom: 12 }} title={DEPART_TEXT.permissionHint} />
      <div style={{ maxHeight: 520, overflow: 'auto' }}>
        <GrantTree treeData={tree.data?.treeList ?? []} granted={ids} onChange={setIds} loading={tree.isLoading} />
      </div>
      <Has action={SYS_PERMS.depart.authorize}>
        <Button type="primary" style={{ marginTop: 12 }} loading={saving} onClick={() => void save()}>{DEPART_TEXT.savePermission}</Button>
      </Has>
    </Spin>
  );
}

import { useEffect, useState, type ReactNode } from 'react';
import { Button, Drawer, Space, Spin } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ApiResult, PermissionTreeAnswer, PermissionTreeNode } from '@foodtrace/contracts';
import { queryResult, runWrite } from '../admin-common/call';
import { GrantTree } from './grant-tree';
import { GRANT_TEXT } from './texts';

export interface GrantDrawerProps {
  open: boolean;
  title: ReactNode;
  /** Distinguishes the owner in the query cache (e.g. ['role', id]). */
  cacheKey: readonly unknown[];
  loadTree: () => Promise<ApiResult<PermissionTreeAnswer>>;
  loadGranted: () => Promise<ApiResult<string[]>>;
  save: (ids: string[], last: string[]) => Promise<ApiResult<unknown>>;
  onClose: () => void;
  extra?: (node: PermissionTreeNode) => ReactNode;
  /** Shown beside the tree, e.g. the data-rule panel of a role. */
  aside?: ReactNode;
  width?: number;
}

/** One authorisation drawer for roles, department caps and department roles: load, tick, save. */
export function GrantDrawer(props: GrantDrawerProps) {
  const { open, title, cacheKey, loadTree, loadGranted, save, onClose, extra, aside, width = 650 } = props;
  const client = useQueryClient();
  const tree = useQuery({ queryKey: ['grant-tree', ...cacheKey], queryFn: () => queryResult(loadTree()), enabled: open, retry: false });
  const granted = useQuery({ queryKey: ['granted', ...cacheKey], queryFn: () => queryResult(loadGranted()), enabled: open, retry: false, gcTime: 0 });
  const [ids, setIds] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);

  useEffect(() => { if (granted.data) setIds(granted.data); }, [granted.data]);

  const submit = async (close: boolean) => {
    setSaving(true);
    try {
      const done = await runWrite(save(ids, granted.data ?? []));
      if (!done) return;
      await client.invalidateQueries({ queryKey: ['granted', ...cacheKey] });
      if (close) onClose();
    } finally {
      setSaving(false);
    }
  };

  return (
    <Drawer
      open={open} title={title} size={width} onClose={onClose} destroyOnHidden
      footer={(
        <Space style={{ float: 'right' }}>
          <Button onClick={onClose}>{GRANT_TEXT.cancel}</Button>
          <Button loading={saving} onClick={() => void submit(false)}>{GRANT_TEXT.save}</Button>
          <Button type="primary" loading={saving} onClick={() => void submit(true)}>{GRANT_TEXT.saveAndClose}</Button>
        </Space>
      )}
    >
      <Spin spinning={tree.isLoading || granted.isLoading}>
        <div style={{ display: 'flex', gap: 16 }}>
          <div style={{ flex: 1, minWidth: 0 }}>
            <GrantTree treeData={tree.data?.treeList ?? []} granted={ids} onChange={setIds} extra={extra} loading={tree.isLoading} />
          </div>
          {aside}
        </div>
      </Spin>
    </Drawer>
  );
}

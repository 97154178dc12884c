import { useMemo, useState } from 'react';
import { Button, Card, Empty, Input, Popconfirm, Space, Spin, Tree } from 'antd';
import { PlusOutlined, ReloadOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { SYS_PERMS, type DepartTreeNode } from '@foodtrace/contracts';
import { Has } from '@/lib/permissions';
import { queryResult } from '../admin-common/call';
import { departApi } from './depart-api';
import { DEPART_TEXT } from './texts';

export interface DepartTreeCardProps {
  selected: DepartTreeNode | null;
  onSelect: (node: DepartTreeNode | null) => void;
  onAdd: (parent: DepartTreeNode | null) => void;
  onDelete: (node: DepartTreeNode) => Promise<void>;
}

/** The organisation tree with its search (spec §7.2 queryTreeList / searchBy) and the add / delete buttons. */
export function DepartTreeCard({ selected, onSelect, onAdd, onDelete }: DepartTreeCardProps) {
  const [keyword, setKeyword] = useState('');
  const tree = useQuery({
    queryKey: ['depart-tree', keyword],
    queryFn: () => queryResult(keyword ? departApi.search(keyword) : departApi.tree()),
    retry: false,
  });
  const byKey = useMemo(() => {
    const map = new Map<string, DepartTreeNode>();
    const walk = (nodes: DepartTreeNode[]) => nodes.forEach((n) => { map.set(n.key, n); walk(n.children ?? []); });
    walk(tree.data ?? []);
    return map;
  }, [tree.data]);

  return (
    <Card variant="borderless" title={(
      <Space wrap>
        <Has action={SYS_PERMS.depart.add}><Button type="primary" size="small" icon={<PlusOutlined />} onClick={() => onAdd(null)}>{DEPART_TEXT.addTop}</Button></Has>
        <Has action={SYS_PERMS.depart.add}><Button size="small" disabled={!selected} onClick={() => onAdd(selected)}>{DEPART_TEXT.addChild}</Button></Has>
        <Has action={SYS_PERMS.depart.delete}>
          <Popconfirm title={DEPART_TEXT.confirmDelete(selected?.departName ?? '')} disabled={!selected}
            onConfirm={() => selected && onDelete(selected)} okText={DEPART_TEXT.ok} cancelText={DEPART_TEXT.cancel}>
            <Button size="small" danger disabled={!selected}>{DEPART_TEXT.delete}</Button>
          </Popconfirm>
        </Has>
        <Button size="small" icon={<ReloadOutlined />} aria-label={DEPART_TEXT.refresh} onClick={() => void tree.refetch()} />
      </Space>
    )}>
      <Input.Search allowClear placeholder={DEPART_TEXT.searchPlaceholder} onSearch={(v) => setKeyword(v.trim())} style={{ marginBottom: 12 }} />
      <Spin spinning={tree.isFetching}>
        {tree.data?.length ? (
          <Tree<DepartTreeNode>
            blockNode defaultExpandAll key={keyword} treeData={tree.data} fieldNames={{ key: 'key', title: 'title', children: 'children' }}
            selectedKeys={selected ? [selected.key] : []}
            onSelect={(keys) => onSelect(keys.length ? byKey.get(String(keys[0])) ?? null : null)}
          />
        ) : <Empty />}
      </Spin>
    </Card>
  );
}

import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Empty, Input, Spin, Tree } from 'antd';
import { fetchPage } from '../picker-api';
import { PICKER_TEXT } from '../texts';
import { departTitles, filterDepartTree, type DepartNode } from './depart-tree-data';

export interface DepartTreeProps {
  /** 'select': one highlighted department (a filter); 'check': tick several, parents and children apart. */
  mode: 'select' | 'check';
  keys: readonly string[];
  onChange: (keys: string[], titles: Map<string, string>) => void;
  height?: number;
}

/** The organisation tree with a search box (GET /sys/sysDepart/queryTreeList), shared by the pickers. */
export function DepartTree({ mode, keys, onChange, height = 400 }: DepartTreeProps) {
  const [keyword, setKeyword] = useState('');
  const tree = useQuery({
    queryKey: ['picker-depart-tree'],
    queryFn: async () => (await fetchPage<DepartNode>('/sys/sysDepart/queryTreeList', {})).records,
    staleTime: 60_000,
    retry: false,
  });
  const all = useMemo(() => tree.data ?? [], [tree.data]);
  const titles = useMemo(() => departTitles(all), [all]);
  const shown = useMemo(() => filterDepartTree(all, keyword), [all, keyword]);

  return (
    <>
      <Input.Search allowClear placeholder={PICKER_TEXT.user.searchDepart} onChange={(e) => setKeyword(e.target.value)} style={{ marginBottom: 8 }} />
      <Spin spinning={tree.isFetching}>
        {shown.length ? (
          <Tree<DepartNode>
            key={keyword} blockNode defaultExpandAll height={height} treeData={shown}
            checkable={mode === 'check'} checkStrictly selectable={mode === 'select'}
            selectedKeys={mode === 'select' ? [...keys] : []}
            checkedKeys={mode === 'check' ? { checked: [...keys], halfChecked: [] } : undefined}
            onSelect={(selected) => onChange(selected.map(String), titles)}
            onCheck={(checked) => onChange((Array.isArray(checked) ? checked : checked.checked).map(String), titles)}
          />
        ) : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />}
      </Spin>
    </>
  );
}


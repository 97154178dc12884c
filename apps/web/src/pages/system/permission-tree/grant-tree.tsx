import { useMemo, useState, type ReactNode } from 'react';
import { Button, Empty, Space, Switch, Tree } from 'antd';
import type { PermissionTreeNode } from '@foodtrace/contracts';
import { menuIcon } from '@/components/layout/menu-icons';
import { GRANT_TEXT } from './texts';
import { allKeys, fullyGranted, keysToSave, parentKeys } from './tree-utils';

export interface GrantTreeProps {
  treeData: PermissionTreeNode[];
  /** The ids the owner holds now, as the server stores them (parents included). */
  granted: string[];
  /** Called with the ids to store whenever the selection changes. */
  onChange: (ids: string[]) => void;
  /** Extra content after a node's title (e.g. the data-rule button of a role). */
  extra?: (node: PermissionTreeNode) => ReactNode;
  /** While the tree loads, "nothing to grant" would be a lie. */
  loading?: boolean;
}

type AntNode = { key: string; title: ReactNode; icon?: ReactNode; children?: AntNode[]; isLeaf?: boolean };

/**
 * The checkable permission tree of the authorisation drawers (spec §7.2 queryTreeList / saveRolePermission).
 * Linked mode checks a menu together with its buttons and stores half-checked parents so the menu shows;
 * unlinked mode stores exactly what is ticked (a menu without some of its buttons, JeecgBoot's 父子关联 off).
 */
export function GrantTree({ treeData, granted, onChange, extra, loading }: GrantTreeProps) {
  const [linked, setLinked] = useState(true);
  const grantedSet = useMemo(() => new Set(granted), [granted]);
  const checked = useMemo(() => (linked ? fullyGranted(treeData, grantedSet) : granted), [linked, treeData, grantedSet, granted]);
  const [expanded, setExpanded] = useState<string[] | null>(null);
  const expandedKeys = expanded ?? parentKeys(treeData).slice(0, 50);

  const nodes = useMemo(() => {
    const toAnt = (n: PermissionTreeNode): AntNode => ({
      key: n.key, isLeaf: n.isLeaf, icon: menuIcon(n.icon),
      title: <span>{n.title}{extra?.(n)}</span>,
      children: n.children?.map(toAnt),
    });
    return treeData.map(toAnt);
  }, [treeData, extra]);

  if (!treeData.length) return loading ? null : <Empty description={GRANT_TEXT.empty} />;
  const every = allKeys(treeData);

  return (
    <>
      <Space wrap style={{ marginBottom: 12 }}>
        <Button size="small" onClick={() => onChange(every)}>{GRANT_TEXT.checkAll}</Button>
        <Button size="small" onClick={() => onChange([])}>{GRANT_TEXT.uncheckAll}</Button>
        <Button size="small" onClick={() => setExpanded(parentKeys(treeData))}>{GRANT_TEXT.expandAll}</Button>
        <Button size="small" onClick={() => setExpanded([])}>{GRANT_TEXT.collapseAll}</Button>
        <span>{GRANT_TEXT.linked}</span>
        <Switch size="small" checked={linked} onChange={setLinked} aria-label={GRANT_TEXT.linked} />
      </Space>
      <Tree
        checkable
        showIcon
        blockNode
        selectable={false}
        checkStrictly={!linked}
        treeData={nodes}
        expandedKeys={expandedKeys}
        onExpand={(keys) => setExpanded(keys.map(String))}
        checkedKeys={checked}
        onCheck={(value, info) => {
          // Linked: antd answers the checked keys and, in info, the half-checked parents; unlinked: {checked}.
          if (Array.isArray(value)) onChange(keysToSave(value.map(String), (info.halfCheckedKeys ?? []).map(String), true));
          else onChange(keysToSave(value.checked.map(String), [], false));
        }}
      />
    </>
  );
}

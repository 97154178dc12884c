import { useEffect, useState } from 'react';
import { attachChildren, findNode, type LazyNode } from './tree-data';

/**
 * The state of a lazily loaded tree (spec §4: the root first, children on expand, an empty level turns its
 * parent into a leaf). `roots` replaces the tree whenever it changes (a new pcode or condition).
 */
export function useLazyTree(roots: LazyNode[] | undefined, loadChildren: (pid: string) => Promise<LazyNode[]>, onError?: (err: unknown) => void) {
  const [tree, setTree] = useState<LazyNode[]>([]);
  useEffect(() => { setTree(roots ?? []); }, [roots]);

  /** antd's loadData: fetch a node's children once. */
  const loadData = async (node: { key?: unknown }) => {
    const key = String(node.key);
    const known = findNode(tree, key);
    if (!known || known.children || known.isLeaf) return;
    try {
      const children = await loadChildren(key);
      setTree((t) => attachChildren(t, key, children));
    } catch (err) {
      onError?.(err);
    }
  };
  return { tree, loadData, labelOf: (key: string) => findNode(tree, key)?.title };
}

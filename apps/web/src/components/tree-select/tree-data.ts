import type { TreeSelectNode } from '@foodtrace/contracts';

/** A node as the tree selects hold it: the server's node, its children once loaded. */
export type LazyNode = TreeSelectNode & { children?: LazyNode[] };

/**
 * spec §4 Other: a tree condition must be a JSON object string. Empty means no condition. Arrays, numbers,
 * strings and null are JSON but not objects, so they fail too.
 */
export function isJsonObjectText(condition: string | undefined): boolean {
  if (condition === undefined || condition.trim() === '') return true;
  try {
    const v: unknown = JSON.parse(condition);
    return typeof v === 'object' && v !== null && !Array.isArray(v);
  } catch {
    return false;
  }
}

/** Server nodes with `isLeaf` read from `leaf` (0 = has children, 1 = leaf; spec §3), children dropped. */
export function toLazyNodes(nodes: readonly TreeSelectNode[] | null | undefined): LazyNode[] {
  return (nodes ?? []).map((n) => ({ ...n, isLeaf: Number(n.leaf) === 1 || n.isLeaf === true, children: undefined }));
}

/**
 * The tree with `children` put under the node `pid`. A node whose children come back empty becomes a leaf
 * (spec §4 "A child with no results becomes a leaf"), so it stops offering to expand.
 */
export function attachChildren(tree: readonly LazyNode[], pid: string, children: readonly LazyNode[]): LazyNode[] {
  return tree.map((node) => {
    if (node.key === pid) {
      return children.length ? { ...node, children: [...children] } : { ...node, isLeaf: true, leaf: 1, children: undefined };
    }
    return node.children ? { ...node, children: attachChildren(node.children, pid, children) } : node;
  });
}

export function findNode(tree: readonly LazyNode[], key: string): LazyNode | undefined {
  for (const n of tree) {
    if (n.key === key) return n;
    const hit = n.children ? findNode(n.children, key) : undefined;
    if (hit) return hit;
  }
  return undefined;
}

/** JeecgBoot's `dict` of a tree select: 'table,text,code' — the table names the registered tree. */
export function treeDictParts(dict: string): { tableName: string; text?: string; code?: string } {
  const [tableName, text, code] = dict.split(',').map((s) => s.trim());
  return { tableName: tableName ?? '', text: text || undefined, code: code || undefined };
}

/**
 * Product types as a tree through parentId (pure): roots are rows without a parent or whose parent is gone;
 * siblings by sortNo then name; a search keeps the matches and the path to them.
 */
export interface TreeRow { id: string; parentId?: unknown; sortNo?: unknown; typeName?: unknown; [key: string]: unknown }
export type TreeNode<R extends TreeRow> = R & { children?: TreeNode<R>[] };

const order = (a: TreeRow, b: TreeRow) =>
  (Number(a.sortNo ?? 0) - Number(b.sortNo ?? 0)) || String(a.typeName ?? '').localeCompare(String(b.typeName ?? ''), 'zh-CN');

export function buildTree<R extends TreeRow>(rows: readonly R[]): TreeNode<R>[] {
  const byId = new Map(rows.map((r) => [r.id, { ...r } as TreeNode<R>]));
  const roots: TreeNode<R>[] = [];
  for (const node of byId.values()) {
    const parent = node.parentId ? byId.get(String(node.parentId)) : undefined;
    // A row naming itself (or a cycle) as parent is shown at the top rather than lost.
    if (parent && parent !== node && !isAncestor(node, parent, byId)) (parent.children ??= []).push(node);
    else roots.push(node);
  }
  const sort = (nodes: TreeNode<R>[]) => { nodes.sort(order); for (const n of nodes) if (n.children) sort(n.children); };
  sort(roots);
  return roots;
}

function isAncestor<R extends TreeRow>(node: TreeNode<R>, candidate: TreeNode<R>, byId: Map<string, TreeNode<R>>): boolean {
  const seen = new Set<string>();
  for (let p: TreeNode<R> | undefined = candidate; p; p = p.parentId ? byId.get(String(p.parentId)) : undefined) {
    if (p.id === node.id) return true;
    if (seen.has(p.id)) return false;
    seen.add(p.id);
  }
  return false;
}

export function filterTree<R extends TreeRow>(nodes: readonly TreeNode<R>[], keyword: string, fields: readonly string[] = ['typeName', 'typeCode']): TreeNode<R>[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...nodes];
  return nodes.flatMap((n) => {
    const children = n.children ? filterTree(n.children, keyword, fields) : [];
    const hit = fields.some((f) => String(n[f] ?? '').toLowerCase().includes(k));
    if (!hit && !children.length) return [];
    return [{ ...n, children: children.length ? children : undefined }];
  });
}

/** Ids of every node that has children (to expand the whole tree after a search). */
export function branchIds<R extends TreeRow>(nodes: readonly TreeNode<R>[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.id, ...branchIds(n.children)] : []));
}

/**
 * Rows with a parent id → nested nodes, in the rows' order. A row whose parent is not among the rows becomes
 * a root (a granted sub-tree, a search hit), so nothing is silently lost.
 */
export function buildTree<R extends { id: string; parentId: string | null }, N extends { children?: N[] }>(
  rows: R[], toNode: (row: R, hasChildren: boolean) => N,
): N[] {
  const ids = new Set(rows.map((r) => r.id));
  const byParent = new Map<string, R[]>();
  for (const r of rows) {
    const key = r.parentId && ids.has(r.parentId) ? r.parentId : '';
    byParent.set(key, [...(byParent.get(key) ?? []), r]);
  }
  const build = (key: string, seen: Set<string>): N[] => (byParent.get(key) ?? []).filter((r) => !seen.has(r.id)).map((r) => {
    const children = build(r.id, new Set([...seen, r.id]));
    const node = toNode(r, children.length > 0);
    if (children.length) node.children = children;
    return node;
  });
  return build('', new Set());
}

/** The ids of a row and all rows below it. */
export function descendantsOf<R extends { id: string; parentId: string | null }>(rows: R[], rootId: string): string[] {
  const out = [rootId];
  for (let i = 0; i < out.length; i++) for (const r of rows) if (r.parentId === out[i] && !out.includes(r.id)) out.push(r.id);
  return out;
}

import type { PermissionTreeNode } from '@foodtrace/contracts';

/**
 * Pure helpers of the authorisation tree. The server stores every granted row, parents included (a menu must
 * be granted for its children to show, reference/JEECG.md §1.4); antd's linked tree instead wants only the
 * nodes whose whole subtree is granted and works out the half-checked parents itself.
 */
export function allKeys(nodes: readonly PermissionTreeNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}

/** Keys of nodes with children: what "expand all" opens. */
export function parentKeys(nodes: readonly PermissionTreeNode[]): string[] {
  return nodes.flatMap((n) => (n.children?.length ? [n.key, ...parentKeys(n.children)] : []));
}

/** The granted nodes whose every descendant is granted too: the checked keys of a linked tree. */
export function fullyGranted(nodes: readonly PermissionTreeNode[], granted: ReadonlySet<string>): string[] {
  const out: string[] = [];
  const visit = (n: PermissionTreeNode): boolean => {
    const kids = (n.children ?? []).map(visit);
    const full = granted.has(n.key) && kids.every(Boolean);
    if (full) out.push(n.key);
    return full;
  };
  nodes.forEach(visit);
  return out;
}

/** What to save: checked plus half-checked (linked), or exactly the checked keys (unlinked). */
export function keysToSave(checked: readonly string[], halfChecked: readonly string[], linked: boolean): string[] {
  return linked ? [...new Set([...checked, ...halfChecked])] : [...checked];
}

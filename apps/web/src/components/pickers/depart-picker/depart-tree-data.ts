/** A department tree node as GET /sys/sysDepart/queryTreeList answers it (spec §3: id, key, title, children). */
export interface DepartNode {
  key: string;
  title: string;
  orgCode?: string;
  children?: DepartNode[];
}

/** The nodes whose title contains the keyword, with their ancestors so the path stays visible. */
export function filterDepartTree(nodes: readonly DepartNode[], keyword: string): DepartNode[] {
  const k = keyword.trim().toLowerCase();
  if (!k) return [...nodes];
  const out: DepartNode[] = [];
  for (const n of nodes) {
    const children = filterDepartTree(n.children ?? [], k);
    if (n.title.toLowerCase().includes(k) || children.length) out.push({ ...n, children: children.length ? children : undefined });
  }
  return out;
}

/** key → title of every node. */
export function departTitles(nodes: readonly DepartNode[], into = new Map<string, string>()): Map<string, string> {
  for (const n of nodes) {
    into.set(n.key, n.title);
    departTitles(n.children ?? [], into);
  }
  return into;
}

export function departKeys(nodes: readonly DepartNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...departKeys(n.children ?? [])]);
}

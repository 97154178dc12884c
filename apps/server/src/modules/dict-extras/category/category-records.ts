import { CATEGORY, type CategoryRecord, type TreeSelectNode } from '@foodtrace/contracts';
import { formatInstant } from '../../../platform/db/time.ts';
import type { SysCategory } from './schema.ts';

/** The columns every category read selects. */
export const CATEGORY_COLUMNS = ['id', 'pid', 'name', 'code', 'hasChild', 'createBy', 'createTime', 'updateBy', 'updateTime'] as const;
export type CategoryRow = Pick<SysCategory, (typeof CATEGORY_COLUMNS)[number]>;

export function toCategoryRecord(r: CategoryRow, timeZone: string): CategoryRecord {
  return {
    id: r.id, pid: r.pid, name: r.name, code: r.code, hasChild: r.hasChild === '1' ? '1' : '0',
    createBy: r.createBy, createTime: formatInstant(r.createTime, timeZone),
    updateBy: r.updateBy, updateTime: formatInstant(r.updateTime, timeZone),
  };
}

/** A category as a tree node (spec §3 Category tree node: key, leaf 0 or 1, children, label). */
export function toCategoryNode(r: Pick<SysCategory, 'id' | 'pid' | 'name' | 'code' | 'hasChild'>): TreeSelectNode {
  const leaf = r.hasChild === '1' ? 0 : 1;
  return {
    key: r.id, value: r.id, title: r.name, label: r.name, code: r.code, leaf, isLeaf: leaf === 1,
    parentId: r.pid === CATEGORY.rootPid ? null : r.pid,
  };
}

/** Nests nodes under their parents; those whose parent is not in the list are the roots. */
export function nestCategories(nodes: TreeSelectNode[]): TreeSelectNode[] {
  const byKey = new Map(nodes.map((n) => [n.key, n]));
  const roots: TreeSelectNode[] = [];
  for (const n of nodes) {
    const parent = n.parentId ? byKey.get(n.parentId) : undefined;
    if (parent) (parent.children ??= []).push(n);
    else roots.push(n);
  }
  return roots;
}

import type { TreeSelectNode } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';
import { toLazyNodes, type LazyNode } from '@/components/tree-select';

/** A refused category call: its server message is shown as an error (spec §8 Category tree load failure). */
export class CategoryLoadError extends Error {}

async function nodes(url: string, params: Record<string, unknown>): Promise<LazyNode[]> {
  const res = await getAction<TreeSelectNode[]>(url, params);
  if (!res.success) throw new CategoryLoadError(res.message);
  return toLazyNodes(res.result);
}

/**
 * The categories under `pcode` (spec §7.2): loadTreeRoot, or loadTreeData when a condition narrows them
 * (loadTreeRoot takes none).
 */
export function loadCategoryRoots(pcode: string | undefined, condition?: string): Promise<LazyNode[]> {
  const code = pcode?.trim() || '0';
  return condition ? nodes('/sys/category/loadTreeData', { pcode: code, condition }) : nodes('/sys/category/loadTreeRoot', { async: true, pcode: code });
}

export function loadCategoryChildren(pid: string, condition?: string): Promise<LazyNode[]> {
  return condition ? nodes('/sys/category/loadTreeData', { pid, condition }) : nodes('/sys/category/loadTreeChildren', { pid });
}

/** Names of category ids, in their order (GET /sys/category/loadDictItem/{ids}). */
export async function categoryNames(ids: readonly string[]): Promise<Record<string, string>> {
  if (!ids.length) return {};
  const res = await getAction<string[]>(`/sys/category/loadDictItem/${ids.map(encodeURIComponent).join(',')}`);
  if (!res.success) throw new CategoryLoadError(res.message);
  return Object.fromEntries(ids.map((id, i) => [id, res.result?.[i] ?? id]));
}

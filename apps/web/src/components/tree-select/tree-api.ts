import type { TreeSelectNode } from '@foodtrace/contracts';
import { getAction } from '@/lib/http';
import { toLazyNodes, treeDictParts, type LazyNode } from './tree-data';

export interface TreeLevelQuery {
  dict: string;
  pid?: string;
  pidField?: string;
  hasChildField?: string;
  condition?: string;
}

/** One level of a registered tree (GET /sys/dict/loadTreeData, spec §7.2). */
export async function loadTreeLevel(q: TreeLevelQuery): Promise<LazyNode[]> {
  const { tableName, text, code } = treeDictParts(q.dict);
  const res = await getAction<TreeSelectNode[]>('/sys/dict/loadTreeData', {
    pid: q.pid || undefined, tableName, text, code, pidField: q.pidField || undefined,
    hasChildField: q.hasChildField || undefined, condition: q.condition || undefined,
  });
  if (!res.success) throw new Error(res.message);
  return toLazyNodes(res.result);
}

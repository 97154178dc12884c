import type { CategoryRecord, PageResult } from '@foodtrace/contracts';
import { deleteAction, getAction, postAction, putAction } from '@/lib/http';

/** The 分类字典 administration routes (modules/dict-extras/category on the server). */
export const categoryAdminApi = {
  roots: (params: Record<string, string | number>) => getAction<PageResult<CategoryRecord>>('/sys/category/rootList', params),
  children: (pid: string) => getAction<CategoryRecord[]>('/sys/category/childList', { pid }),
  add: (body: { pid: string; name: string }) => postAction<CategoryRecord>('/sys/category/add', body),
  edit: (body: { id: string; name: string }) => putAction<null>('/sys/category/edit', body),
  remove: (id: string) => deleteAction<null>('/sys/category/delete', { id }),
  removeBatch: (ids: string[]) => deleteAction<null>('/sys/category/deleteBatch', { ids: ids.join(',') }),
};

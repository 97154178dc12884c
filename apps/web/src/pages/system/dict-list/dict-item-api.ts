import type { DictItemRecord, DictRecord, PageResult } from '@foodtrace/contracts';
import { deleteAction, getAction, postAction, putAction } from '@/lib/http';

/** Item and recycle-bin calls of the dictionary screen (spec §7.2 dictItem add/edit; JeecgBoot's recycle bin). */
export const dictAdminApi = {
  items: (params: Record<string, string | number>) => getAction<PageResult<DictItemRecord>>('/sys/dictItem/list', params),
  addItem: (body: Record<string, unknown>) => postAction<DictItemRecord>('/sys/dictItem/add', body),
  editItem: (body: Record<string, unknown>) => putAction<DictItemRecord>('/sys/dictItem/edit', body),
  removeItem: (id: string) => deleteAction<null>('/sys/dictItem/delete', { id }),
  recycleBin: () => getAction<DictRecord[]>('/sys/dict/deleteList'),
  restore: (id: string) => putAction<null>(`/sys/dict/back/${encodeURIComponent(id)}`),
  purge: (id: string) => deleteAction<null>(`/sys/dict/deletePhysic/${encodeURIComponent(id)}`),
};

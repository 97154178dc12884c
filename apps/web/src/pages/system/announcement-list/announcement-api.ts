import type { AnnouncementRecord } from '@foodtrace/contracts';
import { getAction, postAction, putAction } from '@/lib/http';

/** Administration calls beyond the generic list/delete (spec §7.2 Announcement). */
export const announcementAdminApi = {
  get: (id: string) => getAction<AnnouncementRecord>('/sys/annountCement/queryById', { id }),
  add: (body: Record<string, unknown>) => postAction<AnnouncementRecord>('/sys/annountCement/add', body),
  edit: (body: Record<string, unknown>) => putAction<AnnouncementRecord>('/sys/annountCement/edit', body),
  release: (id: string) => getAction<null>('/sys/annountCement/doReleaseData', { id }),
  revoke: (id: string) => getAction<null>('/sys/annountCement/doReovkeData', { id }),
};

import type { AnnouncementRecord, ListByUserResult, MyAnnouncementRecord, NoticePreferences, PageResult } from '@foodtrace/contracts';
import { getAction, putAction } from '@/lib/http';

/** The calls of the bell, the detail dialog and my announcements (spec §7.2 Announcement). */
export const noticeApi = {
  listByUser: () => getAction<ListByUserResult>('/sys/annountCement/listByUser'),
  queryById: (id: string) => getAction<AnnouncementRecord>('/sys/annountCement/queryById', { id }),
  markRead: (anntId: string) => putAction<null>('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }),
  readAll: () => putAction<null>('/sys/sysAnnouncementSend/readAll'),
  mine: (params: Record<string, string | number>) => getAction<PageResult<MyAnnouncementRecord>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', params),
  preferences: () => getAction<NoticePreferences>('/sys/sysAnnouncementSend/preferences'),
  savePreferences: (p: NoticePreferences) => putAction<null>('/sys/sysAnnouncementSend/preferences', p),
};

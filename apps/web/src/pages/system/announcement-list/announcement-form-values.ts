import dayjs, { type Dayjs } from 'dayjs';
import { FORMATS, NOTICE, type AnnouncementRecord } from '@foodtrace/contracts';

/** What the form holds: the wire record with antd's date objects and '' for "no open type". */
export interface AnnouncementFormValues {
  titile?: string;
  msgCategory?: string;
  priority?: string;
  msgType?: string;
  userIds?: string;
  startTime?: Dayjs;
  endTime?: Dayjs;
  openType?: string;
  openPage?: string;
  busId?: string;
  msgAbstract?: string;
  msgContent?: string;
}

/** A new notice: a notice for everyone, of ordinary priority (JeecgBoot's form defaults). */
export const NEW_ANNOUNCEMENT: AnnouncementFormValues = {
  msgCategory: NOTICE.category.notice, priority: NOTICE.priority.low, msgType: NOTICE.msgType.all, openType: '',
};

const time = (v: string | null | undefined) => (v ? dayjs(v, FORMATS.datetime) : undefined);

export function toAnnouncementForm(r: AnnouncementRecord): AnnouncementFormValues {
  return {
    titile: r.titile, msgCategory: r.msgCategory, priority: r.priority, msgType: r.msgType, userIds: r.userIds ?? undefined,
    startTime: time(r.startTime), endTime: time(r.endTime), openType: r.openType ?? '', openPage: r.openPage ?? undefined,
    busId: r.busId ?? undefined, msgAbstract: r.msgAbstract ?? undefined, msgContent: r.msgContent ?? undefined,
  };
}

/** The body of add/edit: empty texts are null, recipients only for chosen users, no open page without an open type. */
export function toAnnouncementPayload(v: AnnouncementFormValues): Record<string, unknown> {
  const text = (s: string | undefined) => (s && s.trim() ? s : null);
  const openType = v.openType || null;
  return {
    titile: v.titile?.trim() ?? '', msgCategory: v.msgCategory, priority: v.priority, msgType: v.msgType,
    userIds: v.msgType === NOTICE.msgType.user ? text(v.userIds) : null,
    startTime: v.startTime ? v.startTime.format(FORMATS.datetime) : null,
    endTime: v.endTime ? v.endTime.format(FORMATS.datetime) : null,
    openType, openPage: openType ? text(v.openPage) : null, busId: openType ? text(v.busId) : null,
    msgAbstract: text(v.msgAbstract), msgContent: text(v.msgContent),
  };
}

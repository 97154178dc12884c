import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import type { AnnouncementRecord } from '@foodtrace/contracts';
import { NEW_ANNOUNCEMENT, toAnnouncementForm, toAnnouncementPayload } from './announcement-form-values';

describe('announcement form values', () => {
  it('sends recipients only for chosen users, and no open page without an open type', () => {
    const body = toAnnouncementPayload({ ...NEW_ANNOUNCEMENT, titile: ' 停电通知 ', userIds: 'u1,u2', openPage: '/x', busId: '9', msgContent: '<p>x</p>' });
    expect(body).toMatchObject({ titile: '停电通知', msgType: 'ALL', userIds: null, openType: null, openPage: null, busId: null, msgContent: '<p>x</p>' });
    const chosen = toAnnouncementPayload({ ...NEW_ANNOUNCEMENT, titile: 'a', msgType: 'USER', userIds: 'u1,u2', openType: 'url', openPage: '/isps/userAnnouncement' });
    expect(chosen).toMatchObject({ userIds: 'u1,u2', openType: 'url', openPage: '/isps/userAnnouncement' });
  });

  it('round-trips times in the wire format and empties to null', () => {
    const body = toAnnouncementPayload({ ...NEW_ANNOUNCEMENT, titile: 'a', startTime: dayjs('2026-05-01 08:00:00'), msgAbstract: '  ' });
    expect(body).toMatchObject({ startTime: '2026-05-01 08:00:00', endTime: null, msgAbstract: null, msgContent: null });
    const form = toAnnouncementForm({ titile: 't', startTime: '2026-05-01 08:00:00', endTime: null, openType: null } as unknown as AnnouncementRecord);
    expect(form.startTime?.format('YYYY-MM-DD HH:mm:ss')).toBe('2026-05-01 08:00:00');
    expect(form).toMatchObject({ endTime: undefined, openType: '' });
  });
});

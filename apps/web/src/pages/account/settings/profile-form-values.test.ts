import { describe, expect, it } from 'vitest';
import dayjs from 'dayjs';
import { profileUpdateSchema, type AccountProfile } from '@foodtrace/contracts';
import { toProfileForm, toProfilePayload } from './profile-form-values';

describe('profile form values', () => {
  it('sends only the fields the server accepts, empties as null, and passes its schema', () => {
    const body = toProfilePayload({ realname: ' 张三 ', email: '', phone: '13912345678', sex: '2', birthday: dayjs('1990-01-02') });
    expect(Object.keys(body).sort()).toEqual(['avatar', 'birthday', 'email', 'phone', 'realname', 'sex']);
    expect(body).toEqual({ realname: '张三', avatar: null, email: null, phone: '13912345678', sex: 2, birthday: '1990-01-02' });
    expect(profileUpdateSchema.safeParse(body).success).toBe(true);
  });

  it('reads a profile into the form', () => {
    const form = toProfileForm({ realname: '李四', avatar: null, email: 'a@b.cn', phone: null, sex: 1, birthday: '2000-12-31' } as AccountProfile);
    expect(form).toMatchObject({ realname: '李四', avatar: undefined, email: 'a@b.cn', sex: '1' });
    expect(form.birthday?.format('YYYY-MM-DD')).toBe('2000-12-31');
  });
});

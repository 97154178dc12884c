import dayjs, { type Dayjs } from 'dayjs';
import { FORMATS, type AccountProfile } from '@foodtrace/contracts';

export interface ProfileFormValues {
  realname?: string;
  avatar?: string;
  email?: string;
  phone?: string;
  sex?: string;
  birthday?: Dayjs;
}

export function toProfileForm(p: AccountProfile): ProfileFormValues {
  return {
    realname: p.realname, avatar: p.avatar ?? undefined, email: p.email ?? undefined, phone: p.phone ?? undefined,
    sex: p.sex ? String(p.sex) : undefined, birthday: p.birthday ? dayjs(p.birthday, FORMATS.date) : undefined,
  };
}

/** Exactly the fields the server's profile update takes (contracts profileUpdateSchema); nothing else is sent. */
export function toProfilePayload(v: ProfileFormValues) {
  const text = (s: string | undefined) => (s && s.trim() ? s.trim() : null);
  return {
    realname: v.realname?.trim() ?? '', avatar: text(v.avatar), email: text(v.email), phone: text(v.phone),
    sex: v.sex ? Number(v.sex) : null, birthday: v.birthday ? v.birthday.format(FORMATS.date) : null,
  };
}

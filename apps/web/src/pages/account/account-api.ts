import type { AccountProfile, LoginRecord, UserInfo } from '@foodtrace/contracts';
import { getAction, putAction } from '@/lib/http';

/** The caller's own account (server modules/account): profile, its update, recent sign-ins. */
export const accountApi = {
  profile: () => getAction<AccountProfile>('/sys/account/profile'),
  saveProfile: (body: Record<string, unknown>) => putAction<UserInfo>('/sys/account/profile', body),
  loginRecords: () => getAction<LoginRecord[]>('/sys/account/loginLogs'),
};

/** 138****0000: a mobile as the security page shows it. */
export function maskMobile(mobile: string | null | undefined): string | null {
  if (!mobile) return null;
  return mobile.length >= 7 ? `${mobile.slice(0, 3)}****${mobile.slice(-4)}` : mobile;
}

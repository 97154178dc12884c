import type { LoginResult, PhoneVerificationResult, SmsMode } from '@foodtrace/contracts';
import { postAction } from '@/lib/http';

/** The public account calls (spec §7.1; on the server's short public list, limited per address). */
export const publicAccountApi = {
  sendSms: (mobile: string, smsmode: SmsMode) => postAction<null>('/sys/sms', { mobile, smsmode }),
  phoneLogin: (mobile: string, captcha: string) => postAction<LoginResult>('/sys/phoneLogin', { mobile, captcha }),
  register: (body: Record<string, unknown>) => postAction<{ username: string }>('/sys/user/register', body),
  verifyPhone: (phone: string, smscode: string) => postAction<PhoneVerificationResult>('/sys/user/phoneVerification', { phone, smscode }),
  resetPassword: (ticket: string, password: string, confirmpassword: string) =>
    postAction<null>('/sys/user/passwordChange', { ticket, password, confirmpassword }),
};

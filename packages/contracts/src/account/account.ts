import { z } from 'zod';
import { AVATAR_RULE, PASSWORD_RULE, RESERVED_USERNAME_TEXT, isReservedUsername, newPasswordSchema } from '../sysadmin/user.ts';
import { wireDate } from '../wire-time.ts';

/**
 * Registration, phone login, SMS codes and the four-step account alteration (spec §2.1, §2.3, §5, §7.1;
 * reference/JEECG.md §1.2 item 4). Both sides validate with these schemas, so the form and the server give
 * the same messages.
 */

/** SMS codes (DESIGN.md §5 rule 5 applied to the phone): crypto digits, short-lived, single use, throttled. */
export const SMS = {
  codeLength: 6,
  ttlMs: 5 * 60_000,
  /** One code per mobile per minute, whoever asks. */
  resendIntervalMs: 60_000,
  /** Wrong guesses a code survives; then it is spent. */
  maxAttempts: 5,
  /** Codes one address may request per hour (all mobiles together). */
  perAddressPerHour: 20,
  /** After the code of step 2 is accepted, step 3 must follow within this time. */
  resetTicketTtlMs: 10 * 60_000,
} as const;

/** JeecgBoot's smsmode: 0 login, 1 register, 2 forgot password (account alteration). */
export const SMS_MODE = { login: '0', register: '1', forgot: '2' } as const;
export type SmsMode = (typeof SMS_MODE)[keyof typeof SMS_MODE];

/** Registration attempts one address may make per hour. */
export const REGISTER_PER_ADDRESS_PER_HOUR = 10;

/**
 * spec §5 Login and registration forms, in natural Chinese. The username's length rule accepts 4 to 18
 * characters although its message says 6 to 18: the spec keeps the original's inconsistency, and so do we.
 */
export const ACCOUNT_RULES = {
  mobile: /^1[34578]\d{9}$/,
  username: /^[A-Za-z0-9_]+$/,
  usernameMin: 4,
  usernameMax: 18,
  smsCode: new RegExp(`^\\d{${SMS.codeLength}}$`),
} as const;

export const ACCOUNT_TEXT = {
  mobileRequired: '请输入手机号码',
  mobileInvalid: '请输入正确的手机号码',
  usernameRequired: '请输入用户名',
  usernameChars: '用户名只能包含字母、数字和下划线',
  usernameLength: '用户名长度为 6 到 18 个字符',
  emailInvalid: '邮箱格式不正确',
  passwordRequired: '请输入密码',
  passwordLength: PASSWORD_RULE.message,
  confirmRequired: '请再次输入密码',
  passwordMismatch: '两次输入的密码不一致!',
  codeRequired: '请输入验证码',
  codeInvalid: `验证码为 ${SMS.codeLength} 位数字`,
  /** One answer for a wrong, expired, used or never-sent code: it tells nothing about the mobile. */
  codeWrong: '验证码错误或已过期',
  smsSent: '验证码已发送，请注意查收',
  smsTooSoon: '发送过于频繁，请稍后再试',
  usernameTaken: '用户名已存在',
  mobileTaken: '该手机号无法注册，请更换手机号或找回密码',
  registered: '注册成功',
  ticketInvalid: '验证已失效，请重新获取验证码',
  passwordReset: '密码修改成功，请使用新密码登录',
  ambiguousMobile: '该手机号关联了多个账号，请使用账号密码登录',
  realnameRequired: '请输入姓名',
  profileSaved: '保存成功',
} as const;

export const mobileSchema = z.string({ message: ACCOUNT_TEXT.mobileRequired }).trim()
  .min(1, ACCOUNT_TEXT.mobileRequired).regex(ACCOUNT_RULES.mobile, ACCOUNT_TEXT.mobileInvalid);

export const usernameSchema = z.string({ message: ACCOUNT_TEXT.usernameRequired }).trim()
  .min(1, ACCOUNT_TEXT.usernameRequired)
  .regex(ACCOUNT_RULES.username, ACCOUNT_TEXT.usernameChars)
  .min(ACCOUNT_RULES.usernameMin, ACCOUNT_TEXT.usernameLength)
  .max(ACCOUNT_RULES.usernameMax, ACCOUNT_TEXT.usernameLength)
  .refine((u) => !isReservedUsername(u), RESERVED_USERNAME_TEXT);

const smsCode = z.string({ message: ACCOUNT_TEXT.codeRequired }).trim()
  .min(1, ACCOUNT_TEXT.codeRequired).regex(ACCOUNT_RULES.smsCode, ACCOUNT_TEXT.codeInvalid);

const newPassword = z.string({ message: ACCOUNT_TEXT.passwordRequired }).min(1, ACCOUNT_TEXT.passwordRequired).pipe(newPasswordSchema);

const optionalEmail = z.preprocess((v) => (v === '' || v === undefined ? null : v),
  z.email(ACCOUNT_TEXT.emailInvalid).max(100, ACCOUNT_TEXT.emailInvalid).nullable());

const confirmed = <T extends { password: string; confirmpassword?: string }>(v: T) =>
  v.confirmpassword === undefined || v.confirmpassword === v.password;

/** `POST /sys/sms` */
export const smsRequestSchema = z.object({
  mobile: mobileSchema,
  smsmode: z.enum([SMS_MODE.login, SMS_MODE.register, SMS_MODE.forgot], { message: 'smsmode 只能是 0、1 或 2' }),
});

/** `POST /sys/phoneLogin` */
export const phoneLoginSchema = z.object({ mobile: mobileSchema, captcha: smsCode });

/** `POST /sys/user/register`: the code proves the mobile belongs to the person registering. */
export const registerSchema = z.object({
  username: usernameSchema,
  password: newPassword,
  confirmpassword: z.string().max(200).optional(),
  phone: mobileSchema,
  smscode: smsCode,
  email: optionalEmail,
}).refine(confirmed, { message: ACCOUNT_TEXT.passwordMismatch, path: ['confirmpassword'] });

/** `POST /sys/user/phoneVerification` (alteration step 2). */
export const phoneVerificationSchema = z.object({ phone: mobileSchema, smscode: smsCode });

/** `POST /sys/user/passwordChange` (alteration step 3): the ticket step 2 handed out, never a username. */
export const passwordResetSchema = z.object({
  ticket: z.string().min(20).max(100),
  password: newPassword,
  confirmpassword: z.string().max(200).optional(),
}).refine(confirmed, { message: ACCOUNT_TEXT.passwordMismatch, path: ['confirmpassword'] });

export interface PhoneVerificationResult {
  /** The account the mobile belongs to, shown to the person who just proved they hold the phone. */
  username: string;
  ticket: string;
}

/**
 * `PUT /sys/account/profile`: the only fields a user changes on their own account. Status, roles, tenants,
 * departments, identity and username are not in it, so no body can change them (reference/JEECG.md §5.2 #36,
 * §5.3 rule 10).
 */
export const profileUpdateSchema = z.object({
  realname: z.string().trim().min(1, ACCOUNT_TEXT.realnameRequired).max(100, '姓名最多 100 个字符'),
  avatar: z.preprocess((v) => (v === '' || v === undefined ? null : v),
    z.string().max(255).regex(AVATAR_RULE.regex, AVATAR_RULE.message).nullable()),
  email: optionalEmail,
  phone: z.preprocess((v) => (v === '' || v === undefined ? null : v), mobileSchema.nullable()),
  sex: z.preprocess((v) => (v === '' || v === undefined ? null : v), z.coerce.number().int().min(1).max(2).nullable()),
  birthday: z.preprocess((v) => (v === '' || v === undefined ? null : v),
    wireDate('生日').nullable()),
});
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

/** `GET /sys/account/profile` */
export interface AccountProfile {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  email: string | null;
  phone: string | null;
  sex: number | null;
  birthday: string | null;
  workNo: string | null;
  orgCode: string | null;
  departNames: string[];
  roleNames: string[];
  postNames: string[];
  createTime: string | null;
  lastLoginTime: string | null;
  lastLoginIp: string | null;
}

/** One of the user's own recent sign-ins (account center). */
export interface LoginRecord {
  time: string | null;
  ip: string | null;
  content: string;
}

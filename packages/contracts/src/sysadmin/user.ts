import { z } from 'zod';
import { wireDate } from '../wire-time.ts';

/**
 * What an administrator may send for a user (spec §3, §5, §7.2). Explicit allow-lists: anything else in a body
 * (status, password on edit, del flag, lock counters …) is dropped, so a form can never assign it
 * (reference/JEECG.md §5.3 rule 10). Status changes only through frozenBatch, passwords only through
 * changePassword.
 */
const emptyToNull = (v: unknown) => (v === '' || v === undefined ? null : v);
const text = (label: string, max: number) =>
  z.preprocess(emptyToNull, z.string().trim().max(max, `${label}最多 ${max} 个字符`).nullable());
/** Comma-joined ids, as JeecgBoot's forms send them ('a,b,'); empty means none. */
const idList = (label: string) =>
  z.preprocess(emptyToNull, z.string().max(8000, `${label}过多`).regex(/^[A-Za-z0-9,]*$/, `${label}格式不正确`).nullable());

export const USERNAME_RULE = { regex: /^[A-Za-z0-9_]{4,18}$/, message: '用户账号只能包含字母、数字和下划线，长度 4 到 18 个字符' };
/**
 * The names the server itself writes records as — the seed and the scheduled jobs (`system`), the public scan
 * page (`public`) — with what a reader is shown for them. No account may take one (any letter case), so that
 * 数据日志 and every 创建人 column never mistake a person for the system.
 */
export const INTERNAL_WRITERS: Readonly<Record<string, string>> = { system: '系统', public: '公众（扫码页）' };
export const isReservedUsername = (username: string): boolean => Object.hasOwn(INTERNAL_WRITERS, username.trim().toLowerCase());
export const RESERVED_USERNAME_TEXT = '该账号名由系统保留，请换一个';

export const MOBILE_RULE = { regex: /^1[3-9]\d{9}$/, message: '请输入正确的手机号码' };
/** A mobile or a landline with its area code (0571-88880000, extension allowed): a department's or an office's phone. */
export const PHONE_RULE = { regex: /^(1[3-9]\d{9}|0\d{2,3}-?\d{7,8}(-\d{1,6})?)$/, message: '请输入正确的手机号码或座机号码（如 0571-88880000）' };
export const PASSWORD_RULE = {
  min: 8, max: 64, message: '密码长度为 8 到 64 个字符',
  classes: 3, classesMessage: '密码须包含大写字母、小写字母、数字、特殊字符中的至少三类',
};

/** How many kinds of characters a password uses, of four: lower case, upper case, digits, the rest. */
export const passwordClasses = (password: string): number =>
  [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((re) => re.test(password)).length;

/**
 * A password being set (a new user's, a reset, a change, a registration): 8 to 64 characters of at least three
 * kinds — the complexity GB/T 22239-2019 (等保 2.0) asks of an identification password. Signing in with an
 * older password is not refused by it.
 */
export const newPasswordSchema = z.string().min(PASSWORD_RULE.min, PASSWORD_RULE.message).max(PASSWORD_RULE.max, PASSWORD_RULE.message)
  .refine((pw) => passwordClasses(pw) >= PASSWORD_RULE.classes, PASSWORD_RULE.classesMessage);
/** A stored upload path (relative, no `..`) or an http(s) address (spec §7.3). */
export const AVATAR_RULE = { regex: /^(https?:\/\/[^\s"'<>]+|(?!.*\.\.)[A-Za-z0-9_][A-Za-z0-9_./-]*)$/, message: '头像地址格式不正确' };

const password = newPasswordSchema;

/** The fields a user's own profile consists of. */
const profileShape = {
  realname: z.string().trim().min(1, '请输入用户姓名').max(100, '用户姓名最多 100 个字符'),
  sex: z.preprocess(emptyToNull, z.coerce.number().int().min(1).max(2).nullable()),
  birthday: z.preprocess(emptyToNull, wireDate('生日').nullable()),
  avatar: z.preprocess(emptyToNull, z.string().max(255).regex(AVATAR_RULE.regex, AVATAR_RULE.message).nullable()),
  phone: z.preprocess(emptyToNull, z.string().trim().regex(MOBILE_RULE.regex, MOBILE_RULE.message).nullable()),
  email: z.preprocess(emptyToNull, z.email('邮箱格式不正确').max(100).nullable()),
  telephone: text('座机', 45),
  workNo: text('工号', 100),
  /** Position codes, comma-joined (sys_user.post = sys_position.code). */
  post: z.preprocess(emptyToNull, z.string().max(100, '职务过多').regex(/^[A-Za-z0-9_,-]*$/, '职务格式不正确').nullable()),
};

/** Relations and standing only an administrator sets. */
const adminShape = {
  selectedroles: idList('角色'),
  selecteddeparts: idList('部门'),
  /** 1 ordinary member, 2 head of the departments in departIds. */
  userIdentity: z.preprocess(emptyToNull, z.coerce.number().int().min(1).max(2).nullable()),
  departIds: idList('负责部门'),
  relTenantIds: z.preprocess(emptyToNull, z.string().max(100, '租户过多').regex(/^[0-9,]*$/, '租户格式不正确').nullable()),
};

export const userAddSchema = z.object({
  username: z.string().trim().regex(USERNAME_RULE.regex, USERNAME_RULE.message).refine((u) => !isReservedUsername(u), RESERVED_USERNAME_TEXT),
  password,
  confirmpassword: z.string().max(200).optional(),
  ...profileShape,
  ...adminShape,
}).refine((u) => u.confirmpassword === undefined || u.confirmpassword === u.password, {
  message: '两次输入的密码不一致!', path: ['confirmpassword'],
});

/** Edit: the id plus any subset of profile and relations; the username and password never change here. */
export const userEditSchema = z.object({ ...profileShape, ...adminShape }).partial()
  .extend({ id: z.string().min(1, 'id不能为空').max(32) });

export const userPasswordResetSchema = z.object({
  username: z.string().trim().min(1).max(100),
  password,
  confirmpassword: z.string().max(200).optional(),
}).refine((u) => u.confirmpassword === undefined || u.confirmpassword === u.password, {
  message: '两次输入的密码不一致!', path: ['confirmpassword'],
});

export type UserAddInput = z.infer<typeof userAddSchema>;
export type UserEditInput = z.infer<typeof userEditSchema>;

export const USER_STATUS = { normal: 1, frozen: 2 } as const;
export const USER_IDENTITY = { member: 1, head: 2 } as const;

/** A user as the list and detail answer it: never the password hash or lock counters. */
export interface UserRecord {
  id: string;
  username: string;
  realname: string | null;
  avatar: string | null;
  birthday: string | null;
  sex: number | null;
  sex_dictText: string | null;
  email: string | null;
  phone: string | null;
  telephone: string | null;
  orgCode: string | null;
  /** Names of all the user's departments, comma-joined. */
  orgCodeTxt: string | null;
  /** Names of the user's roles, comma-joined. */
  roleNames: string | null;
  status: number;
  status_dictText: string | null;
  /** Locked after repeated failed logins, until then (zone time); null when not locked now. */
  lockedUntil: string | null;
  workNo: string | null;
  post: string | null;
  userIdentity: number | null;
  departIds: string | null;
  relTenantIds: string | null;
  createBy: string | null;
  createTime: string | null;
  updateBy: string | null;
  updateTime: string | null;
}

import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  ACCOUNT_TEXT, MSG, REGISTER_PER_ADDRESS_PER_HOUR, SMS, passwordResetSchema, phoneLoginSchema, phoneVerificationSchema,
  profileUpdateSchema, registerSchema, smsRequestSchema,
} from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { ok } from '../../platform/envelope.ts';
import type { AccountFlows } from './account-flows.service.ts';
import type { ProfileService } from './profile.service.ts';
import type { SmsCodeService } from './sms/sms-codes.ts';

const HOUR = 3_600_000;

export interface AccountServices { codes: SmsCodeService; flows: AccountFlows; profile: ProfileService }

/**
 * The account calls (spec §7.1, §2.1 public routes). SMS, phone login, registration and the alteration are on
 * the short public list (DESIGN.md §5 rule 3), each limited per address; the profile is the caller's own.
 */
export function registerAccountRoutes(app: FastifyInstance, ctx: AppContext, s: AccountServices): void {
  const api = ctx.config.apiBase;
  const tags = ['账户'];
  const publicLimited = (max: number, timeWindow: number) => ({ access: { public: true as const }, rateLimit: { max, timeWindow } });
  const meta = (req: { ip: string; headers: Record<string, unknown> }) => ({ ip: req.ip, userAgent: req.headers['user-agent'] as string | undefined });

  app.post(`${api}/sys/sms`, { config: publicLimited(SMS.perAddressPerHour, HOUR), schema: { tags, summary: '发送短信验证码', body: smsRequestSchema } }, async (req) => {
    const body = req.body as z.infer<typeof smsRequestSchema>;
    await s.codes.issue(body.mobile, body.smsmode, req.ip);
    return ok(null, ACCOUNT_TEXT.smsSent);
  });

  app.post(`${api}/sys/phoneLogin`, { config: publicLimited(ctx.config.loginRateLimit, 60_000), schema: { tags, summary: '手机号登录', body: phoneLoginSchema } }, async (req) => {
    const body = req.body as z.infer<typeof phoneLoginSchema>;
    return ok(await s.flows.phoneLogin(body.mobile, body.captcha, meta(req)), MSG.loginOk);
  });

  app.post(`${api}/sys/user/register`, { config: publicLimited(REGISTER_PER_ADDRESS_PER_HOUR, HOUR), schema: { tags, summary: '注册', body: registerSchema } },
    async (req) => ok(await s.flows.register(req.body as z.infer<typeof registerSchema>, req.ip), ACCOUNT_TEXT.registered));

  app.post(`${api}/sys/user/phoneVerification`, { config: publicLimited(SMS.perAddressPerHour, HOUR), schema: { tags, summary: '找回密码：验证手机', body: phoneVerificationSchema } }, async (req) => {
    const body = req.body as z.infer<typeof phoneVerificationSchema>;
    return ok(await s.flows.verifyPhone(body.phone, body.smscode));
  });

  app.post(`${api}/sys/user/passwordChange`, { config: publicLimited(SMS.perAddressPerHour, HOUR), schema: { tags, summary: '找回密码：设置新密码', body: passwordResetSchema } }, async (req) => {
    const body = req.body as z.infer<typeof passwordResetSchema>;
    await s.flows.resetPassword(body.ticket, body.password, req.ip);
    return ok(null, ACCOUNT_TEXT.passwordReset);
  });

  const signedIn = { access: { signedIn: true as const } };
  app.get(`${api}/sys/account/profile`, { config: signedIn, schema: { tags, summary: '我的资料' } },
    async (req) => ok(await s.profile.profile(currentUser(req))));
  app.put(`${api}/sys/account/profile`, { config: signedIn, schema: { tags, summary: '修改我的资料（姓名、头像、邮箱、手机、性别、生日）', body: profileUpdateSchema } },
    async (req) => ok(await s.profile.update(currentUser(req), req.body as z.infer<typeof profileUpdateSchema>), ACCOUNT_TEXT.profileSaved));
  app.get(`${api}/sys/account/loginLogs`, { config: signedIn, schema: { tags, summary: '我最近的登录记录' } },
    async (req) => ok(await s.profile.loginRecords(currentUser(req))));
}

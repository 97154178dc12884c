import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MSG, LOG_TYPE } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { currentUser } from '../../platform/auth/access.ts';
import { writeLog } from '../../platform/audit/audit.ts';
import { ok } from '../../platform/envelope.ts';
import { permissionsOf } from '../../platform/rbac/permissions.ts';
import { login } from './login.service.ts';
import { changeOwnPassword, PasswordChange } from './password.service.ts';
import { currentDeparts, selectDepart, SelectDepart } from './depart.service.ts';

const LoginBody = z.object({
  username: z.string().trim().min(1, '请输入用户名').max(100),
  password: z.string().min(1, '请输入密码').max(200),
  captcha: z.string().max(20).optional(),
  checkKey: z.union([z.string(), z.number()]).optional(),
  remember_me: z.boolean().optional(),
});

/** Session and account calls of spec §7.1. */
export function registerAuthRoutes(app: FastifyInstance, ctx: AppContext): void {
  const base = ctx.config.apiBase;
  const tags = ['登录与会话'];

  app.post(`${base}/sys/login`, {
    config: { access: { public: true }, rateLimit: { max: ctx.config.loginRateLimit, timeWindow: 60_000 } },
    schema: { tags, summary: '登录', body: LoginBody },
  }, async (req) => {
    const body = req.body as z.infer<typeof LoginBody>;
    const result = await login(ctx, body.username, body.password, { ip: req.ip, userAgent: req.headers['user-agent'] });
    return ok(result, MSG.loginOk);
  });

  // Public so that it always finishes (spec §4); it only ever revokes the token it was given.
  app.post(`${base}/sys/logout`, { config: { access: { public: true } }, schema: { tags, summary: '退出登录' } }, async (req) => {
    if (req.token) await ctx.sessions.revokeToken(req.token);
    if (req.user) {
      await writeLog(ctx.db, { logType: LOG_TYPE.login, content: `用户名: ${req.user.username}, 退出成功！`, userId: req.user.userId, username: req.user.username, ip: req.ip });
    }
    return ok(null, MSG.logoutOk);
  });

  app.get(`${base}/sys/permission/getUserPermissionByToken`, {
    config: { access: { signedIn: true } }, schema: { tags, summary: '当前用户的菜单与按钮权限' },
  }, async (req) => ok(await permissionsOf(ctx.db, currentUser(req).userId), '查询成功'));

  app.get(`${base}/sys/user/getCurrentUserDeparts`, {
    config: { access: { signedIn: true } }, schema: { tags, summary: '当前用户的部门' },
  }, async (req) => ok(await currentDeparts(ctx, currentUser(req))));

  app.post(`${base}/sys/selectDepart`, {
    config: { access: { signedIn: true } }, schema: { tags, summary: '切换当前部门', body: SelectDepart },
  }, async (req) => ok(await selectDepart(ctx, currentUser(req), req.body as z.infer<typeof SelectDepart>), MSG.departSelected));

  // The spec's client posts; JeecgBoot's own client puts. Both reach the same handler.
  for (const method of ['POST', 'PUT'] as const) {
    app.route({
      method, url: `${base}/sys/user/updatePassword`,
      config: { access: { signedIn: true } }, schema: { tags, summary: '修改自己的密码', body: PasswordChange },
      handler: async (req) => ok(null, await changeOwnPassword(ctx, currentUser(req), req.body as z.infer<typeof PasswordChange>)),
    });
  }
}

import { z } from 'zod';
import { MSG, newPasswordSchema } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import { hashPassword, verifyPassword } from '../../platform/auth/password.ts';
import type { SessionUser } from '../../platform/auth/sessions.ts';
import { BusinessError, ForbiddenError } from '../../platform/errors.ts';

export const PasswordChange = z.object({
  username: z.string().min(1).max(100),
  oldpassword: z.string().min(1, '请输入旧密码!').max(200),
  password: newPasswordSchema,
  confirmpassword: z.string().min(1, '请确认新密码!').max(200),
});

/** Spec §2.7 / §5 password dialog: the old password is checked; the user's other sessions end. */
export async function changeOwnPassword(ctx: AppContext, me: SessionUser, body: z.infer<typeof PasswordChange>): Promise<string> {
  if (body.username !== me.username) throw new ForbiddenError();
  if (body.password !== body.confirmpassword) throw new BusinessError(MSG.passwordMismatch);
  const user = await ctx.db.selectFrom('sysUser').select(['id', 'password']).where('id', '=', me.userId).executeTakeFirstOrThrow();
  if (!(await verifyPassword(body.oldpassword, user.password))) throw new BusinessError(MSG.oldPasswordWrong);
  if (body.password === body.oldpassword) throw new BusinessError(MSG.samePassword);
  await ctx.db.updateTable('sysUser')
    .set({ password: await hashPassword(body.password), updateBy: me.username, updateTime: Date.now() })
    .where('id', '=', user.id).execute();
  await ctx.sessions.revokeUser(user.id, me.sessionId);
  return MSG.passwordChanged;
}

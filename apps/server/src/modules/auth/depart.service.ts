import { z } from 'zod';
import type { CurrentDeparts, UserInfo } from '@foodtrace/contracts';
import type { AppContext } from '../../context.ts';
import type { SessionUser } from '../../platform/auth/sessions.ts';
import { BusinessError, ForbiddenError } from '../../platform/errors.ts';
import { departsOf, publicUser } from './user-info.ts';

export const SelectDepart = z.object({
  orgCode: z.string().min(1, '请选择部门').max(64),
  username: z.string().min(1).max(100),
});

export async function currentDeparts(ctx: AppContext, me: SessionUser): Promise<CurrentDeparts> {
  const user = await ctx.db.selectFrom('sysUser').select('orgCode').where('id', '=', me.userId).executeTakeFirstOrThrow();
  return { list: await departsOf(ctx.db, me.userId), orgCode: user.orgCode };
}

/** Spec §4 Department switch: only among the user's own departments, only for oneself. */
export async function selectDepart(ctx: AppContext, me: SessionUser, body: z.infer<typeof SelectDepart>): Promise<{ userInfo: UserInfo }> {
  if (body.username !== me.username) throw new ForbiddenError();
  const depart = (await departsOf(ctx.db, me.userId)).find((d) => d.orgCode === body.orgCode);
  if (!depart) throw new BusinessError('您不属于该部门');
  await ctx.db.updateTable('sysUser').set({ orgCode: depart.orgCode }).where('id', '=', me.userId).execute();
  const user = await ctx.db.selectFrom('sysUser').selectAll().where('id', '=', me.userId).executeTakeFirstOrThrow();
  return { userInfo: publicUser(user, depart.departName) };
}

import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PAGING, SYS_PERMS, USER_STATUS, type AddressEntry, type PageResult } from '@foodtrace/contracts';
import type { AppContext } from '../../../context.ts';
import { currentUser } from '../../../platform/auth/access.ts';
import { ok } from '../../../platform/envelope.ts';
import { departmentPrefix, filterExpression } from '../../../platform/list-query/apply.ts';
import { perm } from '../shared/route-helpers.ts';
import { positionNamer } from '../../auth/user-info.ts';
import { departNames } from './user-records.ts';

const AddressQuery = z.object({
  departId: z.string().max(32).optional(),
  keyword: z.string().trim().max(50).optional(),
  pageNo: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(PAGING.maxPageSize).default(20),
});
type AddressQuery = z.infer<typeof AddressQuery>;

/**
 * The colleagues who can sign in (not frozen, not deleted), in a department and the departments under it
 * (org codes are hierarchical: A01A02 lives under A01), or matching a name, account, 工号 or phone fragment.
 */
export async function addressList(ctx: AppContext, tenantId: number, q: AddressQuery): Promise<PageResult<AddressEntry>> {
  const db = ctx.db;
  let base = db.selectFrom('sysUser as u').where('u.delFlag', '=', 0).where('u.status', '=', USER_STATUS.normal);
  if (q.departId) {
    const depart = await db.selectFrom('sysDepart').select('orgCode').where('id', '=', q.departId).where('delFlag', '=', 0).executeTakeFirst();
    if (!depart) return { records: [], total: 0, size: q.pageSize, current: q.pageNo, pages: 0 };
    base = base.where(({ exists, selectFrom }) => exists(selectFrom('sysUserDepart as ud').innerJoin('sysDepart as d', 'd.id', 'ud.depId')
      .select('ud.userId').whereRef('ud.userId', '=', 'u.id').where('d.delFlag', '=', 0)
      .where((eb) => departmentPrefix(eb, 'd.orgCode', depart.orgCode, ctx.kind))));
  }
  if (q.keyword) {
    const keyword = q.keyword;
    base = base.where((eb) => eb.or(['u.realname', 'u.username', 'u.workNo', 'u.phone'].map((field) => filterExpression(eb, { field, op: 'like', value: keyword }, ctx.kind))));
  }
  const total = Number((await base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await base.select(['u.id', 'u.realname', 'u.username', 'u.avatar', 'u.workNo', 'u.post', 'u.phone', 'u.telephone', 'u.email'])
    .orderBy('u.workNo').orderBy('u.username').limit(q.pageSize).offset((q.pageNo - 1) * q.pageSize).execute();
  const departs = await departNames(db, rows.map((r) => r.id));
  const postNames = await positionNamer(db, tenantId);
  const records = rows.map(({ post, ...r }) => ({ ...r, departNames: departs.get(r.id) ?? null, postNames: postNames(post).join('，') || null }));
  return { records, total, size: q.pageSize, current: q.pageNo, pages: Math.ceil(total / q.pageSize) };
}

/** 通讯录 (spec §2.3 System pages: address list), with its own code: reading contacts is not managing users. */
export function registerAddressListRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(`${ctx.config.apiBase}/sys/user/addressList`, {
    config: perm(SYS_PERMS.addressList.list), schema: { tags: ['用户管理'], summary: '通讯录', querystring: AddressQuery },
  }, async (req) => ok(await addressList(ctx, currentUser(req).tenantId, req.query as AddressQuery)));
}

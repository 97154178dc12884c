import type { Kysely } from 'kysely';
import { CHECK_TEXT } from '@foodtrace/contracts';
import type { SessionUser } from '../../platform/auth/sessions.ts';
import type { DB } from '../../platform/db/schema.ts';
import { BadRequestError, BusinessError, ForbiddenError } from '../../platform/errors.ts';
import { userHolds } from '../../platform/rbac/permissions.ts';
import type { DuplicateRegistry } from './duplicate-registry.ts';

export interface DuplicateQuery { tableName: string; fieldName: string; fieldVal?: string; dataId?: string }

/**
 * spec §4 Other, §7.2: is the value free in that column (ignoring the row being edited)? An empty value
 * passes. The answer is the envelope JeecgBoot's DuplicateCheckController gave: success, or a refusal with
 * '该值不可用，系统中已存在！'.
 */
export async function checkDuplicate(db: Kysely<DB>, registry: DuplicateRegistry, user: SessionUser, q: DuplicateQuery): Promise<void> {
  const field = registry.find(q.tableName, q.fieldName);
  if (!field) throw new BadRequestError(`不支持对 ${q.tableName}.${q.fieldName} 做重复校验`);
  const allowed = await Promise.all(field.permissions.map((code) => userHolds(db, user.userId, code)));
  if (!allowed.some(Boolean)) throw new ForbiddenError();
  const value = q.fieldVal ?? '';
  if (value === '') return;
  // Table and column come from the registry (server code), never from the request; the value is bound.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  let query = (db as Kysely<any>).selectFrom(field.table).select('id').where(field.column, '=', value);
  if (field.liveOnly) query = query.where('delFlag', '=', 0);
  if (field.tenantScoped) query = query.where('tenantId', '=', user.tenantId);
  if (q.dataId) query = query.where('id', '<>', q.dataId);
  if (await query.limit(1).executeTakeFirst()) throw new BusinessError(CHECK_TEXT.duplicate);
}

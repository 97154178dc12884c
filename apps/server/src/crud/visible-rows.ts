import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { PAGING, permissionCode } from '@foodtrace/contracts';
import { currentUser } from '../platform/auth/access.ts';
import type { DB } from '../platform/db/schema.ts';
import { userHolds } from '../platform/rbac/permissions.ts';
import type { VisibleRows } from './resource-repo.ts';

/**
 * The records of a resource a request's user may see, at most a page of PAGING.maxPageSize: none without the
 * resource's list permission, else as its list answers them, within the user's tenant and data rules. What a
 * notice says of records other than its own goes through this, so it names only what the user could look up.
 */
export function visibleRows(app: FastifyInstance, req: FastifyRequest, db: Kysely<DB>): VisibleRows {
  return async (def, query) => {
    const list = app.resourceListers?.get(def.key);
    if (!list) throw new Error(`resource ${def.key} is not registered`);
    if (!(await userHolds(db, currentUser(req).userId, permissionCode(def, 'list')))) return [];
    return list(req, { pageSize: PAGING.maxPageSize, ...query });
  };
}

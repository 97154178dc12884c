import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { permissionCode, type ResourceDef } from '@foodtrace/contracts';
import { currentUser } from '../platform/auth/access.ts';
import type { DB } from '../platform/db/schema.ts';
import { loadRuleSets, ruleVars } from '../platform/scope/data-rules.ts';
import type { CrudContext } from './resource-repo.ts';

/**
 * The context of one request on a resource: the user, the tenant the access hook checked, and the data rules
 * of the resource's menu for this user — read from the database on every request, so a rule or role change
 * applies to the next call (DESIGN.md §5 rule 3). Module routes that call a repository build it here too.
 */
export async function crudContext(req: FastifyRequest, db: Kysely<DB>, def: ResourceDef, timeZone: string): Promise<CrudContext> {
  const user = currentUser(req);
  return {
    user,
    tenantId: user.tenantId,
    dataRules: { sets: await loadRuleSets(db, user.userId, permissionCode(def, 'list')), vars: ruleVars(user, timeZone) },
  };
}

import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { DB } from '../db/schema.ts';
import { userHolds } from '../rbac/permissions.ts';
import { requestTenant } from '../tenant/tenants.ts';
import type { SessionStore, SessionUser } from './sessions.ts';

/**
 * Every API route declares who may call it (DESIGN.md §5 rule 3): `public` (the short list: login, the public
 * trace projections …), `signedIn` (a user acting on their own account), or a `permission` code. A route that
 * declares nothing makes the server refuse to start, so forgetting is impossible.
 */
export type Access = { public: true } | { signedIn: true } | { permission: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    user?: SessionUser;
    token?: string;
  }
}

export function currentUser(req: FastifyRequest): SessionUser {
  if (!req.user) throw new UnauthorizedError();
  return req.user;
}

export function installAccessControl(
  app: FastifyInstance, opts: { db: Kysely<DB>; sessions: SessionStore; apiBase: string },
): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(opts.apiBase)) return;
    if (!route.config?.access) {
      throw new Error(`route ${route.method} ${route.url} declares no access (public, signedIn or permission)`);
    }
  });

  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.access;
    if (!access) return; // not an API route (static files, SPA fallback)
    const token = headerValue(req.headers['x-access-token']);
    if (token) {
      req.token = token;
      req.user = await opts.sessions.resolve(token);
    }
    if ('public' in access) return;
    if (!req.user) throw new UnauthorizedError();
    req.user.tenantId = await requestTenant(opts.db, req.user.relTenantIds, headerValue(req.headers['tenant-id']));
    if ('permission' in access && !(await userHolds(opts.db, req.user.userId, access.permission))) {
      throw new ForbiddenError();
    }
  });
}

function headerValue(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.length <= 200 ? s : undefined;
}

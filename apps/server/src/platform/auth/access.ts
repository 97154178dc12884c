import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { ForbiddenError, UnauthorizedError } from '../errors.ts';
import type { DB } from '../db/schema.ts';
import { userHolds } from '../rbac/permissions.ts';
import { requestTenant } from '../tenant/tenants.ts';
import type { SessionStore, SessionUser } from './sessions.ts';
import { addRouteStep } from '../route-steps.ts';

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
  const authorize = async (req: FastifyRequest, access: Access, token: string | undefined) => {
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
  };

  // Decided once per route, not per request: the check goes only on routes that declare access (static files
  // and the SPA fallback have none), and a public call without a token passes without a promise.
  app.addHook('onRoute', (route) => {
    const access = route.config?.access;
    if (route.url.startsWith(opts.apiBase) && !access) {
      throw new Error(`route ${route.method} ${route.url} declares no access (public, signedIn or permission)`);
    }
    if (!access) return;
    const check: onRequestHookHandler = (req, _reply, done) => {
      const token = headerValue(req.headers['x-access-token']);
      if (!token && 'public' in access) return done();
      authorize(req, access, token).then(() => done(), done);
    };
    addRouteStep(route, 'onRequest', check);
  });
}

function headerValue(v: string | string[] | undefined): string | undefined {
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.length <= 200 ? s : undefined;
}

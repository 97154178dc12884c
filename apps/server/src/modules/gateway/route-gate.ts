import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import type { Kysely } from 'kysely';
import { GATEWAY_ROUTE_TEXT, ROUTE_STATUS, predicateMatcher, type RouteInterface } from '@foodtrace/contracts';
import type { DB } from '../../platform/db/schema.ts';
import { ServiceStoppedError } from '../../platform/errors.ts';
import { gatewayDb } from './gateway-db.ts';
import { addRouteStep } from '../../platform/route-steps.ts';

/**
 * The calls no route can stop: signing in and out, the menu and dictionaries the client loads after signing in,
 * and this screen's own calls — stopping any of them would lock the administrator out of switching it back on.
 */
const LIFELINES = predicateMatcher([
  '/sys/login', '/sys/phoneLogin', '/sys/sms', '/sys/logout', '/sys/randomImage/**', '/sys/selectDepart',
  '/sys/permission/getUserPermissionByToken', '/sys/dict/queryAllDictItems', '/sys/dict/refleshCache', '/sys/dict/getDictItems/**',
  '/sys/gatewayRoute/**',
].join('\n'));

interface CatalogueEntry { method: string; path: string; access: string }

/**
 * Stops the interfaces of the routes that are off (状态 无效). Every API route gets, when it is registered, a
 * first onRequest step that looks its own path up in a map — one Map.get per request, nothing when no route is
 * off — and the map is rebuilt from the table at start and after every write to it. A stopped call answers 503
 * before access control, parsing or the handler run.
 */
export class RouteGate {
  /** Every API route, as registered: what 匹配接口 lists. */
  private readonly catalogue: CatalogueEntry[] = [];
  /** Path (below the API base) of a stopped route → the name of the route that stopped it. */
  private stopped = new Map<string, string>();

  constructor(private readonly apiBase: string) {}

  /** Must run before any API route is registered (the gateway module is registered first). */
  install(app: FastifyInstance): void {
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith(`${this.apiBase}/`)) return;
      const path = route.url.slice(this.apiBase.length);
      const access = route.config?.access;
      for (const method of [route.method].flat()) {
        if (method === 'HEAD') continue;
        this.catalogue.push({ method, path, access: !access ? 'signedIn' : 'public' in access ? 'public' : 'signedIn' in access ? 'signedIn' : access.permission });
      }
      if (LIFELINES(path)) return;
      const gate: onRequestHookHandler = (_req, _reply, done) => {
        const name = this.stopped.get(path);
        if (name === undefined) done();
        else done(new ServiceStoppedError(GATEWAY_ROUTE_TEXT.stopped(name)));
      };
      addRouteStep(route, 'onRequest', gate, 'first');
    });
  }

  /** Reads started, so that a slower earlier read never replaces what a later one found. */
  private reads = 0;

  /** Reads which routes are off and rebuilds the map. */
  async reload(db: Kysely<DB>): Promise<void> {
    const read = ++this.reads;
    const off = await gatewayDb(db).selectFrom('sysGatewayRoute').select(['name', 'predicates'])
      .where('status', '=', ROUTE_STATUS.off).where('delFlag', '=', 0).orderBy('routerId').execute();
    const stopped = new Map<string, string>();
    for (const route of off) {
      const covers = predicateMatcher(route.predicates);
      for (const { path } of this.catalogue) if (!stopped.has(path) && !LIFELINES(path) && covers(path)) stopped.set(path, route.name);
    }
    if (read === this.reads) this.stopped = stopped;
  }

  /** The interfaces a 路径断言 covers, by path then method (permission names are filled in by the caller). */
  interfaces(predicates: string): Array<Omit<RouteInterface, 'permissionName'>> {
    const covers = predicateMatcher(predicates);
    return this.catalogue.filter((e) => covers(e.path))
      .map((e) => ({ ...e, lifeline: LIFELINES(e.path) }))
      .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  }

  /** The lifelines a 路径断言 covers: a route covering any cannot be switched off. */
  lifelinesIn(predicates: string): string[] {
    return [...new Set(this.interfaces(predicates).filter((e) => e.lifeline).map((e) => e.path))];
  }
}

import type { FastifyInstance } from 'fastify';
import type { Migration } from 'kysely';
import type { AppContext } from '../context.ts';
import type { ListScopeImpl } from '../crud/list-scopes.ts';
import type { ResourceHooks } from '../crud/resource-repo.ts';
import type { DictSeed } from './system/seed/dicts.ts';
import type { MenuSeed } from './system/seed/menus.ts';

/**
 * What a module brings to the application. app.ts walks the list in modules/index.ts; a new module adds
 * itself there and touches nothing else of the platform.
 */
export interface AppModule {
  name: string;
  /** Forward-only migrations; names are globally unique and start with a number (`0100-foodtrace-core`). */
  migrations?: Record<string, Migration>;
  /** Menu entries (and, through their resources, button permissions) for the module's screens. */
  menus?: MenuSeed[];
  dicts?: DictSeed[];
  /** Rules beside the generic CRUD of the module's resources, by resource key (the app gives stored files). */
  resourceHooks?: Record<string, (ctx: AppContext, app: FastifyInstance) => ResourceHooks>;
  /** The conditions of the named row sets its resources declare (ResourceDef.scopes), by resource key and name. */
  listScopes?: Record<string, Record<string, ListScopeImpl>>;
  /** The module's own routes (each declares its access). */
  register?(app: FastifyInstance, ctx: AppContext): void | Promise<void>;
  /** Demo data for a fresh install (records, and files through `app.fileStorage`); must be idempotent. */
  seed?(ctx: AppContext, app: FastifyInstance): Promise<void>;
}

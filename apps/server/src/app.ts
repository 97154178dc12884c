import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import websocket from '@fastify/websocket';
import { jsonSchemaTransform, serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { installChineseZodMessages, RESOURCES } from '@foodtrace/contracts';
import type { Config } from './config.ts';
import type { AppContext } from './context.ts';
import { registerDataLogList } from './crud/data-log-list.ts';
import { registerResource } from './crud/resource-routes.ts';
import { installListScopes } from './crud/list-scopes.ts';
import { SecretBox } from './platform/crypto/secret-box.ts';
import type { ResourceHooks } from './crud/resource-repo.ts';
import { installOperationLog } from './platform/audit/audit.ts';
import { installAccessControl } from './platform/auth/access.ts';
import { SessionStore } from './platform/auth/sessions.ts';
import { openDatabase, type Database } from './platform/db/database.ts';
import { migrate } from './platform/db/migrator.ts';
import { refreshStatistics } from './platform/db/statistics.ts';
import { DictService } from './platform/dict/dict-service.ts';
import { installErrorHandling } from './platform/envelope.ts';
import { installRateLimits } from './platform/rate-limit.ts';
import { connectSharedState } from './platform/redis/shared-state.ts';
import { installSecurityHeaders } from './platform/security-headers.ts';
import { installWebStatic } from './platform/web-static.ts';
import { MODULES } from './modules/index.ts';
import { runSeed } from './modules/system/seed/run-seed.ts';

export interface BuiltApp {
  app: FastifyInstance;
  ctx: AppContext;
  /** Set when the seed created the administrator with a generated password (printed once by server.ts). */
  generatedAdminPassword?: string;
}

function logger(config: Config) {
  // Tests log only faults: an unexpected 500 in a run says why, and nothing else clutters the output.
  if (config.env === 'test') return { level: 'error' };
  return config.env === 'development'
    ? { level: config.logLevel, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
    : { level: config.logLevel, redact: ['req.headers["x-access-token"]', 'req.headers.authorization'] };
}

/** Builds the whole application on a database (migrated and seeded); never listens. */
export async function buildApp(config: Config, database?: Database): Promise<BuiltApp> {
  installChineseZodMessages();
  const dbh = database ?? (await openDatabase(config.db));
  await migrate(dbh.db as never, Object.assign({}, ...MODULES.map((m) => m.migrations ?? {})), dbh.schema);
  const seeded = await runSeed(dbh.db, {
    adminPassword: config.adminPassword,
    menus: MODULES.flatMap((m) => m.menus ?? []),
    dicts: MODULES.flatMap((m) => m.dicts ?? []),
  });

  const app = Fastify({
    logger: logger(config),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    bodyLimit: 2 * 1024 * 1024,
    trustProxy: process.env.TRUST_PROXY === '1',
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.addHook('onClose', async () => { await dbh.close(); });
  const shared = await connectSharedState(config, app.log).catch(async (err) => {
    if (!database) await dbh.close();
    throw err;
  });
  app.addHook('onClose', () => shared.close());
  // every subscription the modules made is live before the first request
  app.addHook('onReady', () => shared.bus.ready());

  const ctx: AppContext = {
    config, db: dbh.db, kind: dbh.kind,
    sessions: new SessionStore(dbh.db, config.sessionTtlMs),
    // filled from the reader: a translation asked inside a transaction must not wait for that transaction
    dict: new DictService(dbh.reader ?? dbh.db),
    bus: shared.bus, sharing: () => shared.describe(),
    secrets: SecretBox.load({ key: config.secretKey, dataDir: config.dataDir }),
  };
  await ctx.sessions.purge();

  installSecurityHeaders(app, config.apiBase, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // antd writes its CSS-in-JS styles inline; scripts stay same-origin only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        connectSrc: ["'self'", 'ws:', 'wss:'],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(compress, { threshold: 1024 });
  installRateLimits(app, shared.counts);
  await app.register(websocket, { options: { maxPayload: 64 * 1024 } });
  await app.register(swagger, {
    openapi: { info: { title: '食品溯源管理平台 API', version: '1.0.0' }, components: { securitySchemes: { token: { type: 'apiKey', in: 'header', name: 'X-Access-Token' } } }, security: [{ token: [] }] },
    transform: jsonSchemaTransform,
  });
  if (config.env === 'development') await app.register(swaggerUi, { routePrefix: '/api-docs' });

  installErrorHandling(app);
  installAccessControl(app, { db: dbh.db, sessions: ctx.sessions, apiBase: config.apiBase });
  installOperationLog(app, dbh.db);

  for (const m of MODULES) await m.register?.(app, ctx);
  const deps = { db: dbh.db as never, kind: dbh.kind, dict: ctx.dict, timeZone: config.timeZone, files: app.fileStorage, secrets: ctx.secrets, log: app.log };
  const hooks = Object.assign({}, ...MODULES.map((m) => m.resourceHooks ?? {})) as Record<string, (c: AppContext, a: typeof app) => ResourceHooks>;
  installListScopes(RESOURCES, Object.assign({}, ...MODULES.map((m) => m.listScopes ?? {})));
  const repos = RESOURCES.map((def) => registerResource(app, config.apiBase, def, deps, hooks[def.key]?.(ctx, app)));
  registerDataLogList(app, config.apiBase, repos, deps);
  for (const m of MODULES) await m.seed?.(ctx, app);
  // after the seeds: on a new database, the tables then hold the demo, not nothing
  await refreshStatistics(dbh.db as never, dbh.kind);

  await installWebStatic(app, config.webDist, config.apiBase);
  return { app, ctx, generatedAdminPassword: seeded.generatedAdminPassword };
}

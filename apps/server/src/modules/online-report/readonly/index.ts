import type { Kysely } from 'kysely';
import type { Config } from '../../../config.ts';
import type { DB } from '../../../platform/db/schema.ts';
import { REPORT_TIMEOUT_MS, type ReadOnlyRunner } from './readonly-runner.ts';
import { mysqlRunner, postgresRunner } from './server-readonly.ts';
import { sqliteInlineRunner, sqliteWorkerRunner } from './sqlite-readonly.ts';

export { REPORT_TIMEOUT_MS, ReportTimeoutError, type ReadOnlyRunner } from './readonly-runner.ts';

/** The read-only runner of a PostgreSQL or MySQL/MariaDB database (another data source's among them). */
export function serverRunner(db: Kysely<DB>, kind: 'postgres' | 'mysql', timeoutMs = REPORT_TIMEOUT_MS): ReadOnlyRunner {
  return kind === 'postgres' ? postgresRunner(db, timeoutMs) : mysqlRunner(db, timeoutMs);
}

/** The read-only runner of the configured database. */
export function readOnlyRunner(db: Kysely<DB>, cfg: Config['db'], timeoutMs = REPORT_TIMEOUT_MS): ReadOnlyRunner {
  if (cfg.kind !== 'sqlite') return serverRunner(db, cfg.kind, timeoutMs);
  return cfg.sqliteFile && cfg.sqliteFile !== ':memory:' ? sqliteWorkerRunner(cfg.sqliteFile, timeoutMs) : sqliteInlineRunner(db);
}

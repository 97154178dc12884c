import { CompiledQuery, sql, type Kysely } from 'kysely';
import type { DB } from '../../../platform/db/schema.ts';
import { ReportTimeoutError, type ReadOnlyRunner } from './readonly-runner.ts';

type Rows = Array<Record<string, unknown>>;

/** PostgreSQL: READ ONLY transaction plus a transaction-local statement_timeout. */
export function postgresRunner(db: Kysely<DB>, timeoutMs: number): ReadOnlyRunner {
  // Report columns keep their SQL names: no camel-case plugin on the way back.
  const plain = db.withoutPlugins();
  return {
    async run(queries) {
      try {
        return await plain.transaction().setAccessMode('read only').execute(async (trx) => {
          // SET takes no bind parameters; the value is our own integer.
          await sql`set local statement_timeout = ${sql.raw(String(Math.trunc(timeoutMs)))}`.execute(trx);
          const out: Rows[] = [];
          for (const q of queries) out.push((await trx.executeQuery<Record<string, unknown>>(q)).rows);
          return out;
        });
      } catch (err) {
        if ((err as { code?: unknown }).code === '57014') throw new ReportTimeoutError(timeoutMs);
        throw err;
      }
    },
    async close() {},
  };
}

/**
 * MySQL / MariaDB: READ ONLY transaction; each statement carries its own limit — MariaDB's
 * `SET STATEMENT max_statement_time=… FOR`, MySQL's MAX_EXECUTION_TIME optimizer hint — so no session
 * setting leaks into the pooled connection.
 */
export function mysqlRunner(db: Kysely<DB>, timeoutMs: number): ReadOnlyRunner {
  const plain = db.withoutPlugins();
  let flavour: Promise<'mariadb' | 'mysql'> | undefined;
  const detect = () => (flavour ??= sql<{ v: string }>`select version() as v`.execute(db)
    .then((r) => (/mariadb/i.test(String(r.rows[0]?.v)) ? 'mariadb' as const : 'mysql' as const)));
  const limited = (q: CompiledQuery, kind: 'mariadb' | 'mysql'): CompiledQuery => (kind === 'mariadb'
    ? CompiledQuery.raw(`set statement max_statement_time=${timeoutMs / 1000} for ${q.sql}`, [...q.parameters])
    : CompiledQuery.raw(q.sql.replace(/^select/i, `select /*+ MAX_EXECUTION_TIME(${Math.trunc(timeoutMs)}) */`), [...q.parameters]));
  return {
    async run(queries) {
      const kind = await detect();
      try {
        return await plain.transaction().setAccessMode('read only').execute(async (trx) => {
          const out: Rows[] = [];
          for (const q of queries) out.push((await trx.executeQuery<Record<string, unknown>>(limited(q, kind))).rows);
          return out;
        });
      } catch (err) {
        const errno = (err as { errno?: unknown }).errno;
        if (errno === 1969 || errno === 3024) throw new ReportTimeoutError(timeoutMs);
        throw err;
      }
    },
    async close() {},
  };
}

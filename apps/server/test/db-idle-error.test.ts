import { describe, expect, it } from 'vitest';
import { sql } from 'kysely';
import { openDatabase } from '../src/platform/db/database.ts';
import { pgAdmin } from './db-admin.ts';
import { databaseTargets } from './harness.ts';

const target = databaseTargets().find((t) => t.name === 'postgres');

/**
 * A PostgreSQL server may end an idle session of the pool (a restart, pg_terminate_backend, idle_session_timeout):
 * the server keeps running, says so, and the next query opens another session (database.ts keepOnIdleError).
 */
describe.skipIf(!target)('an idle PostgreSQL session ended by the server', () => {
  it('is told as a warning, not thrown, and the pool goes on', async () => {
    const database = await openDatabase({ kind: 'postgres', url: target!.url! });
    try {
      const pid = async () => (await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(database.db)).rows[0].pid;
      const idle = await pid(); // its session is idle in the pool now
      const warned = new Promise<string>((resolve) => {
        const heard = (w: Error) => { if (w.message.includes('空闲连接已断开')) { process.off('warning', heard); resolve(w.message); } };
        process.on('warning', heard);
      });
      await pgAdmin(target!.url!, `select pg_terminate_backend(${idle})`);
      expect(await warned).toContain('PostgreSQL 连接池中的空闲连接已断开');
      expect(await pid()).not.toBe(idle);
    } finally {
      await database.close();
    }
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { mysqlAdmin, pgAdmin } from './db-admin.ts';

declare module 'vitest' {
  export interface ProvidedContext { templateRun: string }
}

/**
 * The server suites' run: names it, so that the template databases and folders its workers make (harness.ts) carry
 * the name, and removes them all when the run ends — those of this run only, as another run may share the servers.
 */
export default function setup(project: TestProject): () => Promise<void> {
  const run = `r${randomBytes(4).toString('hex')}`;
  project.provide('templateRun', run);
  return async () => {
    const pgUrl = process.env.TEST_PG_URL;
    if (pgUrl) {
      const client = new pg.Client({ connectionString: pgUrl });
      await client.connect();
      const { rows } = await client.query<{ datname: string }>('select datname from pg_database where datname like $1', [`ft_tpl_${run}_%`]).finally(() => client.end());
      for (const { datname } of rows) await pgAdmin(pgUrl, `drop database if exists ${datname} with (force)`);
    }
    const myUrl = process.env.TEST_MYSQL_URL;
    if (myUrl) {
      const mysql = await import('mysql2/promise');
      const conn = await mysql.createConnection({ uri: myUrl });
      const [rows] = await conn.query(`show databases like 'ft\\_tpl\\_${run}\\_%'`).finally(() => conn.end()) as unknown as [Array<Record<string, string>>];
      for (const row of rows) await mysqlAdmin(myUrl, `drop database if exists \`${Object.values(row)[0]}\``);
    }
    for (const name of fs.readdirSync(os.tmpdir()).filter((n) => n.startsWith(`ft-tpl-${run}-`))) {
      fs.rmSync(path.join(os.tmpdir(), name), { recursive: true, force: true });
    }
  };
}

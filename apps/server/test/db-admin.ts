import pg from 'pg';

/** Runs statements on the database server of `url` over a connection of their own (creating, dropping databases). */
export async function pgAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** As pgAdmin, for MariaDB/MySQL: the statements in order, each may be a script of several. */
export async function mysqlAdmin(url: string, ...statements: string[]): Promise<void> {
  const mysql = await import('mysql2/promise');
  const conn = await mysql.createConnection({ uri: url, multipleStatements: true });
  try {
    for (const statement of statements) await conn.query(statement);
  } finally {
    await conn.end();
  }
}

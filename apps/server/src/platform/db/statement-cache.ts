import type SQLite from 'better-sqlite3';

/**
 * Kysely's SQLite driver prepares every statement afresh; preparing costs more than running a point lookup.
 * This wraps the connection so that the same SQL text reuses its prepared statement (bounded, least recently
 * used first out). Safe because Kysely runs one statement at a time on the single connection.
 */
export function withStatementCache(db: SQLite.Database, max = 500): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = db.prepare.bind(db);
  const cachedPrepare = (source: string) => {
    let stmt = cache.get(source);
    if (stmt) {
      cache.delete(source);
    } else {
      stmt = prepare(source);
      if (cache.size >= max) cache.delete(cache.keys().next().value!);
    }
    cache.set(source, stmt);
    return stmt;
  };
  return new Proxy(db, {
    get(target, prop, receiver) {
      if (prop === 'prepare') return cachedPrepare;
      const value = Reflect.get(target, prop, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

import { CompiledQuery, type Compilable } from 'kysely';

/**
 * A query built and compiled once, then only bound: for the hot path of the public page, where building a
 * query with Kysely costs more than running it. The query is built with a unique marker for each named
 * value; every later call puts the values where the markers were (other parameters keep their compiled value).
 * The SQL text is the dialect's own, so placeholders and quoting stay right on every database.
 */
export function prepare<K extends string>(names: readonly K[], build: (values: Record<K, unknown>) => Compilable): (values: Record<K, unknown>) => CompiledQuery {
  const markers = Object.fromEntries(names.map((n) => [n, `\u0000prepared:${n}`])) as Record<K, string>;
  const compiled = build(markers).compile();
  const slots = compiled.parameters.map((p) => names.find((n) => markers[n] === p) ?? { value: p });
  for (const n of names) if (!slots.includes(n)) throw new Error(`prepared query does not use ${n}`);
  return (values) => CompiledQuery.raw(compiled.sql, slots.map((s) => (typeof s === 'string' ? values[s as K] : s.value)));
}

/**
 * `prepare` once per database handle, on first use: for the checks every signed-in call makes (session,
 * permission, data rules), which a module-level function cannot compile ahead of knowing the handle.
 */
export function preparedPerDb<D extends object, K extends string>(names: readonly K[], build: (db: D, values: Record<K, unknown>) => Compilable) {
  const byDb = new WeakMap<D, (values: Record<K, unknown>) => CompiledQuery>();
  return (db: D, values: Record<K, unknown>): CompiledQuery => {
    let compiled = byDb.get(db);
    if (!compiled) {
      compiled = prepare(names, (v) => build(db, v));
      byDb.set(db, compiled);
    }
    return compiled(values);
  };
}

import type { Expression, ExpressionBuilder, SqlBool } from 'kysely';
import type { ResourceDef } from '@foodtrace/contracts';
import { formatDay } from '../platform/db/time.ts';
import type { ListScopeWhere } from '../platform/list-query/parse.ts';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the resource's table is dynamic
type EB = ExpressionBuilder<any, any>;

/** What a scope is evaluated against: the plant's today (`YYYY-MM-DD`, in its zone), taken per request. */
export interface ScopeAt { today: string }

/** The rows of a named scope (ResourceDef.scopes): a condition on the resource's own columns. */
export type ListScopeImpl = (eb: EB, at: ScopeAt) => Expression<SqlBool>;

/** resource key → scope name → its condition; filled from the modules' `listScopes` when the app starts. */
const IMPLS = new Map<string, Map<string, ListScopeImpl>>();

/**
 * Installs the modules' scopes, and refuses to start when a resource declares one that nobody implements (or
 * one is implemented that no resource declares): a list asking for it would otherwise fail on each request.
 */
export function installListScopes(defs: readonly ResourceDef[], given: Record<string, Record<string, ListScopeImpl>>): void {
  for (const def of defs) {
    const impls = given[def.key] ?? {};
    const missing = (def.scopes ?? []).filter((name) => !impls[name]);
    if (missing.length) throw new Error(`${def.key} declares list scopes nobody implements: ${missing.join(', ')}`);
    IMPLS.set(def.key, new Map(Object.entries(impls)));
  }
  const stray = Object.entries(given).flatMap(([key, impls]) => Object.keys(impls).filter((n) => !defs.find((d) => d.key === key)?.scopes?.includes(n)).map((n) => `${key}.${n}`));
  if (stray.length) throw new Error(`list scopes implemented but not declared by their resource: ${stray.join(', ')}`);
}

/** The scopes of a resource for its ListSpec, each evaluated with the day of the request that asks for it. */
export function listScopesOf(def: ResourceDef, timeZone: string): Record<string, ListScopeWhere> {
  return Object.fromEntries((def.scopes ?? []).map((name) => [name, (eb: EB) => {
    const impl = IMPLS.get(def.key)?.get(name);
    if (!impl) throw new Error(`list scope ${def.key}.${name} is not installed`);
    return impl(eb, { today: formatDay(Date.now(), timeZone) });
  }]));
}

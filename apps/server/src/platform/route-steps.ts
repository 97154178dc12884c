import type { RouteOptions } from 'fastify';

type Phase = 'onRequest' | 'onSend' | 'onResponse';
/** One handler of a phase (a route's phase holds one handler or a list). */
type Step<P extends Phase> = NonNullable<RouteOptions[P]> extends infer H ? (H extends ReadonlyArray<infer E> ? E : H) : never;

/**
 * Adds a step to one route's own hooks, from an onRoute hook: the way the platform attaches a check only to the
 * routes that need it (access, rate limits, the operation log, stopped routes). `first` runs it before the
 * steps already there — a refusal that should cost nothing else.
 */
export function addRouteStep<P extends Phase>(route: RouteOptions, phase: P, step: Step<P>, at: 'first' | 'last' = 'last'): void {
  const existing = (route[phase] ? [route[phase]].flat() : []) as Array<Step<P>>;
  (route[phase] as Array<Step<P>>) = at === 'first' ? [step, ...existing] : [...existing, step];
}

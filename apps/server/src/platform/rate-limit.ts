import type { FastifyInstance, onRequestHookHandler } from 'fastify';
import { TooManyRequestsError } from './errors.ts';
import { addRouteStep } from './route-steps.ts';

/** At most `max` calls per `timeWindow` milliseconds from one address, per route. */
export interface RateLimit { max: number; timeWindow: number }

declare module 'fastify' {
  interface FastifyContextConfig {
    rateLimit?: RateLimit;
  }
}

/**
 * The caller's address as the limit counts it. An IPv6 host usually holds a whole /64 and can rotate through
 * it at will, so IPv6 addresses count by their /64 prefix (IPv4-mapped addresses stay single addresses).
 */
export function limitKey(ip: string): string {
  if (!ip.includes(':') || ip.startsWith('::ffff:')) return ip;
  const [head, tail] = ip.split('%')[0].split('::');
  const h = head ? head.split(':') : [];
  const t = tail ? tail.split(':') : [];
  const groups = tail === undefined ? h : [...h, ...Array<string>(Math.max(0, 8 - h.length - t.length)).fill('0'), ...t];
  const prefix = groups.slice(0, 4).map((g) => parseInt(g, 16));
  return prefix.length === 4 && prefix.every((g) => g >= 0 && g <= 0xffff) ? `${prefix.map((g) => g.toString(16)).join(':')}::/64` : ip;
}

/**
 * Counts calls per address in fixed windows: each window starts a new map, so memory is bounded by the
 * addresses seen in one window.
 */
export function windowCounter(limit: RateLimit, now: () => number = Date.now) {
  let counts = new Map<string, number>();
  let windowEnd = 0;
  return {
    /** Counts one call; true while the address is within its limit. */
    hit(key: string): boolean {
      const t = now();
      if (t >= windowEnd) {
        counts = new Map();
        windowEnd = t + limit.timeWindow;
      }
      const n = (counts.get(key) ?? 0) + 1;
      counts.set(key, n);
      return n <= limit.max;
    },
    secondsLeft: () => Math.max(1, Math.ceil((windowEnd - now()) / 1000)),
  };
}

/**
 * Every route that declares `config.rateLimit` (sign-in, registration, the public trace page …) gets its own
 * counter and a synchronous check before anything else runs; past the limit it answers 429 with Retry-After.
 * In memory, per process. It replaces @fastify/rate-limit, whose promise-based check cost more than a tenth of
 * the public trace lookup.
 */
export function installRateLimits(app: FastifyInstance): void {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    const counter = windowCounter(limit);
    const check: onRequestHookHandler = (req, reply, done) => {
      if (counter.hit(limitKey(req.ip))) return done();
      reply.header('retry-after', String(counter.secondsLeft()));
      done(new TooManyRequestsError());
    };
    addRouteStep(route, 'onRequest', check, 'first');
  });
}

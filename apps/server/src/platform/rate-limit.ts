import type { FastifyInstance, FastifyReply, FastifyRequest, HookHandlerDoneFunction } from 'fastify';
import type { Redis } from 'ioredis';
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

/** The counts every instance shares (REDIS_URL): one call is one hit on a key per route, address and window. */
export interface SharedCounts {
  hit(key: string, limit: RateLimit): Promise<{ allowed: boolean; secondsLeft: number }>;
}

/**
 * Shared fixed windows in Redis: the window is the same slice of the clock on every instance, so its key is too;
 * INCR counts the call and the key expires with its window.
 */
export function redisCounts(redis: Pick<Redis, 'multi'>, prefix: string, now: () => number = Date.now): SharedCounts {
  return {
    async hit(key, limit) {
      const t = now();
      const window = Math.floor(t / limit.timeWindow);
      const end = (window + 1) * limit.timeWindow;
      const name = `${prefix}rl:${window}:${key}`;
      const replies = await redis.multi().incr(name).pexpireat(name, end + 1_000).exec();
      const [err, count] = replies?.[0] ?? [new Error('MULTI 未执行'), 0];
      if (err) throw err;
      return { allowed: Number(count) <= limit.max, secondsLeft: Math.max(1, Math.ceil((end - t) / 1000)) };
    },
  };
}

/**
 * Every route that declares `config.rateLimit` (sign-in, registration, the public trace page …) gets its own
 * counter and a check before anything else runs; past the limit it answers 429 with Retry-After.
 * One instance counts in memory, synchronously. Several (REDIS_URL) count together in Redis, or a caller would
 * get the limit once per instance; while Redis cannot be reached, each instance falls back to its own count
 * rather than to no limit. It replaces @fastify/rate-limit, whose promise-based check cost more than a tenth of
 * the public trace lookup.
 */
export function installRateLimits(app: FastifyInstance, shared?: SharedCounts): void {
  app.addHook('onRoute', (route) => {
    const limit = route.config?.rateLimit;
    if (!limit) return;
    const counter = windowCounter(limit);
    const refuse = (reply: FastifyReply, secondsLeft: number, done: HookHandlerDoneFunction) => {
      reply.header('retry-after', String(secondsLeft));
      done(new TooManyRequestsError());
    };
    const local = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      if (counter.hit(limitKey(req.ip))) return done();
      refuse(reply, counter.secondsLeft(), done);
    };
    const together = (req: FastifyRequest, reply: FastifyReply, done: HookHandlerDoneFunction) => {
      shared!.hit(`${String(route.method)} ${route.url} ${limitKey(req.ip)}`, limit).then(
        ({ allowed, secondsLeft }) => (allowed ? done() : refuse(reply, secondsLeft, done)),
        (err: unknown) => {
          req.log.warn({ err }, 'Redis 计数失败，本实例单独限流');
          local(req, reply, done);
        },
      );
    };
    addRouteStep(route, 'onRequest', shared ? together : local, 'first');
  });
}

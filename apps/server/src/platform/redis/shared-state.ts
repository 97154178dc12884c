import type { FastifyBaseLogger } from 'fastify';
import type { Sharing } from '@foodtrace/contracts';
import type { Config } from '../../config.ts';
import { LocalBus, type Bus } from '../bus/bus.ts';
import { RedisBus } from '../bus/redis-bus.ts';
import { redisCounts, type SharedCounts } from '../rate-limit.ts';
import { connectRedis } from './redis.ts';

/** What the instances of one deployment share: the bus, and with Redis the rate-limit counts. */
export interface SharedState {
  bus: Bus;
  /** Unset on a lone instance: it counts in memory. */
  counts?: SharedCounts;
  /** For 系统监控: where the shared state lives, and whether it can be reached now. */
  describe(): Promise<Sharing>;
  close(): Promise<void>;
}

/**
 * One instance (no REDIS_URL): everything in process. Several (REDIS_URL, DESIGN.md §1): socket pushes, cache
 * invalidations, the gateway's switches and the rate-limit counts go through Redis, under REDIS_PREFIX so
 * that deployments (or test runs) sharing one Redis never hear each other.
 */
export async function connectSharedState(config: Config, log: FastifyBaseLogger): Promise<SharedState> {
  if (!config.redis) {
    const bus = new LocalBus();
    return { bus, describe: async () => ({ mode: 'single' }), close: () => bus.close() };
  }
  const { url, prefix } = config.redis;
  const pub = await connectRedis(url, 'pub');
  const sub = await connectRedis(url, 'sub').catch((err) => {
    pub.disconnect();
    throw err;
  });
  const bus = new RedisBus(pub, sub, prefix, log);
  const describe = async (): Promise<Sharing> => {
    const base = { mode: 'redis' as const, url: redactedUrl(url), prefix };
    try {
      const info = await pub.info('server');
      return { ...base, version: /^redis_version:(\S+)/m.exec(info)?.[1] ?? null, connected: true };
    } catch {
      return { ...base, version: null, connected: false };
    }
  };
  return { bus, counts: redisCounts(pub, prefix), describe, close: () => bus.close() };
}

/** The address without its password, for a screen. */
export function redactedUrl(url: string): string {
  const u = new URL(url);
  if (u.password) u.password = '***';
  return u.toString();
}

import { Redis } from 'ioredis';

/**
 * A connection to REDIS_URL (DESIGN.md §1: with several instances, Redis carries what they share). The start
 * fails with the reason when Redis cannot be reached, rather than running as a lone instance that believes it
 * shares its state. Later outages are retried by ioredis; commands issued meanwhile fail at once instead of
 * queueing, so a request never waits on a Redis that is down (each caller says what it does then).
 */
export async function connectRedis(url: string, role: string): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true, connectionName: `foodtrace-${role}`, connectTimeout: 5_000,
    enableOfflineQueue: false, maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 5_000),
  });
  client.on('error', () => undefined); // reported by the calls that fail; ioredis reconnects by itself
  try {
    await client.connect();
  } catch (err) {
    client.disconnect();
    throw new Error(`无法连接 Redis（REDIS_URL）：${(err as Error).message}`, { cause: err });
  }
  return client;
}

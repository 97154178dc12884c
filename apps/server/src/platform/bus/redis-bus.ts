import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';
import type { FastifyBaseLogger } from 'fastify';
import type { Bus } from './bus.ts';

/**
 * The bus across instances (REDIS_URL): Redis publish/subscribe on `<prefix><topic>`, messages as JSON. Every
 * instance subscribed to a topic hears each message, the publishing one too — as with LocalBus, so a module
 * behaves the same with one instance or ten.
 *
 * Redis lends a subscribing connection to nothing else, hence two connections. A SUBSCRIBE takes a round trip:
 * `ready()` resolves once every subscription asked for so far is live; the server awaits it before it listens.
 */
export class RedisBus implements Bus {
  private readonly local = new EventEmitter().setMaxListeners(0);
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly pub: Redis, private readonly sub: Redis, private readonly prefix: string, private readonly log: Pick<FastifyBaseLogger, 'warn'>) {
    sub.on('message', (channel: string, text: string) => {
      if (!channel.startsWith(prefix)) return;
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return; // not ours: whatever else publishes on the prefix
      }
      this.local.emit(channel.slice(prefix.length), message);
    });
  }

  /**
   * A message that cannot reach Redis is logged, not thrown: what it announces (a dictionary changed, a row was
   * edited) has already happened and been answered for. It is still handed to this instance's own subscribers,
   * which would otherwise have heard it back from Redis; the other instances miss it.
   */
  async publish(topic: string, message: unknown): Promise<void> {
    try {
      await this.pub.publish(this.prefix + topic, JSON.stringify(message));
    } catch (err) {
      this.log.warn({ err, topic }, 'Redis 发布失败，其他实例收不到这条消息');
      this.local.emit(topic, message);
    }
  }

  subscribe(topic: string, handler: (message: unknown) => void): () => void {
    if (this.local.listenerCount(topic) === 0) this.track(this.sub.subscribe(this.prefix + topic));
    this.local.on(topic, handler);
    return () => {
      this.local.off(topic, handler);
      if (this.local.listenerCount(topic) === 0) this.track(this.sub.unsubscribe(this.prefix + topic));
    };
  }

  async ready(): Promise<void> {
    while (this.pending.size) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.ready().catch(() => undefined);
    this.sub.disconnect();
    await this.pub.quit().catch(() => this.pub.disconnect());
  }

  private track(command: Promise<unknown>): void {
    const settled = command.catch((err) => this.log.warn({ err }, 'Redis 订阅失败')).finally(() => this.pending.delete(settled));
    this.pending.add(settled);
  }
}

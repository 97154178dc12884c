import { EventEmitter } from 'node:events';

/**
 * Publish/subscribe between parts of the server (socket pushes, cache invalidation). In-process by default;
 * RedisBus (redis-bus.ts), the same interface, fans out across instances when REDIS_URL is set.
 */
export interface Bus {
  publish(topic: string, message: unknown): Promise<void>;
  subscribe(topic: string, handler: (message: unknown) => void): () => void;
  /** Resolves once every subscription made so far receives messages. */
  ready(): Promise<void>;
  close(): Promise<void>;
}

export class LocalBus implements Bus {
  private readonly emitter = new EventEmitter().setMaxListeners(0);

  async publish(topic: string, message: unknown): Promise<void> {
    this.emitter.emit(topic, message);
  }

  subscribe(topic: string, handler: (message: unknown) => void): () => void {
    this.emitter.on(topic, handler);
    return () => this.emitter.off(topic, handler);
  }

  async ready(): Promise<void> {}

  async close(): Promise<void> {
    this.emitter.removeAllListeners();
  }
}

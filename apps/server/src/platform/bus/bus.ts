import { EventEmitter } from 'node:events';

/**
 * Publish/subscribe between parts of the server (socket pushes, cache invalidation). In-process by default;
 * a Redis-backed implementation of the same interface fans out across instances when REDIS_URL is set.
 */
export interface Bus {
  publish(topic: string, message: unknown): Promise<void>;
  subscribe(topic: string, handler: (message: unknown) => void): () => void;
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
}

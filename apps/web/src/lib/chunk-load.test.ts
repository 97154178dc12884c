import { describe, expect, it, vi } from 'vitest';
import { ChunkLoadError, isChunkLoadError, withChunkTimeout } from './chunk-load';

describe('chunk loading (spec §8)', () => {
  it('fails with ChunkLoadError after the timeout', async () => {
    vi.useFakeTimers();
    const load = withChunkTimeout(() => new Promise<never>(() => undefined), 120_000);
    const result = load().catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(120_000);
    const error = await result;
    vi.useRealTimers();
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect((error as ChunkLoadError).code).toBe('CHUNK_LOAD_FAILED');
  });

  it('passes a loaded module through', async () => {
    await expect(withChunkTimeout(async () => ({ default: 1 }))()).resolves.toEqual({ default: 1 });
  });

  it('classifies browser import failures, CSS ones separately', async () => {
    const js = await withChunkTimeout(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module: /a.js')))().catch((e: unknown) => e);
    const css = await withChunkTimeout(() => Promise.reject(new Error('Unable to preload CSS for /a.css')))().catch((e: unknown) => e);
    expect((js as ChunkLoadError).code).toBe('CHUNK_LOAD_FAILED');
    expect((css as ChunkLoadError).code).toBe('CSS_CHUNK_LOAD_FAILED');
    expect(isChunkLoadError(new Error('other'))).toBe(false);
  });
});

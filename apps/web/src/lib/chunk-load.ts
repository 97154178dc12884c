import { HTTP } from '@foodtrace/contracts';

/** spec §8: a page chunk that does not arrive in time fails as ChunkLoadError; a CSS chunk as CSS_CHUNK_LOAD_FAILED. */
export class ChunkLoadError extends Error {
  constructor(
    message: string,
    readonly code: 'CHUNK_LOAD_FAILED' | 'CSS_CHUNK_LOAD_FAILED' = 'CHUNK_LOAD_FAILED',
  ) {
    super(message);
    this.name = 'ChunkLoadError';
  }
}

/** Wraps a dynamic import so it fails after HTTP.chunkLoadTimeoutMs instead of hanging (spec §9: 120 s). */
export function withChunkTimeout<T>(load: () => Promise<T>, timeoutMs: number = HTTP.chunkLoadTimeoutMs): () => Promise<T> {
  return () =>
    new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)), timeoutMs);
      load().then(
        (value) => { clearTimeout(timer); resolve(value); },
        (error: unknown) => { clearTimeout(timer); reject(toChunkError(error)); },
      );
    });
}

const DYNAMIC_IMPORT_FAILURES = [
  'Failed to fetch dynamically imported module',
  'error loading dynamically imported module',
  'Importing a module script failed',
  'Unable to preload CSS',
];

export function isChunkLoadError(error: unknown): error is Error {
  if (error instanceof ChunkLoadError) return true;
  return error instanceof Error && DYNAMIC_IMPORT_FAILURES.some((m) => error.message.includes(m));
}

function toChunkError(error: unknown): unknown {
  if (!isChunkLoadError(error) || error instanceof ChunkLoadError) return error;
  const css = error.message.includes('CSS');
  return new ChunkLoadError(error.message, css ? 'CSS_CHUNK_LOAD_FAILED' : 'CHUNK_LOAD_FAILED');
}

const RELOAD_MARK = 'chunk-reload-at';

/**
 * After a deploy the old chunk names are gone; Vite reports that as `vite:preloadError`. Reload once to get
 * the new index.html; a second failure within a minute is real and is left to the route error screen.
 */
export function installChunkReloadHandler(): void {
  window.addEventListener('vite:preloadError', (event) => {
    const last = Number(sessionStorage.getItem(RELOAD_MARK) ?? 0);
    if (Date.now() - last < 60_000) return;
    event.preventDefault();
    sessionStorage.setItem(RELOAD_MARK, String(Date.now()));
    window.location.reload();
  });
}

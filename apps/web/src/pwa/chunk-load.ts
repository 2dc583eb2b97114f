import { CHUNK_LOAD_TIMEOUT_MS } from '@regal/shared';

/** Spec §8: the error a lazy chunk fails with (also when the browser gives up on it by itself). */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
}

/**
 * Loads a lazy chunk, failing with a ChunkLoadError when it has not arrived after
 * CHUNK_LOAD_TIMEOUT_MS (spec §8) or when the browser could not fetch it (a deploy removed the old
 * hashed file, the network dropped). The route error page then offers a reload.
 */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = window.setTimeout(
      () => reject(new ChunkLoadError(`Loading chunk timed out after ${timeoutMs} ms`)),
      timeoutMs,
    );
    load().then(
      (value) => {
        window.clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        window.clearTimeout(timer);
        reject(new ChunkLoadError(error instanceof Error ? error.message : String(error), { cause: error }));
      },
    );
  });
}

export function isChunkLoadError(error: unknown): boolean {
  return error instanceof Error && error.name === 'ChunkLoadError';
}

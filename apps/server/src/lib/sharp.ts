import { lazyModule } from './lazy-module.ts';

/**
 * sharp (libvips), loaded on the first picture: an upload, a share card or generated artwork.
 * A start that draws nothing does not load it (lib/lazy-module.ts).
 */
export const loadSharp = lazyModule(async () => (await import('sharp')).default);

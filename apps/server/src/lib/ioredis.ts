import { lazyModule } from './lazy-module.ts';

/** ioredis, loaded only where REDIS_URL is set (rate limits, catalogue version; lib/lazy-module.ts). */
export const loadIoredis = lazyModule(() => import('ioredis'));

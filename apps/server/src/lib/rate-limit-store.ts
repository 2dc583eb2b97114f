import { createMemoryRateLimitStore, type RateLimitStore } from './rate-limit.ts';
import { createRedisRateLimitStore } from './rate-limit-redis.ts';

/** Redis when configured (limits hold across processes), else this process's memory. */
export function createRateLimitStore(redisUrl: string): RateLimitStore {
  return redisUrl ? createRedisRateLimitStore(redisUrl) : createMemoryRateLimitStore();
}

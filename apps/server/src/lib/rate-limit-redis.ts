import { serviceUnavailable } from './http-errors.ts';
import { loadIoredis } from './ioredis.ts';
import type { RateLimitStore } from './rate-limit.ts';

/** INCR and set the expiry on the first hit, atomically, then report the remaining time. */
const HIT_SCRIPT = `
local count = redis.call('INCR', KEYS[1])
if count == 1 then redis.call('PEXPIRE', KEYS[1], ARGV[1]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[1]); ttl = tonumber(ARGV[1]) end
return {count, ttl}
`;

export const DEFAULT_REDIS_PREFIX = 'regal:rl:';
export const REDIS_UNAVAILABLE_MESSAGE =
  'Login protection is temporarily unavailable. Please try again in a moment.';

/**
 * Fixed windows in Redis, shared by every process that points at the same server. When Redis
 * cannot be reached the attempt is refused with 503 (fail closed): counting nothing would open the
 * auth doors to unlimited guessing.
 */
export function createRedisRateLimitStore(url: string, prefix = DEFAULT_REDIS_PREFIX): RateLimitStore {
  const connection = loadIoredis().then(({ Redis }) => {
    const redis = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 2 });
    // ioredis reconnects on its own; a failed command below is what the caller gets to see.
    redis.on('error', () => {});
    return redis;
  });
  connection.catch(() => undefined);
  return {
    async hit(key, windowMs) {
      let answer: unknown;
      try {
        const redis = await connection;
        answer = await redis.eval(HIT_SCRIPT, 1, prefix + key, String(windowMs));
      } catch {
        throw serviceUnavailable(REDIS_UNAVAILABLE_MESSAGE);
      }
      const [count, ttl] = answer as [number, number];
      return { count, resetInMs: ttl };
    },
    async peek(key) {
      try {
        const redis = await connection;
        const [count, ttl] = await Promise.all([redis.get(prefix + key), redis.pttl(prefix + key)]);
        return { count: Number(count ?? 0), resetInMs: Math.max(0, ttl) };
      } catch {
        throw serviceUnavailable(REDIS_UNAVAILABLE_MESSAGE);
      }
    },
    async reset(key) {
      await (await connection).del(prefix + key);
    },
    async close() {
      const redis = await connection.catch(() => null);
      if (!redis) return;
      // quit() waits for pending replies; a dead connection is simply dropped.
      if (redis.status === 'ready') await redis.quit();
      else redis.disconnect();
    },
  };
}

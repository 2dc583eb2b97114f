import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerInstalled, startRedisServer, type TestRedisServer } from '../../test/redis-server.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { DatabaseHandle } from '../db/client.ts';
import { buildUser } from '../db/seed/factories.ts';
import { PER_IP_PER_HOUR, PER_SUBJECT_PER_MINUTE } from '../modules/auth/throttles.ts';
import { hashPassword } from './passwords.ts';
import {
  createRedisRateLimitStore,
  DEFAULT_REDIS_PREFIX,
  REDIS_UNAVAILABLE_MESSAGE,
} from './rate-limit-redis.ts';

/**
 * Decision 007: with REDIS_URL the auth throttles hold across app processes. CI installs
 * redis-server and sets CI_REQUIRE_REDIS=1, so a missing binary fails there instead of skipping.
 */
const installed = redisServerInstalled();
if (!installed && process.env.CI_REQUIRE_REDIS)
  throw new Error('CI_REQUIRE_REDIS is set but redis-server is not installed (see .ci/run).');

/** Several app processes of one cluster: one database, optionally one Redis. */
async function buildCluster(count: number, env: Record<string, string>) {
  const database: DatabaseHandle = await openTestDatabase();
  const apps: FastifyInstance[] = [];
  for (let i = 0; i < count; i++) {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...env });
    const app = await buildApp({ config, db: database.db });
    await app.ready();
    apps.push(app);
  }
  return {
    db: database.db,
    apps,
    close: async () => {
      for (const app of apps) await app.close();
      await database.close();
    },
  };
}

const PASSWORD = 'correct horse battery';
const login = (app: FastifyInstance, name: string, ip: string, password = 'wrong password!') =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { login: name, password },
    remoteAddress: ip,
  });

describe.skipIf(!installed)('rate limits in Redis (REDIS_URL)', () => {
  let redisServer: TestRedisServer;
  let redis: Redis;
  let cluster: Awaited<ReturnType<typeof buildCluster>>;

  beforeAll(async () => {
    redisServer = await startRedisServer();
    redis = new Redis(redisServer.url);
    cluster = await buildCluster(2, { REDIS_URL: redisServer.url });
  });
  afterAll(async () => {
    await cluster?.close();
    redis?.disconnect();
    await redisServer?.stop();
  });

  it('holds the per-login budget across two app instances', async () => {
    const user = await buildUser(cluster.db, { passwordHash: await hashPassword(PASSWORD) });
    const [a, b] = cluster.apps as [FastifyInstance, FastifyInstance];
    const ip = '10.4.0.1';
    // Five failed logins split between the two processes: each of them alone has seen fewer than five.
    const split = [a, b, a, b, a];
    expect(split).toHaveLength(PER_SUBJECT_PER_MINUTE);
    for (const app of split) expect((await login(app, user.username, ip)).statusCode).toBe(401);

    const sixthOnB = await login(b, user.username, ip);
    expect(sixthOnB.statusCode).toBe(429);
    expect(sixthOnB.json().message).toMatch(/Zu viele Anmeldeversuche/);
    const retryAfter = Number(sixthOnB.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await login(a, user.username, ip)).statusCode).toBe(429);
    // Even the right password waits: every attempt counts.
    expect((await login(a, user.username, ip, PASSWORD)).statusCode).toBe(429);
    // Another address still gets in.
    expect((await login(b, user.username, '10.4.0.2', PASSWORD)).statusCode).toBe(200);
  });

  it('keeps the counters in Redis with the window as expiry', async () => {
    const [a, b] = cluster.apps as [FastifyInstance, FastifyInstance];
    const ip = '10.4.1.1';
    await login(a, 'Counted.User', ip);
    await login(b, 'counted.user', ip);
    const subjectKey = `${DEFAULT_REDIS_PREFIX}login:subject-ip:counted.user|${ip}`;
    const ipKey = `${DEFAULT_REDIS_PREFIX}login:ip:${ip}`;
    expect(await redis.get(subjectKey)).toBe('2');
    expect(await redis.get(ipKey)).toBe('2');
    const subjectTtl = await redis.pttl(subjectKey);
    const ipTtl = await redis.pttl(ipKey);
    expect(subjectTtl).toBeGreaterThan(50_000);
    expect(subjectTtl).toBeLessThanOrEqual(60_000);
    expect(ipTtl).toBeGreaterThan(60_000);
    expect(ipTtl).toBeLessThanOrEqual(3_600_000);
  });

  it('holds the per-address budget across instances too', async () => {
    const ip = '10.4.2.1';
    for (let i = 0; i < PER_IP_PER_HOUR; i++) {
      const app = cluster.apps[i % 2] as FastifyInstance;
      expect((await login(app, `guess-${i}`, ip)).statusCode, `attempt ${i + 1}`).toBe(401);
    }
    const next = await login(cluster.apps[1] as FastifyInstance, 'a-fresh-name', ip);
    expect(next.statusCode).toBe(429);
    expect(Number(next.headers['retry-after'])).toBeGreaterThan(60);
  });

  it('lets a key expire after its window and counts afresh', async () => {
    const store = createRedisRateLimitStore(redisServer.url, 'regal:rl-expiry:');
    try {
      expect((await store.hit('short', 300)).count).toBe(1);
      const second = await store.hit('short', 300);
      expect(second.count).toBe(2);
      expect(second.resetInMs).toBeGreaterThan(0);
      expect(second.resetInMs).toBeLessThanOrEqual(300);
      await new Promise((resolve) => setTimeout(resolve, 450));
      expect(await redis.exists('regal:rl-expiry:short')).toBe(0);
      expect((await store.hit('short', 300)).count).toBe(1);
      // A counter that lost its expiry (e.g. written by hand) gets the window again.
      await redis.set('regal:rl-expiry:stuck', '7');
      const stuck = await store.hit('stuck', 5_000);
      expect(stuck).toEqual({ count: 8, resetInMs: 5_000 });
      expect(await redis.pttl('regal:rl-expiry:stuck')).toBeGreaterThan(4_000);
    } finally {
      await store.close();
    }
  });

  it('refuses with 503 rather than counting nothing when Redis is gone', async () => {
    const lonely = await startRedisServer();
    const solo = await buildCluster(1, { REDIS_URL: lonely.url });
    try {
      const app = solo.apps[0] as FastifyInstance;
      expect((await login(app, 'someone', '10.4.3.1')).statusCode).toBe(401);
      await lonely.stop();
      const res = await login(app, 'someone', '10.4.3.1');
      expect(res.statusCode).toBe(503);
      expect(res.json().message).toBe(REDIS_UNAVAILABLE_MESSAGE);
    } finally {
      await solo.close();
      await lonely.stop();
    }
  });
});

describe('without REDIS_URL (control)', () => {
  let cluster: Awaited<ReturnType<typeof buildCluster>>;
  beforeAll(async () => {
    cluster = await buildCluster(2, {});
  });
  afterAll(() => cluster?.close());

  it('each process keeps its own budget, which is why a cluster needs Redis', async () => {
    const [a, b] = cluster.apps as [FastifyInstance, FastifyInstance];
    const ip = '10.5.0.1';
    for (const app of [a, b, a, b, a]) expect((await login(app, 'split-user', ip)).statusCode).toBe(401);
    // B has seen only two attempts, so its memory store lets a sixth one through …
    expect((await login(b, 'split-user', ip)).statusCode).toBe(401);
    // … and A refuses only its own sixth.
    for (const _ of [1, 2]) expect((await login(a, 'split-user', ip)).statusCode).toBe(401);
    expect((await login(a, 'split-user', ip)).statusCode).toBe(429);
  });
});

import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisServerInstalled, startRedisServer, type TestRedisServer } from '../../test/redis-server.ts';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import { type DatabaseHandle, openPostgres } from '../db/client.ts';
import { buildUser } from '../db/seed/factories.ts';
import { authHeaders } from '../modules/auth/testing.ts';

/**
 * Two app processes on one database (decision 032): a write through one is seen by the other's
 * next reads. On PostgreSQL (REGAL_TEST_DB=postgres) each instance has its own connection pool, as
 * two processes would; on PGlite they share the one connection. The poll is set to a minute, longer
 * than a test may take (30 s), so only LISTEN/NOTIFY (or Redis pub/sub) can carry the change: the
 * tests wait for the change to arrive, without a clock of their own (issue 33: on a loaded machine
 * "within a second" failed while the message was on its way). How fast it arrives is measured in
 * bench/ (`npm run cluster -w @regal/bench`: the invalidation delay).
 */
let writer: FastifyInstance;
let reader: FastifyInstance;
let admin: Record<string, string>;

/** Two app instances on one database (each with its own pool on PostgreSQL); `env` on both. */
function useTwoInstances(env: () => Record<string, string>) {
  let closeAll = async () => {};
  beforeAll(async () => {
    const database = await openTestDatabase();
    const second: DatabaseHandle = database.url ? await openPostgres(database.url, 4) : database;
    const config = () =>
      loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        CATALOGUE_POLL_MS: '60000',
        ...env(),
      });
    writer = await buildApp({ config: config(), db: database.db });
    reader = await buildApp({ config: config(), db: second.db });
    await Promise.all([writer.ready(), reader.ready()]);
    const user = await buildUser(database.db, { role: 'admin' });
    admin = await authHeaders(database.db, user);
    closeAll = async () => {
      await reader.close();
      await writer.close();
      if (second !== database) await second.close();
      await database.close();
    };
  });
  afterAll(() => closeAll());
}

/** Reads through `app` until `check` holds (the test's timeout ends a wait that never does). */
async function seenThrough(app: FastifyInstance, url: string, check: (body: string) => boolean) {
  for (;;) {
    const res = await app.inject({ url });
    if (check(res.body)) return true;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

function writesSeenByTheOther() {
  it('a write through one is seen through the other, carried by the notification', async () => {
    const created = await writer.inject({
      method: 'POST',
      url: '/api/entry/create',
      headers: admin,
      payload: { title: 'Agent 327', type: 'movie', released_at: '2017-05-15' },
    });
    expect(created.statusCode).toBe(200);
    const entry = created.json().item;
    const detail = `/api/entries/${entry.uid}`;
    expect(await seenThrough(reader, detail, (body) => body.includes('Agent 327'))).toBe(true);
    // The row is visible as soon as it commits; the version message (Redis pub/sub in particular)
    // may reach the reader a moment later and empty its cache once more. Once the reader knows the
    // writer's version, its answer is held: a read fills the cache and the next one is a hit.
    const writerVersion = writer.answerCache.stats().catalogueVersion;
    while (reader.answerCache.stats().catalogueVersion < writerVersion)
      await new Promise((resolve) => setTimeout(resolve, 10));
    expect(reader.answerCache.stats().catalogueVersion).toBe(writerVersion);
    await reader.inject({ url: detail });
    expect((await reader.inject({ url: detail })).headers['x-answer-cache']).toBe('hit');
    expect((await writer.inject({ url: detail })).json().title).toBe('Agent 327');

    for (const [round, title] of ['Agent 327: Operation Barbershop', 'Agent 327 (2017)'].entries()) {
      const edited = await writer.inject({
        method: 'POST',
        url: '/api/entry/update',
        headers: admin,
        payload: { title, type: 'movie', id: entry.id, version: round + 1 },
      });
      expect(edited.statusCode).toBe(200);
      // The writer's own next read shows it at once; the other instance once the message arrives.
      expect((await writer.inject({ url: detail })).json().title).toBe(title);
      expect(await seenThrough(reader, detail, (body) => JSON.parse(body).title === title)).toBe(true);
    }
  });

  it('a hidden entry disappears from the other instance’s cached listing and search', async () => {
    const created = await writer.inject({
      method: 'POST',
      url: '/api/entry/create',
      headers: admin,
      payload: { title: 'Spring Blender', type: 'movie', released_at: '2019-04-04' },
    });
    const entry = created.json().item;
    const search = '/api/start/search?q=blender';
    expect(await seenThrough(reader, search, (body) => body.includes(entry.uid))).toBe(true);
    const hidden = await writer.inject({
      method: 'POST',
      url: '/api/entry/update',
      headers: admin,
      payload: { title: 'Spring Blender', type: 'movie', id: entry.id, version: 1, active: false },
    });
    expect(hidden.statusCode).toBe(200);
    expect((await writer.inject({ url: search })).body).not.toContain(entry.uid);
    expect(await seenThrough(reader, search, (body) => !body.includes(entry.uid))).toBe(true);
  });
}

describe('two instances on one database: LISTEN/NOTIFY', () => {
  useTwoInstances(() => ({}));
  writesSeenByTheOther();
});

const installed = redisServerInstalled();
if (!installed && process.env.CI_REQUIRE_REDIS)
  throw new Error('CI_REQUIRE_REDIS is set but redis-server is not installed (see .ci/run).');

describe.skipIf(!installed)('two instances on one database: Redis pub/sub (REDIS_URL)', () => {
  let redisServer: TestRedisServer;
  beforeAll(async () => {
    redisServer = await startRedisServer();
  });
  afterAll(() => redisServer?.stop());
  useTwoInstances(() => ({ REDIS_URL: redisServer.url }));
  writesSeenByTheOther();
});

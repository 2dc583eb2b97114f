import { Writable } from 'node:stream';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { buildUser } from '../db/seed/factories.ts';
import { pngImage } from '../modules/account/account-test-helpers.ts';
import { sessionTokenFor } from '../modules/auth/testing.ts';

/**
 * Issue 9: input that passed validation and made PostgreSQL fail (222 answers 500 in the probe).
 * Each request of the probe is now a 400 with the error shape, and nothing of it reaches the log
 * as a stack or SQL. The app runs with a real logger here so the log can be read.
 */
const lines: string[] = [];
const sink = new Writable({
  write(chunk, _encoding, done) {
    lines.push(String(chunk));
    done();
  },
});
let app: Awaited<ReturnType<typeof buildApp>>;
let db: Database;
let close = async () => {};
const tokens: Record<'user' | 'mod' | 'admin', string> = { user: '', mod: '', admin: '' };

beforeAll(async () => {
  const database = await openTestDatabase();
  db = database.db;
  const config = loadConfig({ NODE_ENV: 'test', WEB_DIST: '/nonexistent' });
  app = await buildApp({ config, db, logger: pino({ level: 'info' }, sink) });
  await app.ready();
  close = async () => {
    await app.close();
    await database.close();
  };
  for (const role of ['user', 'mod', 'admin'] as const)
    tokens[role] = await sessionTokenFor(db, await buildUser(db, { role }));
});
afterAll(() => close());

const NUL = 'a\u0000b';
const HUGE_ID = 4026168271;

async function post(url: string, payload: unknown, as?: keyof typeof tokens) {
  return app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: as ? { authorization: `Bearer ${tokens[as]}` } : {},
  });
}

function expectBadRequest(res: { statusCode: number; json: () => unknown }) {
  expect(res.statusCode).toBe(400);
  const body = res.json() as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(expect.arrayContaining(['error', 'message', 'statusCode']));
  expect(body).not.toHaveProperty('code');
}

describe('input PostgreSQL cannot take is a 400', () => {
  it('NUL in a path parameter: /api/entries/%00', async () => {
    expectBadRequest(await app.inject({ method: 'GET', url: '/api/entries/%00' }));
  });

  it('NUL and lone surrogates in the login', async () => {
    expectBadRequest(await post('/api/auth/login', { login: NUL, password: 'whatever-1' }));
    expectBadRequest(await post('/api/auth/login', { login: 'admin\uD800', password: 'whatever-1' }));
    expectBadRequest(await post('/api/auth/login', { login: 'admin', password: NUL }));
  });

  it('NUL in the profile, in the jsonb location.city and in the bot title', async () => {
    expectBadRequest(await post('/api/auth/user/update', { displayname: NUL }, 'user'));
    const city = await post('/api/auth/user/update', { location: { city: NUL } }, 'user');
    expectBadRequest(city);
    expect(city.json().errors).toHaveProperty(['location.city']);
    expectBadRequest(await post('/api/irc', { title: `Some.Movie.2024-GRP${'\u0000'}` }, 'user'));
  });

  it('NUL in an app-token name', async () => {
    expectBadRequest(await post('/api/auth/user/token/create', { name: NUL }, 'admin'));
  });

  it('ids above PostgreSQL integer, and booleans as ids', async () => {
    expectBadRequest(await post('/api/release/download', { id: HUGE_ID }));
    expectBadRequest(await post('/api/release/download', { id: true }));
    expectBadRequest(await post('/api/release/download', { id: -1 }));
    expectBadRequest(await post('/api/auth/verify/email', { id: HUGE_ID, hash: 'x'.repeat(40), expires: 1 }));
    expectBadRequest(await post('/api/auth/verify/email', { id: true, hash: 'x'.repeat(40), expires: 1 }));
    expectBadRequest(await post('/api/auth/user/token/clear', { id: HUGE_ID }, 'admin'));
    expectBadRequest(await post('/api/req/update', { id: HUGE_ID, filled: true }, 'mod'));
    expectBadRequest(await post('/api/req/delete', { id: HUGE_ID }, 'mod'));
    expectBadRequest(await post('/api/req/delete', { id: '1e3' }, 'mod'));
  });

  it('query numbers are digits, never true or 1e3', async () => {
    expectBadRequest(await app.inject({ method: 'GET', url: '/api/start/search?page=true' }));
    expectBadRequest(await app.inject({ method: 'GET', url: '/api/entries/latest?limit=1e1' }));
    expectBadRequest(await app.inject({ method: 'GET', url: '/api/start/search?q=a%00b' }));
  });

  it('a truncated multipart avatar upload', async () => {
    const boundary = '----regaltruncated';
    const png = await pngImage(64, 64);
    const body = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      png.subarray(0, 40),
    ]);
    const res = await app.inject({
      method: 'POST',
      url: '/api/auth/user/avatar',
      headers: {
        authorization: `Bearer ${tokens.user}`,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      payload: body,
    });
    expectBadRequest(res);
  });

  it('a malformed URL gets the error shape without a code', async () => {
    expectBadRequest(await app.inject({ method: 'GET', url: '/api/entries/%E0%A4%A' }));
  });

  it('logs client errors without stack or SQL', () => {
    const log = lines.join('');
    expect(log).toContain('client error');
    expect(log).not.toMatch(/"stack"|\bselect\b.*\bfrom\b|\binsert into\b|"level":50/i);
  });
});

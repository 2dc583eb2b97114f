import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { releases, users } from '../../db/schema/index.ts';
import { buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';
import { startFakeFilecrypt } from '../../integrations/filecrypt/fake.ts';
import { authHeaders } from '../auth/testing.ts';

const fake = await startFakeFilecrypt({ apiKey: 'operator-key' });
afterAll(() => fake.close());

/**
 * filecrypt's timeout comes from the test, not production's default: the fake answers at once, but
 * on a loaded machine "at once" took longer than a short timeout and a good request got a 504
 * (issue 33). Only the hang test's own app waits briefly, for an answer that never comes.
 */
const filecryptEnv = {
  FILECRYPT_API_URL: fake.url,
  FILECRYPT_API_KEY: 'operator-key',
  CRYPT_REWRITE_USER_ID: '4',
  CRYPT_LINK_REWRITE_FROM: 'filecrypt.cc',
  CRYPT_LINK_REWRITE_TO: 'filecrypt.co',
};
const ctx = useTestApp({ ...filecryptEnv, FILECRYPT_TIMEOUT_MS: '20000' });

const parts = ['https://ddownload.com/aaa/Film.part1.rar', 'https://ddownload.com/bbb/Film.part2.rar'];
const mirror = [
  'https://rapidgator.net/file/ccc/Film.part1.rar',
  'https://rapidgator.net/file/ddd/Film.part2.rar',
];

let mod: { authorization: string };
let member: { authorization: string };

beforeAll(async () => {
  mod = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'mod' }));
  member = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'user' }));
});

beforeEach(() => {
  fake.mode = 'ok';
  fake.requests.length = 0;
  fake.containers.clear();
  fake.containers.set('ABCDE12345', { name: 'Film', mirrors: [parts, mirror] });
});

const getLinks = (id: string, headers: Record<string, string>, body?: object) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/filecrypt/getLinks/${id}`,
    headers,
    ...(body ? { payload: body } : {}),
  });

describe('POST /api/filecrypt/getLinks/{id}', () => {
  it('is for staff only', async () => {
    expect((await getLinks('ABCDE12345', {})).statusCode).toBe(401);
    expect((await getLinks('ABCDE12345', member)).statusCode).toBe(403);
    expect(fake.requests).toHaveLength(0);
  });

  it('reads the links of every mirror through api.php containerV2/info', async () => {
    const res = await getLinks('ABCDE12345', mod);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ links: [...parts, ...mirror], release: null });
    const [form] = fake.requests;
    expect(Object.fromEntries(form ?? [])).toEqual({
      api_key: 'operator-key',
      fn: 'containerV2',
      sub: 'info',
      container_id: 'ABCDE12345',
    });
  });

  it("sets the release's host link, direct links and part count on success", async () => {
    const entry = await buildEntry(ctx.db, { title: 'Film' });
    const release = await buildRelease(ctx.db, {
      entryId: entry.id,
      links: { nitro: ['https://nitro.download/view/x'] },
      parts: null,
    });
    const res = await getLinks('ABCDE12345', mod, { release_id: release.id });
    expect(res.json()).toEqual({ links: [...parts, ...mirror], release: { id: release.id, parts: 2 } });
    const [row] = await ctx.db.select().from(releases).where(eq(releases.id, release.id));
    expect(row?.links).toEqual({
      nitro: ['https://nitro.download/view/x'],
      ddownload: parts,
      rapidgator: mirror,
    });
    expect(row?.cryptedLinks).toEqual({
      ddownload: 'https://filecrypt.cc/Container/ABCDE12345.html',
      rapidgator: 'https://filecrypt.cc/Container/ABCDE12345.html',
    });
    expect(row?.parts).toBe(2);
  });

  it('rewrites the crypt link host for releases of the configured uploader (user id 4)', async () => {
    // Make sure a user with id 4 exists.
    let uploader = (await ctx.db.select().from(users).where(eq(users.id, 4)))[0];
    while (!uploader) {
      const user = await buildUser(ctx.db);
      if (user.id === 4) uploader = user;
      if (user.id > 4) throw new Error('user id 4 was skipped');
    }
    const release = await buildRelease(ctx.db, { userId: 4 });
    await getLinks('ABCDE12345', mod, { release_id: release.id });
    const [row] = await ctx.db.select().from(releases).where(eq(releases.id, release.id));
    expect(row?.cryptedLinks.ddownload).toBe('https://filecrypt.co/Container/ABCDE12345.html');
  });

  it("answers filecrypt's own error in links.error and changes nothing", async () => {
    const release = await buildRelease(ctx.db, { links: {}, parts: null });
    const res = await getLinks('ZZZZZ99999', mod, { release_id: release.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ links: { error: 'Container not found' }, release: null });
    const [row] = await ctx.db.select().from(releases).where(eq(releases.id, release.id));
    expect(row?.links).toEqual({});
    expect(row?.parts).toBeNull();
  });

  it("uses the user's own fc_api_key before the operator default", async () => {
    const own = await buildUser(ctx.db, { role: 'upper', settings: { fc_api_key: 'users-own-key' } });
    const res = await getLinks('ABCDE12345', await authHeaders(ctx.db, own));
    expect(res.json()).toEqual({ links: { error: 'Invalid API key' }, release: null });
    expect(fake.requests[0]?.get('api_key')).toBe('users-own-key');
  });

  it('answers 502 for a broken answer', async () => {
    fake.mode = 'garbage';
    const broken = await getLinks('ABCDE12345', mod);
    expect(broken.statusCode).toBe(502);
    expect(broken.json().message).toMatch(/without JSON/);
  });

  it('validates the container id and answers 404 for an unknown release', async () => {
    const short = await getLinks('ab1', mod);
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty('id');
    expect((await getLinks('ABCDE12345', mod, { release_id: 987_654 })).statusCode).toBe(404);
  });
});

describe('POST /api/filecrypt/createContainer', () => {
  const create = (headers: Record<string, string>, body: object) =>
    ctx.app.inject({ method: 'POST', url: '/api/filecrypt/createContainer', headers, payload: body });

  it('creates a container with the links as mirror_1[0][n] and returns its link', async () => {
    const res = await create(mod, { name: 'Film.2024.German.1080p', links: parts });
    expect(res.statusCode).toBe(200);
    const { container } = res.json();
    expect(container.error).toBeNull();
    expect(container.link).toMatch(/^https:\/\/filecrypt\.cc\/Container\/[0-9A-F]+\.html$/);
    const form = fake.requests[0];
    expect(form?.get('sub')).toBe('createV2');
    expect(form?.get('name')).toBe('Film.2024.German.1080p');
    expect(form?.get('mirror_1[0][0]')).toBe(parts[0]);
    expect(form?.get('mirror_1[0][1]')).toBe(parts[1]);
  });

  it("answers 'Could not create a Container' when filecrypt refuses", async () => {
    fake.mode = 'error';
    const res = await create(mod, { name: 'Film', links: parts });
    expect(res.statusCode).toBe(200);
    expect(res.json().container).toEqual({
      link: null,
      error: 'Could not create a Container (Service temporarily unavailable)',
    });
  });

  it('refuses members and bad links', async () => {
    expect((await create(member, { name: 'Film', links: parts })).statusCode).toBe(403);
    const bad = await create(mod, { name: 'Film', links: ['not a url'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('links.0');
  });
});

describe('filecrypt without any API key', () => {
  const bare = useTestApp({ FILECRYPT_API_URL: fake.url });

  it('says clearly that filecrypt is not configured', async () => {
    const headers = await authHeaders(bare.db, await buildUser(bare.db, { role: 'admin' }));
    const res = await bare.app.inject({ method: 'POST', url: '/api/filecrypt/getLinks/ABCDE12345', headers });
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Es ist kein filecrypt-API-Schlüssel eingerichtet.');
  });
});

describe('POST /api/filecrypt/getLinks/{id} when filecrypt hangs', () => {
  const short = useTestApp({ ...filecryptEnv, FILECRYPT_TIMEOUT_MS: '400' });

  it('answers 504 once the configured timeout has passed', async () => {
    fake.mode = 'hang';
    const staff = await authHeaders(short.db, await buildUser(short.db, { role: 'mod' }));
    const hung = await short.app.inject({
      method: 'POST',
      url: '/api/filecrypt/getLinks/ABCDE12345',
      headers: staff,
    });
    expect(hung.statusCode).toBe(504);
  });
});

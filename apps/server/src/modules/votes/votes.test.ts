import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, requests } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';

const ctx = useTestApp();

let alice: { authorization: string };
let bob: { authorization: string };
let mod: { authorization: string };
let openId = 0;
let otherId = 0;
let filledId = 0;

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });

beforeAll(async () => {
  alice = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'alice_v' }));
  bob = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'bob_v' }));
  mod = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'mod_v', role: 'mod' }));
  const rows = await ctx.db
    .insert(requests)
    .values([
      { fulltitle: 'Open.Request.2024.German.1080p.WEB-GRP' },
      { fulltitle: 'Other.Request.2024.German.720p.WEB-GRP' },
      { fulltitle: 'Filled.Request.2024.German.1080p.WEB-GRP', filledAt: new Date() },
    ])
    .returning();
  [openId, otherId, filledId] = rows.map((r) => r.id) as [number, number, number];
});

describe('request votes', () => {
  it('needs a login', async () => {
    expect((await post('/api/vote/request', { id: openId })).statusCode).toBe(401);
  });

  it("counts one vote per user: 'vote created', then 'Already voted'", async () => {
    const first = await post('/api/vote/request', { id: openId }, alice);
    expect(first.json()).toEqual({ message: 'Stimme gezählt', votes: 1 });
    const again = await post('/api/vote/request', { id: openId }, alice);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Already voted');
    expect((await post('/api/vote/request', { id: openId }, bob)).json().votes).toBe(2);
    await post('/api/vote/request', { id: otherId }, bob);
  });

  it('refuses filled and unknown requests', async () => {
    expect((await post('/api/vote/request', { id: filledId }, alice)).json().errors.id).toBe(
      'Diese Anfrage ist schon erfüllt.',
    );
    expect((await post('/api/vote/request', { id: 2_000_000 }, alice)).statusCode).toBe(404);
  });

  it('shows votes in the REQ list and sorts by them', async () => {
    const list = (
      await ctx.app.inject({ url: '/api/start/search?mode=req&sortBy=votes', headers: bob })
    ).json();
    expect(
      list.data.map((r: { fulltitle: string; votes: number; voted: boolean }) => [
        r.fulltitle,
        r.votes,
        r.voted,
      ]),
    ).toEqual([
      ['Open.Request.2024.German.1080p.WEB-GRP', 2, true],
      ['Other.Request.2024.German.720p.WEB-GRP', 1, true],
      ['Filled.Request.2024.German.1080p.WEB-GRP', 0, false],
    ]);
    const guest = (await ctx.app.inject({ url: '/api/start/search?mode=req' })).json();
    expect(guest.data[0]).toMatchObject({
      fulltitle: 'Filled.Request.2024.German.1080p.WEB-GRP',
      voted: false,
    });
  });
});

describe('polls', () => {
  it('lets only moderators create and close polls, audited', async () => {
    const payload = { question: 'Welches Genre als Nächstes?', options: ['Animation', 'Doku'] };
    expect((await post('/api/poll/create', payload)).statusCode).toBe(401);
    expect((await post('/api/poll/create', payload, alice)).statusCode).toBe(403);
    const bad = await post('/api/poll/create', { question: 'Hm?', options: ['Nur eine'] }, mod);
    expect(bad.json().errors).toEqual({
      question: 'Die Frage braucht mindestens 5 Zeichen.',
      options: 'Eine Umfrage braucht mindestens 2 Antworten.',
    });
    const res = await post('/api/poll/create', payload, mod);
    expect(res.statusCode).toBe(200);
    expect(res.json().items[0]).toMatchObject({ question: payload.question, votes: 0, my_vote: null });
    expect(await ctx.db.select().from(auditLog).where(eq(auditLog.itemType, 'poll'))).toHaveLength(1);
  });

  it("takes one vote per user and shows the caller's vote", async () => {
    const poll = (await ctx.app.inject({ url: '/api/polls' })).json().items[0];
    const [animation, doku] = poll.options;
    expect((await post('/api/poll/vote', { poll_id: poll.id, option_id: animation.id })).statusCode).toBe(
      401,
    );
    expect(
      (await post('/api/poll/vote', { poll_id: poll.id, option_id: animation.id }, alice)).json().message,
    ).toBe('Stimme gezählt');
    const twice = await post('/api/poll/vote', { poll_id: poll.id, option_id: doku.id }, alice);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('Already voted');
    const seen = (await ctx.app.inject({ url: '/api/polls', headers: alice })).json().items[0];
    expect(seen).toMatchObject({ votes: 1, my_vote: animation.id });
    expect((await post('/api/poll/vote', { poll_id: poll.id, option_id: 2_000_000 }, bob)).statusCode).toBe(
      404,
    );
  });

  it('refuses votes on a closed poll', async () => {
    const poll = (await ctx.app.inject({ url: '/api/polls' })).json().items[0];
    expect((await post('/api/poll/close', { id: poll.id }, alice)).statusCode).toBe(403);
    expect((await post('/api/poll/close', { id: poll.id }, mod)).statusCode).toBe(200);
    const late = await post('/api/poll/vote', { poll_id: poll.id, option_id: poll.options[1].id }, bob);
    expect(late.json().errors.poll_id).toBe('Diese Umfrage ist geschlossen.');
  });
});

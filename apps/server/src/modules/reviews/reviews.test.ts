import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, entries, users } from '../../db/schema/index.ts';
import { buildEntry, buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';

const ctx = useTestApp();

let user: { authorization: string };
let other: { authorization: string };
let unverified: { authorization: string };
let upper: { authorization: string };
let mod: { authorization: string };
let admin: { authorization: string };
let entry: { id: number; uid: string };
let bare: { id: number; uid: string };

const save = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/reviews/save', payload, headers });
const remove = (payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/reviews/delete', payload, headers });
const list = (scope: string, headers: Record<string, string> = {}, query = '') =>
  ctx.app.inject({ url: `/api/reviews/get/${scope}${query}`, headers });
const ratingOf = async (id: number) =>
  (await ctx.db.select({ rating: entries.rating }).from(entries).where(eq(entries.id, id)))[0]?.rating;

const good = { title: 'Sehr schön', content: 'Ein schöner Film mit tollen Bildern.', rating: 8 };

beforeAll(async () => {
  user = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'rezensent' }));
  other = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'kritikerin' }));
  unverified = await authHeaders(
    ctx.db,
    await buildUser(ctx.db, { username: 'neuling', emailVerifiedAt: null }),
  );
  upper = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'upperin', role: 'upper' }));
  mod = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'mod_rev', role: 'mod' }));
  admin = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'admin_rev', role: 'admin' }));
  entry = await buildEntry(ctx.db, { title: 'Elephants Dream', rating: 6 });
  bare = await buildEntry(ctx.db, { title: 'Caminandes', rating: null });
});

describe('reviews: writing', () => {
  it('needs a login (401) and a verified account (403)', async () => {
    expect((await save({ entry_id: entry.id, ...good })).statusCode).toBe(401);
    expect((await save({ entry_id: entry.id, ...good }, unverified)).statusCode).toBe(403);
  });

  it('validates title, content and the rating out of 10 with German texts', async () => {
    const res = await save({ entry_id: entry.id, title: 'a', content: 'kurz', rating: 11 }, user);
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual({
      title: 'Der Titel braucht mindestens 3 Zeichen.',
      content: 'Die Bewertung braucht mindestens 10 Zeichen.',
      rating: 'Bitte vergib 1 bis 10 Punkte.',
    });
    const english = await save(
      { entry_id: entry.id, ...good, rating: 0 },
      { ...user, 'accept-language': 'en' },
    );
    expect(english.json().errors.rating).toBe('Please give 1 to 10 points.');
    expect((await save({ entry_id: entry.id, ...good, title: 'ok\u0000ok' }, user)).statusCode).toBe(400);
    expect((await save({ entry_id: 2_000_000, ...good }, user)).statusCode).toBe(404);
  });

  it('keeps one review per user and entry: a second save edits the first', async () => {
    const first = await save({ entry_id: entry.id, ...good }, user);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe('Bewertung gespeichert.');
    const second = await save({ entry_id: entry.id, ...good, rating: 10, title: 'Noch besser' }, user);
    expect(second.json().item).toMatchObject({ id: first.json().item.id, rating: 10, title: 'Noch besser' });
    const page = (await list(entry.uid)).json().items;
    expect(page.total).toBe(1);
    expect(page.data[0]).toMatchObject({
      rating: 10,
      user: { username: 'rezensent' },
      entry: { uid: entry.uid },
    });
  });

  it('combines the imported rating with the reviews (imported counts as 5 reviews)', async () => {
    // imported 6, one review of 10: (6·5 + 10) / 6 = 6.7
    expect(await ratingOf(entry.id)).toBeCloseTo(6.7, 5);
    await save({ entry_id: entry.id, ...good, rating: 4 }, other);
    // (30 + 14) / 7 = 6.3
    expect(await ratingOf(entry.id)).toBeCloseTo(6.3, 5);
    // without an imported rating the reviews' mean is shown
    await save({ entry_id: bare.id, ...good, rating: 7 }, user);
    expect(await ratingOf(bare.id)).toBeCloseTo(7, 5);
  });
});

describe('reviews: reading', () => {
  it("lets anyone read an entry's reviews, paged, searched and sorted", async () => {
    const res = await list(entry.uid, {}, '?sortBy=rating&sortOrder=asc&per_page=1&page=1');
    expect(res.statusCode).toBe(200);
    expect(res.json().items).toMatchObject({ total: 2, last_page: 2, data: [{ rating: 4 }] });
    const found = (await list(entry.uid, {}, '?search=kritikerin')).json().items;
    expect(found.data.map((r: { user: { username: string } }) => r.user.username)).toEqual(['kritikerin']);
    expect((await list('nosuchentry1')).statusCode).toBe(404);
    expect((await list(entry.uid, {}, '?per_page=true')).statusCode).toBe(400);
  });

  it('reads each order and page of an entry, and none of an entry that is not shown', async () => {
    const ratings = async (query: string) => {
      const items = (await list(entry.uid, {}, query)).json().items;
      return { total: items.total, ratings: items.data.map((r: { rating: number }) => r.rating) };
    };
    expect(await ratings('?sortBy=rating&sortOrder=desc')).toEqual({ total: 2, ratings: [10, 4] });
    expect(await ratings('?sortBy=rating&sortOrder=asc&per_page=1&page=2')).toEqual({
      total: 2,
      ratings: [10],
    });
    expect(await ratings('?sortBy=created&sortOrder=asc&per_page=1&page=3')).toEqual({
      total: 2,
      ratings: [],
    });
    // A hidden entry's reviews are not shown, with or without a search (the two ways they are read).
    await ctx.db.update(entries).set({ active: false }).where(eq(entries.id, entry.id));
    try {
      expect((await list(entry.uid)).statusCode).toBe(404);
      expect((await list(entry.uid, {}, '?search=kritikerin')).statusCode).toBe(404);
    } finally {
      await ctx.db.update(entries).set({ active: true }).where(eq(entries.id, entry.id));
    }
  });

  it('shows a user their own reviews under my (401 for guests)', async () => {
    expect((await list('my')).statusCode).toBe(401);
    const mine = (await list('my', other)).json().items;
    expect(mine.data.map((r: { user: { username: string } }) => r.user.username)).toEqual(['kritikerin']);
  });

  it('keeps the all-reviews table for staff', async () => {
    expect((await list('all')).statusCode).toBe(401);
    expect((await list('all', user)).statusCode).toBe(403);
    expect((await list('all', upper)).json().items.total).toBe(3);
  });

  it('filters the staff table by one member (the strike dialog of the member list, issue 23)', async () => {
    const theirs = (await list('my', other)).json().items.data;
    const userId = theirs[0].user.id;
    const filtered = (await list('all', mod, `?user_id=${userId}`)).json().items;
    expect(filtered.total).toBe(theirs.length);
    expect(filtered.data.every((r: { user: { id: number } }) => r.user.id === userId)).toBe(true);
    expect((await list('all', mod, '?user_id=abc')).statusCode).toBe(400);
  });
});

describe('reviews: deleting', () => {
  it("refuses someone else's review to a user, and an admin bulk delete to a moderator", async () => {
    const theirs = (await list('my', other)).json().items.data[0].id;
    expect((await remove({ ids: [theirs] })).statusCode).toBe(401);
    expect((await remove({ ids: [theirs] }, user)).statusCode).toBe(403);
    expect((await remove({ ids: [theirs], admin: true }, mod)).statusCode).toBe(403);
    expect((await remove({ ids: [] }, user)).json().errors.ids).toBe('Keine Bewertung ausgewählt.');
  });

  it('lets a user delete their own review; the rating follows', async () => {
    const mine = (await list('my', user))
      .json()
      .items.data.find((r: { entry: { id: number } }) => r.entry.id === bare.id);
    const res = await remove({ ids: [mine.id] }, user);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe('1 Bewertung(en) gelöscht.');
    expect(await ratingOf(bare.id)).toBeNull();
  });

  it('lets an admin bulk delete with admin:true, audited; the imported rating comes back', async () => {
    const ids = (await list(entry.uid)).json().items.data.map((r: { id: number }) => r.id);
    const res = await remove({ ids, admin: true }, admin);
    expect(res.statusCode).toBe(200);
    expect((await list(entry.uid)).json().items.total).toBe(0);
    expect(await ratingOf(entry.id)).toBeCloseTo(6, 5);
    const rows = await ctx.db.select().from(auditLog).where(eq(auditLog.itemType, 'review'));
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatchObject({ action: 'review.bulkDelete', actorName: 'admin_rev' });
  });
});

describe('reviews: strikes', () => {
  it('blocks a user with STRIKE_LIMIT strikes from writing until a strike is cleared', async () => {
    const struck = await buildUser(ctx.db, { username: 'verwarnt' });
    const headers = await authHeaders(ctx.db, struck);
    const film = await buildEntry(ctx.db, { title: 'Tears of Steel' });
    await ctx.db.update(users).set({ strikesCount: 3 }).where(eq(users.id, struck.id));
    const blocked = await save({ ...good, entry_id: film.id }, headers);
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().message).toMatch(/zu viele Verwarnungen/);
    await ctx.db.update(users).set({ strikesCount: 2 }).where(eq(users.id, struck.id));
    expect((await save({ ...good, entry_id: film.id }, headers)).statusCode).toBe(200);
    // The staff entry list counts the entry's reviews.
    const listed = await ctx.app.inject({
      url: '/api/dashboard/entries?search=Tears%20of%20Steel',
      headers: admin,
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.json().data.find((row: { id: number }) => row.id === film.id)?.reviews_count).toBe(1);
  });
});

// Last: its reviews would change the counts the tests above read.
describe('reviews: the author is staff', () => {
  it("says whether the author is staff: users' strikes against staff are refused", async () => {
    const film = await buildEntry(ctx.db, { title: 'Cosmos Laundromat' });
    const boss = await buildUser(ctx.db, { role: 'admin' });
    expect((await save({ entry_id: film.id, ...good }, await authHeaders(ctx.db, boss))).statusCode).toBe(
      200,
    );
    expect((await save({ entry_id: film.id, ...good }, other)).statusCode).toBe(200);
    const authors = (await list(film.uid))
      .json()
      .items.data.map((r: { user: { username: string; staff: boolean } }) => [r.user.username, r.user.staff]);
    expect(Object.fromEntries(authors)).toEqual({ [boss.username]: true, kritikerin: false });
    const strike = await ctx.app.inject({
      method: 'POST',
      url: '/api/strike/save',
      headers: user,
      payload: { user_id: boss.id, reason: 'A reason that is long enough.' },
    });
    expect(strike.statusCode).toBe(403);
  });
});

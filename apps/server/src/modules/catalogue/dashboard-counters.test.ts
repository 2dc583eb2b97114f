import { eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { entries, releases } from '../../db/schema/index.ts';
import { buildEntry, buildRelease, buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';
import { rowsOf } from '../search/sql-rows.ts';

/**
 * The counters behind the dashboard lists (migration 0024, decision 020): `entries.live_releases`
 * and `entry_duplicate_keys`, kept by triggers. Each step is checked against a count from scratch
 * and against what the lists answer.
 */
const ctx = useTestApp();
let admin: Record<string, string>;
let adminId: number;

beforeAll(async () => {
  const user = await buildUser(ctx.db, { role: 'admin' });
  adminId = user.id;
  admin = await authHeaders(ctx.db, user);
});

const get = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: admin });
  expect(res.statusCode).toBe(200);
  return res.json();
};
const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: admin, payload });

/**
 * Entries whose kept counts differ from a count of their live releases, or of the releases visitors
 * see (live and approved: the cards' count, migration 0052). Should be none.
 */
async function driftedReleaseCounts() {
  return rowsOf<{ id: number }>(
    ctx.db,
    sql`select e.id from entries e
      where e.live_releases <> (select count(*) from releases r where r.entry_id = e.id and r.deleted_at is null)
         or e.visible_releases <> (select count(*) from releases r
              where r.entry_id = e.id and r.deleted_at is null and r.moderation = 'approved')`,
  );
}

/** Keys whose kept size differs from a grouping from scratch (either side missing counts too). */
async function driftedDuplicateKeys() {
  return rowsOf<{ key: string }>(
    ctx.db,
    sql`select coalesce(k.duplicate_key, g.duplicate_key) as key
      from entry_duplicate_keys k
      full join (select duplicate_key, count(*)::int as n from entries
                 where deleted_at is null and no_duplicate is not true group by duplicate_key) g
        on g.duplicate_key = k.duplicate_key
      where k.entries is distinct from g.n`,
  );
}

const liveReleasesOf = async (id: number) =>
  (await ctx.db.select({ n: entries.liveReleases }).from(entries).where(eq(entries.id, id)))[0]?.n;
const visibleReleasesOf = async (id: number) =>
  (await ctx.db.select({ n: entries.visibleReleases }).from(entries).where(eq(entries.id, id)))[0]?.n;

describe('visible release count per entry (the cards)', () => {
  it('counts only approved releases out of the trash, through moderation, trash, moves and deletes', async () => {
    const a = await buildEntry(ctx.db, { title: 'Sichtzähler Eins', userId: adminId });
    const b = await buildEntry(ctx.db, { title: 'Sichtzähler Zwei', userId: adminId });
    const approved = await buildRelease(ctx.db, { entryId: a.id });
    const pending = await buildRelease(ctx.db, { entryId: a.id, moderation: 'pending' });
    expect([await liveReleasesOf(a.id), await visibleReleasesOf(a.id)]).toEqual([2, 1]);
    // approved, then taken back: a moderation change alone moves it
    await ctx.db.update(releases).set({ moderation: 'approved' }).where(eq(releases.id, pending.id));
    expect(await visibleReleasesOf(a.id)).toBe(2);
    await ctx.db.update(releases).set({ moderation: 'rejected' }).where(eq(releases.id, pending.id));
    expect(await visibleReleasesOf(a.id)).toBe(1);
    // a rejected release trashed and moved counts nowhere; an approved one moves with its count
    await ctx.db.update(releases).set({ entryId: b.id }).where(eq(releases.id, pending.id));
    expect([await visibleReleasesOf(a.id), await visibleReleasesOf(b.id)]).toEqual([1, 0]);
    expect((await post('/api/release/reassignToEntry', { id: approved.id, entry_id: b.id })).statusCode).toBe(
      200,
    );
    expect([await visibleReleasesOf(a.id), await visibleReleasesOf(b.id)]).toEqual([0, 1]);
    expect((await post('/api/release/delete', { id: approved.id })).statusCode).toBe(200);
    expect(await visibleReleasesOf(b.id)).toBe(0);
    expect((await post('/api/release/restore', { id: approved.id })).statusCode).toBe(200);
    expect(await visibleReleasesOf(b.id)).toBe(1);
    // both sides of one statement: approve and move at once
    await ctx.db
      .update(releases)
      .set({ moderation: 'approved', entryId: a.id })
      .where(eq(releases.id, pending.id));
    expect([await visibleReleasesOf(a.id), await visibleReleasesOf(b.id)]).toEqual([1, 1]);
    await ctx.db.delete(releases).where(eq(releases.id, pending.id));
    expect(await visibleReleasesOf(a.id)).toBe(0);
    expect(await driftedReleaseCounts()).toEqual([]);
    // what the card shows
    const card = await ctx.app.inject({
      method: 'GET',
      url: `/api/start/search?q=Sichtz%C3%A4hler&types=all`,
    });
    const counts = (card.json().data as { uid: string; releases_count: number }[]).map((c) => [
      c.uid,
      c.releases_count,
    ]);
    expect(counts).toEqual(
      expect.arrayContaining([
        [a.uid, 0],
        [b.uid, 1],
      ]),
    );
  });
});

describe('live release count per entry', () => {
  it('follows create, trash, restore, re-assign, force delete and entry deletion', async () => {
    const a = await buildEntry(ctx.db, { title: 'Zählwerk Eins', userId: adminId });
    const b = await buildEntry(ctx.db, { title: 'Zählwerk Zwei', userId: adminId });
    expect(await liveReleasesOf(a.id)).toBe(0);
    const r1 = await buildRelease(ctx.db, { entryId: a.id });
    const r2 = await buildRelease(ctx.db, { entryId: a.id });
    const trashed = await buildRelease(ctx.db, { entryId: a.id, deletedAt: new Date() });
    expect(await liveReleasesOf(a.id)).toBe(2);

    // through the back office's own calls
    expect((await post('/api/release/delete', { id: r1.id })).statusCode).toBe(200);
    expect(await liveReleasesOf(a.id)).toBe(1);
    expect((await post('/api/release/restore', { id: r1.id })).statusCode).toBe(200);
    expect(await liveReleasesOf(a.id)).toBe(2);
    expect((await post('/api/release/reassignToEntry', { id: r2.id, entry_id: b.id })).statusCode).toBe(200);
    expect([await liveReleasesOf(a.id), await liveReleasesOf(b.id)]).toEqual([1, 1]);
    // a trashed release moved or force deleted changes no live count
    await ctx.db.update(releases).set({ entryId: b.id }).where(eq(releases.id, trashed.id));
    expect([await liveReleasesOf(a.id), await liveReleasesOf(b.id)]).toEqual([1, 1]);
    expect((await post('/api/release/delete?force', { id: trashed.id })).statusCode).toBe(200);
    await post('/api/release/delete', { id: r2.id });
    expect((await post('/api/release/delete?force', { id: r2.id })).statusCode).toBe(200);
    expect(await liveReleasesOf(b.id)).toBe(0);
    // counting downloads does not touch it
    await ctx.db
      .update(releases)
      .set({ downloads: sql`${releases.downloads} + 1` })
      .where(eq(releases.id, r1.id));
    expect(await liveReleasesOf(a.id)).toBe(1);

    // the lists read it: releases column, sort, "no release" queue
    const list = await get('/api/dashboard/entries?search=Z%C3%A4hlwerk&sortBy=releases&sortOrder=desc');
    expect(list.data.map((r: { id: number; releases_count: number }) => [r.id, r.releases_count])).toEqual([
      [a.id, 1],
      [b.id, 0],
    ]);
    const queue = await get('/api/dashboard/entries?list=norelease&search=Z%C3%A4hlwerk');
    expect(queue.data.map((r: { id: number }) => r.id)).toEqual([b.id]);
    expect(await driftedReleaseCounts()).toEqual([]);

    // deleting the entry detaches its releases (set null) without an error
    await ctx.db.delete(entries).where(eq(entries.id, a.id));
    expect(await driftedReleaseCounts()).toEqual([]);
  });

  it('stays exact over a mixed batch of writes in one statement', async () => {
    const targets = await Promise.all([1, 2, 3].map((i) => buildEntry(ctx.db, { title: `Stapel ${i}` })));
    const ids = targets.map((t) => t.id);
    for (const id of ids) for (let i = 0; i < 3; i++) await buildRelease(ctx.db, { entryId: id });
    // one statement moving, trashing and restoring rows of several entries at once
    await ctx.db.execute(sql`update releases set
        entry_id = case when id % 2 = 0 then ${ids[0]}::int else entry_id end,
        deleted_at = case when id % 3 = 0 then now() else null end
      where entry_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`);
    expect(await driftedReleaseCounts()).toEqual([]);
    await ctx.db.delete(releases).where(inArray(releases.entryId, ids));
    expect(await driftedReleaseCounts()).toEqual([]);
  });
});

describe('duplicate groups', () => {
  it('follow create, rename, trash, restore, "not a duplicate" and force delete', async () => {
    const a = await buildEntry(ctx.db, { title: 'Der Golem', releasedAt: '1920-10-29' });
    const b = await buildEntry(ctx.db, { title: 'DER GOLEM', releasedAt: '1920-01-01' });
    const c = await buildEntry(ctx.db, { title: 'Der Gólem', releasedAt: '1920-05-05' });
    const queueIds = async () =>
      (await get('/api/dashboard/entries?list=duplicated')).data.map((r: { id: number }) => r.id);
    const queueTotal = async () => (await get('/api/dashboard/entries?list=duplicated')).total;

    expect(await queueIds()).toEqual([a.id, b.id, c.id]);
    expect(await queueTotal()).toBe(3);
    // a different year is another key
    await ctx.db.update(entries).set({ releasedAt: '1915-01-01' }).where(eq(entries.id, c.id));
    expect(await queueIds()).toEqual([a.id, b.id]);
    expect((await post('/api/dashboard/entries/bulk', { action: 'delete', ids: [b.id] })).statusCode).toBe(
      200,
    );
    expect(await queueTotal()).toBe(0);
    await post('/api/dashboard/entries/bulk', { action: 'restore', ids: [b.id] });
    expect(await queueIds()).toEqual([a.id, b.id]);
    await post('/api/dashboard/entries/bulk', { action: 'notDuplicate', ids: [a.id] });
    expect(await queueTotal()).toBe(0);
    await ctx.db.update(entries).set({ releasedAt: '1920-02-02' }).where(eq(entries.id, c.id));
    expect(await queueIds()).toEqual([b.id, c.id]);
    // the unfiltered total (kept group sizes) agrees with the filtered one (a count)
    expect((await get('/api/dashboard/entries?list=duplicated&search=golem')).total).toBe(2);
    await post('/api/dashboard/entries/bulk', { action: 'delete', ids: [c.id] });
    await post('/api/dashboard/entries/bulk', { action: 'forceDelete', ids: [c.id] });
    expect(await queueTotal()).toBe(0);
    // counting views does not touch it
    await ctx.db
      .update(entries)
      .set({ views: sql`${entries.views} + 1` })
      .where(eq(entries.id, b.id));
    expect(await driftedDuplicateKeys()).toEqual([]);
  });

  it('the rebuild function recomputes both counters from scratch', async () => {
    const e = await buildEntry(ctx.db, { title: 'Neuaufbau' });
    await buildRelease(ctx.db, { entryId: e.id });
    await ctx.db.execute(sql`update entries set live_releases = 99 where id = ${e.id}`);
    await ctx.db.execute(sql`delete from entry_duplicate_keys`);
    await ctx.db.execute(sql`select regal_rebuild_dashboard_counters()`);
    expect(await liveReleasesOf(e.id)).toBe(1);
    expect(await driftedReleaseCounts()).toEqual([]);
    expect(await driftedDuplicateKeys()).toEqual([]);
  });
});

describe('list totals', () => {
  it('flags an estimated total above 10,000 matches; searches count exactly in one pass', async () => {
    await ctx.db.execute(
      sql`insert into entries (uid, title, slug, type) select 'schätz' || g, 'Schätzung ' || g, 's', 'doku' from generate_series(1, 10020) g`,
    );
    await ctx.db.execute(sql`analyze entries`);
    const broad = await get('/api/dashboard/entries?type=doku');
    expect(broad.total).toBeGreaterThan(10_000);
    expect(broad.total_estimated).toBe(true);
    const searched = await get('/api/dashboard/entries?search=Sch%C3%A4tzung');
    expect(searched).toMatchObject({ total: 10_020, from: 1, to: 50 });
    expect(searched.total_estimated).toBeUndefined();
    // past the last page there is no row to carry the count: still the right total
    const past = await get('/api/dashboard/entries?search=Sch%C3%A4tzung%20100&page=3');
    expect(past).toMatchObject({ data: [], total: 32 }); // 100, 1000–1009, 10000–10020
    const few = await get('/api/dashboard/entries?type=doku&search=Sch%C3%A4tzung%2010020');
    expect(few).toMatchObject({ total: 1, from: 1, to: 1 });
  });
});

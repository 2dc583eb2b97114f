import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import { buildRelease, buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';
import { requireNotStrikeRestricted, strikeRestriction } from './strike-restriction.ts';

const ctx = useTestApp({ STRIKE_LIMIT: '2' });

/** A reporter with standing (issue 32): verified, an account older than 30 days, a release of its own. */
async function standingReporter() {
  const user = await buildUser(ctx.db, { createdAt: new Date(Date.now() - 40 * 86_400_000) });
  await buildRelease(ctx.db, { userId: user.id });
  return authHeaders(ctx.db, user);
}

const strike = (headers: Record<string, string>, payload: object) =>
  ctx.app.inject({ method: 'POST', url: '/api/strike/save', headers, payload });

describe('strikes', () => {
  it('staff strike with a reason of at least 10 characters; the short text is refused verbatim', async () => {
    const mod = await buildUser(ctx.db, { role: 'mod', displayname: 'Moderatorin' });
    const headers = await authHeaders(ctx.db, mod);
    const target = await buildUser(ctx.db);
    const short = await strike(headers, { user_id: target.id, reason: 'zu kurz' });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors.reason).toBe('Bruh, give some more reasonable text... ');
    const ok = await strike(headers, { user_id: target.id, reason: 'Spam in drei Bewertungen' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json().message).toBe('Bro got just Striked!');
    expect(ok.json().item).toMatchObject({
      reason: 'Spam in drei Bewertungen',
      report_by_user: { displayname: 'Moderatorin' },
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(row?.strikesCount).toBe(1);
    const list = (await ctx.app.inject({ url: `/api/strike/get/${target.id}`, headers })).json();
    expect(list.items).toHaveLength(1);
    expect((await strike(headers, { user_id: mod.id, reason: 'mich selbst verwarnen' })).statusCode).toBe(
      400,
    );
    expect((await strike(headers, { user_id: 999999, reason: 'niemand ist das hier' })).statusCode).toBe(404);
  });

  it('roles: guest 401; a user may strike plain users only, never read others’ lists; upper may not strike a mod', async () => {
    const target = await buildUser(ctx.db);
    expect((await strike({}, { user_id: target.id, reason: 'ohne Anmeldung hier' })).statusCode).toBe(401);
    const user = await authHeaders(ctx.db, await buildUser(ctx.db));
    expect((await ctx.app.inject({ url: `/api/strike/get/${target.id}`, headers: user })).statusCode).toBe(
      403,
    );
    const upper = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'upper' }));
    const mod = await buildUser(ctx.db, { role: 'mod' });
    expect((await strike(upper, { user_id: mod.id, reason: 'nach oben verwarnen' })).statusCode).toBe(403);
    expect((await strike(user, { user_id: mod.id, reason: 'ein Teammitglied verwarnen' })).statusCode).toBe(
      403,
    );
    const devMember = await buildUser(ctx.db, { role: 'dev' });
    expect(
      (await strike(user, { user_id: devMember.id, reason: 'einen Entwickler verwarnen' })).statusCode,
    ).toBe(403);
  });

  it('the user sees their own strikes; reaching the limit restricts until an admin clears one', async () => {
    const target = await buildUser(ctx.db);
    const own = await authHeaders(ctx.db, target);
    const empty = (await ctx.app.inject({ url: '/api/strike/get/my', headers: own })).json();
    expect(empty).toEqual({ items: [], limit: 2, restricted: false, count: 0 });
    const mod = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'mod' }));
    await strike(mod, { user_id: target.id, reason: 'Erste Verwarnung: Spam' });
    await strike(mod, { user_id: target.id, reason: 'Zweite Verwarnung: Spam' });
    const mine = (await ctx.app.inject({ url: '/api/strike/get/my?this=1', headers: own })).json();
    expect(mine.items).toHaveLength(2);
    expect(mine.restricted).toBe(true);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    if (!row) throw new Error('missing');
    expect(strikeRestriction(row, { STRIKE_LIMIT: 2 })).toEqual({ restricted: true, count: 2, limit: 2 });
    expect(() => requireNotStrikeRestricted(row, { STRIKE_LIMIT: 2 })).toThrow(/Verwarnungen/);
    expect(strikeRestriction(row, { STRIKE_LIMIT: 0 }).restricted).toBe(false);
    expect(loadConfig({}).STRIKE_LIMIT).toBe(3);

    const first = mine.items[0].id;
    const modDelete = await ctx.app.inject({
      method: 'POST',
      url: '/api/strike/delete',
      headers: mod,
      payload: { id: first },
    });
    expect(modDelete.statusCode).toBe(403);
    const admin = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const cleared = await ctx.app.inject({
      method: 'POST',
      url: '/api/strike/delete',
      headers: admin,
      payload: { id: first },
    });
    expect(cleared.json()).toEqual({ message: 'Strike cleared!' });
    const after = (await ctx.app.inject({ url: '/api/strike/get/my', headers: own })).json();
    expect(after.items).toHaveLength(1);
    expect(after.restricted).toBe(false);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/strike/delete',
      headers: admin,
      payload: { id: first },
    });
    expect(again.statusCode).toBe(404);
  });

  it('spec 02 §6: any signed-in user strikes; it is shown as pending and counts only once staff confirm it', async () => {
    const target = await buildUser(ctx.db);
    const own = await authHeaders(ctx.db, target);
    const reporter = await buildUser(ctx.db, { displayname: 'Melderin' });
    const user = await authHeaders(ctx.db, reporter);
    const given = await strike(user, { user_id: target.id, reason: 'Beleidigt andere in Bewertungen' });
    expect(given.statusCode).toBe(200);
    expect(given.json().message).toBe('Bro got just Striked!');
    expect(given.json().item).toMatchObject({
      status: 'pending',
      counts: false,
      report_by_user: { displayname: 'Melderin' },
    });
    // Shown to the member, but it does not count.
    const mine = (await ctx.app.inject({ url: '/api/strike/get/my', headers: own })).json();
    expect(mine.items.map((s: { status: string }) => s.status)).toEqual(['pending']);
    expect(mine).toMatchObject({ count: 0, restricted: false });
    const [before] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(before?.strikesCount).toBe(0);
    // One open strike per reporter and member.
    const twice = await strike(user, { user_id: target.id, reason: 'Noch einmal dasselbe Mitglied' });
    expect(twice.statusCode).toBe(409);

    // The moderation view lists it; a user and an upper may not decide.
    const id = given.json().item.id;
    const upper = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'upper' }));
    for (const headers of [user, upper]) {
      expect((await ctx.app.inject({ url: '/api/strike/pending', headers })).statusCode).toBe(403);
      const denied = await ctx.app.inject({
        method: 'POST',
        url: '/api/strike/confirm',
        headers,
        payload: { id },
      });
      expect(denied.statusCode).toBe(403);
    }
    const mod = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'mod' }));
    const queue = (await ctx.app.inject({ url: '/api/strike/pending', headers: mod })).json();
    expect(queue.items.map((s: { id: number }) => s.id)).toContain(id);
    const confirmed = await ctx.app.inject({
      method: 'POST',
      url: '/api/strike/confirm',
      headers: mod,
      payload: { id },
    });
    expect(confirmed.json()).toEqual({ message: 'Verwarnung bestätigt.' });
    const [after] = await ctx.db.select().from(users).where(eq(users.id, target.id));
    expect(after?.strikesCount).toBe(1);
    const list = (await ctx.app.inject({ url: '/api/strike/get/my', headers: own })).json();
    expect(list.items[0]).toMatchObject({ status: 'confirmed', counts: true });
    // Decided once: a second decision is a conflict.
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/strike/reject',
      headers: mod,
      payload: { id },
    });
    expect(again.statusCode).toBe(409);
    expect(
      (await ctx.app.inject({ url: '/api/strike/pending', headers: mod })).json().items,
    ).not.toContainEqual(expect.objectContaining({ id }));
  });

  it('a rejected user strike never counts; pending strikes count from STRIKE_CONFIRM_REPORTERS distinct reporters with standing', async () => {
    const target = await buildUser(ctx.db);
    const mod = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'mod' }));
    const countOf = async () =>
      (await ctx.db.select().from(users).where(eq(users.id, target.id)))[0]?.strikesCount;

    const first = await strike(await authHeaders(ctx.db, await buildUser(ctx.db)), {
      user_id: target.id,
      reason: 'Erste Meldung eines Nutzers',
    });
    const rejected = await ctx.app.inject({
      method: 'POST',
      url: '/api/strike/reject',
      headers: mod,
      payload: { id: first.json().item.id },
    });
    expect(rejected.json()).toEqual({ message: 'Verwarnung abgelehnt.' });
    expect(await countOf()).toBe(0);

    // The threshold is 3 (default): an unverified reporter does not count toward it.
    const unverifiedUser = await buildUser(ctx.db, {
      emailVerifiedAt: null,
      createdAt: new Date(Date.now() - 40 * 86_400_000),
    });
    await buildRelease(ctx.db, { userId: unverifiedUser.id });
    const unverified = await authHeaders(ctx.db, unverifiedUser);
    await strike(unverified, { user_id: target.id, reason: 'Meldung ohne bestätigte Adresse' });
    for (const n of [1, 2]) {
      const reporter = await standingReporter();
      expect(
        (await strike(reporter, { user_id: target.id, reason: `Meldung Nummer ${n} von vielen` })).statusCode,
      ).toBe(200);
      expect(await countOf()).toBe(0);
    }
    const third = await standingReporter();
    await strike(third, { user_id: target.id, reason: 'Die dritte bestätigte Meldung' });
    // Three distinct verified reporters: their strikes count (2 = STRIKE_LIMIT here, so restricted).
    expect(await countOf()).toBe(3);
    const own = (
      await ctx.app.inject({ url: '/api/strike/get/my', headers: await authHeaders(ctx.db, target) })
    ).json();
    expect(own.restricted).toBe(true);
    expect(own.items.filter((s: { counts: boolean }) => s.counts)).toHaveLength(3);
    const review = await ctx.app.inject({
      method: 'POST',
      url: '/api/strike/confirm',
      headers: mod,
      payload: { id: own.items.find((s: { counts: boolean }) => !s.counts).id },
    });
    expect(review.statusCode).toBe(200);
    expect(await countOf()).toBe(4);
  });

  it('three accounts made minutes ago restrict nobody: their strikes wait for staff, who see them (issue 32)', async () => {
    const target = await buildUser(ctx.db);
    const mod = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'mod' }));
    const countOf = async () =>
      (await ctx.db.select().from(users).where(eq(users.id, target.id)))[0]?.strikesCount;

    // Verified, but fresh (the attack of issue 32); and one old, verified account that never did anything.
    const fresh = [];
    for (let n = 0; n < 3; n++) fresh.push(await authHeaders(ctx.db, await buildUser(ctx.db)));
    const idle = await authHeaders(
      ctx.db,
      await buildUser(ctx.db, { createdAt: new Date(Date.now() - 400 * 86_400_000) }),
    );
    for (const [n, reporter] of [...fresh, idle].entries())
      expect(
        (await strike(reporter, { user_id: target.id, reason: `Wegwerfkonto Nummer ${n} meldet` }))
          .statusCode,
      ).toBe(200);
    expect(await countOf()).toBe(0);
    const own = (
      await ctx.app.inject({ url: '/api/strike/get/my', headers: await authHeaders(ctx.db, target) })
    ).json();
    expect(own.restricted).toBe(false);
    expect(own.count).toBe(0);

    // Staff see every one of them waiting, each marked as from a reporter without standing.
    const pending = (await ctx.app.inject({ url: '/api/strike/pending', headers: mod })).json();
    const mine = pending.items.filter((s: { user_id: number }) => s.user_id === target.id);
    expect(mine).toHaveLength(4);
    for (const item of mine) expect(item).toMatchObject({ counts: false, reporter_standing: false });

    // Staff confirm two: those count at once, as the spec's strikes always did (STRIKE_LIMIT 2 here).
    for (const item of mine.slice(0, 2))
      expect(
        (
          await ctx.app.inject({
            method: 'POST',
            url: '/api/strike/confirm',
            headers: mod,
            payload: { id: item.id },
          })
        ).statusCode,
      ).toBe(200);
    expect(await countOf()).toBe(2);

    // A reporter with standing is marked as such.
    const standing = await standingReporter();
    const other = await buildUser(ctx.db);
    const item = (
      await strike(standing, { user_id: other.id, reason: 'Meldung eines alten Mitglieds' })
    ).json().item;
    expect(item).toMatchObject({ status: 'pending', reporter_standing: true, counts: false });
  });

  it('STRIKE_REPORTER_MIN_AGE_DAYS 0: verified reporters with a review or release have standing at once', async () => {
    const app = await buildApp({
      config: loadConfig({
        NODE_ENV: 'test',
        LOG_LEVEL: 'silent',
        WEB_DIST: '/nonexistent',
        STRIKE_REPORTER_MIN_AGE_DAYS: '0',
      }),
      db: ctx.db,
    });
    try {
      const target = await buildUser(ctx.db);
      for (let n = 0; n < 3; n++) {
        const reporter = await buildUser(ctx.db);
        await buildRelease(ctx.db, { userId: reporter.id });
        await app.inject({
          method: 'POST',
          url: '/api/strike/save',
          headers: await authHeaders(ctx.db, reporter),
          payload: { user_id: target.id, reason: `Meldung eines aktiven Kontos ${n}` },
        });
      }
      expect((await ctx.db.select().from(users).where(eq(users.id, target.id)))[0]?.strikesCount).toBe(3);
    } finally {
      await app.close();
    }
  });
});

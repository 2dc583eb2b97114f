import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config.ts';
import { users } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';
import { requireNotStrikeRestricted, strikeRestriction } from './strike-restriction.ts';

const ctx = useTestApp({ STRIKE_LIMIT: '2' });

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

  it('roles: guest 401, user 403 on save and on others’ lists; upper may not strike a mod', async () => {
    const target = await buildUser(ctx.db);
    expect((await strike({}, { user_id: target.id, reason: 'ohne Anmeldung hier' })).statusCode).toBe(401);
    const user = await authHeaders(ctx.db, await buildUser(ctx.db));
    expect((await strike(user, { user_id: target.id, reason: 'als normaler Nutzer' })).statusCode).toBe(403);
    expect((await ctx.app.inject({ url: `/api/strike/get/${target.id}`, headers: user })).statusCode).toBe(
      403,
    );
    const upper = await authHeaders(ctx.db, await buildUser(ctx.db, { role: 'upper' }));
    const mod = await buildUser(ctx.db, { role: 'mod' });
    expect((await strike(upper, { user_id: mod.id, reason: 'nach oben verwarnen' })).statusCode).toBe(403);
  });

  it('the user sees their own strikes; reaching the limit restricts until an admin clears one', async () => {
    const target = await buildUser(ctx.db);
    const own = await authHeaders(ctx.db, target);
    const empty = (await ctx.app.inject({ url: '/api/strike/get/my', headers: own })).json();
    expect(empty).toEqual({ items: [], limit: 2, restricted: false });
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
});

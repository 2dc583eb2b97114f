import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { buildEntry, buildUser } from '../../db/seed/factories.ts';
import { authHeaders } from '../auth/testing.ts';

const ctx = useTestApp();

let alice: { authorization: string };
let bob: { authorization: string };
let entryIds: number[] = [];

const toggle = (entry_id: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url: '/api/whishlist/toggle', payload: { entry_id }, headers });

beforeAll(async () => {
  alice = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'alice_fav' }));
  bob = await authHeaders(ctx.db, await buildUser(ctx.db, { username: 'bob_fav' }));
  entryIds = [];
  for (const title of ['Sintel', 'Big Buck Bunny', 'Tears of Steel'])
    entryIds.push((await buildEntry(ctx.db, { title })).id);
});

describe('favorites', () => {
  it('asks guests to log in (401) on every route', async () => {
    expect((await ctx.app.inject({ url: '/api/whishlist/ids' })).statusCode).toBe(401);
    expect((await ctx.app.inject({ url: '/api/whishlist' })).statusCode).toBe(401);
    expect((await toggle(entryIds[0])).statusCode).toBe(401);
  });

  it('toggles a favorite on and off and lists the ids (spec 01 §7)', async () => {
    const on = await toggle(entryIds[0], alice);
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ favorite: true, message: 'Zu deinen Favoriten hinzugefügt.' });
    await toggle(entryIds[1], alice);
    expect((await ctx.app.inject({ url: '/api/whishlist/ids', headers: alice })).json()).toEqual({
      items: [entryIds[1], entryIds[0]],
    });
    const off = await toggle(entryIds[1], { ...alice, 'accept-language': 'en' });
    expect(off.json()).toEqual({ favorite: false, message: 'Removed from your favorites.' });
    expect((await ctx.app.inject({ url: '/api/whishlist/ids', headers: alice })).json().items).toEqual([
      entryIds[0],
    ]);
  });

  it('keeps favorites per user', async () => {
    expect((await ctx.app.inject({ url: '/api/whishlist/ids', headers: bob })).json().items).toEqual([]);
  });

  it('lists the favorite page as paged entry cards', async () => {
    await toggle(entryIds[2], alice);
    const res = await ctx.app.inject({ url: '/api/whishlist?per_page=1&page=2', headers: alice });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ current_page: 2, last_page: 2, total: 2, per_page: 1 });
    expect(body.data[0]).toMatchObject({ id: entryIds[0], title: 'Sintel' });
  });

  it('refuses unknown entries (404) and bad ids (400)', async () => {
    expect((await toggle(2_000_000, alice)).statusCode).toBe(404);
    expect((await toggle('1', alice)).statusCode).toBe(400);
    expect((await toggle(2 ** 31, alice)).statusCode).toBe(400);
  });
});

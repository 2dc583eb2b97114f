import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { catalogueVersion, users } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { LAST_ONLINE_INTERVAL_MS } from '../../plugins/auth.ts';
import { authHeaders } from '../auth/testing.ts';

const ctx = useTestApp();

const lastOnlineOf = async (id: number) =>
  (await ctx.db.select({ at: users.lastOnlineAt }).from(users).where(eq(users.id, id)))[0]?.at ?? null;
const version = async () =>
  (await ctx.db.select().from(catalogueVersion).where(eq(catalogueVersion.id, 1)))[0]?.version ?? -1;

describe('last online (spec 02 §2 member list)', () => {
  it('is recorded by an authenticated request, throttled, without moving the catalogue version', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin', username: 'lo_admin' });
    const adminHeaders = await authHeaders(ctx.db, admin);
    const idle = await buildUser(ctx.db, { username: 'lo_idle' });
    const active = await buildUser(ctx.db, { username: 'lo_active' });
    const activeHeaders = await authHeaders(ctx.db, active);
    const before = await version();

    expect((await ctx.app.inject({ url: '/api/auth/user', headers: activeHeaders })).statusCode).toBe(200);
    const first = await lastOnlineOf(active.id);
    expect(first).not.toBeNull();
    expect(await lastOnlineOf(idle.id)).toBeNull();
    expect(await version()).toBe(before);

    // A second request inside the interval writes nothing.
    await ctx.app.inject({ url: '/api/auth/user', headers: activeHeaders });
    expect((await lastOnlineOf(active.id))?.getTime()).toBe(first?.getTime());

    // Past the interval the next request writes again.
    const old = new Date(Date.now() - LAST_ONLINE_INTERVAL_MS - 1000);
    await ctx.db.update(users).set({ lastOnlineAt: old }).where(eq(users.id, active.id));
    await ctx.app.inject({ url: '/api/auth/user', headers: activeHeaders });
    expect((await lastOnlineOf(active.id))?.getTime()).toBeGreaterThan(old.getTime() + 1000);
    expect(await version()).toBe(before);

    // The member list shows it and orders by it (most recent first, never-seen last).
    const list = (
      await ctx.app.inject({ url: '/api/members?search=lo_&orderBy=last_online', headers: adminHeaders })
    ).json();
    const names = list.users.data.map((u: { username: string }) => u.username);
    expect(names).toEqual(['lo_admin', 'lo_active', 'lo_idle']);
    const row = list.users.data.find((u: { username: string }) => u.username === 'lo_active');
    expect(Date.parse(row.last_online_at)).toBeGreaterThan(old.getTime());
    expect(list.users.data[2].last_online_at).toBeNull();
  });
});

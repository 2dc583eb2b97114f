import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { sessions } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sessionTokenFor } from '../auth/testing.ts';
import { sha256Hex } from '../auth/tokens.ts';

const ctx = useTestApp();

const call = (token: string, url: string, payload: object = {}) =>
  ctx.app.inject({ method: 'POST', url, headers: { authorization: `Bearer ${token}` }, payload });
const me = (token: string) =>
  ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: { authorization: `Bearer ${token}` } });

describe('app tokens', () => {
  it('creates a token shown once, stores only its hash, and the token works as a bearer', async () => {
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const login = await sessionTokenFor(ctx.db, admin);
    const res = await call(login, '/api/auth/user/token/create', { name: 'CI upload script' });
    expect(res.statusCode).toBe(200);
    const { item, items } = res.json();
    expect(item).toMatchObject({ name: 'CI upload script', last_used_at: null });
    expect(item.token).toMatch(/^regal_[A-Za-z0-9_-]{43}$/);
    expect(items).toHaveLength(1);
    expect(items[0]).not.toHaveProperty('token');

    const [stored] = await ctx.db
      .select()
      .from(sessions)
      .where(eq(sessions.tokenHash, sha256Hex(item.token)));
    expect(stored?.method).toBe('app_token');
    const all = JSON.stringify(await ctx.db.select().from(sessions));
    expect(all).not.toContain(item.token);

    const asToken = await me(item.token);
    expect(asToken.statusCode).toBe(200);
    expect(asToken.json().user.username).toBe(admin.username);
    const listed = await call(login, '/api/auth/user/tokens');
    expect(listed.json().items.map((t: { name: string }) => t.name)).toEqual(['CI upload script']);
  });

  it('clears a token: it stops working and leaves the list', async () => {
    const mod = await buildUser(ctx.db, { role: 'mod' });
    const login = await sessionTokenFor(ctx.db, mod);
    const a = (await call(login, '/api/auth/user/token/create', { name: 'a' })).json().item;
    const b = (await call(login, '/api/auth/user/token/create', { name: 'b' })).json().item;
    const cleared = await call(login, '/api/auth/user/token/clear', { token: { id: a.id } });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().items.map((t: { id: number }) => t.id)).toEqual([b.id]);
    expect((await me(a.token)).statusCode).toBe(401);
    expect((await me(b.token)).statusCode).toBe(200);
  });

  it('refuses clearing another user’s token with 404, and it keeps working', async () => {
    const owner = await sessionTokenFor(ctx.db, await buildUser(ctx.db, { role: 'upper' }));
    const item = (await call(owner, '/api/auth/user/token/create', { name: 'mine' })).json().item;
    const stranger = await sessionTokenFor(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    expect((await call(stranger, '/api/auth/user/token/clear', { id: item.id })).statusCode).toBe(404);
    expect((await me(item.token)).statusCode).toBe(200);
  });

  it('does not let an app token mint, clear tokens or change the password', async () => {
    const admin = await buildUser(ctx.db, {
      role: 'admin',
      passwordHash: await hashPassword('password-123'),
    });
    const login = await sessionTokenFor(ctx.db, admin);
    const item = (await call(login, '/api/auth/user/token/create', { name: 'script' })).json().item;
    expect((await call(item.token, '/api/auth/user/token/create', { name: 'more' })).statusCode).toBe(403);
    expect((await call(item.token, '/api/auth/user/token/clear', { id: item.id })).statusCode).toBe(403);
    const change = await call(item.token, '/api/auth/user/password/change', {
      current_password: 'password-123',
      password: 'password-456',
      password_confirmation: 'password-456',
    });
    expect(change.statusCode).toBe(403);
  });

  it('validates the name', async () => {
    const login = await sessionTokenFor(ctx.db, await buildUser(ctx.db, { role: 'admin' }));
    const res = await call(login, '/api/auth/user/token/create', { name: '   ' });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('name');
  });
});

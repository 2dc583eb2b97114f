import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useFakeSmtp } from '../../../test/fake-smtp.ts';
import { useTestApp } from '../../../test/test-app.ts';
import { auditLog, users } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { authContextFor } from '../auth/auth.module.ts';
import { authHeaders } from '../auth/testing.ts';

const env: Record<string, string> = {};
const smtp = useFakeSmtp(env);
const ctx = useTestApp(env);
const as = async (role: string) => {
  const user = await buildUser(ctx.db, { role });
  return { user, headers: await authHeaders(ctx.db, user) };
};

describe('GET /api/members', () => {
  it('guest 401; user, dev and upper 403; mod and admin 200', async () => {
    expect((await ctx.app.inject({ url: '/api/members' })).statusCode).toBe(401);
    for (const role of ['user', 'dev', 'upper'])
      expect(
        (await ctx.app.inject({ url: '/api/members', headers: (await as(role)).headers })).statusCode,
      ).toBe(403);
    for (const role of ['mod', 'admin'])
      expect(
        (await ctx.app.inject({ url: '/api/members', headers: (await as(role)).headers })).statusCode,
      ).toBe(200);
  });

  it('searches, filters by role and verification, orders, pages by 50 and counts roles', async () => {
    const { headers } = await as('admin');
    for (let i = 0; i < 55; i += 1)
      await buildUser(ctx.db, { username: `bulk_${String(i).padStart(2, '0')}` });
    await buildUser(ctx.db, { username: 'unverified_one', emailVerifiedAt: null });
    const first = (
      await ctx.app.inject({ url: '/api/members?search=bulk_&orderBy=name_asc', headers })
    ).json();
    expect(first.users.total).toBe(55);
    expect(first.users.data).toHaveLength(50);
    expect(first.users.data[0].username).toBe('bulk_00');
    expect(first.users.last_page).toBe(2);
    const second = (
      await ctx.app.inject({ url: '/api/members?search=bulk_&orderBy=name_desc&page=2', headers })
    ).json();
    expect(second.users.data.map((u: { username: string }) => u.username)).toEqual([
      'bulk_04',
      'bulk_03',
      'bulk_02',
      'bulk_01',
      'bulk_00',
    ]);
    const unverified = (await ctx.app.inject({ url: '/api/members?filter=non_verified', headers })).json();
    expect(unverified.users.data.map((u: { username: string }) => u.username)).toContain('unverified_one');
    expect(
      unverified.users.data.every((u: { email_verified_at: null }) => u.email_verified_at === null),
    ).toBe(true);
    const mods = (await ctx.app.inject({ url: '/api/members?role=mod', headers })).json();
    expect(mods.users.data.every((u: { role: string }) => u.role === 'mod')).toBe(true);
    expect(mods.count.admin).toBeGreaterThanOrEqual(1);
    const bad = await ctx.app.inject({ url: '/api/members?orderBy=evil&page=true', headers });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['orderBy', 'page']);
  });

  it('masks e-mail after 3 characters unless an admin asks for it', async () => {
    await buildUser(ctx.db, { username: 'maskme', email: 'maskme@example.test' });
    const admin = await as('admin');
    const mod = await as('mod');
    const find = async (headers: Record<string, string>, show: string) =>
      (await ctx.app.inject({ url: `/api/members?search=maskme&show_email=${show}`, headers })).json().users
        .data[0].email;
    expect(await find(admin.headers, '1')).toBe('maskme@example.test');
    expect(await find(admin.headers, '0')).toMatch(/^mas•+$/);
    expect(await find(mod.headers, '1')).toMatch(/^mas•+$/);
  });
});

describe('member changes', () => {
  const update = (headers: Record<string, string>, payload: object) =>
    ctx.app.inject({ method: 'PATCH', url: '/api/member/update', headers, payload });

  it('a mod edits a user row (names, mobile, verify now), audited field by field', async () => {
    const { headers, user: mod } = await as('mod');
    const target = await buildUser(ctx.db, { username: 'edit_me', emailVerifiedAt: null });
    const verifiedAt = '2026-01-02T03:04:05.000Z';
    const res = await update(headers, {
      id: target.id,
      firstname: 'Erika',
      lastname: 'Muster',
      mobile: '+49 30 123456',
      email_verified_at: verifiedAt,
      role: 'upper',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      firstname: 'Erika',
      role: 'upper',
      email_verified_at: verifiedAt,
    });
    const [row] = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.itemId, String(target.id)));
    expect(row).toMatchObject({ action: 'member.update', actorId: mod.id, itemLabel: 'edit_me' });
    expect(row?.changes.role).toEqual({ from: 'user', to: 'upper' });
    expect(row?.changes.emailVerifiedAt).toEqual({ from: null, to: verifiedAt });
  });

  it('nobody raises anyone above their own role or changes a higher or equal role unless admin', async () => {
    const { headers } = await as('mod');
    const user = await buildUser(ctx.db);
    expect((await update(headers, { id: user.id, role: 'admin' })).statusCode).toBe(403);
    expect((await update(headers, { id: user.id, role: 'org.admin' })).statusCode).toBe(403);
    expect((await update(headers, { id: user.id, role: 'mod' })).statusCode).toBe(403);
    const otherMod = await buildUser(ctx.db, { role: 'mod' });
    expect((await update(headers, { id: otherMod.id, firstname: 'x' })).statusCode).toBe(403);
    const admin = await buildUser(ctx.db, { role: 'admin' });
    const denied = await ctx.app.inject({ method: 'PATCH', url: `/api/member/${admin.id}/block`, headers });
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toBe('Du darfst dieses Mitglied nicht ändern.');
    const orgAdmin = await as('org.admin');
    expect((await update(orgAdmin.headers, { id: admin.id, role: 'user' })).statusCode).toBe(403);
    const siteAdmin = await as('admin');
    expect((await update(siteAdmin.headers, { id: otherMod.id, role: 'admin' })).statusCode).toBe(200);
  });

  it('the last admin cannot be demoted or blocked; with a second admin it can', async () => {
    await ctx.db.update(users).set({ active: false }).where(eq(users.role, 'admin'));
    const { headers, user: admin } = await as('admin');
    const demote = await update(headers, { id: admin.id, role: 'mod' });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().message).toBe('Der letzte Admin kann nicht herabgestuft oder gesperrt werden.');
    const self = await ctx.app.inject({ method: 'PATCH', url: `/api/member/${admin.id}/block`, headers });
    expect(self.statusCode).toBe(409);
    const english = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/member/update',
      headers: { ...headers, 'accept-language': 'en' },
      payload: { id: admin.id, role: 'mod' },
    });
    expect(english.json().message).toBe('The last admin cannot be demoted or blocked.');
    const second = await buildUser(ctx.db, { role: 'admin' });
    expect((await update(headers, { id: second.id, role: 'mod' })).statusCode).toBe(200);
    const other = await buildUser(ctx.db, { role: 'admin' });
    expect((await update(headers, { id: admin.id, role: 'mod' })).statusCode).toBe(200);
    expect((await update(await authHeaders(ctx.db, other), { id: admin.id, role: 'admin' })).statusCode).toBe(
      200,
    );
  });

  it('block ends the member’s sessions at once (next request 401); grant is idempotent', async () => {
    const { headers } = await as('mod');
    const target = await buildUser(ctx.db);
    const targetHeaders = await authHeaders(ctx.db, target);
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: targetHeaders })).statusCode).toBe(200);
    const block = await ctx.app.inject({ method: 'PATCH', url: `/api/member/${target.id}/block`, headers });
    expect(block.json()).toEqual({ message: 'Mitglied gesperrt.' });
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: targetHeaders })).statusCode).toBe(401);
    for (let i = 0; i < 2; i += 1) {
      const grant = await ctx.app.inject({ method: 'PATCH', url: `/api/member/${target.id}/grant`, headers });
      expect(grant.statusCode).toBe(200);
    }
    const rows = await ctx.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.itemId, String(target.id)));
    expect(rows.map((r) => r.action).sort()).toEqual(['member.block', 'member.grant']);
    // The old session stays ended; a new login would be needed.
    expect((await ctx.app.inject({ url: '/api/auth/user', headers: targetHeaders })).statusCode).toBe(401);
    const missing = await ctx.app.inject({ method: 'PATCH', url: '/api/member/999999/grant', headers });
    expect(missing.statusCode).toBe(404);
  });

  it('staff create a member who gets an invitation to set a password', async () => {
    const { headers } = await as('mod');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/create',
      headers,
      payload: { username: 'invited_one', email: 'invited@example.test', role: 'upper', firstname: 'In' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({
      username: 'invited_one',
      role: 'upper',
      email_verified_at: null,
    });
    await authContextFor(ctx.db)?.mailer.idle();
    const mail = await smtp.server.waitForMail('invited@example.test');
    const token = /token=([A-Za-z0-9_-]+)/.exec(mail.body)?.[1];
    expect(token).toBeTruthy();
    const reset = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/password/reset',
      payload: { token, password: 'neues-passwort-1', password_confirmation: 'neues-passwort-1' },
    });
    expect(reset.statusCode).toBe(200);
    const again = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/create',
      headers,
      payload: { username: 'INVITED_ONE', email: 'x@example.test' },
    });
    expect(again.statusCode).toBe(409);
    expect(again.json().errors).toEqual({ username: 'Dieser Benutzername ist schon vergeben.' });
    const tooHigh = await ctx.app.inject({
      method: 'POST',
      url: '/api/member/create',
      headers,
      payload: { username: 'wannabe', email: 'w@example.test', role: 'admin' },
    });
    expect(tooHigh.statusCode).toBe(403);
  });
});

describe('employees', () => {
  it('admins (org.admin too) list staff and grant/block them idempotently; mods 403', async () => {
    const { headers } = await as('org.admin');
    const dev = await buildUser(ctx.db, { role: 'dev', username: 'dev_employee' });
    const list = (await ctx.app.inject({ url: '/api/organisation/users', headers })).json();
    expect(list.users.some((u: { username: string }) => u.username === 'dev_employee')).toBe(true);
    expect(list.users.every((u: { role: string }) => u.role !== 'user')).toBe(true);
    for (let i = 0; i < 2; i += 1) {
      const res = await ctx.app.inject({ url: `/api/user/${dev.id}/block`, headers });
      expect(res.statusCode).toBe(200);
      expect(res.json().users.find((u: { id: number }) => u.id === dev.id).active).toBe(false);
    }
    const mod = await as('mod');
    expect((await ctx.app.inject({ url: '/api/organisation/users', headers: mod.headers })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ url: `/api/user/${dev.id}/grant` })).statusCode).toBe(401);
  });
});

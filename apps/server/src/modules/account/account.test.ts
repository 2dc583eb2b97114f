import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { sessionTokenFor } from '../auth/testing.ts';

const ctx = useTestApp();

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function post(url: string, token: string | null, payload: unknown = {}) {
  return ctx.app.inject({
    method: 'POST',
    url,
    headers: token ? bearer(token) : {},
    payload: payload as object,
  });
}

describe('account: profile', () => {
  it('shows username, role and the e-mail masked after 3 characters, with notification defaults on', async () => {
    const user = await buildUser(ctx.db, { username: 'maskme', email: 'maskme@example.test', role: 'upper' });
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user/account',
      headers: bearer(await sessionTokenFor(ctx.db, user)),
    });
    expect(res.statusCode).toBe(200);
    const { profile } = res.json();
    expect(profile).toMatchObject({ username: 'maskme', role: 'upper', email_masked: 'mas••••••••••••••••' });
    expect(profile.email_masked).not.toContain('example');
    // Its owner may reveal it (issue 23): the full address comes only on their own account view.
    expect(profile.email).toBe('maskme@example.test');
    expect(Object.values(profile.notifications)).toEqual([true, true, true, true]);
  });

  it('updates names, mobile, notification settings and address; answers the session view', async () => {
    const user = await buildUser(ctx.db, { settings: { fc_api_key: 'keep-me' } });
    const token = await sessionTokenFor(ctx.db, user);
    const res = await post('/api/auth/user/update', token, {
      username: 'ignored-read-only',
      displayname: '  Maxi  ',
      firstname: 'Max',
      lastname: 'Mustermann',
      mobile: '+49 (0)171 123-4567',
      settings: { show_notification_on_comment: false },
      location: {
        street: 'Alexanderplatz',
        nr: '1',
        postcode: '10178',
        city: 'Berlin',
        lat: 52.52,
        lng: 13.41,
      },
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe('Profil gespeichert');
    expect(body.user).toMatchObject({
      username: user.username,
      displayname: 'Maxi',
      mobile: '+49 (0)171 123-4567',
    });
    expect(body.profile.notifications.show_notification_on_comment).toBe(false);
    expect(body.profile.notifications.show_notification_on_task).toBe(true);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.username).toBe(user.username);
    expect(row?.settings).toMatchObject({ fc_api_key: 'keep-me', show_notification_on_comment: false });
    expect(row?.location).toMatchObject({
      street: 'Alexanderplatz',
      postcode: '10178',
      lat: 52.52,
      address: 'Alexanderplatz 1',
    });
  });

  it('refuses a malformed mobile number and a postcode over 5 characters, per field, without writing', async () => {
    const user = await buildUser(ctx.db, { mobile: '0301234567' });
    const token = await sessionTokenFor(ctx.db, user);
    const bad = await post('/api/auth/user/update', token, { mobile: 'call me maybe', displayname: 'New' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toHaveProperty('mobile');
    const tooLong = await post('/api/auth/user/update', token, {
      location: { street: 'X', postcode: '123456' },
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().errors).toHaveProperty(['location.postcode']);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
    expect(row?.mobile).toBe('0301234567');
    expect(row?.displayname).toBeNull();
  });
});

describe('account: change password', () => {
  async function userWithPassword(password: string) {
    return buildUser(ctx.db, { passwordHash: await hashPassword(password) });
  }

  it('needs the right current password', async () => {
    const user = await userWithPassword('old-password-1');
    const token = await sessionTokenFor(ctx.db, user);
    const res = await post('/api/auth/user/password/change', token, {
      current_password: 'wrong-password',
      password: 'new-password-1',
      password_confirmation: 'new-password-1',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toHaveProperty('current_password');
  });

  it('keeps the server minimum of 8 characters and a matching confirmation', async () => {
    const user = await userWithPassword('old-password-1');
    const token = await sessionTokenFor(ctx.db, user);
    const short = await post('/api/auth/user/password/change', token, {
      current_password: 'old-password-1',
      password: 'abcd',
      password_confirmation: 'abcd',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json().errors).toHaveProperty('password');
    const mismatch = await post('/api/auth/user/password/change', token, {
      current_password: 'old-password-1',
      password: 'new-password-1',
      password_confirmation: 'new-password-2',
    });
    expect(mismatch.statusCode).toBe(400);
    expect(mismatch.json().errors).toHaveProperty('password_confirmation');
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const user = await userWithPassword('old-password-1');
    const current = await sessionTokenFor(ctx.db, user);
    const other = await sessionTokenFor(ctx.db, user);
    const res = await post('/api/auth/user/password/change', current, {
      current_password: 'old-password-1',
      password: 'brand-new-password',
      password_confirmation: 'brand-new-password',
    });
    expect(res.statusCode).toBe(200);
    const me = (token: string) =>
      ctx.app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) });
    expect((await me(current)).statusCode).toBe(200);
    expect((await me(other)).statusCode).toBe(401);
    const login = await post('/api/auth/login', null, {
      login: user.username,
      password: 'brand-new-password',
    });
    expect(login.statusCode).toBe(200);
    const oldLogin = await post('/api/auth/login', null, {
      login: user.username,
      password: 'old-password-1',
    });
    expect(oldLogin.statusCode).toBe(401);
  });
});

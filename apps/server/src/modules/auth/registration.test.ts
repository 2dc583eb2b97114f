import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app.ts';
import { users } from '../../db/schema/index.ts';
import { buildUser } from '../../db/seed/factories.ts';
import { type FakeSmtpServer, linkIn, startFakeSmtpServer } from '../../integrations/mail/fake.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { authContextFor } from './auth.module.ts';

const PUBLIC_URL = 'http://regal.test';
const env: Record<string, string> = { PUBLIC_URL };
let smtp: FakeSmtpServer;
beforeAll(async () => {
  smtp = await startFakeSmtpServer();
  env.SMTP_URL = smtp.url;
});
afterAll(() => smtp.close());
const ctx = useTestApp(env);
afterEach(() => vi.useRealTimers());

let ipCounter = 1;
const nextIp = () => `10.1.0.${ipCounter++}`;
const post = (url: string, payload: unknown, ip = nextIp(), headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload: payload as object, remoteAddress: ip, headers });
/** All queued mails have gone out (the mailer sends in the background). */
const mailsSettled = () => authContextFor(ctx.db)?.mailer.idle();

function verifyParams(link: string) {
  const url = new URL(link);
  const [, , , , id, hash] = url.pathname.split('/');
  return { id: Number(id), hash: hash ?? '', expires: Number(url.searchParams.get('expires')) };
}

async function registerAndReadLink(email: string) {
  const since = smtp.mails.length;
  const res = await post('/api/auth/register', {
    username: email.split('@')[0],
    email,
    password: 'S3cure-pass!',
    password_confirmation: 'S3cure-pass!',
  });
  expect(res.statusCode).toBe(200);
  const mail = await smtp.waitForMail(email, { since });
  return linkIn(mail, `${PUBLIC_URL}/auth/verify/email/`);
}

describe('registration and e-mail verification', () => {
  it('signs up, stores an argon2id hash with its parameters, and verifies by the mailed link', async () => {
    const link = await registerAndReadLink('newbie@example.test');
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'newbie@example.test'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row?.emailVerifiedAt).toBeNull();

    const login = await post('/api/auth/login', { login: 'newbie', password: 'S3cure-pass!' });
    expect(login.json().user.gain_access).toBe(0);

    const verified = await post('/api/auth/verify/email', verifyParams(link));
    expect(verified.statusCode).toBe(200);
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/auth/user',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(me.json().user.gain_access).toBe(1);
  });

  it('refuses a tampered or expired verification link', async () => {
    const link = await registerAndReadLink('late@example.test');
    const params = verifyParams(link);
    expect(
      (await post('/api/auth/verify/email', { ...params, hash: `${params.hash.slice(0, -2)}xx` })).statusCode,
    ).toBe(400);
    expect(
      (await post('/api/auth/verify/email', { ...params, expires: params.expires + 3600 })).statusCode,
    ).toBe(400);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(params.expires * 1000 + 1000);
    const expired = await post('/api/auth/verify/email', params);
    expect(expired.statusCode).toBe(400);
    expect(expired.json().errors.hash).toBe('Dieser Bestätigungslink ist ungültig oder abgelaufen.');
  });

  it('does not reveal a registered address: same answer, and the owner gets a notice instead', async () => {
    await buildUser(ctx.db, { username: 'owner', email: 'taken@example.test' });
    const body = (email: string, username: string) => ({
      username,
      email,
      password: 'S3cure-pass!',
      password_confirmation: 'S3cure-pass!',
    });
    const since = smtp.mails.length;
    const known = await post('/api/auth/register', body('taken@example.test', 'someone_else'));
    const fresh = await post('/api/auth/register', body('free@example.test', 'free_one'));
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.json()).toEqual(fresh.json());
    const notice = await smtp.waitForMail('taken@example.test', { since });
    expect(notice.body).toMatch(/already have an account/);
    await mailsSettled();
    const [count] = await ctx.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'someone_else'));
    expect(count).toBeUndefined();
  });

  it('answers translated-ready field errors: short password, mismatch, bad e-mail', async () => {
    const res = await post('/api/auth/register', {
      email: 'not-an-email',
      password: 'short',
      password_confirmation: 'other',
    });
    expect(res.statusCode).toBe(400);
    // German by default (no Accept-Language).
    expect(res.json().errors).toMatchObject({
      email: 'Das ist keine gültige E-Mail-Adresse.',
      password: 'Das Passwort muss mindestens 8 Zeichen lang sein.',
    });
    const mismatch = await post('/api/auth/register', {
      email: 'a@example.test',
      password: 'long enough 1',
      password_confirmation: 'long enough 2',
    });
    expect(mismatch.json().errors.password_confirmation).toBe('Die Passwörter stimmen nicht überein.');
  });

  it('answers the same field errors in English when Accept-Language asks for it', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'accept-language': 'en-US,en;q=0.9' },
      payload: { email: 'not-an-email', password: 'short', password_confirmation: 'other' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toMatchObject({
      email: 'This is not a valid e-mail address.',
      password: 'The password must be at least 8 characters.',
    });
    expect(res.json().message).toBe(Object.values(res.json().errors)[0]);
  });

  it('register/simple: no username, one is made from the address', async () => {
    const since = smtp.mails.length;
    const res = await post('/api/auth/register', {
      email: 'simple.person@example.test',
      password: 'S3cure-pass!',
      password_confirmation: 'S3cure-pass!',
    });
    expect(res.statusCode).toBe(200);
    await smtp.waitForMail('simple.person@example.test', { since });
    const [row] = await ctx.db.select().from(users).where(eq(users.email, 'simple.person@example.test'));
    expect(row?.username).toMatch(/^simple\.person_[a-z0-9]{4}$/);
  });

  it('resends the verification mail with the same answer for any address, throttled to 5 a minute', async () => {
    await registerAndReadLink('again@example.test');
    const ip = nextIp();
    const since = smtp.mails.length;
    const known = await post('/api/auth/verify/resend', { email: 'again@example.test' }, ip);
    const unknown = await post('/api/auth/verify/resend', { email: 'ghost@example.test' }, ip);
    expect(known.json()).toEqual(unknown.json());
    await smtp.waitForMail('again@example.test', { since });
    for (let i = 0; i < 4; i++)
      expect((await post('/api/auth/verify/resend', { email: 'again@example.test' }, ip)).statusCode).toBe(
        200,
      );
    const sixth = await post('/api/auth/verify/resend', { email: 'again@example.test' }, ip);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['retry-after']).toBeDefined();
  });
});

describe('forgotten password', () => {
  async function resetLinkFor(email: string, ip = nextIp()) {
    const since = smtp.mails.length;
    const res = await post('/api/auth/password/forgot', { email }, ip);
    expect(res.statusCode).toBe(200);
    const mail = await smtp.waitForMail(email, { since });
    return new URL(linkIn(mail, `${PUBLIC_URL}/auth/password/reset?token=`)).searchParams.get('token') ?? '';
  }

  it('gives the same answer for known and unknown addresses and mails only the owner', async () => {
    await buildUser(ctx.db, { email: 'forgetful@example.test' });
    await mailsSettled();
    const since = smtp.mails.length;
    const known = await post('/api/auth/password/forgot', { email: 'forgetful@example.test' });
    const unknown = await post('/api/auth/password/forgot', { email: 'nobody-here@example.test' });
    expect(known.statusCode).toBe(unknown.statusCode);
    expect(known.json()).toEqual(unknown.json());
    await mailsSettled();
    expect(smtp.mails.slice(since).flatMap((m) => m.to)).toEqual(['forgetful@example.test']);
  });

  it('resets with a single-use token, ends every session and lets the new password in', async () => {
    const user = await buildUser(ctx.db, {
      email: 'reset-me@example.test',
      passwordHash: await hashPassword('old password 1'),
    });
    const old = (await post('/api/auth/login', { login: user.username, password: 'old password 1' })).json()
      .token;
    const token = await resetLinkFor('reset-me@example.test');
    const body = { token, password: 'brand new pass 2', password_confirmation: 'brand new pass 2' };
    expect((await post('/api/auth/password/reset', body)).statusCode).toBe(200);
    expect((await post('/api/auth/password/reset', body)).statusCode).toBe(400);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: '/api/auth/user',
          headers: { authorization: `Bearer ${old}` },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { login: user.username, password: 'old password 1' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/auth/login', { login: user.username, password: 'brand new pass 2' })).statusCode,
    ).toBe(200);
  });

  it('refuses a token after 30 minutes', async () => {
    await buildUser(ctx.db, { email: 'slow@example.test' });
    const token = await resetLinkFor('slow@example.test');
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30 * 60_000 + 1000);
    const res = await post('/api/auth/password/reset', {
      token,
      password: 'brand new pass 3',
      password_confirmation: 'brand new pass 3',
    });
    expect(res.statusCode).toBe(400);
  });

  it('throttles forgot-password to 5 a minute per address and IP', async () => {
    const ip = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await post('/api/auth/password/forgot', { email: 'x@example.test' }, ip)).statusCode).toBe(200);
    expect((await post('/api/auth/password/forgot', { email: 'x@example.test' }, ip)).statusCode).toBe(429);
  });
});
